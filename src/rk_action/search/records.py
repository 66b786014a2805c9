"""Search records: what the ranking knows of each doc, read from the knowledge base."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from rk_action import store
from rk_action.errors import RkError, decode_utf8, warn
from rk_action.render import doc_sections


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


def record_from_page(entry: store.IndexEntry, text: str) -> Record:
    """A record from an index entry and the text of its doc page."""
    meta = store.parse_doc_meta(text)
    sections = doc_sections(text)
    code = sections.get("Code", "")
    code = "\n".join(code.split("\n")[1:-1])  # without the fence lines
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
    )


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
