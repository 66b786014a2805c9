"""Concurrent runs and killed runs (issue 14, item 9): two creates into a home that does not
exist yet, a registry left half-written by a kill, and worker processes that must stop with
their parent. Real `rk-action` processes throughout."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rk_action import store
from tests.conftest import RkRunner, make_repo


def _env() -> dict[str, str]:
    return {**os.environ, "SOURCE_DATE_EPOCH": "1764460800"}


def start(home: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "rk_action", "--home", str(home), *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=_env())


def finish(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=60)
    return proc.returncode, out, err


@pytest.fixture(scope="module")
def slow_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Enough code that documenting it with two workers takes seconds (240 files of 8 long
    functions: the work is in the workers, the writing is light)."""
    def module(index: int) -> str:
        return "\n\n".join(
            f'def step_{index}_{n}(value, limit={n}):\n    """Step {n} of {index}."""\n'
            + "".join(f"    value = value * {k} + limit\n" for k in range(120))
            + "    return value\n" for n in range(8))
    root = tmp_path_factory.mktemp("slow") / "repo"
    return make_repo(root, {f"pkg{i % 10}/mod_{i}.py": module(i) for i in range(240)})


def descendants(pid: int) -> set[int]:
    """Every process below `pid`, from /proc (no psutil here)."""
    found: set[int] = set()
    todo = [pid]
    while todo:
        try:
            tasks = list(Path(f"/proc/{todo.pop()}/task").iterdir())
        except OSError:  # it ended since its parent listed it (a short `git` call)
            continue
        for task in tasks:
            try:
                children = {int(c) for c in (task / "children").read_text().split()}
            except OSError:
                continue
            todo += sorted(children - found)
            found |= children
    return found


def alive(pid: int) -> bool:
    """Whether `pid` still runs (a zombie waiting to be reaped does not)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


def working_processes(proc: subprocess.Popen[str], count: int) -> set[int]:
    """Wait until `proc` has at least `count` processes below it, and return them."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        below = descendants(proc.pid)
        if len(below) >= count and proc.poll() is None:
            time.sleep(0.5)  # the workers are at work, not just forked
            return descendants(proc.pid) | below
        time.sleep(0.05)
    raise AssertionError(f"no workers appeared: {proc.poll()}")


def gone_within(pids: set[int], seconds: float) -> set[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(alive(p) for p in pids):
        time.sleep(0.05)
    return {p for p in pids if alive(p)}


def test_two_creates_into_a_new_home(tmp_path: Path) -> None:
    """Both start before the home exists: one creates the project, the other waits for it and
    then refuses as it would on any complete project (DESIGN §3), never with a traceback."""
    repo = make_repo(tmp_path / "repo", {f"pkg/mod_{n}.py": f"def f_{n}():\n    return {n}\n"
                                         for n in range(30)})
    for attempt in range(4):
        home = tmp_path / f"new-{attempt}" / "home"
        runs = [start(home, "create", str(repo), "--name", "proj") for _ in range(2)]
        results = sorted(finish(proc) for proc in runs)
        (ok, ok_out, ok_err), (refused, _out, err) = results
        assert (ok, refused) == (0, 1), results
        assert ok_out.startswith("Created proj: 30 docs"), ok_err
        assert "Traceback" not in ok_err + err
        assert err.splitlines()[-1] == ("Error: project 'proj' already exists; run `rk-action "
                                        "update proj` to bring it up to date, or `create "
                                        "--force` to rebuild it"), err
        assert sorted(p.name for p in home.iterdir()) == ["_registry.md", "_repos", "proj"]
        assert [p.name for p in (home / "_repos").iterdir()] == ["proj"]


def test_a_failed_create_beside_a_good_one_in_a_new_home(tmp_path: Path) -> None:
    """A create that fails removes the home it made, even while another run waits for it:
    that run then locks and fills the home made anew, never writing into a deleted folder."""
    repo = make_repo(tmp_path / "repo", {"pkg/mod.py": "def f():\n    return 1\n"})
    missing = (tmp_path / "missing.git").as_uri()  # git fails to clone it, in the lock
    for attempt in range(4):
        home = tmp_path / f"new-{attempt}"
        bad = start(home, "create", missing, "--name", "proj")
        good = start(home, "create", str(repo), "--name", "proj")
        code, _out, err = finish(good)
        assert code == 0, err
        code, _out, err = finish(bad)
        last = err.splitlines()[-1]  # depending on which run locked the home first
        assert code == 1 and last.startswith(("Error: git clone failed",
                                              "Error: project 'proj' already exists")), err
        assert store.read_meta(home / "proj") is not None
        assert [row.project for row in store.read_registry(home)] == ["proj"]


def test_a_registry_left_by_a_kill_is_recovered(rk: RkRunner, tmp_path: Path) -> None:
    """The state a kill at `_registry.md`'s rename leaves (`store.write_atomic`: the new text
    in `.tmp-<pid>-_registry.md`, the old `_registry.md`, the project's `_meta.md` already
    written), and a delete killed after removing the folders: `list` shows the projects as
    they are, and the next writer rewrites the registry and removes the temp file."""
    for name in ("alpha", "beta"):
        make_repo(tmp_path / name, {"lib/code.py": f"def {name}():\n    return 1\n"})
    assert rk("create", str(tmp_path / "alpha")).code == 0
    before = (rk.home / "_registry.md").read_text()
    assert rk("create", str(tmp_path / "beta")).code == 0
    clean = (rk.home / "_registry.md").read_text()
    assert "| beta |" in clean
    temp = rk.home / ".tmp-4242-_registry.md"
    (rk.home / "_registry.md").rename(temp)
    (rk.home / "_registry.md").write_text(
        before.replace("| 3 |", "| 7 |") + "| gone | /nowhere.git | 2025-11-01 | 3 |\n")
    listed = rk("list", "--json")
    assert listed.code == 0
    # one doc each, and the overviews of lib/ and of the root
    assert [(row["project"], row["docs"]) for row in json.loads(listed.out)] == [
        ("alpha", 3), ("beta", 3)]
    assert rk("search", "beta", "--project", "beta", "--no-learn").code == 0
    assert rk("update", "alpha").out == "Already up to date\n"
    assert (rk.home / "_registry.md").read_text() == clean
    assert not temp.exists()
    assert sorted(p.name for p in rk.home.iterdir()) == ["_registry.md", "_repos", "alpha",
                                                         "beta"]


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL],
                         ids=lambda sig: sig.name)
def test_workers_stop_with_their_parent(
    tmp_path: Path, slow_repo: Path, sig: signal.Signals,
) -> None:
    """SIGTERM and Ctrl-C end the run and its workers at once (`Error: …`, no traceback);
    after a SIGKILL of the run the workers notice and exit. `_meta.md` is not written, so the
    next create resumes the project (test_crash)."""
    home = tmp_path / "home"
    proc = start(home, "create", str(slow_repo), "--name", "proj", "--jobs", "2")
    try:
        workers = working_processes(proc, 2)
        os.kill(proc.pid, sig)
        proc.wait(10)
        assert gone_within(workers, 5) == set()
    finally:
        if proc.poll() is None:
            proc.kill()
    _out, err = proc.communicate()
    assert not (home / "proj" / "_meta.md").exists()
    if sig != signal.SIGKILL:
        assert "Traceback" not in err, err
        assert err.splitlines()[-1] == ("Error: terminated" if sig == signal.SIGTERM
                                        else "Error: interrupted")
        assert proc.returncode == (143 if sig == signal.SIGTERM else 130)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=lambda sig: sig.name)
def test_a_run_waiting_on_the_model_stops_at_once(tmp_path: Path, sig: signal.Signals) -> None:
    """A model API that never answers held a run asked to stop (SIGTERM, Ctrl-C) for as long
    as its requests' timeouts: minutes, until a second signal or a kill."""
    import socket

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)  # accepts, and never answers
    repo = make_repo(tmp_path / "repo", {f"m{i}.py": f"def f{i}(x):\n    return x + {i}\n"
                                         for i in range(6)})
    home = tmp_path / "home"
    env = {**os.environ, "ANTHROPIC_BASE_URL": f"http://127.0.0.1:{listener.getsockname()[1]}",
           "ANTHROPIC_API_KEY": "sk-ant-test"}
    proc = subprocess.Popen([sys.executable, "-m", "rk_action", "--home", str(home), "create",
                             str(repo), "--summarizer", "anthropic"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    try:
        listener.settimeout(60)
        connection, _ = listener.accept()  # a request is in flight, and stays so
        os.kill(proc.pid, sig)
        proc.wait(15)
    finally:
        if proc.poll() is None:
            proc.kill()
        listener.close()
    connection.close()
    _out, err = proc.communicate()
    assert "Traceback" not in err, err
    assert err.splitlines()[-1] == ("Error: terminated" if sig == signal.SIGTERM
                                    else "Error: interrupted")
    assert proc.returncode == (143 if sig == signal.SIGTERM else 130)
    assert not (home / "repo" / "_meta.md").exists()
