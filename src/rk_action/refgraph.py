"""The reference graph by source file: each file's record (what its pages name, their callees
and callers), and how an edit of some files changes the records, reading only those it must.

A page's callees can change after an edit only if one of its lookups finds something else.
Lookups go by symbol, and every symbol looked up ends with a name the page's chains or its
file's imports hold (`refs.names_of`); only the symbols of the edited files change
(`refs.changed_names`). So the files to resolve again are the edited ones and those naming a
changed symbol (`users`, the stored inverted index), and the records to rewrite are theirs and
those of the pages their edges reach, before or after. An override is looked up further, through
the bases of the bases: the files whose classes have an ancestor named by a changed symbol are
resolved again too (`overrides.derived_files`); and when a Python file's `import *` change,
every Python file is, since any may reach a name through a chain of them (rare, and cheap to be
sure). Pure: records come from `load`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rk_action import overrides, refs
from rk_action.refs import Edge, FileRefs, Graph, Ref


@dataclass(slots=True)
class FileRecord:
    """One source file's references: its pages and, by page, their callees and callers, the
    method each overrides and the methods overriding it."""

    file: FileRefs
    calls: dict[str, list[Ref]] = field(default_factory=dict)
    called_by: dict[str, list[Ref]] = field(default_factory=dict)
    overrides: dict[str, list[Ref]] = field(default_factory=dict)
    overridden_by: dict[str, list[Ref]] = field(default_factory=dict)
    inherits: dict[str, list[Ref]] = field(default_factory=dict)
    inherited_by: dict[str, list[Ref]] = field(default_factory=dict)
    method_of: dict[str, list[Ref]] = field(default_factory=dict)
    methods: dict[str, list[Ref]] = field(default_factory=dict)


KINDS = ("calls", "called_by", "overrides", "overridden_by", "inherits", "inherited_by",
         "method_of", "methods")
"""The edge kinds a record keeps by page: four edges, each with the one read backwards."""
_PAIRS = (("calls", "called_by"), ("overrides", "overridden_by"), ("inherits", "inherited_by"),
          ("method_of", "methods"))


def records_of(files: list[FileRefs], graph: Graph) -> list[FileRecord]:
    """The record of every file, from a resolved graph."""
    records = []
    for file in files:
        found = [{p.doc: getattr(graph, kind)[p.doc] for p in file.pages
                  if p.doc in getattr(graph, kind)} for kind in KINDS]
        records.append(FileRecord(file, *found))
    return records


def graph_of(records: Iterable[FileRecord]) -> Graph:
    """The graph restricted to the pages of `records` (complete for each of those pages)."""
    graph = Graph()
    for record in records:
        for kind in KINDS:
            getattr(graph, kind).update((doc, found) for doc, found
                                        in getattr(record, kind).items() if found)
    return graph


def file_edges(record: FileRecord) -> dict[tuple[str, str], int]:
    """(this file, another file) → how many page edges (calls, base types) go from the one to
    the other."""
    counts: dict[tuple[str, str], int] = {}
    for found in (*record.calls.values(), *record.inherits.values()):
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

    def current(path: str) -> FileRefs:
        return changed[path] if path in changed else stored(path).file

    names: set[str] = set()
    seeds: set[str] = set()
    for path, file in changed.items():
        names |= refs.changed_names(stored(path).file, file)
        seeds |= overrides.reseeded(stored(path).file, file)
    starred = {path for path, language in listing.items()
               if language == "python"} if refs.REEXPORTED in names else set()
    again = sorted(set(changed) | (users(names) if names else set()) | starred
                   | overrides.derived_files(users, current, names | seeds))
    scopes = refs.scopes_of(listing, current)
    calls = refs.resolve_pages(scopes, (current(p) for p in again))
    overridden = overrides.resolve_overrides(scopes, (current(p) for p in again))
    bases = refs.resolve_bases(scopes, (current(p) for p in again))
    owners = refs.resolve_owners(scopes, (current(p) for p in again))
    new: dict[str, FileRecord] = {}
    for path in again:
        pages = current(path).pages
        new[path] = FileRecord(
            current(path), {p.doc: refs.by_symbol(calls[p.doc]) for p in pages if calls[p.doc]},
            overrides={p.doc: refs.by_symbol(overridden[p.doc]) for p in pages
                       if p.doc in overridden},
            inherits={p.doc: refs.by_symbol(bases[p.doc]) for p in pages if p.doc in bases},
            method_of={p.doc: refs.by_symbol(owners[p.doc]) for p in pages if p.doc in owners})
    for forward, backward in _PAIRS:
        _read_backwards(forward, backward, [stored(p) for p in again], new, stored)
    return Edit({path: old[path] for path in new}, new, len(again))


def _read_backwards(forward: str, backward: str, before: list[FileRecord],
                    new: dict[str, FileRecord], stored: Callable[[str], FileRecord]) -> None:
    """Set `backward` (callers, overriders) of every page whose such edges may have changed:
    those the `forward` edges of the files resolved again (`before`: their records as stored,
    `new`: as resolved) reach, before or after, and those files' own pages. The records of the
    other files these pages are on are added to `new`."""
    again = {record.file.path for record in before}
    after = _edges(forward, (new[path] for path in again))
    sources: dict[str, set[Edge]] = {}
    for source, target in after:
        sources.setdefault(target[1], set()).add(source)
    targets = {target[1]: target[2] for _source, target in _edges(forward, before) | after}
    targets |= {page.doc: path for path in again for page in new[path].file.pages}
    for doc, path in sorted(targets.items()):
        base = stored(path)
        record = new.get(path)
        if record is None:
            record = new[path] = FileRecord(base.file, *(dict(getattr(base, kind))
                                                         for kind in KINDS))
        if all(page.doc != doc for page in record.file.pages):
            continue  # a page that went: its sources went with it, or were resolved again
        kept = {(r.symbol, r.doc, r.path) for r in getattr(base, backward).get(doc, [])
                if r.path not in again}
        found = kept | sources.get(doc, set())
        if found:
            getattr(record, backward)[doc] = refs.by_symbol(found)
        else:
            getattr(record, backward).pop(doc, None)


def _edges(kind: str, records: Iterable[FileRecord]) -> set[tuple[Edge, Edge]]:
    """(source, target) of every edge of `kind` leaving the pages of `records`."""
    found: set[tuple[Edge, Edge]] = set()
    for record in records:
        edges = getattr(record, kind)
        for page in record.file.pages:
            here = (page.symbols[0][0], page.doc, record.file.path)
            found.update((refs.source_end(kind, page, r.symbol, record.file.path) or here,
                          (r.symbol, r.doc, r.path)) for r in edges.get(page.doc, []))
    return found
