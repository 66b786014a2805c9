"""Search records: what the ranking knows of each doc, read from the knowledge base."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from rk_action import store
from rk_action.errors import RkError, decode_utf8, warn
from rk_action.model import pickled_by_fields
from rk_action.page_sections import body_sections, doc_sections, unfenced
from rk_action.page_sections import signature as page_signature
from rk_action.render import REF_HEADINGS
from rk_action.search.index import FIELDS, FOLDER_KIND, is_private, record_terms
from rk_action.search.text import default_vocabulary


@dataclass(frozen=True, slots=True)
class Record:
    """One entry of `_index.md` with the text of its doc page, ready for ranking."""

    name: str
    """The link text in `_index.md` (the doc's file stem)."""
    doc: str
    source: str
    symbol: str
    kind: str
    lines: tuple[int, int]
    description: str
    aliases: tuple[str, ...]
    what_it_does: str
    """The page's What It Does section (Markdown)."""
    parameters: str
    """The page's Parameters section (Markdown list)."""
    code: str
    """The code shown on the page (members' code included for a class kept whole)."""
    helper: bool = False
    """Is it private by its name (`index.is_private`) and called by other code of the project
    (its page has a Called by section)? Its weights are damped (`index.HELPER_FACTOR`)."""


def record_from_page(entry: store.IndexEntry, text: str) -> Record:
    """A record from an index entry and the text of its doc page."""
    return _record(entry, store.parse_doc_meta(text), doc_sections(text), text)


def _record(entry: store.IndexEntry, meta: dict[str, str], sections: dict[str, str],
            text: str) -> Record:
    code = unfenced(sections.get("Code", ""))
    source, kind = meta.get("source", ""), meta.get("kind", "")
    # a folder's overview is found by the folder's name: `src/auth/`, `./` for the root
    folder = f"{source or '.'}/" if kind == "folder" else entry.name
    return Record(
        name=entry.name, doc=entry.doc, source=source,
        symbol=meta.get("symbol", folder), kind=kind,
        lines=store.doc_lines(meta),
        description=entry.description, aliases=tuple(entry.aliases),
        what_it_does=sections.get("What It Does", ""),
        parameters=sections.get("Parameters", ""), code=code,
        helper=CALLED_BY in sections and is_private(meta.get("symbol", ""), source, kind,
                                                    _declaration(source, code, text)),
    )


def _declaration(source: str, code: str, text: str) -> str:
    """The text `index.is_private` reads an entity's declaration from: its code, but for Ruby
    the signature the page shows (its visibility is written apart: a bare `private` above)."""
    return page_signature(text) if source.endswith(".rb") else code


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class PageTerms:
    """A page's record but what only its `_index.md` entry holds (name, doc, aliases), with
    the terms of its fields (`index.record_terms`), worked out where the page is rendered (a
    create's workers): the process that builds the index then only counts them."""

    source: str
    symbol: str
    kind: str
    lines: tuple[int, int]
    description: str
    """The description the terms were worked out with."""
    private: bool
    """`index.is_private` (`helper_of` tells whether it is a helper)."""
    fields: tuple[str, ...]
    """Each field's terms (in `index.FIELDS` order) joined by spaces, repeats kept: one
    string a field is cheap to send between processes."""


def page_terms(text: str, description: str, meta: dict[str, str] | None = None
               ) -> PageTerms | None:
    """The terms of the page `text` described by `description`, which hold for its doc when
    only references sections are appended to it (`terms_hold`). None when its terms depend on
    more than the page (a folder's, or a page without a symbol, whose name counts), or when
    appended sections could change its own (it ends inside a fence, or not with a newline).
    `meta`: its frontmatter, where the renderer knows it (`render.doc_frontmatter`)."""
    meta = store.parse_doc_meta(text) if meta is None else meta
    sections, closed = body_sections(text)
    if not (closed and text.endswith("\n") and meta.get("symbol")
            and meta.get("kind") != FOLDER_KIND):
        return None
    record = _record(store.IndexEntry("", "", description), meta, sections, text)
    fielded = record_terms(record, default_vocabulary())
    return PageTerms(record.source, record.symbol, record.kind, record.lines, description,
                     is_private(record.symbol, record.source, record.kind,
                                _declaration(record.source, record.code, text)),
                     tuple(" ".join(fielded[name]) for name in FIELDS))


CALLED_BY = "Called by"
"""The references section (`render.REF_HEADINGS`) that makes a private entity a helper."""
assert CALLED_BY in REF_HEADINGS


def helper_of(page: PageTerms, end: str) -> bool:
    """`Record.helper` of the page whose terms `page` holds, its doc being the page followed
    by `end`, which holds only references sections (`terms_hold`)."""
    return page.private and f"### {CALLED_BY}" in end.split("\n")


def terms_hold(entry: store.IndexEntry, description: str, end: str) -> bool:
    """Are the terms of a page, worked out with `description`, those of `entry`'s record, its
    doc being the page followed by `end`? Yes when the entry has no aliases (a field of its
    own, rare at a create), that description, and `end` holds only references sections
    (`REF_HEADINGS`: no field's)."""
    if entry.aliases or entry.description != description:
        return False
    headed = False
    for line in end.split("\n") if end else ():
        if line.startswith("### "):
            if line[4:] not in REF_HEADINGS:
                return False
            headed = True
        elif line and not headed:  # would join the page's last section
            return False
    return True


def read_records(project_dir: Path) -> list[Record]:
    """A record for every entry of the project's `_index.md`, in index order (`iter_records`)."""
    return list(iter_records(project_dir, store.read_index(project_dir)))


def iter_records(project_dir: Path, entries: Iterable[store.IndexEntry]) -> Iterator[Record]:
    """The record of each of `entries`, one at a time. A doc that cannot be read, or lies
    outside `docs/`, is left out, and one that is not UTF-8 is read with U+FFFD for its bad
    bytes; a warning names either."""
    for entry in entries:
        path = os.path.join(project_dir, entry.doc)
        try:  # confined to `docs/`, as the site reads them (`site.build.read_docs`)
            data = store.read_file(store.inside(project_dir / "docs", Path(path)))
        except OSError as exc:
            warn(f"{path}: {exc.strerror}; left out of the search")
            continue
        except RkError as exc:
            warn(f"{exc}; left out of the search")
            continue
        yield record_from_page(entry, decode_utf8(data, path))
