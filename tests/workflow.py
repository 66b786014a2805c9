"""A GitHub Actions step in tests: a bare `origin`, depth-1 workspaces, the `GITHUB_*`
variables of a step, and `rk-action run` run in process the way a step would run it."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pytest

from rk_action import action
from tests.conftest import Result, git, polyglot_repo, write_files

FIXTURES = Path(__file__).parent / "fixtures"
BRANCH = "repo-knowledge"
REPOSITORY = "octo/polyglot"


def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests may themselves run inside GitHub Actions: start from no workflow variables."""
    for name in list(os.environ):
        if name.startswith(("GITHUB_", "RUNNER_", "GIT_", "ANTHROPIC_")) or name == "CI":
            monkeypatch.delenv(name)
    # the docs commits get a fixed date, so their ids (shown in the summary) are stable
    monkeypatch.setenv("GIT_AUTHOR_DATE", "2026-02-01T00:00:00Z")
    monkeypatch.setenv("GIT_COMMITTER_DATE", "2026-02-01T00:00:00Z")
    monkeypatch.setattr(action, "RETRY_DELAY", 0.01)


@dataclass
class Origin:
    """A bare `origin` and a developer clone that pushes source commits to it."""

    bare: Path
    dev: Path

    def push(self, files: dict[str, str | bytes], delete: tuple[str, ...] = ()) -> str:
        write_files(self.dev, files)
        for path in delete:
            git(self.dev, "rm", "-q", path)
        git(self.dev, "add", "-A")
        git(self.dev, "commit", "-q", "-m", "change")
        git(self.dev, "push", "-q", "origin", "main")
        return git(self.dev, "rev-parse", "HEAD").strip()

    def workspace(self, path: Path) -> Path:
        """A depth-1 clone, as `actions/checkout` makes it."""
        subprocess_git(path.parent, "clone", "-q", "--depth", "1", f"file://{self.bare}",
                       str(path))
        return path

    def tip(self, branch: str = BRANCH) -> str:
        return git(self.bare, "for-each-ref", "--format=%(objectname)",
                   f"refs/heads/{branch}").strip()

    def docs(self, ref: str = BRANCH) -> dict[str, str]:
        """Every file of the docs branch at `ref` but the search index in parts (binary):
        `search_parts` lists those."""
        return {name: git(self.bare, "show", f"{ref}:{name}") for name in self.names(ref)
                if "/_search/" not in name}

    def search_parts(self, ref: str = BRANCH) -> list[str]:
        return [name for name in self.names(ref) if "/_search/" in name]

    def names(self, ref: str) -> list[str]:
        return [n for n in git(self.bare, "ls-tree", "-r", "--name-only", ref).split("\n") if n]


def subprocess_git(cwd: Path, *args: str) -> str:
    cwd.mkdir(parents=True, exist_ok=True)
    return git(cwd, *args)


def make_origin(tmp_path: Path) -> Origin:
    """`origin` holding the polyglot fixture on `main`, and a developer clone of it."""
    dev = polyglot_repo(tmp_path / "dev")
    bare = tmp_path / "origin.git"
    git(tmp_path, "clone", "-q", "--bare", str(dev), str(bare))
    git(dev, "remote", "add", "origin", str(bare))
    return Origin(bare, dev)


@dataclass
class Step:
    """One workflow step's files."""

    workspace: Path
    output: Path
    summary: Path
    temp: Path

    def outputs(self) -> dict[str, str]:
        lines = self.output.read_text(encoding="utf-8").splitlines()
        return dict(line.split("=", 1) for line in lines)


def step_env(tmp_path: Path, workspace: Path, event: str = "push",
             api_url: str = "http://127.0.0.1:9", ref: str = "refs/heads/main") -> dict[str, str]:
    """The variables GitHub Actions gives a step."""
    name = workspace.name
    return {
        "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_REPOSITORY": REPOSITORY, "GITHUB_SHA": git(workspace, "rev-parse", "HEAD").strip(),
        "GITHUB_REF": ref, "GITHUB_REF_NAME": ref.rsplit("/", 1)[-1] if event == "push" else
        "7/merge", "GITHUB_EVENT_NAME": event,
        "GITHUB_EVENT_PATH": str(tmp_path / f"{name}-event.json"),
        "GITHUB_OUTPUT": str(tmp_path / f"{name}-output"),
        "GITHUB_STEP_SUMMARY": str(tmp_path / f"{name}-summary.md"),
        "GITHUB_SERVER_URL": "https://github.example", "GITHUB_API_URL": api_url,
        "GITHUB_TOKEN": "ghs_test_token", "RUNNER_TEMP": str(tmp_path / f"{name}-temp"),
    }


def run_step(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
             tmp_path: Path, workspace: Path, *args: str, event: str = "push",
             api_url: str = "http://127.0.0.1:9",
             ref: str = "refs/heads/main") -> tuple[Result, Step]:
    """`rk-action run ARGS` in process, as a workflow step in `workspace` would run it."""
    from rk_action.cli import main

    env = step_env(tmp_path, workspace, event, api_url, ref)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    code = main(["run", "--no-site", *args])
    captured = capsys.readouterr()
    return Result(code, captured.out, captured.err), Step(
        workspace, Path(env["GITHUB_OUTPUT"]), Path(env["GITHUB_STEP_SUMMARY"]),
        Path(env["RUNNER_TEMP"]))


