"""Worker processes for the per-file work of a create, which never outlive the run.

When the run stops early (an error, SIGTERM or Ctrl-C, which `cli` turns into exceptions) the
workers still busy are terminated rather than waited for: a batch of adversarial files could
keep them running for minutes. When the run is killed outright (SIGKILL, the OOM killer) no code
of it runs; the workers then learn of it from the kernel on Linux (`PR_SET_PDEATHSIG`), and
elsewhere from a thread of theirs that watches the parent's process id.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

A = TypeVar("A")
R = TypeVar("R")

PR_SET_PDEATHSIG = 1
"""prctl(2) option: the signal a process gets when its parent dies."""
WATCH_SECONDS = 1.0
"""How often a worker without `PR_SET_PDEATHSIG` checks that its parent is alive."""
STOP_SECONDS = 2.0
"""How long a terminated worker may take to go before it is killed."""


def ordered_map(function: Callable[[A], R], items: Iterable[A], jobs: int) -> Iterator[R]:
    """`function` over `items` in `jobs` worker processes, results in order. Leaving the
    iteration early (an exception in the caller or here) stops the workers at once."""
    import multiprocessing  # here: runs that use no workers do not pay for the import
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    others = set(multiprocessing.active_children())
    pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=_stop_with_parent,
                               initargs=(os.getpid(),))
    finished = False
    try:
        yield from pool.map(function, items)
        finished = True
    finally:
        if finished:
            pool.shutdown(wait=True)
        else:
            pool.shutdown(wait=False, cancel_futures=True)
            _stop([p for p in multiprocessing.active_children() if p not in others])


def _stop(processes: list[BaseProcess]) -> None:
    """Terminate worker processes, and kill those that do not go within `STOP_SECONDS`."""
    for process in processes:
        process.terminate()
    deadline = time.monotonic() + STOP_SECONDS
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
        if process.is_alive():
            process.kill()
            process.join(STOP_SECONDS)


def _stop_with_parent(parent: int) -> None:
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
