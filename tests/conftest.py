"""Shared fixtures: real git repositories in tmp_path, the CLI run in process, golden files."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import yaml

if TYPE_CHECKING:
    from playwright.sync_api import Browser

    from tests.workflow import Origin

GOLDEN = Path(__file__).parent / "golden"
REGEN = os.environ.get("RK_REGEN_GOLDEN") == "1"
GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
    "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
    "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z",
}

FIXTURES = Path(__file__).parent / "fixtures"


def git(repo: Path, *args: str) -> str:
    out = subprocess.run(["git", *args], cwd=repo, env={**os.environ, **GIT_ENV},
                         check=True, capture_output=True, text=True)
    return out.stdout


def yaml_frontmatter(text: str) -> dict[str, Any]:
    """A page's frontmatter as a standard YAML reader sees it (PyYAML, which MkDocs brings):
    what anyone's tools read, not our own `store` parser."""
    assert text.startswith("---\n"), text[:40]
    end = text.index("\n---\n", 3)
    found = yaml.safe_load(text[4:end])
    assert found is None or isinstance(found, dict), found
    return found or {}


def make_repo(path: Path, files: dict[str, str | bytes]) -> Path:
    """A git repository at `path` holding `files`, committed once on branch `main`."""
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", "-b", "main")
    write_files(path, files)
    git(path, "add", "-A")
    git(path, "commit", "-q", "-m", "initial")
    return path


def polyglot_repo(path: Path, extra: dict[str, str | bytes] | None = None) -> Path:
    """The polyglot fixture (plus `extra` files) as a git repository at `path`, committed once
    on branch `main`."""
    shutil.copytree(FIXTURES / "polyglot", path)
    return make_repo(path, extra or {})


def write_files(root: Path, files: dict[str, str | bytes]) -> None:
    for name, content in files.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            target.write_bytes(content)
        else:
            target.write_text(content, encoding="utf-8")


@dataclass
class Result:
    code: int
    out: str
    err: str


@pytest.fixture
def rk(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Iterator[RkRunner]:
    yield RkRunner(capsys, tmp_path / "home")


class RkRunner:
    """Runs `rk-action --home <tmp>/home …` in process and captures what it prints."""

    def __init__(self, capsys: pytest.CaptureFixture[str], home: Path) -> None:
        self.capsys, self.home = capsys, home

    def __call__(self, *args: str) -> Result:
        from rk_action.cli import main

        code = main(["--home", str(self.home), *args])
        captured = self.capsys.readouterr()
        return Result(code, captured.out, captured.err)


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")  # 2025-11-30
    monkeypatch.delenv("RK_HOME", raising=False)
    monkeypatch.delenv("RK_TEMPLATES", raising=False)


def tree_text(root: Path, skip: tuple[str, ...] = ("_repos",)) -> dict[str, str]:
    """Every file under `root` (but `skip` folders, and a project's search index in parts,
    `<project>/_search/`: binary, and compared by what its searches answer, in
    tests/test_search_parts.py) as {relative path: text}."""
    found = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_file() and rel.split("/")[0] not in skip and not _search_part(path):
            found[rel] = path.read_text(encoding="utf-8")
    return found


def _search_part(path: Path) -> bool:
    """Is `path` in a project's `_search/` (the folder beside its `_index.md`)?"""
    return any(folder.name == "_search" and (folder.parent / "_index.md").exists()
               for folder in path.parents)


def check_golden(case: str, files: dict[str, str]) -> None:
    """Compare files with tests/golden/<case>/; RK_REGEN_GOLDEN=1 rewrites them."""
    folder = GOLDEN / case
    if REGEN:
        import shutil

        shutil.rmtree(folder, ignore_errors=True)
        for rel, text in files.items():
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
            (folder / rel).write_text(text, encoding="utf-8")
    expected = {p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
                for p in sorted(folder.rglob("*")) if p.is_file()}
    hint = "regenerate with: RK_REGEN_GOLDEN=1 pytest tests"
    assert sorted(files) == sorted(expected), f"golden file set differs ({hint})"
    for rel in files:
        assert files[rel] == expected[rel], f"{case}/{rel} differs from golden ({hint})"


@pytest.fixture
def workflow_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """No `GITHUB_*` variables of the machine running the tests (which may be Actions)."""
    from tests.workflow import clean_environment

    clean_environment(monkeypatch)


@pytest.fixture
def origin(tmp_path: Path) -> Origin:
    """A bare `origin` holding the polyglot fixture, and a developer clone pushing to it."""
    from tests.workflow import make_origin

    return make_origin(tmp_path)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Headless Chromium found on PATH (`tests/browser.py`): the test is skipped without it."""
    from tests.browser import chromium

    with chromium() as launched:
        yield launched
