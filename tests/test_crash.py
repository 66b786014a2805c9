"""SIGKILL during create and update: the knowledge base stays consistent and the rerun converges.

Consistent means: `_meta.md` never claims a commit whose docs are not all on disk (when it
names a commit, the knowledge base is exactly the clean result for that commit), and the same
command run again reaches the clean result.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from rk_action import store
from tests.conftest import git, make_repo, tree_text, write_files

FRACTIONS = (0.15, 0.35, 0.55, 0.75, 0.9)


def module(index: int, version: int) -> str:
    functions = [
        f'def task_{index}_{n}(value, limit={n}):\n    """Step {n} of module {index}."""\n'
        f"    return value * {version} + limit\n"
        for n in range(12)
    ]
    return "\n\n".join(functions)


def big_repo(root: Path, files: int = 160) -> Path:
    return make_repo(root, {f"pkg{i % 8}/mod_{i}.py": module(i, 1) for i in range(files)})


def run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), *args],
                          capture_output=True, text=True, env=_env())


def _env() -> dict[str, str]:
    return {**os.environ, "SOURCE_DATE_EPOCH": "1764460800"}


def timed(home: Path, *args: str) -> float:
    started = time.perf_counter()
    assert run(home, *args).returncode == 0
    return time.perf_counter() - started


def killed(home: Path, delay: float, *args: str) -> None:
    proc = subprocess.Popen([sys.executable, "-m", "rk_action", "--home", str(home), *args],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_env(),
                            start_new_session=True)
    time.sleep(delay)
    os.killpg(proc.pid, signal.SIGKILL)  # the command and its worker processes
    proc.wait()


def check_consistent(home: Path, clean: dict[str, dict[str, str]]) -> None:
    """If `_meta.md` names a commit, the knowledge base is the clean one for that commit."""
    meta = store.read_meta(home / "proj")
    if meta is None:
        return
    commit = meta["last_commit"]
    assert commit in clean, f"_meta.md claims {commit}, which was never completed"
    assert _kb(home) == clean[commit]


def _kb(home: Path) -> dict[str, str]:
    return {rel: text for rel, text in tree_text(home).items()
            if not rel.startswith("proj/.rk-pending/")}


def test_killed_create_is_consistent_and_resumes(tmp_path: Path) -> None:
    repo = big_repo(tmp_path / "repo")
    head = git(repo, "rev-parse", "HEAD").strip()
    duration = timed(tmp_path / "clean", "create", str(repo), "--name", "proj", "--jobs", "2")
    clean = {head: _kb(tmp_path / "clean")}
    for number, fraction in enumerate(FRACTIONS):
        home = tmp_path / f"home{number}"
        killed(home, duration * fraction, "create", str(repo), "--name", "proj", "--jobs", "2")
        check_consistent(home, clean)
        if store.read_meta(home / "proj") is None:  # not finished: the same command resumes
            result = run(home, "create", str(repo), "--name", "proj", "--jobs", "2")
            assert result.returncode == 0, result.stderr
        assert _kb(home) == clean[head]


def test_killed_update_is_consistent_and_completes(tmp_path: Path) -> None:
    repo = big_repo(tmp_path / "repo")
    first = git(repo, "rev-parse", "HEAD").strip()
    assert run(tmp_path / "base", "create", str(repo), "--name", "proj").returncode == 0
    clean = {first: _kb(tmp_path / "base")}
    write_files(repo, {f"pkg{i % 8}/mod_{i}.py": module(i, 2) for i in range(0, 160, 2)})
    git(repo, "mv", "pkg1/mod_1.py", "pkg2/moved.py")
    git(repo, "rm", "-q", "pkg3/mod_3.py")
    git(repo, "commit", "-q", "-am", "change half of the files")
    second = git(repo, "rev-parse", "HEAD").strip()
    assert run(tmp_path / "fresh", "create", str(repo), "--name", "proj").returncode == 0
    clean[second] = _kb(tmp_path / "fresh")

    reference = tmp_path / "reference"
    subprocess.run(["cp", "-a", str(tmp_path / "base"), str(reference)], check=True)
    duration = timed(reference, "update", "proj")
    assert _kb(reference) == clean[second]
    for number, fraction in enumerate(FRACTIONS):
        home = tmp_path / f"home{number}"
        subprocess.run(["cp", "-a", str(tmp_path / "base"), str(home)], check=True)
        killed(home, duration * fraction, "update", "proj")
        if store.read_meta(home / "proj") is None:  # killed while applying the staged change
            assert (home / "proj" / store.PENDING / "READY").exists()
        check_consistent(home, clean)
        result = run(home, "update", "proj")
        assert result.returncode == 0, result.stderr
        assert _kb(home) == clean[second]


_KILL_BEFORE_META = """
import os, signal, sys
from pathlib import Path
from rk_action.cli import main

meta = Path(sys.argv[1]) / "proj" / "_meta.md"
replace = os.replace

def replace_then_die(source, target):  # a SIGKILL just before `_meta.md` lands
    if Path(target) == meta:
        os.kill(os.getpid(), signal.SIGKILL)
    replace(source, target)

os.replace = replace_then_die
main(["--home", sys.argv[1], "update", "proj"])
"""


def test_an_update_killed_before_its_meta_lands_has_written_the_registry_row(
        tmp_path: Path) -> None:
    """The registry's row is written before `_meta.md`, whose arrival marks the change done:
    killed between the two, the project is not claimed, and its row already says what the
    change set's `_meta.md` says."""
    repo = make_repo(tmp_path / "repo", {f"pkg/mod_{i}.py": module(i, 1) for i in range(4)})
    home = tmp_path / "home"
    assert run(home, "create", str(repo), "--name", "proj").returncode == 0
    write_files(repo, {"pkg/mod_9.py": module(9, 1)})
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "one more module")
    killed_run = subprocess.run([sys.executable, "-c", _KILL_BEFORE_META, str(home)],
                                capture_output=True, text=True, env=_env())
    assert killed_run.returncode == -signal.SIGKILL, killed_run.stderr
    staged = store.parse_meta((home / "proj" / store.PENDING / "_meta.md").read_text("utf-8"))
    assert store.read_meta(home / "proj") is None
    rows = {row.project: row for row in store.read_registry(home)}
    assert rows["proj"].docs == int(staged["total_docs"]) == 12 * 5 + 2  # and 2 overviews
    assert run(home, "update", "proj").returncode == 0
    assert store.read_meta(home / "proj") == staged


def test_a_change_set_with_a_malformed_list_is_discarded_whole(tmp_path: Path) -> None:
    """A READY change set whose list of deletions is not one (a hand edit, a docs branch
    someone pushed) is discarded before anything of it is applied, with a warning naming the
    file: `_meta.md` and the docs stay as they were, and the update goes on. It failed with a
    traceback, every time, after removing `_meta.md`."""
    repo = make_repo(tmp_path / "repo", {f"pkg/mod_{i}.py": module(i, 1) for i in range(2)})
    home = tmp_path / "home"
    assert run(home, "create", str(repo), "--name", "proj").returncode == 0
    before = tree_text(home)
    for listed in ("not json", "[" * 100_000, '["docs/pkg/task-0-1.md", 7]', '{"a": 1}'):
        pending = home / "proj" / store.PENDING
        write_files(pending, {"READY": "", "deletes.json": listed,
                              "docs/pkg/task-0-1.md": "staged\n"})
        result = run(home, "update", "proj")
        assert result.returncode == 0, result.stderr
        assert f"Warning: {pending / 'deletes.json'}: " in result.stderr
        assert "the unfinished change set was discarded" in result.stderr
        assert "Traceback" not in result.stderr
        assert not pending.exists()
        assert tree_text(home) == before
