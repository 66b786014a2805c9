"""One writer at a time in a knowledge-base home.

A command that changes a home (create, update, merge, plan, delete, unlearn: `cli.WRITERS`, and
a search that learns or saves a doc) holds an advisory lock (`flock`) on the home folder itself
while it writes. Without it a search that learns an alias could write back the `_index.md` it
read just before an update replaced it, and two updates of one project could interleave their
pages. No lock file is written, and the lock ends with the process, even a killed one.

A home that does not exist yet is made first and then locked, so two creates into a new home
are kept apart too; a run that leaves the home it made empty removes it again.

Long commands wait for the lock; a search does not wait: it answers and leaves the learning out.
Within one process the lock is re-entrant, so a command that holds it can call code that takes it.
Where there is no `flock` (Windows), or the file system refuses it, runs are not kept apart.
"""

from __future__ import annotations

import errno
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
    exist yet is made first, so that the lock is held before anything is written in it; if the
    block leaves it empty (a create that failed), it is removed again.
    """
    key = str(home.resolve())
    if key in _held:
        _held[key] += 1
        try:
            yield True
        finally:
            _release(key)
        return
    made, descriptor = _open_locked(home, wait)
    if descriptor is None and fcntl is not None:
        yield False
        return
    _held[key] = 1
    try:
        yield True
    finally:
        try:
            _remove_if_empty(made)
        finally:
            _release(key)
            if descriptor is not None:
                os.close(descriptor)  # closing the last descriptor releases the lock


def _release(key: str) -> None:
    _held[key] -= 1
    if not _held[key]:
        del _held[key]


def _open_locked(home: Path, wait: Callable[[], None] | None) -> tuple[list[Path], int | None]:
    """Make `home` (and missing parents) and lock it: the folders made, and the locked open
    folder (None when another process holds it and `wait` is None, or where there is no
    flock). A run that made the same new home may remove it again, empty, while this one
    waits: the lock then belongs to a folder no longer there, so the new one is locked."""
    made: list[Path] = []
    while True:
        made += _make_folders(home)
        if fcntl is None:
            return made, None
        descriptor = os.open(home, os.O_RDONLY)
        if not _lock(descriptor, wait):
            os.close(descriptor)
            return made, None
        if _same_folder(descriptor, home):
            return made, descriptor
        os.close(descriptor)


def _make_folders(home: Path) -> list[Path]:
    """Make `home` and its missing parents; the folders made, outermost first."""
    missing = []
    for folder in (home, *home.parents):
        if folder.is_dir():
            break
        missing.append(folder)
    for folder in reversed(list(missing)):
        try:
            folder.mkdir()
        except FileExistsError:
            if not folder.is_dir():
                raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR),
                                         str(folder)) from None
            missing.remove(folder)  # another run made it at the same moment: it is theirs
    return list(reversed(missing))


def _same_folder(descriptor: int, home: Path) -> bool:
    try:
        now = os.stat(home)
    except FileNotFoundError:
        return False
    held = os.fstat(descriptor)
    return (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)


def _remove_if_empty(made: list[Path]) -> None:
    """Remove the folders this run made, innermost first, where it left them empty."""
    for folder in reversed(made):
        try:
            folder.rmdir()
        except OSError:  # not empty (or gone): the run wrote something there
            return


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
