"""The pages an update can keep: the old pages of a folder as read from disk, and for each entity
of a changed file, its old page (same text, moved) or its old summary (re-rendered) when its
code is unchanged, else a page waiting for a summary.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from rk_action import layout, store
from rk_action.forge import SourceLink
from rk_action.model import DocUnit, Entity, Summary


@dataclass(slots=True)
class OldPage:
    """A doc page as it is on disk before the update."""

    doc: str
    source: str
    symbol: str
    kind: str
    start_line: int
    end_line: int
    hash: str
    cached: str
    summarizer: str
    text: str
    mtime: int
    body: str = ""
    """The text without its references sections (set by the update, which knows them)."""


@dataclass(slots=True)
class NewPage:
    """A page of the updated knowledge base, before it has a path."""

    key: layout.PageKey
    text: str
    """The page's body until the update adds its references sections."""
    description: str
    aliases: list[str]
    old: OldPage | None = None
    """The page it continues unchanged (same text), if any: it is then moved, not rewritten."""
    unit: DocUnit | None = None
    """Set while the page waits for its summary (its text is empty until then)."""


def read_folder(project_dir: Path, folder: str, bases: set[str] | None) -> list[OldPage]:
    """The pages written for one source folder (files directly in `docs/<folder>/`), only
    those with one of `bases` as base name unless `bases` is None."""

    docs_dir = project_dir / "docs" / folder if folder else project_dir / "docs"
    try:
        names = sorted(os.listdir(docs_dir))
    except OSError:
        return []
    pages = []
    for name in names:
        if not name.endswith(".md") or name.startswith(".tmp-"):
            continue
        if bases is not None and layout.base_of(name) not in bases:
            continue
        path = docs_dir / name
        if path.is_symlink() or not path.is_file():  # a link is never read through
            continue
        text = path.read_bytes().decode("utf-8", "replace")  # a page pushed as other bytes
        meta = store.parse_doc_meta(text)
        if not _in_folder(meta.get("source", ""), folder):
            continue  # no page of this folder (edited, or other bytes): written anew
        start_line, end_line = store.doc_lines(meta)
        pages.append(OldPage(
            doc=path.relative_to(project_dir).as_posix(), source=meta.get("source", ""),
            symbol=meta.get("symbol", ""), kind=meta.get("kind", ""),
            start_line=start_line, end_line=end_line, hash=meta.get("hash", ""),
            cached=meta.get("cached", ""), summarizer=meta.get("summarizer", ""), text=text,
            mtime=path.stat().st_mtime_ns, body=text,
        ))
    return pages


def _in_folder(source: str, folder: str) -> bool:
    """Is `source` (a page's, read from the docs branch) a file of `folder`?"""
    try:
        return bool(source) and layout.source_dir(source) == folder
    except ValueError:  # `../x`, `/x`: no path of the repository
        return False


class Reusable:
    """The old pages of changed files, found by place (source, symbol, kind) or by code."""

    def __init__(self, pages: list[OldPage]) -> None:
        self.by_place: dict[tuple[str, str, str], list[OldPage]] = {}
        self.by_code: dict[tuple[str, str, str], list[OldPage]] = {}
        for page in pages:
            self.by_place.setdefault((page.source, page.symbol, page.kind), []).append(page)
            self.by_code.setdefault((page.hash, page.symbol, page.kind), []).append(page)


def new_page(
    entity: Entity, members: tuple[Entity, ...], overview: bool, reusable: Reusable,
    index: store.IndexText, old_source: str, upgrade: bool, link: SourceLink | None = None,
) -> NewPage:
    """The page of a changed file's entity: its old summary when its hash (its code and doc
    comment) is unchanged, else a page waiting for its summary. With `upgrade`, static summaries
    are not reused. The page links to its lines through `link`."""
    from rk_action.render import render_doc

    unit = DocUnit(entity, "", members, overview)
    same_place = reusable.by_place.get((old_source, entity.symbol, entity.kind), [])
    same_code = [p for p in same_place if p.hash == entity.hash] + [
        p for p in reusable.by_code.get((entity.hash, entity.symbol, entity.kind), [])
        if p not in same_place]
    if upgrade:
        same_code = [p for p in same_code if p.summarizer != "static"]
    first = index.get(same_place[0].doc) if same_place else None
    aliases = first.aliases if first is not None else []
    key = layout.page_key(entity)
    for old in same_code:
        entry = index.get(old.doc)
        if entry is not None and link is None and (old.source, old.start_line, old.end_line) == (
                entity.source, entity.start_line, entity.end_line):
            # same code at the same place, no source link that may have moved: same page
            return NewPage(key, old.body, entry.description, aliases or entry.aliases, old)
        summary = summary_of(old, entry, unit)
        if summary is not None and entry is not None:
            text = render_doc(unit, summary, old.cached, link)
            moved = old if text == old.body else None
            return NewPage(key, text, entry.description, aliases or entry.aliases, moved)
    return NewPage(key, "", "", aliases, unit=unit)


def summary_of(old: OldPage, entry: store.IndexEntry | None, unit: DocUnit) -> Summary | None:
    """The summary `old` was rendered from, if reading it back reproduces `old` exactly."""
    from rk_action.render import read_back

    if entry is None:
        return None
    return read_back(old.body, unit, old.source, (old.start_line, old.end_line),
                     entry.description, old.summarizer, old.cached)
