"""`rk-action run`: the GitHub Action entry point (DESIGN §7).

In a workflow, the workspace is the repository and a worktree of the docs branch is the
knowledge-base home. The first run creates the knowledge base, later runs update it from the
`last_commit` of the branch's `_meta.md`; the result is committed as github-actions[bot] and
pushed, with a retry when another run pushed first. A pull request pushes nothing: the run
reports what the docs would become. Outside Actions, `run --dry-run` indexes the current
repository into a temporary home and builds its site.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rk_action import docsbranch, forge, gitutil, scan, store
from rk_action.docsbranch import DocChanges, DocsWorktree
from rk_action.errors import RkError, UsageError
from rk_action.forge import Forge
from rk_action.progress import Progress

if TYPE_CHECKING:
    from rk_action.summarize.anthropic import LlmReport
    from rk_action.summarize.choice import SummarizerChoice

PUSH_ATTEMPTS = 5
RETRY_DELAY = float(os.environ.get("RK_PUSH_RETRY_DELAY", "2"))
"""Seconds before the first retry of a push (doubled each time); tests make it small."""
_PULL_EVENTS = ("pull_request", "pull_request_target")


@dataclass(frozen=True, slots=True)
class ActionEnv:
    """What `run` reads from the `GITHUB_*` environment of a workflow step."""

    workspace: Path
    repository: str
    sha: str
    ref: str
    ref_name: str
    event_name: str
    event_path: str
    output: str
    step_summary: str
    server_url: str
    api_url: str
    token: str
    runner_temp: Path

    @classmethod
    def from_environ(cls, environ: Mapping[str, str]) -> ActionEnv | None:
        """The workflow's environment, or None outside GitHub Actions."""
        if not environ.get("GITHUB_WORKSPACE") or not environ.get("GITHUB_REPOSITORY"):
            return None
        get = environ.get
        return cls(
            workspace=Path(environ["GITHUB_WORKSPACE"]).resolve(),
            repository=environ["GITHUB_REPOSITORY"], sha=get("GITHUB_SHA", ""),
            ref=get("GITHUB_REF", ""), ref_name=get("GITHUB_REF_NAME", ""),
            event_name=get("GITHUB_EVENT_NAME", ""), event_path=get("GITHUB_EVENT_PATH", ""),
            output=get("GITHUB_OUTPUT", ""), step_summary=get("GITHUB_STEP_SUMMARY", ""),
            server_url=get("GITHUB_SERVER_URL", "https://github.com").rstrip("/"),
            api_url=get("GITHUB_API_URL", "https://api.github.com").rstrip("/"),
            token=get("GITHUB_TOKEN", ""),
            runner_temp=Path(get("RUNNER_TEMP") or tempfile.gettempdir()),
        )

    @property
    def project(self) -> str:
        """The project is named after the repository."""
        return store.check_project_name(store.project_name_from_source(self.repository))

    @property
    def git_url(self) -> str:
        return f"{self.server_url}/{self.repository}.git"

    @property
    def forge(self) -> Forge | None:
        """The repository on GitHub (or GitHub Enterprise at `GITHUB_SERVER_URL`)."""
        return forge.from_action(self.server_url, self.repository)

    @property
    def pull_request(self) -> bool:
        return self.event_name in _PULL_EVENTS


@dataclass(frozen=True, slots=True)
class RunOptions:
    """The command line of `run` (the action's inputs)."""

    docs_branch: str = "repo-knowledge"
    site_dir: str = ""
    """The site's folder (relative to the workspace); empty: `_site` in Actions, else `site`."""
    build_site: bool = True
    dry_run: bool = False
    paths: scan.PathFilter = field(default_factory=scan.PathFilter)
    summarizer: SummarizerChoice | None = None
    """The model options (None: the summarizer recorded in `_meta.md`, static at first)."""


@dataclass(slots=True)
class RunResult:
    """What a run did: the outputs, the step summary and the PR comment are made from it."""

    project: str
    mode: str = ""
    """`created`, `updated`, `up-to-date`, `no-code`, `pull-request` or `dry-run`."""
    docs_branch: str = ""
    source_commit: str = ""
    last_commit: str = ""
    total_docs: int = 0
    changes: DocChanges = field(default_factory=DocChanges)
    docs_commit: str = ""
    """The commit pushed to the docs branch; empty when nothing was pushed."""
    site_path: str = ""
    """Absolute path of the built site (empty when none was built)."""
    site_dir: str = ""
    """The site's folder as the user named it (relative to the workspace), for the summary."""
    notes: list[str] = field(default_factory=list)
    """Things the user should know that are not failures (a rebuild, another run's push)."""
    warnings: list[str] = field(default_factory=list)
    comment: str = ""
    """What happened to the pull-request comment (`created`, `updated`), if anything."""
    llm: LlmReport | None = None
    """What the model did and cost, when it described pages."""


def run(env: ActionEnv | None, options: RunOptions, progress: Progress | None = None,
        cwd: Path | None = None) -> RunResult:
    """Run the action in `env`, or a local dry run when `env` is None."""
    progress = progress or Progress(enabled=False)
    if env is None:
        if not options.dry_run:
            raise UsageError("outside GitHub Actions (no GITHUB_WORKSPACE), use `run --dry-run`")
        return _local_dry_run(options, progress, cwd or Path.cwd())
    if not options.docs_branch or options.docs_branch in (env.ref_name, "HEAD"):
        raise RkError(f"docs-branch '{options.docs_branch}' cannot be the branch being built")
    if gitutil.run("rev-parse", "--verify", "-q", "HEAD", cwd=env.workspace).code != 0:
        raise RkError(f"the workspace {env.workspace} is not a git checkout: add "
                      "`- uses: actions/checkout@v4` before this step")
    if not gitutil.is_branch_name(options.docs_branch):
        raise RkError(f"docs-branch '{options.docs_branch}' is not a valid branch name")
    result = RunResult(env.project, docs_branch=options.docs_branch)
    result.source_commit = gitutil.head_commit(env.workspace)
    auth = docsbranch.auth_env(env.workspace, env.server_url, env.token)
    scratch = Path(tempfile.mkdtemp(prefix="rk-action-", dir=_mkdir(env.runner_temp)))
    try:
        worktree = docsbranch.open_worktree(env.workspace, options.docs_branch, scratch, auth)
        try:
            _build_and_publish(env, options, worktree, result, progress)
            if options.build_site and result.total_docs:
                result.site_dir = options.site_dir or "_site"
                build_site(worktree.path, env.project, env.workspace / result.site_dir,
                           progress, result, repo=env.workspace, within=env.workspace)
        finally:
            docsbranch.close_worktree(worktree)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return result


def _mkdir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _build_and_publish(env: ActionEnv, options: RunOptions, worktree: DocsWorktree,
                       result: RunResult, progress: Progress) -> None:
    """Create or update in the worktree, then commit and push, again while another run
    pushed first (at most `PUSH_ATTEMPTS` times)."""
    preview = env.pull_request or options.dry_run
    for attempt in range(1, PUSH_ATTEMPTS + 1):
        _index(env, options, worktree, result, progress)
        if result.mode == "no-code":
            return
        tree, result.changes = docsbranch.stage(worktree, env.project, result.warnings)
        if preview:
            result.mode = "pull-request" if env.pull_request else "dry-run"
            return
        if tree == docsbranch.tree_of(worktree):
            return
        made = docsbranch.commit(worktree, tree, commit_message(env, result))
        pushed = docsbranch.push(worktree, made)
        if pushed.code == 0:
            result.docs_commit = made
            return
        tip = docsbranch.remote_tip(env.workspace, worktree.branch, worktree.auth)
        if tip == worktree.base:  # nobody else pushed: the push itself was refused
            raise RkError(docsbranch.explain_push_failure(worktree.branch,
                                                          pushed.out + pushed.err))
        if attempt == PUSH_ATTEMPTS:
            raise RkError(f"the docs branch '{worktree.branch}' kept moving: gave up after "
                          f"{PUSH_ATTEMPTS} pushes")
        result.notes.append(f"another run pushed to '{worktree.branch}' first; "
                            f"updating on top of it (attempt {attempt + 1})")
        time.sleep(RETRY_DELAY * 2 ** (attempt - 1))
        docsbranch.reset_to(worktree, docsbranch.fetch_tip(env.workspace, worktree.branch,
                                                           worktree.auth))
        if _newer_docs(env, worktree, result):
            return


def _newer_docs(env: ActionEnv, worktree: DocsWorktree, result: RunResult) -> bool:
    """True when the branch, moved by another run, already documents this commit or a later
    one: then there is nothing to push (docs never move back to an older commit)."""
    meta = store.parse_meta(docsbranch.read_file(worktree, f"{env.project}/_meta.md") or "")
    documented = gitutil.object_id(meta.get("last_commit", ""))
    head = result.source_commit
    if not documented:
        return False
    if documented != head:
        # Only a recent history is fetched: a run that lags further behind is not a race.
        fetched = docsbranch.fetch_commit(env.workspace, documented, worktree.auth, depth=50)
        if not (fetched and docsbranch.is_ancestor(env.workspace, head, documented)):
            return False
    result.mode = "up-to-date"
    result.changes = DocChanges()
    result.last_commit, result.total_docs = documented, store.total_docs(meta)
    result.notes.append(f"another run already documented {documented[:12]}"
                        + ("" if documented == head else ", a later commit") + ": nothing pushed")
    return True


def _index(env: ActionEnv, options: RunOptions, worktree: DocsWorktree, result: RunResult,
           progress: Progress) -> None:
    """Create the knowledge base in the worktree, or update it from its `last_commit`."""
    from rk_action.create import create
    from rk_action.update import update

    home, project = worktree.path, env.project
    # The branch is anyone's to push to: no link in it is followed (create and update would
    # find none left), and `last_commit` reaches git only as a commit id.
    removed = store.remove_links(home, project)
    result.warnings += store.link_warnings(home, removed)
    if (home / project / store.PENDING).is_dir():  # never staged by a run: someone pushed it
        shutil.rmtree(home / project / store.PENDING)
        result.warnings.append(f"{project}/{store.PENDING}/ was committed to the docs branch "
                               "(a run never commits its unfinished changes): removed, unread")
    meta = store.read_meta(home / project) or {}
    recorded = scan.PathFilter.from_meta(meta)
    if meta.get("last_commit") and recorded == options.paths:
        if docsbranch.fetch_commit(env.workspace, meta["last_commit"], worktree.auth):
            docsbranch.fetch_history(env.workspace, meta["last_commit"],
                                     result.source_commit, worktree.auth)
        updated = update(home, project, progress=progress, repo=env.workspace,
                         summarizer=options.summarizer, forge_of=env.forge,
                         links_removed=store.links_in_project(home, project, removed))
        result.warnings += updated.warnings
        result.llm = updated.llm
        result.mode = "up-to-date" if updated.up_to_date else "updated"
    else:
        if meta.get("last_commit"):
            result.notes.append("include/exclude changed: the knowledge base was rebuilt")
        created = create(home, env.git_url, project, force=True, progress=progress,
                         repo=env.workspace, paths=options.paths,
                         summarizer=options.summarizer, forge_of=env.forge)
        result.warnings += created.warnings
        result.llm = created.llm
        result.mode = "no-code" if created.no_code else "created"
    meta = store.read_meta(home / project) or {}
    result.last_commit = meta.get("last_commit", "")
    result.total_docs = store.total_docs(meta)


def commit_message(env: ActionEnv, result: RunResult) -> str:
    """The docs commit's message: what it documents, with a link to the source commit."""
    head = result.source_commit
    verb = "Create knowledge base at" if result.mode == "created" else "Update knowledge base to"
    changes = result.changes
    return (f"{verb} {head[:12]}\n\n"
            f"Source: {env.server_url}/{env.repository}/commit/{head}\n"
            f"Docs: {len(changes.added)} added, {len(changes.changed)} changed, "
            f"{len(changes.removed)} removed ({result.total_docs} in all)\n")


def build_site(home: Path, project: str, out_dir: Path, progress: Progress,
               result: RunResult, repo: Path | None = None, within: Path | None = None) -> None:
    """Build the MkDocs site of `project` into `out_dir`: its path and warnings go to `result`.
    `repo` holds the documented commit (the home page shows its README), when not the clone."""
    from rk_action.site import build_site as build  # here: MkDocs is slow to import

    report = build(home, project, out_dir, progress=progress, repo=repo, within=within)
    result.site_path = str(report.out_dir.resolve())
    result.warnings += report.warnings


def _local_dry_run(options: RunOptions, progress: Progress, cwd: Path) -> RunResult:
    """Index the repository around `cwd` (its HEAD) into a temporary home; build its site."""
    from rk_action.create import create

    found = gitutil.run("rev-parse", "--show-toplevel", cwd=cwd)
    if found.code != 0:
        raise RkError(f"{cwd} is not inside a git repository")
    repo = Path(found.out.strip())
    project = store.check_project_name(store.project_name_from_source(str(repo)))
    result = RunResult(project, mode="dry-run")
    with tempfile.TemporaryDirectory(prefix="rk-action-") as home:
        created = create(Path(home), str(repo), project, progress=progress, repo=repo,
                         paths=options.paths, summarizer=options.summarizer)
        result.warnings += created.warnings
        result.llm = created.llm
        result.source_commit = result.last_commit = created.last_commit
        result.total_docs = created.docs
        docs = store.doc_files(Path(home) / project)
        result.changes = DocChanges(added=docs)
        if options.build_site and created.docs:
            result.site_dir = options.site_dir or "site"
            build_site(Path(home), project, cwd / result.site_dir, progress, result,
                       repo=repo)
    return result


# --- outputs, step summary, pull-request comment ------------------------------------------------


def outputs(result: RunResult) -> dict[str, str]:
    """The step outputs (DESIGN §7)."""
    return {"docs-branch": result.docs_branch, "last-commit": result.last_commit,
            "total-docs": str(result.total_docs), "changed-docs": str(result.changes.total),
            "site-path": result.site_path}


def write_outputs(path: str, values: Mapping[str, str]) -> None:
    """Append `name=value` lines to the `GITHUB_OUTPUT` file."""
    with open(path, "a", encoding="utf-8") as handle:
        for name, value in values.items():
            handle.write(f"{name}={' '.join(value.split())}\n")


def summary_text(env: ActionEnv | None, result: RunResult) -> str:
    """The step summary (and pull-request comment) in Markdown, from its template."""
    from rk_action.render import render_template

    server = env.server_url if env else ""
    repository = env.repository if env else ""
    return render_template("run-summary.md.j2", result=result, repository=repository,
                           server=server, limit=50)


def report(env: ActionEnv, result: RunResult) -> list[str]:
    """Write the outputs and the step summary; on a pull request, comment on it too.

    Returns warnings (a failing GitHub API is one, never an error).
    """
    from rk_action.github_pr import pull_request, upsert_comment

    if env.output:
        write_outputs(env.output, outputs(result))
    text = summary_text(env, result)
    if env.step_summary:
        with open(env.step_summary, "a", encoding="utf-8") as handle:
            handle.write(text)
    if not env.pull_request:
        return []
    pull = pull_request(env.event_path, env.ref, env.repository)
    if pull is None:
        return ["no pull request number in the event: no comment"]
    if pull.from_fork:
        return ["pull request from a fork: its token cannot comment, see the step summary"]
    if not env.token:
        return ["no github-token: no pull-request comment, see the step summary"]
    try:
        result.comment = upsert_comment(env.api_url, env.token, env.repository, pull.number,
                                        text)
    except Exception as exc:  # any API or network failure: the run itself succeeded
        return [f"cannot comment on pull request #{pull.number}: {_reason(exc)}"]
    return []


def _reason(exc: Exception) -> str:
    status = getattr(exc, "status", None)
    message = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    return f"HTTP {status}: {message}" if status else str(message).splitlines()[0]
