"""The knowledge base on disk (DESIGN §2): the only module that knows the file formats.

Everything written here goes through `write_atomic` (temp file in the same folder + rename), so a
killed run leaves either the old file or the new one, never half of one. Reading then writing an
unchanged file gives the same bytes.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from rk_action.errors import RkError, warn

REGISTRY_HEADER = (
    "# RepoKnowledge Registry\n\n"
    "| Project | Git URL | Last Update | Docs |\n"
    "|---------|---------|-------------|------|\n"
)
META_KEYS = (
    "git_url", "created", "last_update", "last_commit", "total_docs", "branch", "generator",
    "summarizer",
)
MAX_ALIASES = 10
PENDING = ".rk-pending"
"""Where an update stages its change set (see `redo`)."""
_PROJECT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
_YAML_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@` ")
_YAML_WORDS = frozenset({"true", "false", "null", "yes", "no", "on", "off", "~", "y", "n"})
_ENTRY = re.compile(
    r"^- \[(?P<name>[^\]]*)\]\((?:<(?P<angled>[^>]*)>|(?P<plain>[^ )]*))\) — (?P<desc>.*)$"
)
_NEEDS_ANGLES = re.compile(r"[\s()<>]")
_ALIASES = re.compile(r"^  aliases: \[(?P<list>.*)\]$")


# --- paths ------------------------------------------------------------------------------------


def resolve_home(home: str | None) -> Path:
    """`--home`, else `RK_HOME`, else `~/.repo-knowledge`, made absolute."""
    chosen = home or os.environ.get("RK_HOME") or "~/.repo-knowledge"
    return Path(chosen).expanduser().resolve()


def check_project_name(name: str) -> str:
    """A project name that is safe as a folder name under the home, or an error."""
    if not _PROJECT_NAME.match(name) or name in (".", "..") or ".." in name:
        raise RkError(f"invalid project name {name!r}: use letters, digits, '.', '_' and '-'")
    return name


def project_name_from_source(source: str) -> str:
    """The last URL or path segment without `.git`, made into a valid project name."""
    segment = re.split(r"[/:\\]", source.rstrip("/\\"))[-1]
    segment = segment.removesuffix(".git")
    segment = re.sub(r"[^A-Za-z0-9._-]+", "-", segment).strip("-.") or "project"
    return segment[:100]


def inside(root: Path, path: Path) -> Path:
    """`path` if it lies inside `root` once `..` are collapsed; refuses anything that escapes.

    Names come from our own layout (no `..`, no absolute parts); this is the last line of
    defence, kept cheap because it runs once per doc.
    """
    base = os.path.normpath(os.path.abspath(root))
    target = os.path.normpath(os.path.abspath(path))
    if target != base and not target.startswith(base + os.sep):
        raise RkError(f"refusing to write outside the knowledge base: {path}")
    return path


# --- writing ----------------------------------------------------------------------------------


def write_atomic(path: Path, text: str | bytes, tmp_dir: Path | None = None) -> None:
    """Write `text` (or UTF-8 bytes) to `path` through a temp file and a rename. The temp file
    is made in `tmp_dir` (which must be on the same file system), else beside `path`."""
    tmp = (tmp_dir or path.parent) / f".tmp-{os.getpid()}-{path.name}"
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    try:
        handle = open(tmp, "wb")  # noqa: SIM115
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(tmp, "wb")  # noqa: SIM115
    try:
        with handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_new(path: Path, text: str) -> None:
    """Write a file that is not there yet, directly (no temp file: nothing to protect).

    Plain `os` calls: three system calls a file, where a text-mode `open` makes six.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    try:
        fd = os.open(path, flags, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o644)
    try:
        data = text.encode("utf-8")
        while data:
            data = data[os.write(fd, data) :]
    finally:
        os.close(fd)


def write_if_changed(path: Path, text: str) -> bool:
    """Write only when the bytes differ, so unchanged files keep their mtime. True if written."""
    try:
        if path.read_text(encoding="utf-8") == text:
            return False
    except (OSError, UnicodeDecodeError):
        pass
    write_atomic(path, text)
    return True


# --- scalars ----------------------------------------------------------------------------------


def yaml_str(text: str) -> str:
    """A YAML scalar: plain when that is unambiguous, otherwise double-quoted."""
    plain = (
        text
        and text == text.strip()
        and text[0] not in _YAML_INDICATORS
        and ": " not in text
        and " #" not in text
        and not text.endswith(":")
        and text.isprintable()
        and text.lower() not in _YAML_WORDS
    )
    return text if plain else json.dumps(text, ensure_ascii=False)


def _yaml_value(raw: str) -> str:
    raw = raw.strip()
    if raw.startswith('"'):
        try:
            value = json.loads(raw)
            return value if isinstance(value, str) else raw
        except ValueError:
            return raw
    return raw


def one_line(text: str) -> str:
    return " ".join(text.split())


# --- _meta.md ---------------------------------------------------------------------------------


def format_meta(meta: dict[str, str]) -> str:
    """`key: value` lines, the contract keys first in their order, extra keys after."""
    keys = [k for k in META_KEYS if k in meta] + [k for k in meta if k not in META_KEYS]
    return "".join(f"{key}: {yaml_str(str(meta[key]))}\n" for key in keys)


def parse_meta(text: str) -> dict[str, str]:
    meta: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() and not line.startswith((" ", "#")):
            meta[key.strip()] = _yaml_value(value)
    return meta


def read_meta(project_dir: Path) -> dict[str, str] | None:
    try:
        return parse_meta((project_dir / "_meta.md").read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None


# --- _index.md --------------------------------------------------------------------------------


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
        data = path.read_bytes()
    except FileNotFoundError:
        return []
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        warn(f"{path}: not UTF-8 (byte {exc.start}); its undecodable bytes were replaced "
             "with U+FFFD")
        text = data.decode("utf-8", "replace")
    return parse_index(text)


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
            return cls((project_dir / "_index.md").read_bytes())
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


# --- _registry.md -----------------------------------------------------------------------------


@dataclass(slots=True)
class RegistryRow:
    project: str
    git_url: str
    last_update: str
    docs: int


def _cell(text: str) -> str:
    return one_line(text).replace("|", "\\|")


def format_registry(rows: list[RegistryRow]) -> str:
    body = "".join(
        f"| {_cell(r.project)} | {_cell(r.git_url)} | {_cell(r.last_update)} | {r.docs} |\n"
        for r in sorted(rows, key=lambda r: r.project)
    )
    return REGISTRY_HEADER + body


def parse_registry(text: str) -> list[RegistryRow]:
    rows: list[RegistryRow] = []
    for line in text.splitlines()[4:]:
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if len(cells) == 4 and cells[3].isdigit():
            rows.append(RegistryRow(cells[0], cells[1], cells[2], int(cells[3])))
    return rows


def read_registry(home: Path) -> list[RegistryRow]:
    try:
        return parse_registry((home / "_registry.md").read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []


def upsert_registry(home: Path, row: RegistryRow) -> None:
    rows = [r for r in read_registry(home) if r.project != row.project] + [row]
    write_atomic(home / "_registry.md", format_registry(rows))


def remove_from_registry(home: Path, project: str) -> None:
    rows = read_registry(home)
    kept = [r for r in rows if r.project != project]
    if len(kept) != len(rows):
        write_atomic(home / "_registry.md", format_registry(kept))


# --- doc pages --------------------------------------------------------------------------------


def parse_doc_meta(text: str) -> dict[str, str]:
    """The frontmatter of a doc page as strings (empty if there is none)."""
    if not text.startswith("---\n"):
        return {}
    end = text.find("\n---\n", 4)
    return parse_meta(text[4:end]) if end != -1 else {}


def doc_lines(meta: dict[str, str]) -> tuple[int, int]:
    """The `lines: first-last` of a page's frontmatter; 0 for a part that is missing."""
    first, _, last = meta.get("lines", "").partition("-")
    return int(first) if first.isdigit() else 0, int(last) if last.isdigit() else 0


def remove_temp_files(project_dir: Path, docs: bool = True) -> None:
    """Delete the half-written temp files a killed run may have left in a project.

    Only a `create` writes temp files under `docs/` (and a project it did not finish has no
    `_meta.md`); other writers keep theirs in the project folder, so `docs=False` looks there
    alone.
    """
    if not project_dir.is_dir():
        return
    for root, dirs, files in os.walk(project_dir):
        if not docs:
            dirs.clear()
        dirs[:] = [d for d in dirs if d != PENDING]
        for name in files:
            if name.startswith(".tmp-"):
                Path(root, name).unlink(missing_ok=True)


def doc_files(project_dir: Path) -> list[str]:
    """Every `docs/**/*.md` of a project, as POSIX paths relative to the project folder."""
    docs = project_dir / "docs"
    if not docs.is_dir():
        return []
    found = []
    for root, _dirs, files in os.walk(docs):
        for name in files:
            if name.endswith(".md") and not name.startswith(".tmp-"):
                found.append(Path(root, name).relative_to(project_dir).as_posix())
    return sorted(found)


def remove_doc(project_dir: Path, doc: str) -> None:
    """Delete one doc page and the folders it leaves empty (up to `docs/`)."""
    path = inside(project_dir / "docs", project_dir / doc)
    path.unlink(missing_ok=True)
    folder = path.parent
    while folder != project_dir / "docs" and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent


def sync_registry(home: Path, project: str) -> None:
    """Make the project's registry row agree with its `_meta.md`."""
    meta = read_meta(home / project)
    if meta and meta.get("last_commit"):
        docs = int(meta.get("total_docs", "0") or 0)
        upsert_registry(home, RegistryRow(project, meta.get("git_url", ""),
                                          meta.get("last_update", ""), docs))
