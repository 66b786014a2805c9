"""How long create's history walk takes: the commit that last changed each documented file.

    python benchmarks/history_walk.py REPO [REPO…] [--runs 5]

For each repository (a clone with the history it has: full, or shallow), prints the number of
documented files, of distinct commits they were last changed in, of commits walked, and the
median time of `history.last_changes` over all of them. Always exits 0.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from rk_action import gitutil, history, scan


def measure(repo: Path, runs: int) -> str:
    files = [f.path for f in scan.scan_tree(gitutil.tree(repo, "HEAD")).files]
    times, found = [], {}
    for _ in range(runs):
        started = time.perf_counter()
        found = history.last_changes(repo, files)
        times.append(time.perf_counter() - started)
    commits = set(found.values())
    walked = 0
    for commit in history.walk(repo, "HEAD"):
        walked += 1
        commits.discard(commit.id)
        if not commits:
            break
    return (f"{repo}: {len(files)} files, last changed in {len(set(found.values()))} commits, "
            f"{walked} commits walked, median {statistics.median(times) * 1000:.0f} ms "
            f"({runs} runs)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repos", nargs="+", type=Path)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for repo in args.repos:
        print(measure(repo, args.runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
