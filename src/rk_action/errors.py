"""One exception tree; the CLI catches it in one place and prints `Error: <message>`."""

from __future__ import annotations


class RkError(Exception):
    """A failure the user can act on; the CLI prints `Error: <message>`, exits `exit_code`."""

    exit_code = 1


class UsageError(RkError):
    """The command line itself is wrong."""

    exit_code = 2


class GitError(RkError):
    """A git command failed; the message carries git's own explanation."""
