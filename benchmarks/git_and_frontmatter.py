"""Benchmark: GitPython and python-frontmatter against what rk-action does without them.

    pip install GitPython python-frontmatter   # not dependencies of rk-action
    python benchmarks/git_and_frontmatter.py [--lib DIR] [--runs 5] [--work /tmp/rk-bench]

On the one-commit repository of CPython's `Lib/` that `create_cpython.py` builds (and its
knowledge base, made here when missing), in one run and alternating, times:
- reading every blob of the commit's tree: `gitutil.tree` and `gitutil.read_blobs` (one
  `git ls-tree` and one `git cat-file --batch` fed every id at once) against GitPython
  (`Repo.commit().tree.traverse()` and `Repo.odb.stream`, its persistent `cat-file --batch`
  asked one object at a time);
- reading the frontmatter of every doc page: `store.parse_doc_meta` against
  `frontmatter.loads` (PyYAML's safe loader), and how many pages they read alike;
- the import of each package in a fresh interpreter (a search's CLI start-up pays it).
Prints medians and ratios. Not a test; not run in CI.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import sysconfig
import time
from collections.abc import Callable
from pathlib import Path

from rk_action import gitutil, store
from rk_action.create import create

sys.path.insert(0, str(Path(__file__).resolve().parent))
from create_cpython import build_repo


def ours_blobs(repo: Path) -> int:
    entries = [e for e in gitutil.tree(repo, "HEAD") if e.mode != "160000"]
    return sum(len(data) for data in gitutil.read_blobs(repo, [e.blob for e in entries]))


def gitpython_blobs(repo: Path) -> int:
    import git

    with git.Repo(repo) as handle:
        blobs = [item for item in handle.commit("HEAD").tree.traverse() if item.type == "blob"]
        return sum(len(handle.odb.stream(blob.binsha).read()) for blob in blobs)


def page_texts(project_dir: Path) -> list[str]:
    pages = sorted((project_dir / "docs").rglob("*.md"))
    return [path.read_text(encoding="utf-8") for path in pages]


def ours_frontmatter(texts: list[str]) -> list[dict[str, str]]:
    return [store.parse_doc_meta(text) for text in texts]


def python_frontmatter(texts: list[str]) -> list[dict[str, str]]:
    import frontmatter

    return [{key: str(value) for key, value in frontmatter.loads(text).metadata.items()}
            for text in texts]


def import_seconds(module: str, runs: int) -> float:
    """Median wall time of `python -c 'import module'` minus that of an empty interpreter."""
    def once(code: str) -> float:
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        return time.perf_counter() - started
    return statistics.median(once(f"import {module}") - once("pass") for _ in range(runs))


def timed(runs: int, *jobs: Callable[[], object]) -> list[float]:
    """Median seconds of each job, the jobs alternating within each run."""
    times: list[list[float]] = [[] for _ in jobs]
    for _ in range(runs):
        for number, job in enumerate(jobs):
            started = time.perf_counter()
            job()
            times[number].append(time.perf_counter() - started)
    return [statistics.median(t) for t in times]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lib", type=Path, default=Path(sysconfig.get_paths()["stdlib"]))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/rk-bench"))
    args = parser.parse_args()
    repo, home = args.work / "cpython", args.work / "home-frontmatter"
    build_repo(args.lib, repo)
    if store.read_meta(home / "cpython") is None:
        create(home, str(repo), "cpython")

    size = ours_blobs(repo)
    assert gitpython_blobs(repo) == size, "the two read different bytes"
    ours, theirs = timed(args.runs, lambda: ours_blobs(repo), lambda: gitpython_blobs(repo))
    print(f"blobs of Lib/ ({size / 1e6:.1f} MB): gitutil {ours:.3f} s, GitPython {theirs:.3f} s "
          f"({theirs / ours:.1f} x)")

    texts = page_texts(home / "cpython")
    alike = sum(a == b for a, b in zip(ours_frontmatter(texts), python_frontmatter(texts),
                                       strict=True))
    ours, theirs = timed(args.runs, lambda: ours_frontmatter(texts),
                         lambda: python_frontmatter(texts))
    print(f"frontmatter of {len(texts)} pages: parse_doc_meta {ours:.3f} s, python-frontmatter "
          f"{theirs:.3f} s ({theirs / ours:.0f} x); read alike: {alike}")
    for module in ("git", "frontmatter"):
        print(f"import {module}: {import_seconds(module, args.runs) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
