"""Worker processes for the per-file work of a create, which never outlive the run.

When the run stops early (an error, SIGTERM or Ctrl-C, which `cli` turns into exceptions) the
workers still busy are terminated rather than waited for: a batch of adversarial files could
keep them running for minutes. When the run is killed outright (SIGKILL, the OOM killer) no code
of it runs; the workers then learn of it from the kernel on Linux (`PR_SET_PDEATHSIG`), and
elsewhere from a thread of theirs that watches the parent's process id.
"""

from __future__ import annotations

import gc
import os
import pickle
import queue
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

A = TypeVar("A")
R = TypeVar("R")
T = TypeVar("T")

PR_SET_PDEATHSIG = 1
"""prctl(2) option: the signal a process gets when its parent dies."""
WATCH_SECONDS = 1.0
"""How often a worker without `PR_SET_PDEATHSIG` checks that its parent is alive."""
STOP_SECONDS = 2.0
"""How long a terminated worker may take to go before it is killed."""


def ordered_map(function: Callable[[A], R], items: Iterable[A], jobs: int) -> Iterator[R]:
    """`function` over `items` in `jobs` worker processes, results in order. Leaving the
    iteration early (an exception in the caller or here) stops the workers at once.

    Each worker has a pipe of its own, and a thread of the parent (`_dispatch`) hands a worker
    its next item the moment it answers, while the caller goes on with the results. No exit
    of the parent waits for that thread: a pool whose feeder thread was left writing to a worker
    that had just been killed could keep the parent from ending after a SIGTERM.
    """
    import multiprocessing  # here: runs that use no workers do not pay for the import

    context = (multiprocessing.get_context("fork") if os.name == "posix"
               else multiprocessing.get_context("spawn"))
    tasks = list(items)
    crew: list[_Worker] = []
    answers: queue.SimpleQueue[tuple[int, bool, Any]] = queue.SimpleQueue()
    finished = False
    try:
        for _ in range(max(1, min(jobs, len(tasks)))):
            # Two one-way pipes: a duplex one is a socket pair, which moves large items in
            # many more system calls.
            task_out, task_in = context.Pipe(duplex=False)
            answer_out, answer_in = context.Pipe(duplex=False)
            process = context.Process(target=_serve, daemon=True,
                                      args=(function, task_out, answer_in, os.getpid()))
            process.start()
            task_out.close()
            answer_in.close()
            crew.append(_Worker(process, task_in, answer_out))
        threading.Thread(target=_dispatch, args=(crew, enumerate(tasks), answers),
                         name="rk-dispatch", daemon=True).start()
        yield from _in_order(answers, len(tasks))
        finished = True
    finally:
        _stop(crew, gently=finished)


PREFETCH = 2
"""Items a worker holds at once: the one it works on and the next, so that it never waits for
the parent between two items."""


@dataclass(slots=True)
class _Worker:
    process: BaseProcess
    tasks: Connection
    """Where the worker's items go, as `(position, item)`."""
    answers: Connection
    """Where its answers come from, as `(position, failed, result or exception)`."""
    holding: int = 0
    """How many of the items it was sent it has not answered yet."""


def _dispatch(crew: list[_Worker], tasks: Iterator[tuple[int, Any]],
              answers: queue.SimpleQueue[tuple[int, bool, Any]]) -> None:
    """Keep every worker busy until the items run out, passing each answer on to `answers`. A
    worker that dies, or pipes closed by `_stop`, end it with a failure (position -1)."""
    from multiprocessing.connection import wait

    try:
        for worker in crew:
            while worker.holding < PREFETCH and _hand_next(worker, tasks):
                pass
        while busy := [worker for worker in crew if worker.holding]:
            ready = wait([w.answers for w in busy] + [w.process.sentinel for w in busy])
            for worker in busy:
                if worker.answers in ready or worker.process.sentinel in ready:
                    answers.put(_answer(worker))
                    worker.holding -= 1
                    _hand_next(worker, tasks)
    except BaseException as exc:  # the caller raises it; a thread has nowhere else to say it
        answers.put((-1, True, exc))


def _hand_next(worker: _Worker, tasks: Iterator[tuple[int, Any]]) -> bool:
    """Send the worker the next item (its reading thread takes it at once); False when there
    is none."""
    task = next(tasks, None)
    if task is None:
        return False
    worker.tasks.send(task)
    worker.holding += 1
    return True


def _answer(worker: _Worker) -> tuple[int, bool, Any]:
    """One answer of the worker."""
    try:
        answer: tuple[int, bool, Any] = worker.answers.recv()
    except EOFError:
        worker.process.join(STOP_SECONDS)
        return -1, True, RuntimeError("a worker process ended unexpectedly (exit code "
                                      f"{worker.process.exitcode})")
    return answer


def _in_order(answers: queue.SimpleQueue[tuple[int, bool, Any]], count: int) -> Iterator[Any]:
    """The results of the `count` items in their order, or the first failure raised."""
    waiting: dict[int, Any] = {}
    for position in range(count):
        while position not in waiting:
            try:  # a timeout, so that a signal's handler runs while nothing arrives
                task, failed, value = answers.get(timeout=1.0)
            except queue.Empty:
                continue
            if failed:
                raise value
            waiting[task] = value
        yield waiting.pop(position)


def _serve(function: Callable[[A], R], tasks: Connection, answers: Connection,
           parent: int) -> None:
    """A worker's life: items in, answers out, until the parent sends None (or its pipe ends).
    A thread reads the items as they come, so the parent never waits to hand one over."""
    stop_with_parent(parent)
    inbox: queue.SimpleQueue[tuple[int, A] | None] = queue.SimpleQueue()
    threading.Thread(target=receive, args=(tasks, inbox), name="rk-inbox", daemon=True).start()
    with collecting_seldom():  # what a worker makes is sent and dropped, seldom in a cycle
        while (task := inbox.get()) is not None:
            _answer_one(function, task, answers)


def _answer_one(function: Callable[[A], R], task: tuple[int, A], answers: Connection) -> None:
    """Send the parent `function` of the item of `task`, or the exception it raised."""
    position, item = task
    try:
        answer: tuple[int, bool, object] = (position, False, function(item))
    except Exception as exc:  # the parent raises it
        answer = (position, True, exc)
    try:
        answers.send(answer)
    except (pickle.PicklingError, TypeError, AttributeError) as exc:
        answers.send((position, True,
                      RuntimeError(f"a worker's answer could not be sent: {exc}")))


def receive(connection: Connection, inbox: queue.SimpleQueue[Any], raw: bool = False) -> None:
    """Move what the other end sends into `inbox` until the pipe ends (then None): run in a
    thread, it keeps the sender from waiting on a full pipe. With `raw`, as the bytes sent,
    left for the receiver's own thread to unpickle when it needs them."""
    try:
        while True:
            inbox.put(connection.recv_bytes() if raw else connection.recv())
    except (EOFError, OSError):
        inbox.put(None)


@contextmanager
def collecting_seldom() -> Iterator[None]:
    """The garbage collector left out of the way for the block: the objects made so far are
    not walked again (`gc.freeze`), and it runs seldom; both undone after. For a process that
    keeps most of what it makes: a create's pages while they are made, named and written (in
    a create of CPython `Lib/` the collector took 0.2 s there, and a walk after a fork copies
    the memory the child shares), the postings the search-index process builds (0.3-0.45 s);
    and for a worker, whose objects seldom form a cycle: it sends what it makes and drops it
    (there a collection every 700 objects took 0.3 s of a worker's 3.3 s of CPU; the worker
    spends 0.45 s less without)."""
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


def _stop(crew: list[_Worker], gently: bool) -> None:
    """End the workers: after the last item, by telling them so; otherwise terminate them.
    Those that do not go within `STOP_SECONDS` are killed."""
    for worker in crew:
        if gently:  # a word, not the pipe's end: the later workers' forks hold its other end
            worker.tasks.send(None)
        else:
            worker.process.terminate()
    deadline = time.monotonic() + STOP_SECONDS
    for worker in crew:
        worker.process.join(max(0.0, deadline - time.monotonic()))
        if worker.process.is_alive():
            worker.process.kill()
            worker.process.join(STOP_SECONDS)
    for worker in crew:
        worker.tasks.close()
        worker.answers.close()


def stop_with_parent(parent: int) -> None:
    """Run first in each worker: SIGTERM ends it (the parent's handler, inherited through
    fork, would turn it into an exception the pool reports and survives); Ctrl-C, which
    reaches the whole process group, is left to the parent; and the parent's death ends it."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if not _death_signal():
        threading.Thread(target=_watch, args=(parent,), name="rk-parent-watch",
                         daemon=True).start()
    if os.getppid() != parent:  # the parent died before the line above took effect
        os._exit(1)


def _death_signal() -> bool:
    """Ask Linux to SIGKILL this process when its parent dies; False where that is not
    available."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(WATCH_SECONDS)
    os._exit(1)
