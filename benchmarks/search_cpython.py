"""Benchmark: search speed on the CPython `Lib/` knowledge base.

    python benchmarks/search_cpython.py [--work /tmp/rk-bench]

Creates the knowledge base afresh (as `create_cpython.py` does: one left by an older version
would time that version's formats), then prints:
- in one process: median and p90 time per query over natural questions (target: p50 ≤ 20 ms);
- the time to load the search index, and of a whole single-query CLI call next to a bare
  `rk-action --version` start-up (the call should be dominated by start-up, not by loading);
- layer 4: in a copy of the knowledge base where the docs of a few modules are gone, the
  median time of questions about them (answered from the source, nothing learned; target
  <= 100 ms) and what each answers;
- the first 200 CoSQA dev questions (`../shared/eval`, when it is there) in one
  `search --queries FILE --json --no-learn` call, median of 3, per question with the
  start-up (target <= 20 ms).
Not a test; not run in CI.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from create_cpython import setup
from rk_action import store
from rk_action.search.engine import ProjectSearch
from rk_action.search.ondisk import open_index

QUESTIONS = [
    "parse a url query string", "copy a directory tree", "compute md5 of a file",
    "read a csv file into rows", "send an email over smtp", "format a date as iso string",
    "escape html characters", "find files matching a pattern", "decode base64 text",
    "create a temporary directory", "join path components", "split a shell command line",
    "convert json to python objects", "compress data with gzip", "wait for a subprocess",
    "get environment variable", "sort a list of dictionaries", "remove a directory recursively",
    "check if a path is a symlink", "generate a random password", "open a url and read it",
    "parse command line arguments", "log a warning message", "wrap text to a width",
]

# Modules whose docs are dropped, and questions about them → the symbol that answers.
GONE = ("Lib/colorsys.py", "Lib/textwrap.py", "Lib/ipaddress.py", "Lib/base64.py")
LAYER4 = {
    "convert rgb color to hsv": "rgb_to_hsv", "convert hls back to rgb": "hls_to_rgb",
    "dedent text remove common indentation": "dedent", "shorten text to a width": "shorten",
    "collapse adjacent ip networks": "collapse_addresses", "encode bytes as base32": "b32encode",
    "decode urlsafe base64": "urlsafe_b64decode", "summarize an ip address range": (
        "summarize_address_range"),
}


def layer4(home: Path, work: Path) -> None:
    """Layer 4's median time and answers, in a copy of `home` without the docs of `GONE`."""
    copy = work / "layer4-home"
    if not copy.exists():
        shutil.copytree(home, copy, symlinks=True)
        project = copy / "cpython"
        entries = ProjectSearch(copy, "cpython").entries.values()
        gone = {e["doc"] for e in entries if e["source"] in GONE}
        kept = [e for e in store.read_index(project) if e.doc not in gone]
        store.write_atomic(project / "_index.md", store.format_index("cpython", kept))
    ProjectSearch(copy, "cpython").search("warm up the imports", 10, learn=False)
    times, right = [], 0
    for question, wanted in LAYER4.items():
        for _ in range(3):  # a fresh search each time: a find not learned stays in its entries
            search = ProjectSearch(copy, "cpython")
            started = time.perf_counter()
            answer = search.search(question, 10, learn=False)
            if answer.layer in (2, 4):  # the source was searched (layer 3 stops before)
                times.append(time.perf_counter() - started)
        first = answer.results[0].symbol if answer.results else ""
        right += first == wanted
        print(f"  layer {answer.layer}: {first:28} {question}")
    print(f"layer 4: median {1000 * statistics.median(times):.0f} ms, max "
          f"{1000 * max(times):.0f} ms over {len(times)} searches of the source "
          "(target <= 100 ms); "
          f"{right}/{len(LAYER4)} answered by the function named")


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - started


def main() -> int:
    args, repo = setup(__doc__ or "")
    home = Path(args.work) / "search-home"
    rk = [sys.executable, "-m", "rk_action", "--home", str(home)]
    for stale in (home, Path(args.work) / "layer4-home"):
        shutil.rmtree(stale, ignore_errors=True)
    subprocess.run([*rk, "create", str(repo), "--name", "cpython"], check=True,
                   capture_output=True)
    open_index(home / "cpython")  # built by the create: only read
    loads = []
    for _ in range(5):
        started = time.perf_counter()
        open_index(home / "cpython")
        loads.append(time.perf_counter() - started)
    search = ProjectSearch(home, "cpython")
    times = []
    for _ in range(3):
        for question in QUESTIONS:
            started = time.perf_counter()
            search.indexed(question, 10, learn=False)
            times.append(time.perf_counter() - started)
    times.sort()
    parts = [p for p in (home / "cpython" / "_search").rglob("*") if p.is_file()]
    print(f"entries: {len(search.entries)}; index in parts: {len(parts)} files, "
          f"{sum(p.stat().st_size for p in parts) / 1e6:.1f} MB")
    print(f"in-process query (layers 1-3): p50 {1000 * statistics.median(times):.1f} ms, "
          f"p90 {1000 * times[int(0.9 * len(times))]:.1f} ms over {len(times)} queries "
          "(target p50 <= 20 ms)")
    print(f"index load: median {1000 * statistics.median(loads):.0f} ms")
    startup = statistics.median(timed([*rk, "--version"]) for _ in range(5))
    single = statistics.median(
        timed([*rk, "search", QUESTIONS[0], "--json", "--no-learn"]) for _ in range(5))
    print(f"CLI: start-up {1000 * startup:.0f} ms, single search {1000 * single:.0f} ms")
    layer4(home, Path(args.work))
    cosqa(rk, Path(args.work))
    return 0


def cosqa(rk: list[str], work: Path) -> None:
    """The first 200 CoSQA dev questions in one `search --queries` call (issue 17's target)."""
    evaluation = Path(__file__).resolve().parents[2] / "shared" / "eval"
    dev = evaluation / "cosqa-retrieval-dev-500.json"
    if not dev.is_file():
        print(f"CoSQA: {dev} is missing, not timed")
        return
    listed = work / "cosqa-200.txt"
    listed.write_text("".join(q["doc"].replace("\n", " ") + "\n"
                              for q in json.loads(dev.read_text())[:200]), encoding="utf-8")
    command = [*rk, "search", "--queries", str(listed), "--project", "cpython", "--json",
               "--no-learn"]
    wall = statistics.median(timed(command) for _ in range(3))
    print(f"200 CoSQA dev questions in one call: {wall:.2f} s, {5 * wall:.1f} ms a question "
          "with the start-up (target <= 20 ms)")


if __name__ == "__main__":
    sys.exit(main())
