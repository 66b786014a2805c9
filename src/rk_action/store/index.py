"""`_index.md`: one line per doc (name, path, description) and its learned aliases."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rk_action.errors import decode_utf8
from rk_action.store.files import read_file, write_atomic
from rk_action.store.meta import one_line

MAX_ALIASES = 10
_ENTRY = re.compile(
    r"^- \[(?P<name>[^\]]*)\]\((?:<(?P<angled>[^>]*)>|(?P<plain>[^ )]*))\) — (?P<desc>.*)$"
)
_NEEDS_ANGLES = re.compile(r"[\s()<>]")
_ALIASES = re.compile(r"^  aliases: \[(?P<list>.*)\]$")


@dataclass(slots=True)
class IndexEntry:
    """One line of `_index.md` (plus its aliases line)."""

    name: str
    doc: str
    description: str
    aliases: list[str] = field(default_factory=list)


def normalize_alias(alias: str) -> str:
    """Trimmed, `[ ] ,` and newlines made spaces, inner whitespace collapsed."""
    return one_line(re.sub(r"[\[\],\n\r]", " ", alias))


def merge_aliases(new: list[str], old: list[str]) -> list[str]:
    """`new` then `old`, normalized, unique case-insensitively, at most 10 (most recent first)."""
    merged: list[str] = []
    seen: set[str] = set()
    for alias in [*new, *old]:
        alias = normalize_alias(alias)
        if alias and alias.casefold() not in seen:
            seen.add(alias.casefold())
            merged.append(alias)
    return merged[:MAX_ALIASES]


def format_entry(entry: IndexEntry) -> str:
    """One entry of `_index.md`: its link line, and its aliases line when it has aliases."""
    target = f"<{entry.doc}>" if _NEEDS_ANGLES.search(entry.doc) else entry.doc
    text = f"- [{entry.name}]({target}) — {one_line(entry.description)}"
    aliases = merge_aliases(entry.aliases, []) if entry.aliases else []
    return f"{text}\n  aliases: [{', '.join(aliases)}]" if aliases else text


def _join_index(project: str, blocks: list[str]) -> str:
    return "\n".join([f"# {project} Knowledge Index", "", *blocks]) + "\n"


def format_index(project: str, entries: list[IndexEntry]) -> str:
    return _join_index(project, [format_entry(e) for e in sorted(entries, key=lambda e: e.doc)])


def parse_index(text: str) -> list[IndexEntry]:
    entries: list[IndexEntry] = []
    for line in text.splitlines():
        entry = _ENTRY.match(line) if line.startswith("- [") else None
        if entry:
            doc = entry.group("angled")
            doc = entry.group("plain") if doc is None else doc
            entries.append(IndexEntry(entry.group("name"), doc, entry.group("desc")))
            continue
        aliases = _ALIASES.match(line)
        if aliases and entries:
            entries[-1].aliases = [a.strip() for a in aliases.group("list").split(",") if a.strip()]
    return entries


ALIAS_LINE = re.compile(rb"\n  aliases: \[[^\n]*")
"""An aliases line of `_index.md` (as bytes, with the newline before it)."""


def index_aliases(data: bytes) -> dict[str, list[str]]:
    """doc → aliases, for the entries of `_index.md` (its bytes) that have aliases, in index
    order: what `parse_index` gives for them, without decoding the thousands that have none."""
    out: dict[str, list[str]] = {}
    for found in ALIAS_LINE.finditer(data):
        start = data.rfind(b"\n", 0, found.start()) + 1
        entry = _ENTRY.match(data[start : found.start()].decode("utf-8", "replace"))
        aliases = _ALIASES.match(found.group()[1:].decode("utf-8", "replace"))
        if entry and aliases:
            doc = entry.group("angled")
            doc = entry.group("plain") if doc is None else doc
            out[doc] = [a.strip() for a in aliases.group("list").split(",") if a.strip()]
    return out


def read_index(project_dir: Path) -> list[IndexEntry]:
    """The entries of `_index.md` (none when it is missing). Bytes that are not UTF-8 (a bad
    hand edit) are read as U+FFFD, with a warning naming the file."""
    path = project_dir / "_index.md"
    try:
        data = read_file(path)
    except FileNotFoundError:
        return []
    return parse_index(decode_utf8(data, str(path)))


def edit_index(
    project_dir: Path, edit: Callable[[list[IndexEntry]], int]
) -> tuple[list[IndexEntry], int]:
    """Read `_index.md`, let `edit` change its entries in place and say how many it changed,
    and write them back (sorted, atomically) unless that is none. Returns the entries as
    edited and that count. The caller holds the home's write lock."""
    entries = read_index(project_dir)
    changed = edit(entries)
    if changed:
        write_atomic(project_dir / "_index.md", format_index(project_dir.name, entries))
    return entries, changed


class IndexText:
    """`_index.md` as its bytes, for an update that changes a few entries among thousands.

    Entries are found by bisection over the bytes themselves (the index is always written
    sorted by doc path, and UTF-8 keeps that order) and only those asked for are parsed; every
    other entry is written back as it was, which is what `format_index` would give for it.
    Nothing is built per entry and the text is never decoded whole: this runs on every push.
    """

    def __init__(self, data: bytes) -> None:
        self.data = data
        first = data.find(b"\n- [")
        self.first = first + 1 if first >= 0 else len(data)

    @classmethod
    def read(cls, project_dir: Path) -> IndexText:
        try:
            return cls(read_file(project_dir / "_index.md"))
        except FileNotFoundError:
            return cls(b"")

    def _next(self, at: int) -> int:
        """Where the first entry starting at `at` or later starts (the data's length if none)."""
        if at <= self.first:
            return self.first
        found = self.data.find(b"\n- [", at - 1)
        return found + 1 if found >= 0 else len(self.data)

    def _doc(self, start: int) -> bytes:
        link = self.data.find(b"](", start)
        if self.data.startswith(b"<", link + 2):
            return self.data[link + 3 : self.data.find(b">", link)]
        return self.data[link + 2 : self.data.find(b")", link)]

    def _locate(self, doc: str) -> tuple[int, bool]:
        """Where `doc`'s entry starts, or where it would go; and whether it is there."""
        wanted = doc.encode("utf-8")
        low, high = self.first, len(self.data)
        while low < high:
            middle = (low + high) // 2
            start = self._next(middle)
            if start < len(self.data) and self._doc(start) < wanted:
                low = start + 1
            else:
                high = middle
        start = self._next(low)
        return start, start < len(self.data) and self._doc(start) == wanted

    def __len__(self) -> int:
        return self.data.count(b"\n- [")

    def __contains__(self, doc: str) -> bool:
        return self._locate(doc)[1]

    def get(self, doc: str) -> IndexEntry | None:
        """The entry of `doc`, if the index has one."""
        start, found = self._locate(doc)
        if not found:
            return None
        return parse_index(self.data[start : self._next(start + 1)].decode("utf-8"))[0]

    def format(self, project: str, replaced: dict[str, IndexEntry | None]) -> bytes:
        """The index (UTF-8) with the entries of `replaced` put in (or dropped where None)."""
        view = memoryview(self.data)
        parts: list[bytes | memoryview] = [f"# {project} Knowledge Index\n\n".encode()]
        done = self.first
        for doc, entry in sorted(replaced.items()):
            start, found = self._locate(doc)
            parts.append(view[done:start])
            if entry is not None:
                parts.append((format_entry(entry) + "\n").encode("utf-8"))
            done = self._next(start + 1) if found else start
        parts.append(view[done:])
        return b"".join(parts)
