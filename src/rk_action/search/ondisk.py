"""The CLI's search index on disk (`<project>/_search/`, `store.searchparts`): stamped with
what it was built from, opened by a search, built or refreshed by the commands that change
docs (`create`, `update`, `merge`, layer 4), and rebuilt by a search that finds it missing,
bad or stale (a knowledge base written by another version of rk-action, or by hand).

The stamp: the code that builds the index (`builder`), the commit, and `_index.md` but its
aliases lines. Learned aliases alone do not make the index stale: layer 1 reads them from
`_index.md`, and the next command that changes docs indexes them with the docs it changed.

A create builds the index from the texts it holds, in a forked process that works while the
docs are named and written (`search.forked`); the index is the one `rebuild` makes from the
docs on disk, which is what a create falls back to when that process fails.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterable, Mapping
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rk_action import __version__, store
from rk_action.search.reader import PartsIndex
from rk_action.store import searchparts as sp

if TYPE_CHECKING:
    from rk_action.search.forked import Building

_BUILDER_SOURCES = ("index.py", "records.py", "related.py", "relatedparts.py", "text.py",
                    "stem.py", "vocabulary.json", "parts.py", "refresh.py", "reader.py",
                    "forked.py", "../store/searchparts.py", "../page_sections.py")


def stamp(project_dir: Path, index_data: bytes | None = None) -> str:
    """What the index depends on: the code that builds it, `_index.md` but its aliases lines
    (its bytes, when already read), and the commit."""
    if index_data is None:
        index_data = store.read_file(project_dir / "_index.md")
    meta = store.read_meta(project_dir) or {}
    return stamp_of(meta.get("last_commit", ""), index_data)


def stamp_of(commit: str, index_data: bytes) -> str:
    """The stamp of an index of the docs listed by `_index.md` (its bytes) at `commit`."""
    digest = hashlib.sha1(store.ALIAS_LINE.sub(b"", index_data)).hexdigest()
    return f"{builder()}:{commit}:{digest}"


@functools.cache
def builder() -> str:
    """A digest of the sources that derive the index from the docs (and of the vocabulary),
    so that an index built by another version of rk-action is rebuilt."""
    here = Path(__file__).parent
    digest = hashlib.sha1(__version__.encode())
    for name in _BUILDER_SOURCES:  # a packaging without sources: the version tells builds apart
        with suppress(OSError):
            digest.update((here / name).read_bytes())
    return digest.hexdigest()[:12]


def open_index(project_dir: Path, index_data: bytes | None = None) -> PartsIndex:
    """The project's index, rebuilt first when it is missing, bad in its head, or stale.
    (A bad part found later raises `BadPart`: the search calls `rebuild` and asks again.)"""
    current = stamp(project_dir, index_data)
    try:
        head = sp.read_head(project_dir)
        if head.stamp == current:
            return PartsIndex(project_dir, head)
    except sp.BadPart:
        pass
    return rebuild(project_dir, current)


def rebuild(project_dir: Path, current: str | None = None) -> PartsIndex:
    """Index every doc anew (create, merge, and a search whose index is bad)."""
    from rk_action.search.parts import build_all

    return build_all(project_dir, current or stamp(project_dir))


def start_build(project_dir: Path, commit: str, index_text: str, texts: Mapping[str, str],
                ends: bool = False) -> Building | None:
    """`search.forked.start_build` for a caller that holds the text of `_index.md` and of every
    doc it lists (`texts`, doc → text) at once (a create with a model, once it has written
    them). With `ends`, each text is only the start of the doc's: the caller sends the end of
    every doc (`Building.extend`). None where there is no fork: the caller calls `rebuild`."""
    from rk_action.search import forked

    index = forked.start_build(project_dir, commit, list(texts.values()), [None] * len(texts))
    if index is not None:
        index.plan(index_text, list(texts), {}, ends)
    return index


def refresh_index(project_dir: Path, changed: Iterable[str], since: str) -> PartsIndex:
    """Re-index the docs `changed` (written or removed) and those whose `_index.md` entry
    changed (update, layer 4); a full build when the index cannot be refreshed, or was not
    that of the knowledge base before the change (whose stamp was `since`)."""
    from rk_action.search.refresh import refresh

    data = store.index_bytes(project_dir)
    return refresh(project_dir, stamp(project_dir, data), changed, since, data)


def json_index(project_dir: Path) -> dict[str, Any]:
    """The whole index as one JSON value (`index.build_index`), for the site's search box."""
    from rk_action.search.index import build_index
    from rk_action.search.records import read_records

    return build_index(read_records(project_dir))
