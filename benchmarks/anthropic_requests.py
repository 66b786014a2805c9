"""Benchmark: how many Messages API requests `create --summarizer anthropic` makes.

    python benchmarks/anthropic_requests.py [--src-dir /tmp/rk-src] [--work /tmp/rk-bench]

Downloads the requests 2.32.3 sdist (once), makes a one-commit git repository of it, and runs
`create --summarizer anthropic` against the test suite's fake Messages API on 127.0.0.1 (the
real SDK, real HTTP). Prints pages, requests, pages per request (target: at least 5, i.e.
requests ≤ pages / 5), the tokens the fake reported, then the same for a rerun (target: 0
requests). Not a test; not run in CI.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.fake_anthropic

from tests.fake_anthropic import FakeAnthropic

from rk_action.cli import main
from sdist import sdist_repo

SDIST = "requests-2.32.3"


def run_create(home: Path, repo: Path, *extra: str) -> tuple[float, str]:
    started = time.perf_counter()
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(["--home", str(home), "create", str(repo), "--name", "requests",
                     "--summarizer", "anthropic", *extra])
    assert code == 0
    return time.perf_counter() - started, out.getvalue()


def main_benchmark() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src-dir", default="/tmp/rk-src")
    parser.add_argument("--work", default="/tmp/rk-bench")
    args = parser.parse_args()
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    repo = sdist_repo("requests", "2.32.3", Path(args.src_dir), work)
    home = work / "anthropic-home"
    shutil.rmtree(home, ignore_errors=True)
    with FakeAnthropic() as fake:
        os.environ["ANTHROPIC_BASE_URL"] = fake.url
        os.environ["ANTHROPIC_API_KEY"] = "sk-ant-benchmark-not-a-real-key"
        seconds, out = run_create(home, repo)
        bodies = fake.messages()
        sizes = [body["messages"][0]["content"].count('<entity id="') for body in bodies]
        pages = sum(sizes)
        print(f"{SDIST}: {pages} pages sent in {len(bodies)} requests ({seconds:.1f}s)")
        print(f"  requests per page: {len(bodies) / pages:.3f} (target ≤ 0.200)")
        print(f"  pages per request: min {min(sizes)}, median {statistics.median(sizes):g}, "
              f"max {max(sizes)}; requests with fewer than 5: {sum(s < 5 for s in sizes)}")
        print("  " + "\n  ".join(line.strip() for line in out.splitlines()
                                 if line.startswith(("Created", "Model", "  tokens:"))))
        before = len(fake.requests)
        seconds, out = run_create(home, repo, "--force")
        print(f"rerun (create --force): {len(fake.requests) - before} requests ({seconds:.1f}s)")


if __name__ == "__main__":
    main_benchmark()
