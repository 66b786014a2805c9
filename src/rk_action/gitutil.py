"""Every git call goes through `git()`; failures raise `GitError` with git's message."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from rk_action.errors import GitError

_CREDENTIALS = re.compile(r"(://)[^/@\s]+@")


def scrub(text: str) -> str:
    """Text with `user:token@` removed from URLs, so credentials never reach a message."""
    return _CREDENTIALS.sub(r"\1", text)


def git(*args: str, cwd: Path | None = None, check: bool = True) -> str:
    """Run `git args…` and return its stdout (text, surrogate-escaped for odd file names)."""
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"}
    proc = subprocess.run(
        ["git", *args], cwd=cwd, env=env, capture_output=True, stdin=subprocess.DEVNULL
    )
    out = proc.stdout.decode("utf-8", "surrogateescape")
    if check and proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        reason = err[-1] if err else f"exit code {proc.returncode}"
        raise GitError(scrub(f"git {args[0]} failed: {reason}"))
    return out


def head_commit(repo: Path) -> str:
    return git("rev-parse", "HEAD", cwd=repo).strip()


def current_branch(repo: Path) -> str:
    return git("rev-parse", "--abbrev-ref", "HEAD", cwd=repo).strip()


def tracked_files(repo: Path) -> list[tuple[str, str]]:
    """(mode, path) of every file in HEAD's tree; paths are POSIX and repo-relative."""
    out = git("ls-tree", "-r", "-z", "--full-tree", "HEAD", cwd=repo)
    files = []
    for record in out.split("\0"):
        if not record:
            continue
        meta, path = record.split("\t", 1)
        files.append((meta.split(" ", 1)[0], path))
    return files


def clone(source: str, dest: Path) -> None:
    """Clone `source` (URL or local path) into `dest`, which must not exist yet."""
    git("clone", "--quiet", "--no-hardlinks", "--", source, str(dest))
