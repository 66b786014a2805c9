"""The CLI's search index on disk (`<project>/_search/`, `store.searchparts`): stamped with
what it was built from, opened by a search, built or refreshed by the commands that change
docs (`create`, `update`, `merge`, layer 4), and rebuilt by a search that finds it missing,
bad or stale (a knowledge base written by another version of rk-action, or by hand).

The stamp: the code that builds the index (`builder`), the commit, and `_index.md` but its
aliases lines. Learned aliases alone do not make the index stale: layer 1 reads them from
`_index.md`, and the next command that changes docs indexes them with the docs it changed.

A create builds the index from the texts it holds, in a forked process that works while the
docs are written (`start_build`); the index is the one `rebuild` makes from the docs on disk,
which is what a create falls back to when that process fails.
"""

from __future__ import annotations

import functools
import hashlib
import os
import queue
import threading
from collections.abc import Iterable, Mapping
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rk_action import __version__, store
from rk_action.search.reader import PartsIndex
from rk_action.store import searchparts as sp

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

_BUILDER_SOURCES = ("index.py", "records.py", "related.py", "relatedparts.py", "text.py",
                    "stem.py", "vocabulary.json", "parts.py", "refresh.py", "reader.py",
                    "../store/searchparts.py")


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


class Building:
    """An index being built in a forked process (`start_build`)."""

    def __init__(self, project_dir: Path, commit: str, index_text: str,
                 texts: Mapping[str, str], ends: bool) -> None:
        import multiprocessing

        self.project_dir = project_dir
        context = multiprocessing.get_context("fork")
        reader: Connection | None = None
        self.ends: Connection | None = None
        if ends:
            reader, self.ends = context.Pipe(duplex=False)
            _widen(self.ends.fileno())
        self.child = context.Process(
            target=_build_from_texts, name="rk-search-index", daemon=True,
            args=(project_dir, commit, index_text, texts, reader, self.ends, os.getpid()))
        self.child.start()
        if reader is not None:
            reader.close()

    def extend(self, ends: dict[str, str]) -> None:
        """The ends of some docs' texts (doc → end), best in `_index.md` order. Nothing when
        the process is gone: `finish` then indexes the docs on disk."""
        if self.ends is None:
            return
        try:
            self.ends.send(ends)
        except OSError:
            self._close()

    def finish(self) -> None:
        """Wait for the build; if it failed, index the docs on disk here (`rebuild`)."""
        self._close()
        self.child.join()
        if self.child.exitcode != 0:
            rebuild(self.project_dir)

    def cancel(self) -> None:
        """Stop the build at once (the run failed; a search indexes what it finds). SIGKILL:
        the process may not have its own signal handlers yet, and the parent's would make it
        print the exception they raise; a temp file it leaves is removed by the next run."""
        self.child.kill()
        self._close()
        self.child.join()

    def _close(self) -> None:
        if self.ends is not None:
            self.ends.close()
            self.ends = None


def start_build(project_dir: Path, commit: str, index_text: str, texts: Mapping[str, str],
                ends: bool = False) -> Building | None:
    """`rebuild` for a create that holds the text of `_index.md` and of every doc it lists
    (`texts`, doc → text) before writing them: the index is built from those texts in a forked
    process while the caller writes the docs, saving a reading and an idle core. The records
    are those `rebuild` would read back, so the index is the same. With `ends`, each text
    is only the start of the doc's: the caller sends the end of every doc (`Building.extend`)
    as it makes them. The caller has written everything (`_meta.md` at `commit` included)
    when it calls `finish`. None where there is no fork: the caller then calls `rebuild`.
    """
    if os.name != "posix":
        return None
    return Building(project_dir, commit, index_text, texts, ends)


def _widen(fd: int) -> None:
    """Let a pipe hold 1 MB, where it can: the sender then seldom waits for the receiver."""
    import fcntl

    with suppress(OSError, AttributeError):
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, 1 << 20)


def _build_from_texts(project_dir: Path, commit: str, index_text: str,
                      texts: Mapping[str, str], ends: Connection | None,
                      sending: Connection | None, parent: int) -> None:
    """The forked process of `start_build` (ends with its parent, leaves Ctrl-C to it). It
    says nothing when it fails: `Building.finish` then builds the index, and shows its error."""
    from rk_action.search.parts import build
    from rk_action.search.records import record_from_page
    from rk_action.workers import collecting_seldom, stop_with_parent

    stop_with_parent(parent)
    try:
        # the objects inherited from the parent (every page) outlive this process, and the
        # build keeps most of what it makes (postings)
        with collecting_seldom():
            if sending is not None:  # the parent's end: the pipe ends when the parent closes it
                sending.close()
            end_of = _Ends(ends).of if ends is not None else lambda doc: ""
            entries = store.parse_index(index_text)
            records = (record_from_page(entry, texts[entry.doc] + end_of(entry.doc))
                       for entry in entries)
            build(project_dir, records, stamp_of(commit, index_text.encode("utf-8")),
                  len(entries))
    except BaseException:
        os._exit(1)


class _Ends:
    """The ends of the docs' texts, received by a thread as the parent sends them."""

    def __init__(self, connection: Connection) -> None:
        from rk_action.workers import receive

        self.received: dict[str, str] = {}
        self.inbox: queue.SimpleQueue[dict[str, str] | None] = queue.SimpleQueue()
        threading.Thread(target=receive, args=(connection, self.inbox), daemon=True).start()

    def of(self, doc: str) -> str:
        """The end of `doc`'s text, once it came (KeyError if the parent never sends it)."""
        while doc not in self.received:
            batch = self.inbox.get()
            if batch is None:
                raise KeyError(doc)
            self.received.update(batch)
        return self.received.pop(doc)


def refresh_index(project_dir: Path, changed: Iterable[str], since: str) -> PartsIndex:
    """Re-index the docs `changed` (written or removed) and those whose `_index.md` entry
    changed (update, layer 4); a full build when the index cannot be refreshed, or was not
    that of the knowledge base before the change (whose stamp was `since`)."""
    from rk_action.search.refresh import refresh

    return refresh(project_dir, stamp(project_dir), changed, since)


def json_index(project_dir: Path) -> dict[str, Any]:
    """The whole index as one JSON value (`index.build_index`), for the site's search box."""
    from rk_action.search.index import build_index
    from rk_action.search.records import read_records

    return build_index(read_records(project_dir))
