"""Errors of the file system reach the user as one `Error: …` line naming the file, exit 1,
never a traceback (issue 14, item 5): real runs of `rk-action` in a subprocess, with a home
under a regular file (ENOTDIR), a home name too long for the file system (ENAMETOOLONG), a file
size limit that stands in for a full disk (EFBIG, in the workers' parent too), and a read-only
home (EACCES, where the tests do not run as root, who ignores permissions)."""

from __future__ import annotations

import os
import re
import resource
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from rk_action.create import document_file
from rk_action.forge import SourceLink
from tests.conftest import RkRunner, make_repo
from tests.workflow import Origin, run_step

LIMIT = 64 * 1024


def run(home: Path, *args: str, limit: bool = False,
        temp: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), *args],
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "SOURCE_DATE_EPOCH": "1764460800",
                               **({"TMPDIR": str(temp)} if temp else {})},
                          preexec_fn=_file_size_limit if limit else None)


def _file_size_limit() -> None:
    """No file may grow past LIMIT bytes: a write beyond fails with EFBIG (a full disk's
    stand-in that root obeys too), rather than killing the process with SIGXFSZ."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


def one_error(result: subprocess.CompletedProcess[str]) -> str:
    """The one `Error: …` line of a failed run (progress lines may come before it)."""
    assert result.returncode == 1, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr, result.stderr
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error: ")]
    assert len(errors) == 1 and result.stderr.endswith(errors[0] + "\n"), result.stderr
    return errors[0]


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """Ten small files, and one function whose page is larger than LIMIT (its code repeats, so
    the repository's objects stay small)."""
    files = {f"pkg/mod_{n}.py": f"def task_{n}(value):\n    return value + {n}\n"
             for n in range(10)}
    body = "".join(f"    total = total + value * {n % 7}\n" for n in range(3000))
    files["pkg/big.py"] = f"def big(value):\n    total = 0\n{body}    return total\n"
    return make_repo(tmp_path / "repo", files)


def test_a_home_under_a_regular_file(tmp_path: Path, repo: Path) -> None:
    (tmp_path / "plain").write_text("not a folder\n")
    home = tmp_path / "plain" / "home"
    for args in (("create", str(repo)), ("list",), ("search", "task"), ("update", "repo"),
                 ("delete", "repo", "--yes")):
        line = one_error(run(home, *args))
        assert str(tmp_path / "plain") in line and line.endswith(": Not a directory"), line


def test_a_home_name_too_long(tmp_path: Path, repo: Path) -> None:
    home = tmp_path / ("h" * 300)
    line = one_error(run(home, "create", str(repo)))
    assert str(home) in line and line.endswith(": File name too long"), line
    line = one_error(run(home / "deeper", "list"))
    assert "File name too long" in line


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_full_disk_names_the_file(tmp_path: Path, repo: Path, jobs: str) -> None:
    home = tmp_path / "home"
    line = one_error(run(home, "create", str(repo), "--jobs", jobs, limit=True))
    assert line == f"Error: create failed: {home}/repo/docs/pkg/big.md: File too large", line
    assert not (home / "repo" / "_meta.md").exists()


def test_a_full_disk_while_the_site_is_written(tmp_path: Path, repo: Path) -> None:
    home = tmp_path / "home"
    assert run(home, "create", str(repo)).returncode == 0
    temp = tmp_path / "temp"
    temp.mkdir()
    line = one_error(run(home, "site", "build", "--out", str(tmp_path / "site"), limit=True,
                         temp=temp))
    assert re.fullmatch(r"Error: site build failed: /\S+\.(html|json): File too large", line)
    # the search data's process stops with the build: it left `search/code.json` in a
    # temporary folder made again after the build had removed it
    assert sorted(temp.rglob("*")) == []


def _read_only(path: Path) -> Callable[[], None]:
    for folder in [path, *(p for p in path.rglob("*") if p.is_dir())]:
        folder.chmod(0o555)
    return lambda: [p.chmod(0o755) for p in [path, *path.rglob("*")] if p.is_dir()]


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores permissions; the cases above "
                                              "cover root")
def test_a_read_only_home(tmp_path: Path, repo: Path) -> None:
    home = tmp_path / "home"
    assert run(home, "create", str(repo)).returncode == 0
    restore = _read_only(home)
    try:
        line = one_error(run(home, "create", str(repo), "--force"))
        assert str(home) in line and line.endswith(": Permission denied"), line
    finally:
        restore()


def refusing_worker(path: str, data: bytes, cached: str, link: SourceLink | None) -> object:
    """`create.document_file`, but reading a template of one file is refused (the worker's
    own file access: `RK_TEMPLATES` is read in the workers)."""
    if path.endswith("mod_7.py"):
        raise PermissionError(13, "Permission denied", "/templates/doc.md.j2")
    return document_file(path, data, cached, link)


def test_an_error_in_a_worker_process_reads_the_same(
    rk: RkRunner, repo: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rk_action import create

    monkeypatch.setattr(create, "document_file", refusing_worker)
    result = rk("create", str(repo), "--jobs", "2")
    assert result.code == 1 and "Traceback" not in result.err
    assert result.err.splitlines()[-1] == (
        "Error: create failed: /templates/doc.md.j2: Permission denied")


def test_the_action_reports_a_file_system_error_as_an_annotation_too(
    origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str], workflow_env: None,
) -> None:
    workspace = origin.workspace(tmp_path / "ws1")
    runner_temp = tmp_path / "ws1-temp"
    runner_temp.write_text("a file where the runner's temp folder should be\n")
    result, _step = run_step(monkeypatch, capsys, tmp_path, workspace)
    assert result.code == 1 and "Traceback" not in result.err
    assert result.err.splitlines()[-1] == f"Error: run failed: {runner_temp}: File exists"
    assert result.out == f"::error title=rk-action::{runner_temp}: File exists\n"
