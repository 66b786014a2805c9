"""A create's search index, built in a forked process while the create goes on.

The process is forked as soon as the pages are rendered (`start_build`), each page with the
terms of its fields where the worker that rendered it worked them out (`records.page_terms`).
While the create names the pages and plans the folder overviews, with a core to spare, it
counts those terms. Then it learns the index's entries (`Building.plan`) and, as the create
renders them, the end of each page's text (its references sections, `Building.extend`): it
takes a page's counted terms where they hold for the doc (`records.terms_hold`), else reads
the doc's text as `ondisk.rebuild` reads it from disk, and writes the index. So the index is
the one `rebuild` makes, which is also what the create falls back to when this process fails.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rk_action import store
from rk_action.search.ondisk import rebuild, stamp_of
from rk_action.search.parts import (
    Doc,
    Near,
    build_docs,
    doc_of,
    doc_of_page,
    entry_line_of,
    related_terms,
)
from rk_action.search.records import PageTerms, record_from_page, terms_hold
from rk_action.search.related import Cooccurrence
from rk_action.search.text import default_vocabulary
from rk_action.workers import collecting_seldom, receive, stop_with_parent

if TYPE_CHECKING:
    from multiprocessing.connection import Connection


@dataclass(frozen=True, slots=True)
class _Plan:
    """What the index lists, once the create knows it (`Building.plan`)."""

    index_text: str
    docs: list[str]
    """The doc of each page, in the pages' order."""
    texts: dict[str, str]
    """The texts of the docs that are no page (the folder overviews)."""
    ends: bool


class Building:
    """An index being built in a forked process (`start_build`)."""

    def __init__(self, project_dir: Path, commit: str, texts: Sequence[str],
                 terms: Sequence[PageTerms | None]) -> None:
        import multiprocessing

        self.project_dir = project_dir
        context = multiprocessing.get_context("fork")
        receiving, sending = context.Pipe(duplex=False)
        self.sending: Connection | None = sending
        _widen(sending.fileno())
        self.child = context.Process(
            target=_build, name="rk-search-index", daemon=True,
            args=(project_dir, commit, texts, terms, receiving, sending, os.getpid()))
        self.child.start()
        receiving.close()

    def plan(self, index_text: str, docs: Sequence[str], texts: Mapping[str, str],
             ends: bool = False) -> None:
        """What the index lists: `_index.md` (its text), the doc of each page (in the pages'
        order) and the texts of the other docs (doc → text). With `ends`, a page's text is
        only the start of its doc's: the caller sends the end of every doc (`extend`)."""
        self._send(_Plan(index_text, list(docs), dict(texts), ends))

    def extend(self, ends: dict[str, str]) -> None:
        """The ends of some docs' texts (doc → end), best in `_index.md` order."""
        self._send(ends)

    def _send(self, message: object) -> None:
        """Nothing when the process is gone: `finish` then indexes the docs on disk."""
        if self.sending is None:
            return
        try:
            self.sending.send(message)
        except OSError:
            self._close()

    def finish(self) -> None:
        """Wait for the build; if it failed, index the docs on disk here (`rebuild`). The
        caller has written everything by now, `_meta.md` included."""
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
        if self.sending is not None:
            self.sending.close()
            self.sending = None


def start_build(project_dir: Path, commit: str, texts: Sequence[str],
                terms: Sequence[PageTerms | None]) -> Building | None:
    """`ondisk.rebuild` for a create that holds the text of every page (`texts`) and the
    terms of some (`terms`, in the same order) before it names and writes them: the index is
    built in a forked process while the caller works, saving a reading and an idle core. The
    caller then says what the index lists (`Building.plan`) and calls `finish` once it has
    written everything (`_meta.md` at `commit` included). None where there is no fork: the
    caller then calls `rebuild`."""
    if os.name != "posix":
        return None
    return Building(project_dir, commit, texts, terms)


def _widen(fd: int) -> None:
    """Let a pipe hold 1 MB, where it can: the sender then seldom waits for the receiver."""
    import fcntl

    with suppress(OSError, AttributeError):
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, 1 << 20)


def _build(project_dir: Path, commit: str, texts: Sequence[str],
           terms: Sequence[PageTerms | None], receiving: Connection, sending: Connection,
           parent: int) -> None:
    """The forked process of `start_build` (ends with its parent, leaves Ctrl-C to it). It
    says nothing when it fails: `Building.finish` then builds the index, and shows its error."""
    stop_with_parent(parent)
    try:
        # the objects inherited from the parent (every page) outlive this process, and the
        # build keeps most of what it makes (postings)
        with collecting_seldom():
            sending.close()  # the parent's end: the pipe ends when the parent closes it
            inbox = _Inbox(receiving)
            counted = [None if page is None else doc_of_page(page) for page in terms]
            guessed = _near_of(counted)
            plan = inbox.plan()
            end_of = inbox.end_of if plan.ends else lambda doc: ""
            entries = store.parse_index(plan.index_text)
            docs = _Docs(plan, texts, terms, counted, end_of)
            index_data = plan.index_text.encode("utf-8")
            build_docs(project_dir, map(docs.of, entries), stamp_of(commit, index_data),
                       len(entries), default_vocabulary(),
                       lambda counts: guessed if docs.as_counted() else counts.near(),
                       index_data)
    except BaseException:
        os._exit(1)


def _near_of(counted: Sequence[Doc | None]) -> Near:
    """The related pairs (`Cooccurrence.near`) of the pages' counted terms, found while the
    create names the pages: they are the index's when every page is indexed by its counted
    terms, and no other entry counts (`_Docs.as_counted`)."""
    counts = Cooccurrence(default_vocabulary().weak)
    for doc in counted:
        if doc is not None and doc.counted:
            counts.add(*related_terms(doc.counts))
    return counts.near()


class _Docs:
    """What the index holds of each entry of a plan, from its page's counted terms where they
    hold, else from its doc's text."""

    def __init__(self, plan: _Plan, texts: Sequence[str], terms: Sequence[PageTerms | None],
                 counted: list[Doc | None], end_of: Callable[[str], str]) -> None:
        self.plan, self.texts, self.terms, self.counted = plan, texts, terms, counted
        self.held = 0
        """How many pages were indexed by their counted terms."""
        self.others_counted = False
        """Was an entry indexed from its text, and counted?"""
        self.page_of = {doc: page for page, doc in enumerate(plan.docs)}
        self.end_of = end_of
        self.vocab = default_vocabulary()

    def of(self, entry: store.IndexEntry) -> Doc:
        end = self.end_of(entry.doc)
        page = self.page_of.get(entry.doc)
        if page is None:
            doc = doc_of(record_from_page(entry, self.plan.texts[entry.doc] + end), self.vocab)
            self.others_counted = self.others_counted or doc.counted
            return doc
        terms, counted = self.terms[page], self.counted[page]
        self.counted[page] = None  # the build keeps what it needs of it
        if terms is None or counted is None or not terms_hold(entry, terms, end):
            doc = doc_of(record_from_page(entry, self.texts[page] + end), self.vocab)
            self.others_counted = self.others_counted or doc.counted
            return doc
        self.held += 1
        counted.line = entry_line_of(entry, terms)
        return counted

    def as_counted(self) -> bool:
        """Were the entries counted those whose terms `_near_of` related, once all are read?
        Yes when every page was indexed by its counted terms, and no other entry counted."""
        return self.held == len(self.terms) and not self.others_counted


class _Inbox:
    """What the parent sends (a plan, then the ends of the docs' texts), received by a thread
    as it comes."""

    def __init__(self, connection: Connection) -> None:
        self.received: dict[str, str] = {}
        self.inbox: queue.SimpleQueue[object] = queue.SimpleQueue()
        threading.Thread(target=receive, args=(connection, self.inbox), daemon=True).start()

    def plan(self) -> _Plan:
        """The plan, the first thing sent (TypeError if something else came first)."""
        plan = self.inbox.get()
        if not isinstance(plan, _Plan):
            raise TypeError("the index process expected its plan")
        return plan

    def end_of(self, doc: str) -> str:
        """The end of `doc`'s text, once it came (KeyError if the parent never sends it)."""
        while doc not in self.received:
            batch = self.inbox.get()
            if not isinstance(batch, dict):
                raise KeyError(doc)
            self.received.update(batch)
        return self.received.pop(doc)
