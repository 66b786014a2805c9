"""The commit each page's source link names: the one that last changed the file.

A page links to its lines at that commit, not at `last_commit`: `last_commit` moves on every
push, and a page whose file did not change must keep its bytes. The rule, the same for create
and update: walking HEAD's first-parent history (each commit compared with its first parent,
so a merge counts as the change it brought to the branch), the first commit that changed the
file; a commit without a parent (the first commit, or the oldest of a shallow clone) changed
every file it holds. The file at that commit is the file at HEAD, so the link shows the
documented lines.

Create walks once over all the documented files, stopping when each is found; update walks
`last_commit..HEAD` only: the files changed there are the only ones whose commit moved.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from rk_action import gitutil


@dataclass(frozen=True, slots=True)
class Commit:
    """One commit of a first-parent walk and the files it changed."""

    id: str
    first_parent: str
    """"" for a commit without a parent (the root, or the boundary of a shallow clone)."""
    files: tuple[str, ...] = ()


def walk(repo: Path, revisions: str) -> Generator[Commit, None, None]:
    """The commits of `git log --first-parent <revisions>`, newest first, with the files each
    changed against its first parent (all its files when it has none)."""
    header = ""
    files: list[str] = []
    after_break = False  # the format starts each commit with a NUL: an empty field
    tokens = gitutil.fields("log", "--first-parent", "--format=%x00%H %P", "-z", "--name-only",
                            "--no-renames", "--no-ext-diff", "--end-of-options", revisions,
                            "--", cwd=repo)
    try:
        for token in tokens:
            if after_break:
                if header:
                    yield _commit(header, files)
                header, files, after_break = token, [], False
            elif token == "":
                after_break = True
            else:
                files.append(token.removeprefix("\n"))
    finally:
        tokens.close()
    if header:
        yield _commit(header, files)


def _commit(header: str, files: list[str]) -> Commit:
    commit, *parents = header.split()
    return Commit(commit, parents[0] if parents else "", tuple(files))


def last_changes(repo: Path, paths: Iterable[str], head: str = "HEAD") -> dict[str, str]:
    """path → the commit that last changed it (the module's rule), for every path of `paths`
    (files of `head`'s tree), in one walk that stops when all are found."""
    missing = set(paths)
    found: dict[str, str] = {}
    if not missing:
        return found
    commits = walk(repo, gitutil.object_id(head) or "HEAD")
    try:
        for commit in commits:
            hits = missing if not commit.first_parent else missing.intersection(commit.files)
            for path in hits:
                found[path] = commit.id
            missing -= hits
            if not missing:
                break
    finally:
        commits.close()
    return found


@dataclass(slots=True)
class Since:
    """What the first-parent history from `last_commit` to HEAD says about the files."""

    commits: dict[str, str] = field(default_factory=dict)
    """path → the commit that last changed it, for the paths changed since `last_commit`."""
    boundary: str = ""
    """The oldest commit known of a shallow clone, when the walk reached it before
    `last_commit`: what changed before it is unknown, so it stands for the files the diff
    names and no commit above did."""
    linear: bool = True
    """False when neither `last_commit` nor its merge base with HEAD is on HEAD's first-parent
    history (a merge brought HEAD onto another line): any file's commit may have moved."""
    stale: tuple[str, ...] = ()
    """Files changed on `last_commit`'s own line since its merge base with HEAD (a force-push
    dropped them): their pages may name a commit HEAD no longer has, so their commits are
    found again (`last_changes`) and their pages rendered anew."""


def changes_since(repo: Path, last_commit: str, head: str) -> Since:
    """The files changed on HEAD's first-parent history since `last_commit`, each with the
    commit that last changed it: the same commit `last_changes` finds, for those files. When
    `last_commit` is off that history (a force-push), the walk starts at the merge base, and
    the files changed between the merge base and `last_commit` are `stale`."""
    since = _since(repo, last_commit, head)
    if since.linear or since.boundary:
        return since
    found = gitutil.run("merge-base", "--end-of-options", last_commit, head, cwd=repo)
    base = gitutil.object_id(found.out.strip()) if found.code == 0 else ""
    if not base:
        return since
    since = _since(repo, base, head)
    if not since.linear or since.boundary:
        return since
    dropped: set[str] = set()
    for commit in walk(repo, f"{base}..{last_commit}"):
        if not commit.first_parent:  # a shallow clone's edge: what it dropped is unknown
            return Since(linear=False)
        dropped.update(commit.files)
    since.stale = tuple(sorted(dropped - since.commits.keys()))
    return since


def _since(repo: Path, last_commit: str, head: str) -> Since:
    since = Since()
    last_seen = None
    for commit in walk(repo, f"{last_commit}..{head}"):
        if not commit.first_parent:
            since.boundary = commit.id
            return since
        last_seen = commit
        for path in commit.files:
            since.commits.setdefault(path, commit.id)
    since.linear = last_seen is None or last_seen.first_parent == last_commit
    return since
