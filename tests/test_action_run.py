"""`rk-action run` end to end: a bare repository as `origin`, depth-1 clones as workspaces,
the `GITHUB_*` environment of a workflow step, outputs and step summary files (DESIGN §7)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from rk_action.create import create
from rk_action.forge import from_action
from rk_action.store.refsparts import part_of, shard_name, shard_of
from tests.conftest import check_golden, git, tree_text, write_files
from tests.fake_anthropic import FakeAnthropic
from tests.fake_github import FakeGitHub, fake_github
from tests.workflow import BRANCH, FIXTURES, REPOSITORY, Origin, Result, Step, run_step, step_env

pytestmark = pytest.mark.usefixtures("workflow_env")


def without_docs_commit(step: Step, tip: str) -> str:
    """The step summary with the docs branch's commit as `<docs commit>`: that commit holds
    the search index, whose head names the version of the code that built it, so it changes
    with every change to the ranking code (`search.ondisk.builder`)."""
    text = step.summary.read_text(encoding="utf-8")
    return text.replace(tip, "<docs commit>").replace(tip[:12], "<docs commit>")


def fresh_create(tmp_path: Path, workspace: Path, name: str) -> dict[str, str]:
    """What a plain `create` of the same commit writes, `git_url` and forge made the action's.
    It reads a full clone: a page links to the commit that last changed its file, which the
    depth-1 workspace knows only for the files its last run saw change."""
    home, full = tmp_path / name, tmp_path / f"{name}-clone"
    sha = git(workspace, "rev-parse", "HEAD").strip()
    git(tmp_path, "clone", "-q", "--no-checkout", str(tmp_path / "origin.git"), str(full))
    git(full, "reset", "-q", "--soft", sha)
    create(home, str(full), "polyglot", jobs=1,
           forge_of=from_action("https://github.example", REPOSITORY))
    return {rel: text.replace(str(full), f"https://github.example/{REPOSITORY}.git")
            for rel, text in tree_text(home).items()}


def assert_clean(step: Step) -> None:
    """The workspace is as checked out: no worktree, no branch, no file left behind."""
    worktrees = git(step.workspace, "worktree", "list", "--porcelain")
    assert worktrees.count("worktree ") == 1
    branches = git(step.workspace, "for-each-ref", "--format=%(refname)", "refs/heads")
    assert branches.split() == ["refs/heads/main"]
    assert git(step.workspace, "status", "--porcelain") == ""
    assert not any(step.temp.iterdir())


def test_first_push_creates_the_docs_branch(origin: Origin, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    workspace = origin.workspace(tmp_path / "ws1")
    sha = git(workspace, "rev-parse", "HEAD").strip()
    result, step = run_step(monkeypatch, capsys, tmp_path, workspace)
    assert result.code == 0, result.err
    tip = origin.tip()
    assert result.out.splitlines()[-1] == (
        f"Pushed {tip[:7]} to {BRANCH} for {sha[:7]} (21 added, 0 changed, 0 removed; 21 docs)")

    docs = origin.docs()
    assert not [name for name in docs if name.startswith("_repos")]
    assert docs == fresh_create(tmp_path, workspace, "fresh")
    assert f"last_commit: {sha}\n" in docs["polyglot/_meta.md"]
    # the search index in parts rides along: the next run's update refreshes it in place
    assert "polyglot/_search/head.json" in origin.search_parts()
    # an orphan commit by github-actions[bot] whose message names the source commit
    assert git(origin.bare, "rev-list", "--count", BRANCH).strip() == "1"
    author = git(origin.bare, "log", "-1", "--format=%an <%ae>|%cn", BRANCH).strip()
    assert author == ("github-actions[bot] <41898282+github-actions[bot]@users.noreply."
                      "github.com>|github-actions[bot]")
    message = git(origin.bare, "log", "-1", "--format=%B", BRANCH)
    assert message.startswith(f"Create knowledge base at {sha[:12]}\n\n")
    assert f"Source: https://github.example/{REPOSITORY}/commit/{sha}\n" in message

    assert step.outputs() == {"docs-branch": BRANCH, "last-commit": sha, "total-docs": "21",
                              "changed-docs": "21", "site-path": ""}
    check_golden("action/first-push", {"summary.md": without_docs_commit(step, tip)})
    assert_clean(step)


def test_later_pushes_commit_only_what_changed(origin: Origin, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    first, _ = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))
    assert first.code == 0, first.err
    before = origin.tip()
    old_docs = origin.docs()
    sha = origin.push({"src/auth/tokens.py": (FIXTURES / "polyglot/src/auth/tokens.py")
                       .read_text().replace("def parse_port", "def parse_port_number")},
                      delete=("lib/hash.c",))

    workspace = origin.workspace(tmp_path / "ws2")
    result, step = run_step(monkeypatch, capsys, tmp_path, workspace)
    assert result.code == 0, result.err
    assert "full rebuild" not in result.err  # last_commit was fetched into the shallow clone
    tip = origin.tip()
    assert git(origin.bare, "rev-parse", f"{tip}^").strip() == before  # one child commit
    assert git(origin.bare, "rev-list", "--count", BRANCH).strip() == "2"
    new_docs = origin.docs()
    assert new_docs == fresh_create(tmp_path, workspace, "fresh")
    changed = git(origin.bare, "diff", "--name-status", "--no-renames", before, tip).splitlines()
    touched = [line for line in changed if "/_search/" not in line]
    # the search index: its head, and new parts for those holding a changed doc, not all
    searched = [line for line in changed if "/_search/" in line]
    assert "M\tpolyglot/_search/head.json" in searched
    assert 0 < sum(line[0] == "A" for line in searched) < len(origin.search_parts()) - 1
    differing = {name for name in old_docs.keys() | new_docs.keys()
                 if old_docs.get(name) != new_docs.get(name)}
    assert {line.split("\t")[1] for line in touched} == differing
    assert sorted(touched) == sorted([
        "A\tpolyglot/docs/src/auth/parse-port-number.md", "D\tpolyglot/docs/lib/fnv1a.md",
        "D\tpolyglot/docs/src/auth/parse-port.md", "M\tpolyglot/_index.md",
        "M\tpolyglot/_meta.md", "M\t_registry.md",
        # the references: the head, the edited file's part, the deleted file's part, and the
        # name only the deleted file held (the header it includes)
        "M\tpolyglot/_refs/head.json", f"M\tpolyglot/{part_of('src/auth/tokens.py')}",
        f"D\tpolyglot/{part_of('lib/hash.c')}", f"D\tpolyglot/{shard_name(shard_of('stdint.h'))}",
        # the changed file's other page: its code is the same, its source link names the commit
        "M\tpolyglot/docs/src/auth/token-store.md",
        # the overviews listing those docs, and the root's, whose row of lib/ counts its docs
        "M\tpolyglot/docs/_overview.md", "M\tpolyglot/docs/lib/_overview.md",
        "M\tpolyglot/docs/src/auth/_overview.md",
    ])
    assert git(origin.bare, "log", "-1", "--format=%s", BRANCH).strip() == (
        f"Update knowledge base to {sha[:12]}")
    assert step.outputs()["changed-docs"] == "7"
    assert step.outputs()["last-commit"] == sha
    check_golden("action/later-push", {"summary.md": without_docs_commit(step, tip)})
    assert_clean(step)


def test_pages_a_docs_branch_made_links_are_written_anew(origin: Origin, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    """Someone pushes the docs branch with a page and `_index.md` made links (to
    `/etc/passwd`): the Action removed them and pushed a docs commit without them, then every
    later run failed on the missing index. Now the knowledge base is rebuilt. A committed
    `_repos/` failed every run ("refusing to commit"): now it leaves the branch. A committed
    `.rk-pending/` (a run's unfinished changes, never committed by one) failed every run with a
    traceback and took `_meta.md` with it: now it is removed unread."""
    assert run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))[0].code == 0
    docs = tmp_path / "docs-clone"
    git(tmp_path, "clone", "-q", "-b", BRANCH, str(origin.bare), str(docs))
    for name in ("polyglot/docs/lib/fnv1a.md", "polyglot/_index.md"):
        (docs / name).unlink()
        (docs / name).symlink_to("/etc/passwd")
    write_files(docs, {"_repos/polyglot/config": "[core]\n\tfsmonitor = touch /tmp/pwned\n",
                       "polyglot/.rk-pending/READY": "",
                       "polyglot/.rk-pending/deletes.json": "[" * 100_000})
    git(docs, "add", "-A")
    git(docs, "commit", "-qm", "links and a clone")
    git(docs, "push", "-q", "origin", BRANCH)
    origin.push({"lib/new.py": "def added():\n    \"\"\"Added.\"\"\"\n"})
    workspace = origin.workspace(tmp_path / "ws2")
    result, _ = run_step(monkeypatch, capsys, tmp_path, workspace)
    assert result.code == 0, result.err
    assert "full rebuild: symbolic links in polyglot were removed" in result.err
    assert ("Warning: _repos/ was committed to the docs branch (clones are never committed); "
            "removed from it\n") in result.err
    assert ("Warning: polyglot/.rk-pending/ was committed to the docs branch (a run never "
            "commits its unfinished changes): removed, unread\n") in result.err
    assert origin.docs() == fresh_create(tmp_path, workspace, "fresh")


def test_a_push_with_nothing_new_makes_no_commit(origin: Origin, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))[0].code == 0
    before = origin.tip()
    result, step = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws2"))
    assert result.code == 0, result.err
    assert origin.tip() == before
    sha = git(step.workspace, "rev-parse", "HEAD").strip()
    assert result.out.splitlines()[-1] == f"{BRANCH} already documents {sha[:7]}: nothing to commit"
    assert step.outputs() == {"docs-branch": BRANCH, "last-commit": sha, "total-docs": "21",
                              "changed-docs": "0", "site-path": ""}
    assert "already documents" in step.summary.read_text(encoding="utf-8")


def racing_hook(workspace: Path, rival: Path, env: dict[str, str], log: Path) -> None:
    """A pre-push hook in `workspace` that, once, runs a whole rival `run` in `rival` first:
    another run lands between this run's fetch and its push."""
    import rk_action

    # the rival imports this very rk_action, whatever the current folder
    env = {**env, "PYTHONPATH": str(Path(rk_action.__file__).resolve().parents[1])}
    exports = "".join(f"export {name}='{value}'\n" for name, value in env.items())
    hook = workspace / ".git" / "hooks" / "pre-push"
    hook.write_text(
        "#!/bin/sh\ncat >/dev/null\n"
        f"[ -e '{log}' ] && exit 0\n"
        "unset $(git rev-parse --local-env-vars)\n"
        f"{exports}cd '{rival}' && '{sys.executable}' -m rk_action run --no-site "
        f">'{log}' 2>&1\n",
        encoding="utf-8")
    hook.chmod(0o755)


@pytest.mark.parametrize("rival_is_newer", [False, True])
def test_racing_runs_both_land(origin: Origin, tmp_path: Path, rival_is_newer: bool,
                               monkeypatch: pytest.MonkeyPatch,
                               capsys: pytest.CaptureFixture[str]) -> None:
    assert run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))[0].code == 0
    created = origin.tip()
    older = origin.push({"web/extra.js": "export function extra(a) {\n  return a;\n}\n"})
    older_ws = origin.workspace(tmp_path / "older")
    newer = origin.push({"lib/more.py": "def more(x):\n    return x\n"})
    newer_ws = origin.workspace(tmp_path / "newer")
    mine, rival = (older_ws, newer_ws) if rival_is_newer else (newer_ws, older_ws)
    log = tmp_path / "rival.log"
    racing_hook(mine, rival, step_env(tmp_path, rival), log)

    result, _ = run_step(monkeypatch, capsys, tmp_path, mine)
    assert result.code == 0, result.err
    assert log.read_text().splitlines()[-1].startswith("Pushed ")  # the rival landed first
    assert f"another run pushed to '{BRANCH}' first" in result.out
    history = git(origin.bare, "log", "--format=%s", BRANCH).splitlines()
    if rival_is_newer:
        # the rival documented a later commit: this run pushes nothing over it
        assert f"another run already documented {newer[:12]}, a later commit" in result.out
        first = git(origin.bare, "rev-parse", "main~2").strip()
        assert history == [f"Update knowledge base to {newer[:12]}",
                           f"Create knowledge base at {first[:12]}"]
    else:
        # both land: the rival's commit, then this run's on top of it
        assert history[:2] == [f"Update knowledge base to {newer[:12]}",
                               f"Update knowledge base to {older[:12]}"]
        assert git(origin.bare, "rev-parse", f"{BRANCH}~2").strip() == created
    assert origin.docs() == fresh_create(tmp_path, newer_ws, "fresh")


@pytest.mark.parametrize(("message", "expected"), [
    ("GH006: Protected branch update failed for refs/heads/repo-knowledge.",
     "Error: the docs branch 'repo-knowledge' is protected: allow github-actions[bot] to push"),
    ("GH013: Repository rule violations found for refs/heads/repo-knowledge.\n"
     "- Push cannot contain secrets",
     "Error: GitHub push protection rejected the docs branch 'repo-knowledge'"),
    ("remote: Permission to octo/polyglot.git denied to github-actions[bot].",
     "Error: no permission to push the docs branch 'repo-knowledge': give the job "
     "`permissions: contents: write`"),
])
def test_a_refused_push_fails_with_a_clear_message(
        origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str], message: str, expected: str) -> None:
    hook = origin.bare / "hooks" / "pre-receive"
    hook.write_text(f"#!/bin/sh\ncat >/dev/null\ncat >&2 <<'EOF'\n{message}\nEOF\nexit 1\n",
                    encoding="utf-8")
    hook.chmod(0o755)
    result, step = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))
    assert result.code == 1
    assert result.err.splitlines()[-1].startswith(expected)
    assert result.out.startswith("::error title=rk-action::" + expected.removeprefix("Error: "))
    assert origin.tip() == ""
    assert_clean(step)


def pull_request(origin: Origin, tmp_path: Path, number: int, files: dict[str, str | bytes],
                 head_repo: str = REPOSITORY) -> Path:
    """A workspace checked out as actions/checkout does for a pull request: the merge
    commit `refs/pull/N/merge` (on top of main), depth 1; and the event file."""
    git(origin.dev, "checkout", "-q", "-B", f"pr{number}")
    write_files(origin.dev, files)
    git(origin.dev, "add", "-A")
    git(origin.dev, "commit", "-q", "-m", f"pr {number}")
    git(origin.dev, "push", "-q", "-f", "origin", f"HEAD:refs/pull/{number}/merge")
    git(origin.dev, "checkout", "-q", "main")
    workspace = tmp_path / f"pr{number}-{len(list(tmp_path.glob('pr*')))}"
    origin.workspace(workspace)
    git(workspace, "fetch", "-q", "--depth", "1", "origin", f"refs/pull/{number}/merge")
    git(workspace, "checkout", "-q", "--detach", "FETCH_HEAD")
    event = {"pull_request": {"number": number, "head": {"repo": {"full_name": head_repo}}}}
    (tmp_path / f"{workspace.name}-event.json").write_text(json.dumps(event), encoding="utf-8")
    return workspace


def pr_step(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
            tmp_path: Path, workspace: Path, api: FakeGitHub) -> tuple[Result, Step]:
    return run_step(monkeypatch, capsys, tmp_path, workspace, event="pull_request",
                    api_url=api.url, ref="refs/pull/7/merge")


def test_a_pull_request_pushes_nothing_and_comments_once(
        origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    assert run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))[0].code == 0
    before = origin.tip()
    refs = git(origin.bare, "for-each-ref")
    with fake_github() as api:
        workspace = pull_request(origin, tmp_path, 7, {"web/extra.js": "export function "
                                                       "extra(a) {\n  return a;\n}\n"})
        refs = git(origin.bare, "for-each-ref")
        result, step = pr_step(monkeypatch, capsys, tmp_path, workspace, api)
        assert result.code == 0, result.err
        assert origin.tip() == before and git(origin.bare, "for-each-ref") == refs
        assert result.out.splitlines()[-1] == ("Nothing pushed (pull-request); the docs would "
                                               "change: 1 added, 2 changed, 0 removed; 22 docs")
        summary = step.summary.read_text(encoding="utf-8")
        assert "`docs/web/extra.md`" in summary
        check_golden("action/pull-request", {"summary.md": summary})
        assert step.outputs()["changed-docs"] == "3"
        [(comment_id, comment)] = api.comments.items()
        assert comment["issue"] == 7
        assert comment["body"] == "<!-- rk-action:knowledge-base -->\n" + summary
        assert all(auth == "token ghs_test_token" for _, _, auth in api.requests)

        # the pull request changes again: the same comment is edited, no second one
        workspace = pull_request(origin, tmp_path, 7, {"web/other.js": "export function "
                                                       "other(b) {\n  return b;\n}\n"})
        result, step = pr_step(monkeypatch, capsys, tmp_path, workspace, api)
        assert result.code == 0, result.err
        assert list(api.comments) == [comment_id]
        assert "`docs/web/other.md`" in api.comments[comment_id]["body"]
        assert [(m, p) for m, p, _ in api.requests] == [
            ("GET", f"/repos/{REPOSITORY}/issues/7/comments"),
            ("POST", f"/repos/{REPOSITORY}/issues/7/comments"),
            ("GET", f"/repos/{REPOSITORY}/issues/7/comments"),
            ("PATCH", f"/repos/{REPOSITORY}/issues/comments/{comment_id}"),
        ]
    assert origin.tip() == before
    assert_clean(step)


def test_a_failing_github_api_is_a_warning(origin: Origin, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    with fake_github() as api:
        api.fail_with = 500
        workspace = pull_request(origin, tmp_path, 7, {"web/extra.js": "export function "
                                                       "extra(a) {\n  return a;\n}\n"})
        result, step = pr_step(monkeypatch, capsys, tmp_path, workspace, api)
    assert result.code == 0, result.err
    assert ("::warning title=rk-action::cannot comment on pull request #7: HTTP 500"
            in result.out)
    assert "Merging this pull request changes 22 docs" in step.summary.read_text()
    assert origin.tip() == ""


def test_an_api_whose_comments_never_end_costs_a_bounded_read(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A GitHub API whose list of comments always has a `next` page held the pull-request
    job until its timeout (355 requests in 90 s): the run's own comment is looked for in the
    first `MAX_COMMENTS`, then made anew."""
    from rk_action import github_pr

    monkeypatch.setattr(github_pr, "MAX_COMMENTS", 90)
    with fake_github() as github:
        github.endless = True
        assert github_pr.upsert_comment(github.url, "ghs_x", REPOSITORY, 7, "body") == "created"
        listed = [r for r in github.requests if r[0] == "GET" and r[1].endswith("/comments")]
        assert len(listed) == 3


def test_a_pull_request_from_a_fork_gets_the_summary_only(
        origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    with fake_github() as api:
        workspace = pull_request(origin, tmp_path, 7, {"web/extra.js": "export function "
                                                       "extra(a) {\n  return a;\n}\n"},
                                 head_repo="someone/polyglot")
        result, step = pr_step(monkeypatch, capsys, tmp_path, workspace, api)
    assert result.code == 0, result.err
    assert api.requests == []
    assert "::warning title=rk-action::pull request from a fork" in result.out
    assert "`docs/web/extra.md`" in step.summary.read_text()


def test_include_exclude_are_recorded_and_a_change_rebuilds(
        origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    result, step = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"),
                            "--exclude", "lib, *.rb")
    assert result.code == 0, result.err
    docs = origin.docs()
    assert "exclude: lib, *.rb\n" in docs["polyglot/_meta.md"]
    assert not [n for n in docs if n.startswith(("polyglot/docs/lib/", "polyglot/docs/app/user"))]
    assert step.outputs()["total-docs"] == "15"
    origin.push({"lib/more.py": "def more(x):\n    return x\n"})
    result, step = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws2"),
                            "--exclude", "lib, *.rb")
    assert result.code == 0 and step.outputs()["changed-docs"] == "0"
    result, step = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws3"))
    assert "include/exclude changed: the knowledge base was rebuilt" in result.out
    assert step.outputs()["total-docs"] == "22"


def test_dry_run_outside_actions(origin: Origin, tmp_path: Path,
                                 monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    from rk_action.cli import main

    monkeypatch.chdir(origin.dev / "src")
    refs = git(origin.bare, "for-each-ref")
    assert main(["run"]) == 2
    assert "use `run --dry-run`" in capsys.readouterr().err
    assert main(["run", "--dry-run", "--no-site"]) == 0
    sha = git(origin.dev, "rev-parse", "HEAD").strip()
    assert capsys.readouterr().out == f"Dry run of dev at {sha[:7]}: 21 docs, nothing pushed\n"
    assert git(origin.bare, "for-each-ref") == refs
    assert git(origin.dev, "status", "--porcelain") == ""
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--dry-run", "--no-site"]) == 1
    assert "is not inside a git repository" in capsys.readouterr().err


def test_with_a_key_the_model_describes_the_docs_and_the_summary_shows_the_cost(
        origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    key = "sk-ant-api03-FAKEKEYforTESTS-0123456789abcdefXYZ"
    with FakeAnthropic() as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", key)
        result, step = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"),
                                "--model", "claude-haiku-4-5", "--max-cost-usd", "1")
        assert result.code == 0, result.err
        assert server.messages(), "the model was not asked"
        docs = origin.docs()
        assert "summarizer: anthropic:claude-haiku-4-5\n" in docs["polyglot/_meta.md"]
        summary = step.summary.read_text(encoding="utf-8")
        line = re.search(r"^Model `claude-haiku-4-5`: 14 docs described, 0 read back from the "
                         r"docs, 0 kept the static summary; (\d+) API requests?, "
                         r"cost \$(\d+\.\d{4})\.$", summary, re.MULTILINE)
        assert line is not None, summary
        assert int(line.group(1)) == len(server.messages())
        assert float(line.group(2)) > 0
        everything = [summary, step.output.read_text(), result.out, result.err, *docs.values()]
        assert not any(key in text for text in everything)

        # nothing new: no request, no commit
        before, asked = origin.tip(), len(server.messages())
        result, _ = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws2"))
        assert result.code == 0 and origin.tip() == before and len(server.messages()) == asked


def test_the_token_is_given_to_git_only_when_checkout_left_none(tmp_path: Path) -> None:
    from rk_action.docsbranch import auth_env

    repo = tmp_path / "repo"
    git(tmp_path, "init", "-q", str(repo))
    git(repo, "remote", "add", "origin", f"https://github.example/{REPOSITORY}.git")
    env = auth_env(repo, "https://github.example", "ghs_secret")
    # base64 of "x-access-token:ghs_secret", in the environment, never on a command line
    assert env == {"GIT_CONFIG_COUNT": "1",
                   "GIT_CONFIG_KEY_0": "http.https://github.example/.extraheader",
                   "GIT_CONFIG_VALUE_0": "AUTHORIZATION: basic "
                                         "eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA=="}
    assert auth_env(repo, "https://elsewhere.example", "ghs_secret") == {}
    assert auth_env(repo, "https://github.example", "") == {}
    git(repo, "config", "http.https://github.example/.extraheader", "AUTHORIZATION: basic x")
    assert auth_env(repo, "https://github.example", "ghs_secret") == {}


def test_a_repository_without_code_gets_no_docs_branch(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    dev = tmp_path / "dev"
    write_files(dev, {"README.md": "# Only prose\n"})
    git(dev, "init", "-q", "-b", "main")
    git(dev, "add", "-A")
    git(dev, "commit", "-q", "-m", "initial")
    bare = tmp_path / "origin.git"
    git(tmp_path, "clone", "-q", "--bare", str(dev), str(bare))
    origin = Origin(bare, dev)
    result, step = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))
    assert result.code == 0, result.err
    assert result.out.splitlines()[-1] == "No code files found: nothing to commit"
    assert origin.tip() == ""
    assert step.outputs()["total-docs"] == "0"
    assert "No code files to document" in step.summary.read_text(encoding="utf-8")
    assert_clean(step)


def test_the_sites_warnings_reach_the_runs_output(origin: Origin, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from rk_action.cli import main

    origin.push({"assets/rk/site.js": "export function boot(x) {\n  return x;\n}\n"})
    monkeypatch.chdir(origin.dev)
    assert main(["run", "--dry-run", "--site-dir", str(tmp_path / "site")]) == 0
    err = capsys.readouterr().err
    assert ("Warning: assets/rk/site.js: its page would replace the site's own file "
            "assets/rk/site.js, left out of the site") in err, err
    assert (tmp_path / "site" / "index.html").is_file()


def test_a_dry_runs_home_page_shows_the_repositorys_readme(origin: Origin, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The Quick start's first command: the site of the repository around the working folder
    opens with that repository's README, and names no path of this machine."""
    from rk_action.cli import main

    origin.push({"README.md": "# Widgets\n\nWidgets <b>for</b> `everyone`.\n",
                 "pkg/__init__.py": '"""Parsers of widget files. More here."""\n',
                 "pkg/parse.py": "def parse(text):\n    return text\n"})
    monkeypatch.chdir(origin.dev)
    assert main(["run", "--dry-run", "--site-dir", str(tmp_path / "site")]) == 0
    home = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "Widgets for <code>everyone</code>." in home  # the README's own HTML left out
    assert "<b>" not in home
    assert "Parsers of widget files." in home
    assert str(origin.dev) not in home and str(tmp_path) not in home
