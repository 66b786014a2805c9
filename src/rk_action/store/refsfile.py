"""`<project>/_refs.json`: what every page names, so that an update can resolve references
again without reading unchanged sources (see `rk_action.refs`).

One JSON object: `format`, `commit` (the `last_commit` it describes) and `files`, one per
source file in path order, each written on a line of its own so that a docs branch's diff shows
the files that changed: `[path, language, imports, pages]`, a page being `[doc, [[symbol,
kind]…], owner, chains, calls]` where `calls` are the `[symbol, doc]` it was resolved to (so an
update compares with them instead of resolving the old state again). The file is read as
hostile: anything malformed, of another format or another commit, or a callee that is no page
of it, makes it unreadable (None), and the caller rebuilds.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from rk_action.errors import RkError
from rk_action.refs import FileRefs, Graph, PageRefs, recorded
from rk_action.store.files import read_file

REFS_FILE = "_refs.json"
FORMAT = 2
_DOC = re.compile(r"docs/(?:[^/\x00-\x1f]+/)*[^/\x00-\x1f]+\.md")


def format_refs(commit: str, files: list[FileRefs], graph: Graph) -> str:
    """The text of `_refs.json` for `files` at `commit`, their pages' callees from `graph`."""
    lines = [json.dumps(encode_file(f, graph), ensure_ascii=False, separators=(",", ":"))
             for f in sorted(files, key=lambda f: f.path)]
    head = json.dumps({"format": FORMAT, "commit": commit})[:-1]
    return head + ', "files": [\n' + ",\n".join(lines) + "\n]}\n"


def read_refs(project_dir: Path, commit: str) -> tuple[list[FileRefs], Graph] | None:
    """The files recorded in `_refs.json` for `commit` and the graph recorded with them;
    None when it is missing, malformed, of another format or for another commit."""
    try:
        data = json.loads(read_file(project_dir / REFS_FILE).decode("utf-8"))
        if data["format"] != FORMAT or data["commit"] != commit:
            return None
        calls: dict[str, list[tuple[str, str]]] = {}
        files = [decode_file(item, calls) for item in data["files"]]
        docs = {page.doc for file in files for page in file.pages}
        if any(doc not in docs for targets in calls.values() for _, doc in targets):
            return None
        return files, recorded(files, calls)
    except (OSError, RkError, ValueError, KeyError, TypeError, AttributeError):
        return None


def read_graph(project_dir: Path, commit: str) -> Graph | None:
    """The project's references at `commit` (`Graph.of(doc)` gives a page's callees and
    callers), for search and other readers; None when `_refs.json` is not readable for it."""
    found = read_refs(project_dir, commit)
    return None if found is None else found[1]


def _strings(value: Any, size: int | None = None) -> tuple[str, ...]:
    # `map(type, …)` keeps the check in C: this runs over every name of the repository
    if type(value) is not list or (size is not None and len(value) != size) or not (
            set(map(type, value)) <= _STR):
        raise ValueError("not a list of strings")
    return tuple(value)


_STR = {str}


def encode_file(file: FileRefs, graph: Graph | None = None) -> list[Any]:
    """One file's record, as JSON values (also what a shard's partial holds, without a
    graph: its pages are not named yet)."""
    return [file.path, file.language, [list(i) for i in file.imports],
            [[p.doc, [list(s) for s in p.symbols], p.owner, list(p.chains),
              [[r.symbol, r.doc] for r in graph.calls.get(p.doc, [])] if graph else []]
             for p in file.pages]]


def decode_file(item: Any, calls: dict[str, list[tuple[str, str]]] | None = None) -> FileRefs:
    """The inverse of `encode_file` (the recorded callees go to `calls`, by page); ValueError
    (or TypeError) for anything malformed."""
    path, language, imports, pages = item
    _strings([path, language])
    found = [_strings(i, 3) for i in imports]
    return FileRefs(path, language, tuple((i[0], i[1], i[2]) for i in found),
                    tuple(_page(page, calls if calls is not None else {}) for page in pages))


def _page(item: Any, calls: dict[str, list[tuple[str, str]]]) -> PageRefs:
    doc, symbols, owner, chains, targets = item
    _strings([doc, owner])
    if (doc and _DOC.fullmatch(doc) is None) or "/../" in f"/{doc}" or "/./" in f"/{doc}":
        raise ValueError(f"not a doc path: {doc!r}")
    pairs = tuple(_strings(s, 2) for s in symbols)
    if not pairs:
        raise ValueError("a page documents at least one entity")
    found = [_strings(target, 2) for target in targets]
    if found:
        calls[doc] = [(symbol, target) for symbol, target in found]
    return PageRefs(tuple((s, k) for s, k in pairs), owner, _strings(chains), doc)
