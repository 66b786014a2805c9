"""`<project>/_refs/`: the reference graph stored in parts, so that an update reads and rewrites
only the parts its change touches (see `rk_action.refs` and `rk_action.refgraph`).

- `_refs/head.json`: `format`, `commit` (the `last_commit` it describes), `names` (the digest
  of each name shard, "" for an empty one), `edges` (the digest of `edges.json`) and `files`,
  one `[path, language, digest, pages]` line per source file in path order, `pages` being how
  many pages (docs) the file has: what tells a search whether every page of the commit has its
  doc without reading the parts.
- `_refs/files/<2 hex>/<22 hex>.json`: one file's record, named by the SHA-256 of its path:
  `[path, language, imports, pages, export, aliases]`, a page being `[doc, [[symbol, kind]…], owner,
  chains, bases, calls, called_by, overrides, overridden_by, inherits, inherited_by, method_of,
  methods]` (a symbol of a Java method with its shape, `refs.method_shape`, and of a function
  or method with the class it returns, `>Engine`, after its kind), callees, callers, the method
  overridden and the overriding ones, the base types and the derived ones, a Go or Rust
  method's type and a type's methods as `[symbol, doc, source path]` in the order a page lists
  them. A file's part changes when its code changes or when its pages' callers, overriders,
  derived types or methods do.
- `_refs/names/<2 hex>.json`: the inverted index, sharded by the hash of the name: each name a
  page's chains or a file's imports hold → the files holding it, one name a line. It answers
  "which files may resolve differently" when a symbol comes, goes or moves.
- `_refs/edges.json`: `[source file, target file, page edges]` lines, the dependencies between
  files (what a folder's diagram draws), sorted.

Every part is bound to the head by its digest (first 16 hex of its bytes' SHA-256): a part that
is missing, malformed, a link, or of another state is a `BadPart` naming it, and the caller
rebuilds. Writing is pure: `texts_of` gives {relative path: text}; the caller writes them (create)
or stages them with the rest of an update (`redo`).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rk_action.errors import RkError, load_json
from rk_action.refgraph import KINDS, FileRecord, graph_of
from rk_action.refs import FileRefs, Graph, PageRefs, Ref
from rk_action.store.files import read_file

REFS_DIR = "_refs"
HEAD = f"{REFS_DIR}/head.json"
EDGES = f"{REFS_DIR}/edges.json"
FORMAT = 31
"""10: a PHP file's imports hold its own namespace (`refs.PHP_NAMESPACE`); 11: a page's calls
include those through a Go struct's embedded field and through a local holding the object
itself (`refs._THIS_ALIAS`); 12: and Ruby's calls of `name!(…)` and `name?(…)`; 14: and those
through a Python module's default instance and a JavaScript object gathering functions, a
Python `raise Name`, but no parameter called bare; 15: and a method called on an object as it
is made (`new Parser(…).end(…)`), the calls in a Ruby string's `#{…}`, a Ruby call named as
a parameter, and a PHP call after a string join's `.`; 16: and the class a function returns
after its kind, and the calls on what it returns (`engine := New(); engine.Use(…)`); 17: and a
file's other names for its functions (`FileRefs.aliases`); 18: and a Rust file's `use
module::*`; 19: and a JavaScript `require(…).name`'s member, a PHPDoc `@param`'s class, a Ruby
field's calls, but no Python default and no handler handed to `removeEventListener`; 20: and
the calls of a JavaScript class's private `#member`s; 21: and Rust's calls by a path from
`super::`; 22: and a Python class called with its type arguments (`State[T](…)`), a Ruby
`raise(X, …)`, a JavaScript method returning `this` chained on, a PHP heredoc no code; 23:
and of a name several files define, the caller's own file's, and Python's `(super(…)).m(…)`;
24: and a Python method's call of its own class (`cls(…)`, `self.__class__(…)`, `type(self)(…)`);
25: but no words of a Ruby heredoc (its `#{…}` still code), and PHP's `$this[…]` through its
ArrayAccess methods; 26: and none of a Rust module's test modules; 27: and a Python module's
names for the methods of an instance it makes (`encode = _jws_global_obj.encode`); 28: and a
Python class's members through `self.__class__.` and `type(self).`, and through a parameter
whose default is a class (`klass=Interval`), and a Ruby method called on an object as it is
made (`Parser.new(options).parse(text)`); 29: and a Python call of a function named `match`
or `case` where no statement begins; 30: and a class's making of its base, outside C, C++,
JavaScript and TypeScript (where the base's name initializes it); 31: and a Rust call of one of
its file's `macro_rules!` macros (`compress!(…)`), a Python call through a local given `self`
or of an instance (its class's `__call__`), a PHP local typed by an inline `@var`. A knowledge
base of an older format is resolved anew once."""
NAME_SHARDS = 64
"""Fixed, so that a name's shard depends on the name alone (update ≡ create, byte for byte)."""
_DOC = re.compile(r"docs/(?:[^/\x00-\x1f]+/)*[^/\x00-\x1f]+\.md")
_DIGEST = re.compile(r"[0-9a-f]{16}")


class BadPart(Exception):
    """A part that cannot be used: missing, malformed, or not the one the head names."""

    def __init__(self, name: str, why: str) -> None:
        super().__init__(f"{name}: {why}")
        self.name = name


def digest(text: str | bytes) -> str:
    data = text.encode("utf-8") if isinstance(text, str) else text
    return hashlib.sha256(data).hexdigest()[:16]


def part_of(path: str) -> str:
    """The part holding the record of the source file `path` (its name says nothing of the
    path: a hostile path cannot steer where a part is written)."""
    hashed = hashlib.sha256(path.encode("utf-8", "surrogatepass")).hexdigest()
    return f"{REFS_DIR}/files/{hashed[:2]}/{hashed[2:24]}.json"


def shard_of(name: str) -> int:
    return hashlib.sha256(name.encode("utf-8", "surrogatepass")).digest()[0] % NAME_SHARDS


def shard_name(shard: int) -> str:
    return f"{REFS_DIR}/names/{shard:02x}.json"


def _symbols(page: PageRefs) -> list[list[str]]:
    """A page's `[symbol, kind]` pairs, each with its shape after them when it has one."""
    return [[symbol, kind, shape] if shape else [symbol, kind]
            for symbol, kind, shape in page.shaped()]


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# --- writing ------------------------------------------------------------------------------

def format_record(record: FileRecord) -> str:
    """The text of one file's part."""
    file = record.file
    pages = [[p.doc, _symbols(p), p.owner, list(p.chains), list(p.bases),
              *([[r.symbol, r.doc, r.path] for r in getattr(record, kind).get(p.doc, [])]
                for kind in KINDS)]
             for p in file.pages]
    return _dumps([file.path, file.language, [list(i) for i in file.imports], pages,
                   file.export, [list(a) for a in file.aliases]]) + "\n"


def format_shard(names: Mapping[str, Iterable[str]]) -> str:
    """The text of a name shard ("" when it holds no name: it is not written)."""
    lines = [_dumps(name) + ":" + _dumps(sorted(paths))
             for name, paths in sorted(names.items()) if paths]
    return "{\n" + ",\n".join(lines) + "\n}\n" if lines else ""


def format_edges(edges: dict[tuple[str, str], int]) -> str:
    lines = [_dumps([source, target, count])
             for (source, target), count in sorted(edges.items()) if count]
    return "[\n" + ",\n".join(lines) + "\n]\n" if lines else "[]\n"


def edges_of(text: str) -> dict[tuple[str, str], int]:
    """What `format_edges` wrote (`edges.json`, or the text an update stages for it); a
    `BadPart` when it is malformed."""
    try:
        lines = load_json(text)
        return {(_strings([s, t])[0], t): int(n) for s, t, n in lines}
    except (ValueError, TypeError) as exc:
        raise BadPart(EDGES, "malformed") from exc


@dataclass(slots=True)
class Head:
    """What `head.json` says: the commit, every file's language and part digest, and the
    digests of the name shards and of the edges."""

    commit: str
    files: dict[str, tuple[str, str, int]] = field(default_factory=dict)
    """path → (language, digest of its part, how many pages the file has)."""
    names: list[str] = field(default_factory=lambda: [""] * NAME_SHARDS)
    edges: str = ""

    def format(self) -> str:
        lines = [_dumps([path, *line]) for path, line in sorted(self.files.items())]
        top = _dumps({"format": FORMAT, "commit": self.commit, "names": self.names,
                      "edges": self.edges})[:-1]
        return top + ',"files":[\n' + ",\n".join(lines) + "\n]}\n"

    @property
    def listing(self) -> dict[str, str]:
        return {path: language for path, (language, _, _) in self.files.items()}


def texts_of(commit: str, records: Iterable[FileRecord]) -> dict[str, str]:
    """Every part of a graph whose file records are `records`, by relative path, head last."""
    head = Head(commit)
    texts: dict[str, str] = {}
    shards: list[dict[str, set[str]]] = [{} for _ in range(NAME_SHARDS)]
    edges: dict[tuple[str, str], int] = {}
    from rk_action.refgraph import file_edges
    from rk_action.refs import names_of

    for record in sorted(records, key=lambda r: r.file.path):
        text = format_record(record)
        texts[part_of(record.file.path)] = text
        head.files[record.file.path] = (record.file.language, digest(text),
                                        len(record.file.pages))
        for name in names_of(record.file):
            shards[shard_of(name)].setdefault(name, set()).add(record.file.path)
        for pair, count in file_edges(record).items():
            edges[pair] = edges.get(pair, 0) + count
    for number, names in enumerate(shards):
        text = format_shard(names)
        if text:
            texts[shard_name(number)] = text
            head.names[number] = digest(text)
    texts[EDGES] = format_edges(edges)
    head.edges = digest(texts[EDGES])
    texts[HEAD] = head.format()
    return texts


def write_parts(project_dir: Path, texts: dict[str, str]) -> None:
    """Write every part (unchanged ones keep their bytes and mtime), the head last, and remove
    the files of `_refs/` no part claims (and the `_refs.json` of format 2)."""
    import os

    from rk_action.store.files import inside, write_if_changed

    for name, text in sorted(texts.items(), key=lambda item: item[0] == HEAD):
        target = inside(project_dir, project_dir / name)
        target.parent.mkdir(parents=True, exist_ok=True)
        write_if_changed(target, text)
    root = project_dir / REFS_DIR
    for folder, dirs, files in os.walk(root, topdown=False):
        for name in files:
            rel = Path(folder, name).relative_to(project_dir).as_posix()
            if rel not in texts:
                Path(folder, name).unlink()
        if folder != str(root) and not os.listdir(folder):
            os.rmdir(folder)
        del dirs
    (project_dir / "_refs.json").unlink(missing_ok=True)


def full_changes(old: Head, texts: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """What to write and delete to go from the parts `old` names to the whole new state
    `texts` (from `texts_of`): the parts whose digests differ, and those no longer there."""
    before = {part_of(path): hashed for path, (_language, hashed, _) in old.files.items()}
    before |= {shard_name(n): hashed for n, hashed in enumerate(old.names) if hashed}
    before[EDGES] = old.edges
    writes = {name: text for name, text in texts.items()
              if name == HEAD or before.get(name) != digest(text)}
    return writes, sorted(name for name in before if name not in texts)


def edit_changes(parts: Parts, commit: str, old: dict[str, FileRecord],
                 new: dict[str, FileRecord]) -> tuple[dict[str, str], list[str]]:
    """What to write and delete after an edit that changed the records `old` into `new`
    (same files): their parts, the name shards and edges that changed, and the head."""
    from rk_action.refgraph import file_edges
    from rk_action.refs import names_of

    head = Head(commit, dict(parts.head.files), list(parts.head.names), parts.head.edges)
    writes: dict[str, str] = {}
    deletes: list[str] = []
    shards: dict[int, dict[str, list[str]]] = {}
    edges: dict[tuple[str, str], int] = {}
    for path, record in sorted(new.items()):
        text = format_record(record)
        if digest(text) != head.files[path][1]:
            writes[part_of(path)] = text
            head.files[path] = (record.file.language, digest(text), len(record.file.pages))
        before, after = names_of(old[path].file), names_of(record.file)
        for name in before ^ after:
            number = shard_of(name)
            if number not in shards:
                shards[number] = {k: list(v) for k, v in parts.shard_names(number).items()}
            holders = set(shards[number].get(name, ())) - {path} | (
                {path} if name in after else set())
            shards[number][name] = sorted(holders)
        for pair, count in file_edges(old[path]).items():
            edges[pair] = edges.get(pair, 0) - count
        for pair, count in file_edges(record).items():
            edges[pair] = edges.get(pair, 0) + count
    for number, names in sorted(shards.items()):
        text = format_shard(names)
        head.names[number] = digest(text) if text else ""
        if text:
            writes[shard_name(number)] = text
        else:
            deletes.append(shard_name(number))
    if any(edges.values()):
        counts = parts.edges()
        for pair, change in edges.items():
            counts[pair] = counts.get(pair, 0) + change
        writes[EDGES] = format_edges(counts)
        head.edges = digest(writes[EDGES])
    writes[HEAD] = head.format()
    return writes, deletes


# --- reading ------------------------------------------------------------------------------

class Parts:
    """The parts of a project's graph at `commit`, read on demand and checked against the
    head. Every method raises `BadPart` for a part it cannot use."""

    def __init__(self, project_dir: Path, commit: str) -> None:
        self.project_dir = project_dir
        self.bytes_read = 0
        self._records: dict[str, FileRecord] = {}
        self._shards: dict[int, dict[str, list[str]]] = {}
        self.head = _read_head(self._read(HEAD, None), commit)

    def _read(self, name: str, expected: str | None) -> str:
        try:
            data = read_file(self.project_dir / name)
        except (OSError, RkError) as exc:
            raise BadPart(name, "missing or unreadable") from exc
        self.bytes_read += len(data)
        if expected is not None and digest(data) != expected:
            raise BadPart(name, "not the part its head names")
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise BadPart(name, "not UTF-8") from exc

    def record(self, path: str) -> FileRecord:
        """The record of the source file `path` (one of `head.files`)."""
        found = self._records.get(path)
        if found is None:
            if path not in self.head.files:
                raise BadPart(HEAD, "a part names a file the head does not list")
            language, hashed, _ = self.head.files[path]
            name = part_of(path)
            try:
                found = decode_record(load_json(self._read(name, hashed)))
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                raise BadPart(name, "malformed") from exc
            if (found.file.path, found.file.language) != (path, language):
                raise BadPart(name, "holds another file")
            self._records[path] = found
        return found

    def users(self, names: Iterable[str]) -> set[str]:
        """The files whose chains or imports hold one of `names`."""
        found: set[str] = set()
        for name in names:
            found.update(self._shard(shard_of(name)).get(name, ()))
        return found & self.head.files.keys()

    def _shard(self, number: int) -> dict[str, list[str]]:
        if number not in self._shards:
            hashed, name = self.head.names[number], shard_name(number)
            shard: dict[str, list[str]] = {}
            if hashed:
                try:
                    shard = load_json(self._read(name, hashed))
                    if type(shard) is not dict or not all(
                            type(paths) is list for paths in shard.values()):
                        raise ValueError
                except ValueError as exc:
                    raise BadPart(name, "malformed") from exc
            self._shards[number] = shard
        return self._shards[number]

    def shard_names(self, number: int) -> dict[str, list[str]]:
        """Every name of one shard and its files (for rewriting the shard)."""
        return self._shard(number)

    def edges(self) -> dict[tuple[str, str], int]:
        """Page edges between files: (source file, target file) → count."""
        return edges_of(self._read(EDGES, self.head.edges))

    def all_records(self) -> list[FileRecord]:
        return [self.record(path) for path in sorted(self.head.files)]


def _read_head(text: str, commit: str) -> Head:
    try:
        data = load_json(text)
        if data["format"] != FORMAT:
            raise BadPart(HEAD, f"of format {str(data['format'])[:10]!r}, not {FORMAT}")
        if data["commit"] != commit:
            raise BadPart(HEAD, f"of commit {str(data['commit'])[:12]!r}, not {commit[:12]}")
        names, edges = data["names"], data["edges"]
        if (_strings(names, NAME_SHARDS) and not all(n == "" or _DIGEST.fullmatch(n)
                                                      for n in names)) or not (
                type(edges) is str and _DIGEST.fullmatch(edges)):
            raise ValueError("bad digests")
        head = Head(commit, names=list(names), edges=edges)
        for item in data["files"]:
            if type(item) is not list or len(item) != 4:
                raise ValueError("bad file line")
            (path, language, hashed), pages = _strings(item[:3], 3), item[3]
            if (not _DIGEST.fullmatch(hashed) or path in head.files
                    or type(pages) is not int or pages < 0):
                raise ValueError("bad file line")
            head.files[path] = (language, hashed, pages)
        return head
    except BadPart:
        raise
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise BadPart(HEAD, "malformed") from exc


def read_refs(project_dir: Path, commit: str) -> tuple[list[FileRefs], Graph] | None:
    """Every file's references at `commit` and the whole graph; None when a part is missing,
    malformed, of another format or for another commit."""
    try:
        records = Parts(project_dir, commit).all_records()
    except BadPart:
        return None
    docs = {page.doc for record in records for page in record.file.pages}
    for record in records:
        for kind in KINDS:
            for refs_ in getattr(record, kind).values():
                if any(ref.doc not in docs for ref in refs_):
                    return None
    return [record.file for record in records], graph_of(records)


def read_graph(project_dir: Path, commit: str) -> Graph | None:
    """The project's references at `commit` (`Graph.links(doc)` gives a page's), for search
    and other readers; None when its parts are not readable for it."""
    found = read_refs(project_dir, commit)
    return None if found is None else found[1]


def _strings(value: Any, size: int | None = None) -> tuple[str, ...]:
    # `map(type, …)` keeps the check in C: this runs over every name a part holds
    if type(value) is not list or (size is not None and len(value) != size) or not (
            set(map(type, value)) <= _STR):
        raise ValueError("not a list of strings")
    return tuple(value)


_STR = {str}


def encode_file(file: FileRefs) -> list[Any]:
    """One file's references as JSON values, its pages not named yet (what a shard's partial
    holds)."""
    return [file.path, file.language, [list(i) for i in file.imports],
            [[p.doc, _symbols(p), p.owner, list(p.chains), list(p.bases),
              *([] for _kind in KINDS)] for p in file.pages], file.export,
            [list(a) for a in file.aliases]]


def decode_file(item: Any) -> FileRefs:
    """The inverse of `encode_file`; ValueError (or TypeError) for anything malformed."""
    return decode_record(item).file


def decode_record(item: Any) -> FileRecord:
    """A file's part as JSON values → its record; ValueError (or TypeError) if malformed."""
    path, language, imports, pages, export, aliases = item
    _strings([path, language, export])
    found = [_strings(i, 3) for i in imports]
    named = [_strings(a, 2) for a in aliases]
    record = FileRecord(FileRefs(path, language, (), ()))
    decoded = tuple(_page(page, record) for page in pages)
    record.file = FileRefs(path, language, tuple((i[0], i[1], i[2]) for i in found), decoded,
                           export, tuple((a[0], a[1]) for a in named))
    return record


def _page(item: Any, record: FileRecord) -> PageRefs:
    doc, symbols, owner, chains, bases, *edges = item
    _strings([doc, owner])
    if doc:
        _check_doc(doc)
    listed = [_strings(s, len(s) if type(s) is list and len(s) in (2, 3) else 2)
              for s in symbols]
    pairs = tuple((s[0], s[1]) for s in listed)
    shapes = tuple(s[2] if len(s) == 3 else "" for s in listed)
    if not pairs:
        raise ValueError("a page documents at least one entity")
    if len(edges) != len(KINDS):
        raise ValueError("a page lists each kind of edge")
    for refs_, kind in zip(edges, KINDS, strict=True):
        found = [Ref(*_strings(ref, 3)) for ref in refs_]
        for ref in found:
            _check_doc(ref.doc)
        if found:
            getattr(record, kind)[doc] = found
    return PageRefs(pairs, owner, _strings(chains), doc, _strings(bases),
                    shapes if any(shapes) else ())


def _check_doc(doc: str) -> None:
    if _DOC.fullmatch(doc) is None or "/../" in f"/{doc}" or "/./" in f"/{doc}":
        raise ValueError(f"not a doc path: {doc!r}")
