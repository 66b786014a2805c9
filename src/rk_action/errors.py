"""One exception tree; the CLI catches it in one place and prints `Error: <message>`. And the
one way a run says what it skipped and went on: `Warning: <message>` on stderr."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def warn(message: str) -> None:
    """Print `Warning: <message>` on stderr (bad input the run skipped or mended, and went on),
    on one line: a message quotes what it read (a docs branch's link, a model API's error), and
    a line of its own there would be a workflow command in an Action's log (`::add-mask::`)."""
    print(f"Warning: {one_line(message)}", file=sys.stderr)


def decode_utf8(data: bytes, where: str) -> str:
    """`data` as text; bytes that are not UTF-8 (a bad hand edit) become U+FFFD, with a warning
    naming `where` (a file, or a file and line) and the first bad byte's offset."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        warn(f"{where}: not UTF-8 (byte {exc.start}); its undecodable bytes were replaced "
             "with U+FFFD")
        return data.decode("utf-8", "replace")


def load_json(text: str | bytes) -> Any:
    """`json.loads` for what a file (or an API) holds: JSON nested deeper than Python's parser
    can go (`[[[[…`, a few bytes in a docs branch) is malformed, a ValueError like any other,
    not a RecursionError that no reader expects."""
    try:
        return json.loads(text)
    except RecursionError as exc:
        raise ValueError("JSON nested too deep") from exc


def os_error_text(exc: OSError) -> str:
    """`<file>: <reason>` for a failed file operation, on one line: the file a rename was going
    to replace when there is one (not its temp file), else the file the call named."""
    name = exc.filename2 if exc.filename2 is not None else exc.filename
    reason = exc.strerror or str(exc) or type(exc).__name__
    text = f"{os.fsdecode(name) if isinstance(name, bytes) else name}: {reason}" \
        if name is not None else reason
    return one_line(text)


def one_line(text: str) -> str:
    """`text` with its control characters escaped, so a hostile file name cannot add lines."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


@contextmanager
def naming(path: Path) -> Iterator[None]:
    """Make an `OSError` raised in the block name `path` if it names no file: a write to an
    open file (a full disk, a file size limit) fails without saying which file it was."""
    try:
        yield
    except OSError as exc:
        if exc.filename is None:
            exc.filename = str(path)
        raise


class RkError(Exception):
    """A failure the user can act on; the CLI prints `Error: <message>`, exits `exit_code`."""

    exit_code = 1


class UsageError(RkError):
    """The command line itself is wrong."""

    exit_code = 2


class GitError(RkError):
    """A git command failed; the message carries git's own explanation."""


class GitAuthError(GitError):
    """A remote refused git for want of credentials; the message says how to give them."""


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised in the main thread (see `cli`) so that a run asked to stop unwinds as
    from Ctrl-C: its worker processes stopped, its lock released, `_meta.md` not written."""
