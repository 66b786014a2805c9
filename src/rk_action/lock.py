"""One writer at a time in a knowledge-base home.

A command that changes a home (create, update, merge, plan, delete, unlearn: `cli.WRITERS`, and
a search that learns or saves a doc) holds an advisory lock (`flock`) on the home folder itself
while it writes. Without it a search that learns an alias could write back the `_index.md` it
read just before an update replaced it, and two updates of one project could interleave their
pages. No lock file is written, and the lock ends with the process, even a killed one.

Long commands wait for the lock; a search does not wait: it answers and leaves the learning out.
Within one process the lock is re-entrant, so a command that holds it can call code that takes it.
Where there is no `flock` (Windows), or the file system refuses it, runs are not kept apart.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock, so no lock
    fcntl = None  # type: ignore[assignment]

_held: dict[str, int] = {}
"""Homes this process holds (resolved path → depth)."""


def busy_message(home: Path) -> str:
    return f"another rk-action run is writing {home}"


@contextmanager
def writing(home: Path, wait: Callable[[], None] | None = None) -> Iterator[bool]:
    """Hold the write lock of `home` for the block; yields True once held.

    When another process holds it: with `wait`, calls it (to say so) and blocks until the lock is
    free; without, yields False at once and the block must not write. A home that does not
    exist yet has nothing to protect: the block runs, and yields True.
    """
    key = str(home.resolve())
    descriptor = None
    if key not in _held and home.is_dir() and fcntl is not None:
        descriptor = os.open(home, os.O_RDONLY)
        if not _lock(descriptor, wait):
            os.close(descriptor)
            yield False
            return
    _held[key] = _held.get(key, 0) + 1
    try:
        yield True
    finally:
        _held[key] -= 1
        if not _held[key]:
            del _held[key]
        if descriptor is not None:
            os.close(descriptor)  # closing the last descriptor releases the lock


def _lock(descriptor: int, wait: Callable[[], None] | None) -> bool:
    """Lock the open folder; False when another process holds it and `wait` is None. A file
    system without locks (some network mounts) counts as locked: the run goes on unlocked."""
    assert fcntl is not None
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if wait is None:
                return False
            wait()
            fcntl.flock(descriptor, fcntl.LOCK_EX)
    except OSError:
        pass
    except BaseException:  # interrupted while waiting
        os.close(descriptor)
        raise
    return True
