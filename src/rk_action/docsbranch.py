"""The docs branch (DESIGN §7): a worktree of it is the knowledge-base home of `run`.

The branch tip is fetched shallow into the workspace and checked out detached in a worktree
under `RUNNER_TEMP` (with an empty index on the first run, which makes the first commit an
orphan). Commits are made with `write-tree` and `commit-tree`, and pushed by id, so no local
branch is ever created in the user's workspace. `_repos/` is never staged.
"""

from __future__ import annotations

import base64
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from rk_action import gitutil, store
from rk_action.errors import RkError

BOT_NAME = "github-actions[bot]"
BOT_EMAIL = "41898282+github-actions[bot]@users.noreply.github.com"
BOT_IDENTITY = {"GIT_AUTHOR_NAME": BOT_NAME, "GIT_AUTHOR_EMAIL": BOT_EMAIL,
                "GIT_COMMITTER_NAME": BOT_NAME, "GIT_COMMITTER_EMAIL": BOT_EMAIL}
# What `git add` must leave out: clones, an interrupted update's staging, temp files.
_NEVER_STAGED = (":(exclude,top)_repos", f":(exclude,glob)**/{store.PENDING}/**",
                 ":(exclude,glob)**/.tmp-*")
_NEVER_KEPT = (f":(glob)**/{store.PENDING}/**", ":(glob)**/.tmp-*")
"""The same staging and temp files, taken out of the branch when someone committed them."""


@dataclass(slots=True)
class DocChanges:
    """The docs a commit of the docs branch adds, changes and removes (paths in the project)."""

    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.added) + len(self.changed) + len(self.removed)


@dataclass(slots=True)
class DocsWorktree:
    """A checkout of the docs branch, detached, in a folder of its own."""

    repo: Path
    """The workspace: the repository being documented, whose `origin` holds the branch."""
    path: Path
    """The worktree: the knowledge-base home."""
    branch: str
    base: str = ""
    """The branch tip the worktree holds; empty while the branch does not exist yet."""
    auth: dict[str, str] = field(default_factory=dict)
    """Environment giving fetch and push their credentials, when git has none configured."""


def auth_env(repo: Path, server_url: str, token: str) -> dict[str, str]:
    """Credentials for `origin` when it is on `server_url` and git has none for it.

    `actions/checkout` normally leaves the token in the repository's config; adding a second
    `Authorization` header would make GitHub refuse the request. Passed through `GIT_CONFIG_*`
    variables, the token never appears on a command line.
    """
    if not token or not server_url:
        return {}
    origin = gitutil.git("remote", "get-url", "origin", cwd=repo, check=False).strip()
    if not origin.startswith(server_url.rstrip("/") + "/"):
        return {}
    configured = gitutil.run("config", "--get-regexp", r"^http\..*\.extraheader$", cwd=repo)
    if configured.out.strip():
        return {}
    basic = base64.b64encode(f"x-access-token:{token}".encode()).decode()
    return gitutil.config_env(
        {f"http.{server_url.rstrip('/')}/.extraheader": f"AUTHORIZATION: basic {basic}"})


def fetch_tip(repo: Path, branch: str, auth: dict[str, str]) -> str:
    """Fetch the tip of `branch` from `origin` (depth 1); its commit id, or "" if none."""
    fetched = gitutil.run("fetch", "--quiet", "--no-tags", "--depth=1", "--end-of-options",
                          "origin", f"refs/heads/{branch}", cwd=repo, env=auth)
    if fetched.code != 0:
        if "couldn't find remote ref" in fetched.err:
            return ""
        raise RkError(f"cannot fetch the docs branch '{branch}': {_last_line(fetched.err)}")
    return gitutil.git("rev-parse", "FETCH_HEAD^{commit}", cwd=repo).strip()


def remote_tip(repo: Path, branch: str, auth: dict[str, str]) -> str:
    """The commit `branch` points to on `origin` now ("" if it does not exist)."""
    listed = gitutil.git("ls-remote", "--end-of-options", "origin", f"refs/heads/{branch}",
                         cwd=repo, env=auth)
    return gitutil.object_id(listed.split("\t", 1)[0].strip())


def fetch_commit(repo: Path, commit: str, auth: dict[str, str], depth: int = 1) -> bool:
    """Make `commit` (and `depth - 1` ancestors) available in a shallow workspace; False when
    it cannot be, or is no commit id (`gitutil.object_id`: it may come from `_meta.md`)."""
    if not gitutil.object_id(commit):
        return False
    if depth == 1 and gitutil.has_commit(repo, commit):
        return True
    gitutil.run("fetch", "--quiet", "--no-tags", f"--depth={depth}", "--end-of-options",
                "origin", commit, cwd=repo, env=auth)
    return gitutil.has_commit(repo, commit)


DEEPEN_STEPS = (10, 100, 1000)
"""How far a shallow workspace's history is deepened, in turn, to reach `last_commit`."""


def fetch_history(repo: Path, last_commit: str, head: str, auth: dict[str, str]) -> bool:
    """Make the history from `last_commit` (fetched already) to `head` available in a shallow
    workspace, so that each changed file's source link names the commit that changed it;
    False when it cannot be (a force-push, a history too long): the oldest commit fetched then
    stands for the changes before it."""
    if not (gitutil.object_id(last_commit) and gitutil.object_id(head)):
        return False
    for depth in DEEPEN_STEPS:
        if is_ancestor(repo, last_commit, head):
            return True
        gitutil.run("fetch", "--quiet", "--no-tags", f"--deepen={depth}", "--end-of-options",
                    "origin", head, cwd=repo, env=auth)
    return is_ancestor(repo, last_commit, head)


def is_ancestor(repo: Path, older: str, newer: str) -> bool:
    return gitutil.run("merge-base", "--is-ancestor", "--end-of-options", older, newer,
                       cwd=repo).code == 0


def open_worktree(repo: Path, branch: str, parent: Path, auth: dict[str, str]) -> DocsWorktree:
    """Check the docs branch out into a new folder under `parent` (empty on the first run)."""
    parent.mkdir(parents=True, exist_ok=True)
    path = Path(tempfile.mkdtemp(prefix="rk-docs-", dir=parent))
    worktree = DocsWorktree(repo, path, branch, fetch_tip(repo, branch, auth), auth)
    if worktree.base:
        gitutil.git("worktree", "add", "--quiet", "--force", "--detach", "--end-of-options",
                    str(path), worktree.base, cwd=repo)
    else:
        gitutil.git("worktree", "add", "--quiet", "--force", "--detach", "--no-checkout",
                    str(path), "HEAD", cwd=repo)
        gitutil.git("read-tree", "--empty", cwd=path)
    return worktree


def reset_to(worktree: DocsWorktree, tip: str) -> None:
    """Make the worktree hold exactly `tip` (after another run pushed first); an empty `tip`
    (the branch was deleted meanwhile) empties it."""
    if tip:
        gitutil.git("checkout", "--quiet", "--force", "--detach", tip, cwd=worktree.path)
    else:
        gitutil.git("read-tree", "--empty", cwd=worktree.path)
    gitutil.git("clean", "-ffdxq", cwd=worktree.path)
    worktree.base = tip


def close_worktree(worktree: DocsWorktree) -> None:
    """Remove the worktree and its registration in the workspace."""
    gitutil.run("worktree", "remove", "--force", str(worktree.path), cwd=worktree.repo)
    shutil.rmtree(worktree.path, ignore_errors=True)
    gitutil.run("worktree", "prune", cwd=worktree.repo)


def read_file(worktree: DocsWorktree, path: str) -> str | None:
    """A file of the branch tip the worktree holds (None if absent)."""
    if not worktree.base:
        return None
    shown = gitutil.run("show", "--end-of-options", f"{worktree.base}:{path}",
                        cwd=worktree.repo)
    return shown.out if shown.code == 0 else None


def stage(worktree: DocsWorktree, project: str,
          warnings: list[str]) -> tuple[str, DocChanges]:
    """Stage the whole home but what is never committed; the tree id and the doc changes. A
    `_repos/` someone committed to the branch is taken out of it (a line in `warnings`)."""
    gitutil.git("add", "--all", "--", ".", *_NEVER_STAGED, cwd=worktree.path)
    gitutil.git("rm", "-r", "-q", "--cached", "--ignore-unmatch", "--", *_NEVER_KEPT,
                cwd=worktree.path)
    if gitutil.git("ls-files", "--", "_repos", cwd=worktree.path).strip():
        gitutil.git("rm", "-r", "-q", "--cached", "--", "_repos", cwd=worktree.path)
        warnings.append("_repos/ was committed to the docs branch (clones are never "
                        "committed); removed from it")
    tree = gitutil.git("write-tree", cwd=worktree.path).strip()
    base = worktree.base or gitutil.git("hash-object", "-t", "tree", "--stdin",
                                        cwd=worktree.path).strip()
    listed = gitutil.git("diff", "--cached", "--name-status", "--no-renames", "-z",
                         "--end-of-options", base, "--", f"{project}/docs", cwd=worktree.path)
    fields = listed.split("\0")
    changes = DocChanges()
    kinds = {"A": changes.added, "M": changes.changed, "T": changes.changed,
             "D": changes.removed}
    for status, path in zip(fields[0::2], fields[1::2], strict=False):
        if status in kinds:
            kinds[status].append(path.removeprefix(f"{project}/"))
    return tree, changes


def tree_of(worktree: DocsWorktree) -> str:
    """The tree of the branch tip ("" before the first commit)."""
    if not worktree.base:
        return ""
    return gitutil.git("rev-parse", "--verify", "--end-of-options", f"{worktree.base}^{{tree}}",
                       cwd=worktree.path).strip()


def commit(worktree: DocsWorktree, tree: str, message: str) -> str:
    """Commit `tree` as github-actions[bot] on top of the branch tip; the new commit id."""
    parents = ["-p", worktree.base] if worktree.base else []
    made = gitutil.git("commit-tree", tree, *parents, "-m", message, cwd=worktree.path,
                       env=BOT_IDENTITY).strip()
    gitutil.git("update-ref", "--no-deref", "--end-of-options", "HEAD", made, cwd=worktree.path)
    return made


def push(worktree: DocsWorktree, commit_id: str) -> gitutil.GitResult:
    """Push `commit_id` to the branch; git's answer, for the caller to judge."""
    target = f"{commit_id}:refs/heads/{worktree.branch}"
    return gitutil.run("push", "--porcelain", "--end-of-options", "origin", target,
                       cwd=worktree.repo, env=worktree.auth)


def explain_push_failure(branch: str, answer: str) -> str:
    """What a rejected push (git's stdout and stderr) means for the user, and what to do."""
    text = answer.lower()
    if "secret" in text or "push protection" in text:
        return (f"GitHub push protection rejected the docs branch '{branch}': the docs quote "
                "code that looks like a secret. Remove the secret from the code (the docs "
                "show the code), or allow it in the repository's secret scanning settings")
    if any(mark in text for mark in ("gh006", "gh013", "protected branch", "rule violation")):
        return (f"the docs branch '{branch}' is protected: allow github-actions[bot] to push "
                "to it, or choose another `docs-branch`")
    if any(mark in text for mark in ("403", "permission", "denied", "authentication")):
        return (f"no permission to push the docs branch '{branch}': give the job "
                "`permissions: contents: write` (and keep the credentials of actions/checkout, "
                "or pass `github-token`)")
    return f"cannot push the docs branch '{branch}': {_last_line(answer)}"


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    meaningful = [line for line in lines if not line.startswith(("hint:", "To "))]
    return (meaningful or lines or ["no message"])[-1]

