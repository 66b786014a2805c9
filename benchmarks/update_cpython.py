"""Benchmark: `update` after 1, 10 and 100 changed files of CPython's `Lib/`, against `create`.

    python benchmarks/update_cpython.py [--runs 3] [--work /tmp/rk-bench]

Uses the repository that `create_cpython.py` builds (built here if missing). For each size N it
creates the knowledge base at a base commit, commits a change to N modules (a new function
appended to each, so every changed file has one new entity), and times `rk-action update`.
Prints medians of the create and of each update, and update/create (target: one file ≤ 5 %,
and the times grow with N, not with the repository). Not a test; not run in CI.

The package's modules are byte-compiled first, as `pip install` does: a checkout run with
`PYTHONDONTWRITEBYTECODE` would otherwise compile them again in every command.
"""

from __future__ import annotations

import compileall
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import rk_action
from create_cpython import documented_files, setup


def rk(home: Path, *args: str) -> tuple[float, float]:
    """(wall time of the CLI call, time the command reports for its own work).

    Dirty pages are flushed first, so no command pays for the writes of the one before it (the
    removal of the previous home, most of all)."""
    os.sync()
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), *args],
                         check=True, capture_output=True, text=True).stdout
    own = re.search(r"\((\d+\.\d+)s\)", out)
    return time.perf_counter() - started, float(own.group(1)) if own else 0.0


def git(repo: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com",
           "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@example.com"}
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, text=True,
                          env=env).stdout


def main() -> int:
    args, source = setup(__doc__ or "")
    compileall.compile_dir(Path(rk_action.__file__).parent, quiet=1)
    work = Path(args.work)
    repo = work / "cpython-update"
    shutil.rmtree(repo, ignore_errors=True)
    subprocess.run(["git", "clone", "-q", str(source), str(repo)], check=True)
    base = git(repo, "rev-parse", "HEAD").strip()
    modules = [p.relative_to(source) for p in documented_files(source)]
    home = work / "update-home"
    create_times: list[tuple[float, float]] = []
    update_times: dict[int, list[tuple[float, float]]] = {1: [], 10: [], 100: []}
    for run in range(args.runs):
        for size in update_times:
            git(repo, "reset", "-q", "--hard", base)
            shutil.rmtree(home, ignore_errors=True)
            create_times.append(rk(home, "create", str(repo), "--name", "cpython"))
            step = max(1, len(modules) // size)
            for module in modules[::step][:size]:
                with open(repo / module, "a", encoding="utf-8") as handle:
                    handle.write(f"\n\ndef _benchmark_added_{run}(value):\n    return value\n")
            git(repo, "commit", "-q", "-am", f"change {size} files")
            update_times[size].append(rk(home, "update", "cpython"))
    for label, part in (("CLI wall time", 0), ("work inside the command", 1)):
        create_s = statistics.median(t[part] for t in create_times)
        print(f"{label} (interpreter start and imports {'included' if part == 0 else 'excluded'})")
        print(f"  create  median {create_s:.2f}s  runs {[round(t[part], 2) for t in create_times]}")
        for size, times in update_times.items():
            median = statistics.median(t[part] for t in times)
            print(f"  update {size:>3} files  median {median:.2f}s  "
                  f"runs {[round(t[part], 2) for t in times]}"
                  f"  = {100 * median / create_s:.1f} % of create")
    fastest = min(t[0] for t in create_times)
    one_file = statistics.median(t[0] for t in update_times[1])
    print(f"against the fastest create of this run ({fastest:.2f}s; a disk that throttles "
          f"sustained writes slows the later ones): 1 file = {100 * one_file / fastest:.1f} %")
    print("target: 1 file <= 5 % of create; times grow with the change, not the repository")
    return 0


if __name__ == "__main__":
    sys.exit(main())
