"""Benchmark: `create` on N functions with distinct names against N functions all named alike.

    python benchmarks/adversarial.py [--sizes 12000,100000] [--runs 3] [--per-file 10000]
                                     [--work /tmp/rk-bench-adversarial]

For each N, two one-commit repositories of one folder, N functions in files of `--per-file`
functions each (at most the per-file entity limit, so every function is documented): one where
every name differs (`f000001`, `f000002`, …) and one where all are `f000000` (the same bytes
per function), whose pages must be named `f000000.md`, `f000000--<file>.md`,
`f000000--<file>-2.md`, … Times `rk-action create` (static, `--jobs 2`, a fresh home each run)
on the two in turn, the first of a pair alternating, and prints the medians and their ratio:
naming collisions cost O(n), so it stays near 1 however large N grows. Not a test; not run in
CI.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

GIT_ENV = {"GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com",
           "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@example.com"}


def build_repo(repo: Path, count: int, per_file: int, same: bool) -> None:
    """`count` one-line functions in `pkg/mod_<k>.py`, `per_file` a file."""
    if (repo / ".git").is_dir():
        return
    shutil.rmtree(repo, ignore_errors=True)
    (repo / "pkg").mkdir(parents=True)
    for start in range(0, count, per_file):
        lines = [f"def f{0 if same else n + 1:06d}(value):\n    return value + {n}\n\n\n"
                 for n in range(start, min(count, start + per_file))]
        (repo / "pkg" / f"mod_{start // per_file}.py").write_text("".join(lines))
    env = {**os.environ, **GIT_ENV}
    for cmd in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "code"]):
        subprocess.run(["git", *cmd], cwd=repo, check=True, env=env)


def timed_create(repo: Path, home: Path) -> tuple[float, str]:
    shutil.rmtree(home, ignore_errors=True)
    os.sync()  # the removal is not paid for by the timed run
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), "create",
                           str(repo), "--name", "adv", "--jobs", "2"],
                          check=True, capture_output=True, text=True)
    return time.perf_counter() - started, proc.stdout.strip().splitlines()[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", default="12000,100000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--per-file", type=int, default=10_000)
    parser.add_argument("--work", default="/tmp/rk-bench-adversarial")
    args = parser.parse_args()
    work = Path(args.work)
    print(f"{'N':>8} {'distinct s':>11} {'same s':>9} {'same/distinct':>14}")
    for size in (int(n) for n in args.sizes.split(",")):
        times: dict[bool, list[float]] = {False: [], True: []}
        for same in (False, True):
            build_repo(work / f"{'same' if same else 'distinct'}-{size}", size, args.per_file,
                       same)
        for run in range(args.runs):
            # alternate which goes first: this disk slows down under sustained writes
            for same in (False, True) if run % 2 == 0 else (True, False):
                kind = "same" if same else "distinct"
                seconds, summary = timed_create(work / f"{kind}-{size}", work / "home")
                times[same].append(seconds)
        distinct, same_ = statistics.median(times[False]), statistics.median(times[True])
        print(f"{size:>8} {distinct:>11.2f} {same_:>9.2f} {same_ / distinct:>14.2f}   "
              f"(runs: distinct {[round(t, 1) for t in times[False]]}, "
              f"same {[round(t, 1) for t in times[True]]}; last: {summary})")
    shutil.rmtree(work / "home", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
