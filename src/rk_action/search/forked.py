"""A create's search index, built in a forked process while the create goes on.

A create forks the process before it reads a file (`stream_build`), while it holds little: a
fork shares the parent's memory, and the child's resident set counts all of it. As the
workers render the pages, each file's pages come to it with the terms of their fields, as
the worker pickled them (`Building.add`, `records.page_terms`); once they are all in
(`Building.documented`), it counts them while the create names the pages and plans the
folder overviews, with a core to spare (counting as they came would take from the workers'
cores what it left idle then). Then it learns the index's entries (`Building.plan`) and, as
the create renders them, the end of each page's text (its references sections,
`Building.extend`): it takes a page's counted terms where they hold for the doc
(`records.terms_hold`), else reads the doc's whole text, which the create sends instead of
its end, as `ondisk.rebuild` reads it from disk, and writes the index. So the index is the
one `rebuild` makes, which is also what the create falls back to when this process fails. A
caller that holds every text already (`ondisk.start_build`) forks the process with them.
"""

from __future__ import annotations

import os
import pickle
import queue
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rk_action import store
from rk_action.search.ondisk import rebuild, stamp_of
from rk_action.search.parts import (
    Doc,
    build_docs,
    doc_of,
    doc_of_page,
    entry_line_of,
    related_terms,
)
from rk_action.search.records import PageTerms, helper_of, record_from_page, terms_hold
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
    """An index being built in a forked process (`start_build`, `stream_build`)."""

    def __init__(self, project_dir: Path, commit: str, texts: Sequence[str] | None,
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

    def add(self, pages: bytes) -> None:
        """The terms of the next pages of a streamed build (`stream_build`): `PageTerms` or
        None each, a list pickled as `_send` pickles its messages. Sent on as they are, never
        unpickled here."""
        self._send_bytes(pages)

    def documented(self) -> None:
        """Every page was `add`ed: the process counts their terms now."""
        self._send_bytes(_DOCUMENTED)

    def _send_bytes(self, data: bytes) -> None:
        """Nothing when the process is gone: `finish` then indexes the docs on disk."""
        if self.sending is None:
            return
        try:
            self.sending.send_bytes(data)
        except OSError:
            self._close()

    def plan(self, index_text: str, docs: Sequence[str], texts: Mapping[str, str],
             ends: bool = False) -> None:
        """What the index lists: `_index.md` (its text), the doc of each page (in the pages'
        order) and the texts of the other docs (doc → text). With `ends`, a page's text is
        only the start of its doc's: the caller sends the end of every doc (`extend`)."""
        self._send(_Plan(index_text, list(docs), dict(texts), ends))

    def extend(self, ends: dict[str, str], whole: dict[str, str] | None = None) -> None:
        """The ends of some docs' texts (doc → end), best in `_index.md` order; `whole`: the
        whole texts of those pages whose counted terms do not hold (`records.terms_hold`) or
        that have none, where the process was not given the texts (`start_build`)."""
        self._send(_Ends(ends, whole or {}))

    def _send(self, message: object) -> None:
        self._send_bytes(pickle.dumps(message))

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
    """`ondisk.rebuild` for a caller that holds the text of every page (`texts`) and the
    terms of some (`terms`, in the same order) before it names and writes them: the index is
    built in a forked process while the caller works, saving a reading and an idle core. The
    caller then says what the index lists (`Building.plan`) and calls `finish` once it has
    written everything (`_meta.md` at `commit` included). None where there is no fork: the
    caller then calls `rebuild`."""
    if os.name != "posix":
        return None
    return Building(project_dir, commit, texts, terms)


def stream_build(project_dir: Path, commit: str) -> Building | None:
    """`start_build` for a create that has not read a file yet: the pages' terms are sent as
    they are made (`Building.add`, then `Building.documented`); where their counted terms do
    not hold, their whole texts come with the ends of the docs (`Building.extend`)."""
    if os.name != "posix":
        return None
    return Building(project_dir, commit, None, ())


_DOCUMENTED = b"documented"
"""What `Building.documented` sends: no pickle (each begins with its protocol's 0x80)."""


def _widen(fd: int) -> None:
    """Let a pipe hold 1 MB, where it can: the sender then seldom waits for the receiver."""
    import fcntl

    with suppress(OSError, AttributeError):
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, 1 << 20)


def _build(project_dir: Path, commit: str, texts: Sequence[str] | None,
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
            pages = _Counted(terms)
            if texts is None:  # streamed
                for blob in inbox.pages():
                    pages.add(pickle.loads(blob))
            guessed = pages.counts.near()
            plan = inbox.plan()
            end_of = inbox.end_of if plan.ends else lambda doc: ("", None)
            entries = store.parse_index(plan.index_text)
            docs = _Docs(plan, texts or (), pages.terms, pages.counted, end_of)
            index_data = plan.index_text.encode("utf-8")
            build_docs(project_dir, map(docs.of, entries), stamp_of(commit, index_data),
                       len(entries), default_vocabulary(),
                       lambda counts: guessed if docs.as_counted() else counts.near(),
                       index_data)
    except BaseException:
        os._exit(1)


class _Counted:
    """The pages' counted terms, and what their counts relate (`Cooccurrence`): the index's
    related pairs when every page is indexed by its counted terms, and no other entry counts
    (`_Docs.as_counted`)."""

    def __init__(self, terms: Sequence[PageTerms | None]) -> None:
        self.terms: list[PageTerms | None] = []
        self.counted: list[Doc | None] = []
        self.counts = Cooccurrence(default_vocabulary().weak)
        self.add(terms)

    def add(self, terms: Sequence[PageTerms | None]) -> None:
        for page in terms:
            doc = None if page is None else doc_of_page(page)
            if doc is not None and doc.counted:
                self.counts.add(*related_terms(doc.counts))
            self.counted.append(doc)
            # what the build still needs of the page: its fields' terms are counted
            self.terms.append(None if page is None else PageTerms(
                page.source, page.symbol, page.kind, page.lines, page.description,
                page.private, ()))


class _Docs:
    """What the index holds of each entry of a plan, from its page's counted terms where they
    hold, else from its doc's text."""

    def __init__(self, plan: _Plan, texts: Sequence[str], terms: Sequence[PageTerms | None],
                 counted: list[Doc | None], end_of: Callable[[str], tuple[str, str | None]],
                 ) -> None:
        self.plan, self.texts, self.terms, self.counted = plan, texts, terms, counted
        self.held = 0
        """How many pages were indexed by their counted terms."""
        self.others_counted = False
        """Was an entry indexed from its text, and counted?"""
        self.page_of = {doc: page for page, doc in enumerate(plan.docs)}
        self.end_of = end_of
        self.vocab = default_vocabulary()

    def of(self, entry: store.IndexEntry) -> Doc:
        end, whole = self.end_of(entry.doc)
        page = self.page_of.get(entry.doc)
        if whole is not None:
            if page is not None:
                self.counted[page] = None
            return self._read(entry, whole)
        if page is None:
            return self._read(entry, self.plan.texts[entry.doc] + end)
        terms, counted = self.terms[page], self.counted[page]
        self.counted[page] = None  # the build keeps what it needs of it
        if terms is None or counted is None or not terms_hold(entry, terms.description, end):
            return self._read(entry, self.texts[page] + end)
        self.held += 1
        counted.line = entry_line_of(entry, terms)
        counted.helper = helper_of(terms, end)
        return counted

    def _read(self, entry: store.IndexEntry, text: str) -> Doc:
        """What the index holds of `entry`, read from its doc's `text`."""
        doc = doc_of(record_from_page(entry, text), self.vocab)
        self.others_counted = self.others_counted or doc.counted
        return doc

    def as_counted(self) -> bool:
        """Were the entries counted those whose terms `_Counted` related, once all are read?
        Yes when every page was indexed by its counted terms, and no other entry counted."""
        return self.held == len(self.terms) and not self.others_counted


@dataclass(frozen=True, slots=True)
class _Ends:
    """The ends of some docs' texts, and the whole texts of some (`Building.extend`)."""

    ends: dict[str, str]
    whole: dict[str, str]


class _Inbox:
    """What the parent sends (pages' terms, a plan, then the ends of the docs' texts),
    received by a thread as it comes."""

    def __init__(self, connection: Connection) -> None:
        self.received: dict[str, str] = {}
        self.whole: dict[str, str] = {}
        self.inbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        threading.Thread(target=receive, args=(connection, self.inbox, True),
                         daemon=True).start()

    def pages(self) -> Iterator[bytes]:
        """The pickled pages' terms of a streamed build, as sent, until `_DOCUMENTED`."""
        while (blob := self._next()) != _DOCUMENTED:
            yield blob

    def _next(self) -> bytes:
        message = self.inbox.get()
        if message is None:
            raise EOFError("the create ended before the index was planned")
        return message

    def plan(self) -> _Plan:
        """The plan, once it comes (TypeError if something else came first)."""
        plan = pickle.loads(self._next())
        if not isinstance(plan, _Plan):
            raise TypeError("the index process expected its plan")
        return plan

    def end_of(self, doc: str) -> tuple[str, str | None]:
        """The end of `doc`'s text, and its whole text where it was sent, once they came
        (KeyError if the parent never sends them)."""
        while doc not in self.received:
            batch = pickle.loads(self._next())
            if not isinstance(batch, _Ends):
                raise KeyError(doc)
            self.received.update(batch.ends)
            self.whole.update(batch.whole)
        return self.received.pop(doc), self.whole.pop(doc, None)

