"""The repository a create reads: a URL, or the path of a local repository, checked so that
a mistake gets a message that says what to pass instead; the commit it is at; and the clone a
create that writes nothing leaves behind, removed."""

from __future__ import annotations

import shlex
import shutil
from contextlib import suppress
from pathlib import Path

from rk_action import gitutil
from rk_action.errors import GitError, RkError, one_line


def normalize_source(source: str, check: bool = True) -> str:
    """A local path becomes absolute (so the clone's origin and `git_url` are unambiguous). With
    `check` it must be a repository git can clone: a folder that is no git repository and a
    folder inside one (git clones a repository's root only) are refused with an error that
    says what to pass instead. A path that does not exist is always refused."""
    if "://" in source or (":" in source and not Path(source).exists()):
        return source
    path = Path(source).expanduser()
    if not path.exists():
        raise RkError(f"{one_line(str(path.absolute()))} does not exist")
    path = path.resolve()
    if check:
        _check_repository(path)
    return str(path)


_NOT_A_REPOSITORY = "{} is not a git repository; run `git init` and commit, or pass a URL"
_BUNDLE_SIGNATURES = (b"# v2 git bundle\n", b"# v3 git bundle\n")


def _check_repository(path: Path) -> None:
    """Refuse a local `path` that git would not clone as a repository (see `normalize_source`).
    A bare repository, a `.git` folder and a bundle file are repositories too."""
    shown = one_line(str(path))
    if not path.is_dir():
        if path.is_file():
            with open(path, "rb") as handle:
                if handle.read(16).startswith(_BUNDLE_SIGNATURES):
                    return
        raise RkError(_NOT_A_REPOSITORY.format(shown))
    # A bare repository found here is left for clone to judge: its config may have been
    # committed to another repository as plain files (an "embedded" bare repository).
    found = gitutil.run("rev-parse", "--is-inside-work-tree", "--show-prefix", cwd=path,
                        env=gitutil.config_env({"safe.bareRepository": "explicit"}))
    if found.code != 0:
        if "not a git repository" in found.err:  # else (dubious ownership, …) git says why
            raise RkError(_NOT_A_REPOSITORY.format(shown))
        return
    inside_work_tree, _, prefix = found.out.partition("\n")
    prefix = prefix.strip().rstrip("/")
    if inside_work_tree == "true" and prefix:
        root = path.parents[prefix.count("/")]
        raise RkError(f"{shown} is a folder inside the git repository {one_line(str(root))}; "
                      f"pass {shlex.quote(one_line(str(root)))} instead (`--include "
                      f"{shlex.quote(one_line(prefix))}` documents only this folder)")


def source_commit(repo: Path, source: str) -> str:
    """The commit at the HEAD of `repo` (a clone of `source`); an error that says so when the
    repository has no commit yet."""
    try:
        return gitutil.head_commit(repo)
    except GitError:
        if gitutil.git("for-each-ref", "--count=1", cwd=repo).strip():
            raise  # commits, but HEAD names none of them: git's message says which
        raise RkError(f"{one_line(source)} has no commits yet; commit some code first") from None


def discard_clone(project_dir: Path, clone_dir: Path) -> None:
    """Remove the clone of a create that writes nothing, unless the project exists already, and
    `_repos/` when that leaves it empty (the lock removes a home it made)."""
    if not project_dir.exists():
        shutil.rmtree(clone_dir, ignore_errors=True)
    with suppress(OSError):
        clone_dir.parent.rmdir()
