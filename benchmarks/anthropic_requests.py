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
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.fake_anthropic

from tests.fake_anthropic import FakeAnthropic

from rk_action.cli import main

SDIST = "requests-2.32.3"


def source_repo(src_dir: Path, work: Path) -> Path:
    """A git repository of the requests 2.32.3 sdist (downloaded into `src_dir` if missing)."""
    archive = src_dir / f"{SDIST}.tar.gz"
    if not archive.exists():
        src_dir.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                        "--no-binary", ":all:", "requests==2.32.3", "-d", str(src_dir)],
                       check=True)
    repo = work / "requests-repo"
    if (repo / ".git").is_dir():
        return repo
    shutil.rmtree(repo, ignore_errors=True)
    with tarfile.open(archive) as tar:
        tar.extractall(work, filter="data")
    (work / SDIST).rename(repo)
    env = {**os.environ, "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com",
           "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@example.com"}
    for cmd in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", SDIST]):
        subprocess.run(["git", *cmd], cwd=repo, check=True, env=env)
    return repo


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
    repo = source_repo(Path(args.src_dir), work)
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
