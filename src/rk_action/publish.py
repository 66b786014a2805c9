"""Publish: a create's rendered pages written out as a knowledge base (DESIGN §3).

The pages are named, their references resolved and their references sections ("Overrides",
"Calls", …) added; then the docs whose bytes changed, `_refs/`, the folder overviews and
`_index.md` are written, and the search index is built. `_meta.md`, which marks the project
complete, is the caller's to write once all of that is on disk, before it waits for the index
(`Published.finish_index`).

Every text is known before a doc is written (with a model, once its folders' paragraphs are
in), so the search index is built from the texts in a forked process while this one writes
(`search.forked`): the two cores work at once instead of in turns. Without a model, that
process starts before a file is read (`start_index`), and counts the pages' terms while they
are named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rk_action import dependencies, layout, refs, render, store
from rk_action import overview as folders_overview
from rk_action.refgraph import records_of
from rk_action.refs import FileRefs

if TYPE_CHECKING:
    from rk_action.create import Page
    from rk_action.llm_folders import FolderSummarizer
    from rk_action.refgraph import FileRecord
    from rk_action.refs import Graph
    from rk_action.search.forked import Building

Edges = dict[str, frozenset[dependencies.Edge]]


class ListedEntry(store.IndexEntry):
    """An index entry that knows its entity's source and symbol (what an overview lists)."""

    __slots__ = ("source", "symbol")

    def __init__(self, name: str, doc: str, description: str, aliases: list[str],
                 source: str, symbol: str) -> None:
        super().__init__(name, doc, description, aliases)
        self.source, self.symbol = source, symbol


@dataclass(slots=True)
class Named:
    """A create's pages with their doc paths and what their references sections come from."""

    entries: list[ListedEntry]
    bodies: list[str]
    """The text of each entry's doc but its references sections, in the same order."""
    graph: Graph
    records: list[FileRecord]
    """The references, as `_refs/` holds them."""
    edges: Edges
    """The edges of the folders' dependency diagrams."""
    descriptions: dict[str, str]
    """doc → its page's description (what a references section says of a page it links)."""
    indexed: set[str]
    """The docs whose pages' search terms went to the index process (`Page.indexed`)."""
    abouts: dict[str, str] = field(default_factory=dict)
    """Source path → what the file's own doc says it is (`readme.file_about`), for the files
    that say it: their folders' overviews show it."""

    def references(self, docs: list[str]) -> dict[str, str]:
        """The references sections of `docs` (doc → section, "" when it has none)."""
        return render.refs_sections(self.graph, lambda d: self.descriptions.get(d, ""), docs)


@dataclass(slots=True)
class Published:
    """What `publish` wrote, and the search index it started."""

    project_dir: Path
    entries: list[store.IndexEntry]
    """The index entries: the pages', then the overviews'."""
    written: int
    removed: int
    index: Building | None

    def finish_index(self) -> None:
        """Wait for the search index (indexing the docs on disk where it could not be built
        meanwhile); every doc and `_meta.md` must be written by now."""
        if self.index is not None:
            self.index.finish()
        else:
            from rk_action.search.ondisk import rebuild

            rebuild(self.project_dir)


def name_pages(pages: list[Page], files: list[FileRefs],
               old_aliases: dict[str, list[str]], abouts: dict[str, str] | None = None
               ) -> Named:
    """Name the pages and resolve their references; `files` hold the pages' names in the
    pages' order, `old_aliases` the aliases `_index.md` gave each doc so far, `abouts` what
    each file says it is."""
    docs = layout.doc_paths([layout.page_key(page.entity) for page in pages])
    files = refs.named(files, docs)
    entries = [ListedEntry(layout.base_name_of(doc), doc, page.description,
                           old_aliases.get(doc, []), page.entity.source, page.entity.symbol)
               for page, doc in zip(pages, docs, strict=True)]
    graph = refs.resolve(files)
    records = records_of(files, graph)
    return Named(entries, [page.text for page in pages], graph, records,
                 dependencies.folder_edges(dependencies.file_pairs(records)),
                 {entry.doc: entry.description for entry in entries},
                 {doc for page, doc in zip(pages, docs, strict=True) if page.indexed},
                 abouts or {})


def start_index(project_dir: Path, commit: str) -> Building | None:
    """The search index of a create at `commit`, started in a forked process before the
    create reads a file (`search.forked`): it takes the pages' terms as they are made
    (`Building.add`), and counts them while this process names the pages. `publish` then
    tells it the rest. None where there is no fork."""
    from rk_action.search.forked import stream_build

    return stream_build(project_dir, commit)


def publish(project_dir: Path, named: Named, commit: str, about_of: Callable[[str], str],
            old_aliases: dict[str, list[str]], summarizer: FolderSummarizer | None = None,
            index: Building | None = None) -> Published:
    """Write the docs of `named` and `_refs/`, the folder overviews (showing `about_of` their
    folder), drop the docs no entry claims, write `_index.md` (`old_aliases`: its aliases so
    far), and build the search index: in the `index` process started before the pages were
    named (`start_index`), or else in one started here. With a `summarizer`, the overviews'
    paragraphs are asked for once the docs are written: a model's page descriptions are on
    disk before anything else may fail."""
    existing = set(store.doc_files(project_dir))
    docs = [entry.doc for entry in named.entries]
    bodies = dict(zip(docs, named.bodies, strict=True))
    overviews: dict[str, str] | None = None
    entries: list[store.IndexEntry] = list(named.entries)
    try:
        if summarizer is None:
            overviews = plan_overviews(project_dir, named, about_of, old_aliases, entries)
            index_text = store.format_index(project_dir.name, entries)
            if index is not None:
                index.plan(index_text, docs, overviews, ends=True)
        sections = references(named, entries, bodies, index)
        texts = [bodies[doc] + sections[doc] for doc in docs]
        written = write_docs(project_dir, docs, texts, existing)
        store.write_parts(project_dir, store.texts_of(commit, named.records))
        if overviews is None:
            from rk_action.search.ondisk import start_build

            overviews = plan_overviews(project_dir, named, about_of, old_aliases, entries,
                                       summarizer, existing | bodies.keys())
            index_text = store.format_index(project_dir.name, entries)
            index = start_build(project_dir, commit, index_text,
                                dict(zip(docs, texts, strict=True)) | overviews)
        write_docs(project_dir, list(overviews), list(overviews.values()), existing)
        removed = write_index(project_dir, entries, index_text, existing)
    except BaseException:
        if index is not None:
            index.cancel()
        raise
    return Published(project_dir, entries, written, removed, index)


REFERENCES_BATCH = 1024
"""Pages whose references sections are rendered, and passed on to the index, at a time."""


def references(named: Named, entries: list[store.IndexEntry], bodies: dict[str, str],
               index: Building | None) -> dict[str, str]:
    """The references sections of the docs of `entries` (doc → section; "" for an overview),
    rendered in `_index.md`'s order a batch at a time, each batch passed on to the `index`
    being built (the ends of the docs' texts, `Building.extend`) as soon as it is made, with
    the whole text (`bodies`: the pages') of a page whose counted terms do not hold."""
    from rk_action.search.records import terms_hold

    order = sorted(entry.doc for entry in entries)
    by_doc = {entry.doc: entry for entry in entries}
    sections: dict[str, str] = {}
    for start in range(0, len(order), REFERENCES_BATCH):
        batch = named.references(order[start : start + REFERENCES_BATCH])
        if index is not None:
            index.extend(batch, {
                doc: bodies[doc] + end for doc, end in batch.items() if doc in bodies and not (
                    doc in named.indexed
                    and terms_hold(by_doc[doc], named.descriptions[doc], end))})
        sections |= batch
    return sections


def plan_overviews(project_dir: Path, named: Named, about_of: Callable[[str], str],
                   old_aliases: dict[str, list[str]], entries: list[store.IndexEntry],
                   summarizer: FolderSummarizer | None = None, existing: set[str] | None = None,
                   ) -> dict[str, str]:
    """The folder overviews of the pages of `named` (doc → text), each showing `about_of` its
    folder, the diagram of its edges and, with a `summarizer`, a model's paragraph (kept from
    the overview already written, of the docs `existing`, where it still holds). Their index
    entries are added to `entries`, whose aliases are then settled (`settle_aliases`)."""
    planned = overviews_of(project_dir, named.entries, about_of, named.edges, old_aliases,
                           summarizer, existing or set(), named.abouts)
    entries += [entry for entry, _text in planned]
    settle_aliases(entries, old_aliases)
    return {entry.doc: text for entry, text in planned}


def write_docs(project_dir: Path, docs: list[str], texts: list[str], existing: set[str]) -> int:
    """Write each doc of `docs` unless it holds its text already (`existing`: the docs on disk
    before the run); how many were written. The new ones are written a folder at a time."""
    written = sum(write_doc(project_dir, doc, text, existing)
                  for doc, text in zip(docs, texts, strict=True) if doc in existing)
    new = [(doc, text) for doc, text in zip(docs, texts, strict=True) if doc not in existing]
    store.write_new_files(project_dir, new)
    return written + len(new)


def write_doc(project_dir: Path, doc_path: str, text: str, existing: set[str]) -> bool:
    """Write one doc unless it already holds `text` (`existing`: the docs on disk before the
    run); True when it was written.

    A doc that did not exist is written in place: until `_meta.md` is written the project is
    incomplete, so a half-written doc is simply rewritten by the resumed run.
    """
    target = store.inside(project_dir, project_dir / doc_path)
    if doc_path in existing:
        return store.write_if_changed(target, text)
    store.write_new(target, text)
    return True


def overviews_of(project_dir: Path, entries: Sequence[store.IndexEntry],
                 about_of: Callable[[str], str], edges: Edges, old_aliases: dict[str, list[str]],
                 summarizer: FolderSummarizer | None, existing: set[str],
                 abouts: dict[str, str] | None = None) -> list[tuple[store.IndexEntry, str]]:
    """The index entry and text of each folder overview of the docs of `entries` (those that
    are `ListedEntry`), showing what each file says it is (`abouts`)."""
    listed = [folders_overview.Listed(e.doc, e.source, e.symbol, e.description)
              for e in entries if isinstance(e, ListedEntry)]
    settled = folders_overview.settle([], listed, about_of, [], lambda folder: None,
                                      lambda folder: dependencies.markdown(edges.get(folder, ())),
                                      file_abouts=abouts)
    if summarizer is not None:
        from rk_action.llm_folders import earlier_pages

        summarizer([model for _folder, model in sorted(settled.new.items()) if model],
                   earlier_pages(project_dir, existing))
    planned = []
    for folder, model in sorted(settled.new.items()):
        if model is not None:
            doc = folders_overview.doc_path(folder)
            planned.append((folders_overview.index_entry(model, old_aliases.get(doc, [])),
                            folders_overview.render(project_dir.name, model)))
    return planned


def write_overviews(project_dir: Path, entries: Sequence[store.IndexEntry],
                    about_of: Callable[[str], str], edges: Edges,
                    summarizer: FolderSummarizer | None = None,
                    abouts: dict[str, str] | None = None) -> list[store.IndexEntry]:
    """Write the folder overviews of the docs of `entries` (`overviews_of`, for a merge of
    shards); their index entries."""
    old_aliases = {e.doc: e.aliases for e in store.read_index(project_dir)}
    existing = set(store.doc_files(project_dir))
    planned = overviews_of(project_dir, entries, about_of, edges, old_aliases, summarizer,
                           existing, abouts)
    write_docs(project_dir, [entry.doc for entry, _ in planned], [text for _, text in planned],
               existing)
    return [entry for entry, _text in planned]


def settle_aliases(entries: list[store.IndexEntry], old_aliases: dict[str, list[str]]) -> None:
    """A doc that another version named differently (`layout.renamed_aliases`) keeps the
    aliases `old_aliases` gave it."""
    renamed = layout.renamed_aliases(old_aliases, [entry.doc for entry in entries])
    for entry in entries:
        entry.aliases = renamed.get(entry.doc, entry.aliases)


def write_index(project_dir: Path, entries: list[store.IndexEntry], index_text: str,
                existing: set[str]) -> int:
    """Drop the docs of `existing` (all those on disk but the ones this run wrote) that no
    entry claims, then write `_index.md` (`index_text`: `entries` formatted); how many were
    dropped."""
    wanted = {entry.doc for entry in entries}
    stale = sorted(doc for doc in existing if doc not in wanted)
    for doc in stale:
        store.remove_doc(project_dir, doc)
    store.write_atomic(project_dir / "_index.md", index_text)
    return len(stale)


def finish_docs(project_dir: Path, entries: list[store.IndexEntry]) -> int:
    """Settle the aliases of `entries` (`settle_aliases`), drop docs no entry claims, then
    write `_index.md`; how many were dropped."""
    settle_aliases(entries, {entry.doc: entry.aliases for entry in store.read_index(project_dir)})
    return write_index(project_dir, entries, store.format_index(project_dir.name, entries),
                       set(store.doc_files(project_dir)))
