"""Benchmark: the index in parts against the one JSON index, timed through the CLI.

    python benchmarks/search_parts_timing.py --base-src DIR [--work /tmp/rk-bench/parts]
        [--runs 3] [--eval ../shared/eval]

`--base-src` is the `src/` of the version to compare with (e.g. `git archive <commit> | tar -x`
into a folder). Both versions run as `python -m rk_action` (this one from the running
Python's install, the base with `PYTHONPATH=DIR`), alternating, and the medians of `--runs`
are printed:
- `create` of CPython's `Lib/` (the repository of `create_cpython.py`), fresh home each time;
- one `search QUERY --json --no-learn` call on it: the first after the create (the base
  builds its `_search.json` there) and a later one;
- the first 200 CoSQA dev questions in one `search --queries FILE --json --no-learn` call on
  the CoSQA knowledge base (`search_agreement.py`'s), after a first search;
and whether both versions printed the same JSON for all 500 CoSQA dev questions (layers 1-4).
Not a test; not run in CI.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

from create_cpython import build_repo
from search_agreement import EVAL, build

QUERY = "parse a URL into its components"


def rk(src: Path | None, home: Path, *args: str) -> tuple[float, str]:
    """Seconds and stdout of one `rk-action` call (`src`: the base version's sources)."""
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1764460800"}
    if src is not None:
        env["PYTHONPATH"] = str(src)
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), *args],
                          env=env, check=True, capture_output=True, text=True)
    return time.perf_counter() - started, done.stdout


def versions(base: Path) -> dict[str, Path | None]:
    return {"before": base, "after": None}


def time_create(base: Path, repo: Path, work: Path, runs: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"create": [], "first": [], "later": []}
    out: dict[str, dict[str, list[float]]] = {v: {k: [] for k in times} for v in ("before",
                                                                                   "after")}
    for _ in range(runs):
        for version, src in versions(base).items():
            home = work / f"home-{version}"
            shutil.rmtree(home, ignore_errors=True)
            out[version]["create"].append(rk(src, home, "create", str(repo), "--name",
                                             "cpython")[0])
            for key in ("first", "later"):
                out[version][key].append(rk(src, home, "search", QUERY, "--json",
                                            "--no-learn")[0])
    return {f"{k} {v}": out[v][k] for k in times for v in out}


def time_queries(base: Path, home: Path, queries: list[str], work: Path,
                 runs: int) -> dict[str, list[float]]:
    listed = work / "queries-200.txt"
    listed.write_text("".join(q + "\n" for q in queries[:200]), encoding="utf-8")
    times: dict[str, list[float]] = {"200 queries before": [], "200 queries after": []}
    for version, src in versions(base).items():
        copy = work / f"cosqa-{version}"
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(home, copy, symlinks=True)
        rk(src, copy, "search", QUERY, "--json", "--no-learn")  # the base's first: its index
    for _ in range(runs):
        for version, src in versions(base).items():
            times[f"200 queries {version}"].append(rk(
                src, work / f"cosqa-{version}", "search", "--queries", str(listed),
                "--project", "cosqa", "--json", "--no-learn")[0])
    return times


def same_answers(base: Path, work: Path, queries: list[str]) -> str:
    listed = work / "queries-500.txt"
    listed.write_text("".join(q + "\n" for q in queries), encoding="utf-8")
    outputs = [rk(src, work / f"cosqa-{version}", "search", "--queries", str(listed),
                  "--project", "cosqa", "--json", "--no-learn")[1].splitlines()
               for version, src in versions(base).items()]
    same = sum(a == b for a, b in zip(*outputs, strict=True))
    return f"same JSON for {same} of {len(queries)} CoSQA dev questions"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--base-src", required=True)
    parser.add_argument("--work", default="/tmp/rk-bench/parts")
    parser.add_argument("--eval", default=str(EVAL))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    work, base = Path(args.work), Path(args.base_src).resolve()
    work.mkdir(parents=True, exist_ok=True)
    repo = work / "cpython"
    build_repo(Path(sysconfig.get_paths()["stdlib"]), repo)
    home, queries = build(work / "agreement", Path(args.eval))
    texts = [" ".join(q["doc"].split()) for q in queries]
    figures = time_create(base, repo, work, args.runs)
    figures |= time_queries(base, home, texts, work, args.runs)
    for name, values in figures.items():
        print(f"{name}: median {statistics.median(values):.2f} s of "
              f"{', '.join(f'{v:.2f}' for v in values)}")
    print(same_answers(base, work, texts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
