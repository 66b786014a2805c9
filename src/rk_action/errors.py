"""One exception tree; the CLI catches it in one place and prints `Error: <message>`. And the
one way a run says what it skipped and went on: `Warning: <message>` on stderr."""

from __future__ import annotations

import sys


def warn(message: str) -> None:
    """Print `Warning: <message>` on stderr (bad input the run skipped or mended, and went on)."""
    print(f"Warning: {message}", file=sys.stderr)


def decode_utf8(data: bytes, where: str) -> str:
    """`data` as text; bytes that are not UTF-8 (a bad hand edit) become U+FFFD, with a warning
    naming `where` (a file, or a file and line) and the first bad byte's offset."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        warn(f"{where}: not UTF-8 (byte {exc.start}); its undecodable bytes were replaced "
             "with U+FFFD")
        return data.decode("utf-8", "replace")


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
