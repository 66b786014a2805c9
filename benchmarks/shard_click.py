"""Check and benchmark: a sharded create of a real package equals a single create.

    python benchmarks/shard_click.py [--shards 3] [--runs 3] [--src-dir /tmp/rk-src]
                                     [--work /tmp/rk-bench]

Downloads the click 8.1.7 sdist (once), makes a one-commit git repository of it, then per run:
a single `create`, and `plan` + `create --shard I/N --out DIR` for every shard + `merge`, each
in a fresh home. Prints whether the two knowledge bases are the same bytes (every file but the
clones), the pages per shard, and the medians of the single create, the slowest shard (the
wall time of a matrix) and the merge. Not a test; not run in CI; exits 0.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import shutil
import statistics
import time
from pathlib import Path

from rk_action.cli import main
from sdist import sdist_repo

SDIST = "click-8.1.7"


def rk(*args: str) -> tuple[float, str]:
    """Run the CLI in process, quietly; (seconds, stdout)."""
    out = io.StringIO()
    started = time.perf_counter()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(list(args))
    if code != 0:
        raise SystemExit(f"rk-action {' '.join(args)} failed ({code})")
    return time.perf_counter() - started, out.getvalue()


def files_of(home: Path) -> dict[str, bytes]:
    return {p.relative_to(home).as_posix(): p.read_bytes() for p in sorted(home.rglob("*"))
            if p.is_file() and p.relative_to(home).parts[0] != "_repos"}


def one_run(repo: Path, work: Path, shards: int) -> tuple[float, list[float], float, bool, list]:
    for name in ("single", "sharded", "partials"):
        shutil.rmtree(work / name, ignore_errors=True)
    single_s, _ = rk("--home", str(work / "single"), "create", str(repo), "--jobs", "1")
    _, planned = rk("--home", str(work / "sharded"), "plan", str(repo), "--shards", str(shards))
    matrix = json.loads(planned)["include"]
    shard_s, partials = [], []
    for job in matrix:
        out = work / "partials" / job["shard"].replace("/", "-of-")
        seconds, _ = rk("--home", str(work / "sharded"), "create", str(repo), "--jobs", "1",
                        "--shard", job["shard"], "--out", str(out))
        shard_s.append(seconds)
        partials.append(str(out))
    merge_s, _ = rk("--home", str(work / "sharded"), "merge", *partials)
    same = files_of(work / "single") == files_of(work / "sharded")
    return single_s, shard_s, merge_s, same, matrix


def main_() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shards", type=int, default=3)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--src-dir", type=Path, default=Path("/tmp/rk-src"))
    parser.add_argument("--work", type=Path, default=Path("/tmp/rk-bench/shard"))
    args = parser.parse_args()
    os.environ.setdefault("SOURCE_DATE_EPOCH", "1764460800")
    args.work.mkdir(parents=True, exist_ok=True)
    repo = sdist_repo("click", "8.1.7", args.src_dir, args.work)
    singles, slowest, merges, verdicts = [], [], [], []
    matrix: list = []
    for _ in range(args.runs):
        single_s, shard_s, merge_s, same, matrix = one_run(repo, args.work, args.shards)
        singles.append(single_s)
        slowest.append(max(shard_s))
        merges.append(merge_s)
        verdicts.append(same)
    docs = len(list((args.work / "sharded").rglob("docs/**/*.md")))
    print(f"click 8.1.7: {docs} docs; {args.shards} shards: "
          + ", ".join(f"{job['shard']} {job['files']} files/{job['bytes']} bytes"
                      for job in matrix))
    print(f"sharded + merged == single create, byte for byte: "
          f"{'yes' if all(verdicts) else 'NO'} ({sum(verdicts)}/{len(verdicts)} runs)")
    single, shard, merge = (statistics.median(v) for v in (singles, slowest, merges))
    print(f"median single create {single:.2f}s; slowest shard {shard:.2f}s; merge {merge:.2f}s; "
          f"matrix wall time (slowest shard + merge) / single = {(shard + merge) / single:.2f}")


if __name__ == "__main__":
    main_()
