"""The reference graph by source file: each file's record (what its pages name, their callees
and callers), and how an edit of some files changes the records, reading only those it must.

A page's callees can change after an edit only if one of its lookups finds something else.
Lookups go by symbol, and every symbol looked up ends with a name the page's chains or its
file's imports hold (`refs.names_of`); only the symbols of the edited files change
(`refs.changed_names`). So the files to resolve again are the edited ones and those naming a
changed symbol (`users`, the stored inverted index), and the records to rewrite are theirs and
those of the pages their edges reach, before or after. Pure: records come from `load`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rk_action import refs
from rk_action.refs import Edge, FileRefs, Graph, Ref


@dataclass(slots=True)
class FileRecord:
    """One source file's references: its pages and, by page, their callees and callers."""

    file: FileRefs
    calls: dict[str, list[Ref]] = field(default_factory=dict)
    called_by: dict[str, list[Ref]] = field(default_factory=dict)


def records_of(files: list[FileRefs], graph: Graph) -> list[FileRecord]:
    """The record of every file, from a resolved graph."""
    return [FileRecord(file, {p.doc: graph.calls[p.doc] for p in file.pages
                              if p.doc in graph.calls},
                       {p.doc: graph.called_by[p.doc] for p in file.pages
                        if p.doc in graph.called_by})
            for file in files]


def graph_of(records: Iterable[FileRecord]) -> Graph:
    """The graph restricted to the pages of `records` (complete for each of those pages)."""
    graph = Graph()
    for record in records:
        graph.calls.update((doc, found) for doc, found in record.calls.items() if found)
        graph.called_by.update((doc, found) for doc, found in record.called_by.items() if found)
    return graph


def file_edges(record: FileRecord) -> dict[tuple[str, str], int]:
    """(this file, another file) → how many page edges go from the one to the other."""
    counts: dict[tuple[str, str], int] = {}
    for found in record.calls.values():
        for ref in found:
            if ref.path != record.file.path:
                key = (record.file.path, ref.path)
                counts[key] = counts.get(key, 0) + 1
    return counts


@dataclass(slots=True)
class Edit:
    """The records an edit touches, before and after (same files, same keys)."""

    old: dict[str, FileRecord]
    new: dict[str, FileRecord]
    resolved: int = 0
    """Files resolved again."""


def edit(listing: dict[str, str], load: Callable[[str], FileRecord],
         users: Callable[[set[str]], set[str]], changed: dict[str, FileRefs]) -> Edit:
    """The records after the files of `changed` (path → their new references, pages named)
    were edited in place: the same files, of the same languages (`listing`), and no page of
    another file renamed. `load` gives a file's record as stored; `users` the files naming
    one of some names."""
    old: dict[str, FileRecord] = {}

    def stored(path: str) -> FileRecord:
        if path not in old:
            old[path] = load(path)
        return old[path]

    names: set[str] = set()
    for path, file in changed.items():
        names |= refs.changed_names(stored(path).file, file)
    again = sorted(set(changed) | (users(names) if names else set()))

    def current(path: str) -> FileRefs:
        return changed[path] if path in changed else stored(path).file

    calls = refs.resolve_pages(refs.scopes_of(listing, current), (current(p) for p in again))
    before, after = _edges(stored(p) for p in again), _edges(
        FileRecord(current(p), {d: refs.by_symbol(c) for d, c in calls.items()}) for p in again)
    resolved_again = set(again)
    callers: dict[str, set[Edge]] = {}
    for caller, target in after:
        callers.setdefault(target[1], set()).add(caller)
    targets = {target[1]: target[2] for _caller, target in before | after}
    targets |= {page.doc: path for path in again for page in current(path).pages}
    new: dict[str, FileRecord] = {}
    for path in again:
        file = current(path)
        new[path] = FileRecord(file, {p.doc: refs.by_symbol(calls[p.doc]) for p in file.pages
                                      if calls[p.doc]})
    for doc, path in sorted(targets.items()):
        base = stored(path)
        record = new.get(path)
        if record is None:
            record = new[path] = FileRecord(base.file, dict(base.calls), dict(base.called_by))
        if all(page.doc != doc for page in record.file.pages):
            continue  # a page that went: its callers went with it, or were resolved again
        kept = {(r.symbol, r.doc, r.path) for r in base.called_by.get(doc, [])
                if r.path not in resolved_again}
        found = kept | callers.get(doc, set())
        if found:
            record.called_by[doc] = refs.by_symbol(found)
        else:
            record.called_by.pop(doc, None)
    return Edit({path: old[path] for path in new}, new, len(again))


def _edges(records: Iterable[FileRecord]) -> set[tuple[Edge, Edge]]:
    """(caller, callee) of every edge leaving the pages of `records`."""
    found: set[tuple[Edge, Edge]] = set()
    for record in records:
        for page in record.file.pages:
            here = (page.symbols[0][0], page.doc, record.file.path)
            found.update((here, (r.symbol, r.doc, r.path)) for r in record.calls.get(page.doc, []))
    return found
