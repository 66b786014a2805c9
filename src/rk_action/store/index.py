"""`_index.md`: one line per doc (name, path, description) and its learned aliases."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from rk_action.errors import decode_utf8
from rk_action.store.files import read_file, write_atomic
from rk_action.store.meta import one_line

MAX_ALIASES = 10
# An angled target ends at the first `>) — ` (earlier versions wrote a `>` of a name as is).
_ENTRY = re.compile(
    r"^- \[(?P<name>[^\]]*)\]\((?:<(?P<angled>.*?)>|(?P<plain>[^ )]*))\) — (?P<desc>.*)$"
)
_ANGLED_END = ">) — ".encode()
# What a doc path may hold that a plain link target cannot: whitespace, parentheses, angle
# brackets, and characters that end a line for `str.splitlines` or cannot be written as UTF-8.
_LINE_BREAKERS = r"\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff"
_NEEDS_ANGLES = re.compile(rf"[\s()<>{_LINE_BREAKERS}]")
# Inside `<…>`, these are percent-encoded: `>` would end the target, `<` and `\` are not
# allowed or are escapes there (CommonMark), `%` so that decoding is exact, and line breakers
# so that the entry stays one line.
_ENCODED_IN_ANGLES = re.compile(rf"[%<>\\{_LINE_BREAKERS}]")
_PERCENT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
_SURROGATE = re.compile(r"[\ud800-\udfff]")
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
    return _one_line(re.sub(r"[\[\],\n\r]", " ", alias))


def _one_line(text: str) -> str:
    """`text` on one line and writable as UTF-8: a lone surrogate (a command-line argument
    that was not UTF-8) becomes U+FFFD."""
    return one_line(_SURROGATE.sub("\ufffd", text))


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


def link_target(doc: str) -> str:
    """The link target of `doc` in `_index.md`: the path as is when it is plain (the bytes
    earlier versions wrote), else in CommonMark's `<…>` form with the characters that cannot
    stand there percent-encoded. Any file name a repository can hold round-trips (read back
    by `_angled_doc`); a lone surrogate is a byte of a name that is not UTF-8, as Python
    decodes file names."""
    if not _NEEDS_ANGLES.search(doc):
        return doc
    return f"<{_ENCODED_IN_ANGLES.sub(lambda found: percent_encode(found.group()), doc)}>"


def percent_encode(char: str) -> str:
    """`char` as `%XX` per byte of its UTF-8 (surrogatepass: a surrogate that no file name
    gives still gets written, never raises)."""
    try:
        data = char.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        data = char.encode("utf-8", "surrogatepass")
    return "".join(f"%{byte:02X}" for byte in data)


def _angled_doc(target: str) -> str:
    """The doc path written as `<target>` (the inverse of `link_target`)."""
    return _PERCENT_RUN.sub(_percent_decode, target) if "%" in target else target


def _percent_decode(found: re.Match[str]) -> str:
    # A run of escapes is decoded at once: it holds the UTF-8 bytes of whole characters.
    return bytes.fromhex(found.group().replace("%", "")).decode("utf-8", "surrogateescape")


def format_entry(entry: IndexEntry) -> str:
    """One entry of `_index.md`: its link line, and its aliases line when it has aliases."""
    text = f"- [{entry.name}]({link_target(entry.doc)}) — {_one_line(entry.description)}"
    aliases = merge_aliases(entry.aliases, []) if entry.aliases else []
    return f"{text}\n  aliases: [{', '.join(aliases)}]" if aliases else text


def _join_index(project: str, blocks: list[str]) -> str:
    return "\n".join([f"# {project} Knowledge Index", "", *blocks]) + "\n"


def format_index(project: str, entries: list[IndexEntry]) -> str:
    return _join_index(project, [format_entry(e) for e in sorted(entries, key=lambda e: e.doc)])


def _entry_doc(entry: re.Match[str]) -> str:
    angled = entry.group("angled")
    return entry.group("plain") if angled is None else _angled_doc(angled)


def parse_index(text: str) -> list[IndexEntry]:
    entries: list[IndexEntry] = []
    for line in text.splitlines():
        entry = _ENTRY.match(line) if line.startswith("- [") else None
        if entry:
            entries.append(IndexEntry(entry.group("name"), _entry_doc(entry),
                                      entry.group("desc")))
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
            listed = aliases.group("list").split(",")
            out[_entry_doc(entry)] = [a.strip() for a in listed if a.strip()]
    return out


def index_bytes(project_dir: Path) -> bytes:
    """The bytes of `_index.md` (none when it is missing)."""
    try:
        return read_file(project_dir / "_index.md")
    except FileNotFoundError:
        return b""


def read_index(project_dir: Path, data: bytes | None = None) -> list[IndexEntry]:
    """The entries of `_index.md` (its bytes `data`, when already read; none when it is
    missing). Bytes that are not UTF-8 (a bad hand edit) are read as U+FFFD, with a warning
    naming the file."""
    data = index_bytes(project_dir) if data is None else data
    return parse_index(decode_utf8(data, str(project_dir / "_index.md")))


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


def _sort_key(doc: str) -> bytes:
    """`doc` as bytes that sort as the text does: UTF-8, surrogates included (a name that is
    not UTF-8 holds some), so that bisection agrees with `format_index`'s order."""
    return doc.encode("utf-8", "surrogatepass")


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
        return cls(index_bytes(project_dir))

    def _next(self, at: int) -> int:
        """Where the first entry starting at `at` or later starts (the data's length if none)."""
        if at <= self.first:
            return self.first
        found = self.data.find(b"\n- [", at - 1)
        return found + 1 if found >= 0 else len(self.data)

    def _doc(self, start: int) -> bytes:
        """The doc path of the entry at `start`, as its `_sort_key`."""
        link = self.data.find(b"](", start)
        if not self.data.startswith(b"<", link + 2):
            return self.data[link + 2 : self.data.find(b")", link)]
        target = self.data[link + 3 : self.data.find(_ANGLED_END, link)]
        if b"%" not in target:
            return target
        return _sort_key(_angled_doc(target.decode("utf-8", "surrogateescape")))

    def locate(self, doc: str) -> tuple[int, bool]:
        """Where `doc`'s entry starts, or where it would go; and whether it is there."""
        wanted = _sort_key(doc)
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
        return self.locate(doc)[1]

    def get(self, doc: str) -> IndexEntry | None:
        """The entry of `doc`, if the index has one."""
        start, found = self.locate(doc)
        if not found:
            return None
        return parse_index(self.data[start : self._next(start + 1)].decode("utf-8"))[0]

    def docs_named(self, name: str) -> list[str]:
        """The docs of the entries whose link text is `name` (`_overview`, say), in order."""
        marker = f"- [{name}](".encode()
        docs, at = [], self.data.find(b"\n" + marker, self.first - 1)
        while at >= 0:
            start = at + 1
            docs += [entry.doc for entry in parse_index(
                self.data[start : self._next(start + 1)].decode("utf-8"))]
            at = self.data.find(b"\n" + marker, start)
        return docs

    def spans(self, docs: Sequence[str]) -> list[tuple[int, int]] | None:
        """The byte ranges of the entries from each of `docs` (in index order) to the next
        one's: the first from the first entry, the last to the end; a doc not listed starts
        where it would go. None when they come out of order (an index not sorted by hand)."""
        if not docs:
            return []
        starts = [self.first, *(self.locate(doc)[0] for doc in docs[1:])]
        if starts != sorted(starts):
            return None
        return list(zip(starts, [*starts[1:], len(self.data)], strict=True))

    def format(self, project: str, replaced: dict[str, IndexEntry | None]) -> bytes:
        """The index (UTF-8) with the entries of `replaced` put in (or dropped where None)."""
        view = memoryview(self.data)
        parts: list[bytes | memoryview] = [f"# {project} Knowledge Index\n\n".encode()]
        done = self.first
        for doc, entry in sorted(replaced.items()):
            start, found = self.locate(doc)
            parts.append(view[done:start])
            if entry is not None:
                parts.append((format_entry(entry) + "\n").encode("utf-8"))
            done = self._next(start + 1) if found else start
        parts.append(view[done:])
        return b"".join(parts)
