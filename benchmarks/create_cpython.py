"""Benchmark: static `create` on CPython's `Lib/` against a bare ast-and-write loop.

    python benchmarks/create_cpython.py [--lib DIR] [--runs 3] [--work /tmp/rk-bench]

Builds a git repository from the standard library of the running Python (or `--lib`), then, in
one run and alternating, times:
- `rk-action create` (static summarizer, default `--jobs`, fresh home each time);
- the bare loop: parse every module the product documents with `ast` and write one small file
  per function/class (module and class level), single process.
Prints medians, the ratio (target: create ≤ 1.5 × loop on 2 cores), the entity counts, and the
CPU time of the create's processes (over its wall time: how busy the cores were).
Not a test; not run in CI.
"""

from __future__ import annotations

import argparse
import ast
import os
import resource
import shutil
import statistics
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

from rk_action import scan

SKIP_TOP = {"site-packages", "lib-dynload", "__pycache__"}


def build_repo(lib: Path, repo: Path) -> None:
    """A one-commit git repository holding the `.py` files of `lib` under `Lib/`."""
    if (repo / ".git").is_dir():
        return
    for path in sorted(lib.rglob("*.py")):
        rel = path.relative_to(lib)
        if rel.parts[0] in SKIP_TOP or rel.parts[0].startswith("config-"):
            continue
        target = repo / "Lib" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    env = {**os.environ, "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com",
           "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@example.com"}
    for cmd in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "Lib"]):
        subprocess.run(["git", *cmd], cwd=repo, check=True, env=env)


def documented_files(repo: Path) -> list[Path]:
    files = []
    for path in sorted((repo / "Lib").rglob("*.py")):
        if scan.skip_reason(path.relative_to(repo).as_posix()) is None:
            files.append(path)
    return files


def bare_loop(files: list[Path], out: Path) -> int:
    """Parse each file with ast; write one small file per module/class-level def or class."""
    out.mkdir(parents=True)
    count = 0
    for path in files:
        try:
            tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"))
        except (SyntaxError, ValueError):
            continue
        stack = list(tree.body)
        while stack:
            node = stack.pop()
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                count += 1
                (out / f"{count}.md").write_text(f"# {node.name}\nline {node.lineno}\n")
                if isinstance(node, ast.ClassDef):
                    stack.extend(node.body)
    return count


def clean(folder: Path) -> None:
    """Remove `folder` and flush the removal to disk, so that the next timed step does not pay
    for it."""
    shutil.rmtree(folder, ignore_errors=True)
    os.sync()


def run_create(repo: Path, home: Path) -> tuple[str, float]:
    """The summary line of a create, and the CPU time (user + system) of all its processes."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(
        [sys.executable, "-m", "rk_action", "--home", str(home), "create", str(repo),
         "--name", "cpython"],
        check=True, capture_output=True, text=True,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return proc.stdout.strip(), cpu


def setup(description: str) -> tuple[argparse.Namespace, Path]:
    """The benchmarks' common options, and the CPython repository built under `--work`."""
    parser = argparse.ArgumentParser(description=description.splitlines()[0])
    parser.add_argument("--lib", default=sysconfig.get_paths()["stdlib"])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default="/tmp/rk-bench")
    args = parser.parse_args()
    repo = Path(args.work) / "cpython"
    build_repo(Path(args.lib), repo)
    return args, repo


def main() -> int:
    args, repo = setup(__doc__ or "")
    work = Path(args.work)
    files = documented_files(repo)
    create_times, loop_times, create_cpu = [], [], []
    summary = ""
    entities = 0
    for _ in range(args.runs):
        clean(work / "home")
        started = time.perf_counter()
        summary, cpu = run_create(repo, work / "home")
        create_times.append(time.perf_counter() - started)
        create_cpu.append(cpu)
        clean(work / "bare")
        started = time.perf_counter()
        entities = bare_loop(files, work / "bare")
        loop_times.append(time.perf_counter() - started)
    create_s, loop_s = statistics.median(create_times), statistics.median(loop_times)
    print(f"modules documented: {len(files)}; bare-loop entities: {entities}")
    print(f"rk-action: {summary}")
    print(f"create  median {create_s:.2f}s  runs {[round(t, 2) for t in create_times]}  "
          f"(CPU of all its processes: median {statistics.median(create_cpu):.2f}s)")
    print(f"bare    median {loop_s:.2f}s  runs {[round(t, 2) for t in loop_times]}")
    print(f"ratio create/bare = {create_s / loop_s:.2f}  (target <= 1.5, cores: {os.cpu_count()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
