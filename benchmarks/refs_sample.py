"""Reference resolution, judged by hand: a seeded sample of the edges of real code bases.

    python benchmarks/refs_sample.py [--only NAME ...] [--sample 20] [--src-dir /tmp/rk-src]
        [--work /tmp/rk-bench]

For each corpus of `coverage.py` (requests, click, flask, express, rxjs, cobra, serde by
default): fetch it (once), copy the files the corpus keeps into a one-commit git repository,
run `create` (static), and print how many pages and resolved edges it has, then `--sample`
random edges (seeded, so a rerun shows the same ones), each with the caller's code lines that
name the callee. A reader judges each: is the callee the entity the code really calls,
constructs, inherits from or uses? (An edge printed without a line is an inheritance, a
decorator or a type the code names without calling it.) Precision = right edges / edges
judged. Not a test; not run in CI; exits 0.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

from coverage import CORPORA, fetch
from rk_action import store
from rk_action.create import create


def git_repo(root: Path, include: tuple[str, ...], dest: Path) -> Path:
    """A one-commit repository at `dest` of `root`'s kept parts (all of it without `include`)."""
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for part in include or (".",):
        source = root / part
        if source.is_dir():
            shutil.copytree(source, dest / part, dirs_exist_ok=True, symlinks=True)
        elif source.is_file():
            (dest / part).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / part)
    env = ["-c", "user.name=bench", "-c", "user.email=bench@example.com"]
    for command in (["init", "-q"], ["add", "-A"], [*env, "commit", "-q", "-m", "import"]):
        subprocess.run(["git", *command], cwd=dest, check=True, stdout=subprocess.DEVNULL)
    return dest


def sample(project: Path, count: int, seed: int) -> None:
    meta = store.read_meta(project) or {}
    graph = store.read_graph(project, meta.get("last_commit", ""))
    if graph is None:
        print("  the reference graph is unreadable")
        return
    edges = sorted(((doc, ref) for doc, refs in graph.calls.items() for ref in refs),
                   key=lambda edge: (edge[0], edge[1].doc, edge[1].symbol))
    print(f"  pages {len(store.read_index(project))}, edges {len(edges)}")
    for doc, ref in random.Random(seed).sample(edges, min(count, len(edges))):
        page = (project / doc).read_text(encoding="utf-8")
        caller = store.parse_doc_meta(page).get("symbol", "")
        name = ref.symbol.rsplit(".", 1)[-1]
        code = page.split("\n### Calls", 1)[0]
        lines = [line.strip()[:100] for line in code.split("\n")
                 if re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", line)
                 and not line.startswith(("#", "**", "`"))][:2]
        print(f"  - {caller} -> {ref.symbol} ({ref.doc.removeprefix('docs/')}): {lines}")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--sample", type=int, default=20)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--src-dir", type=Path, default=Path("/tmp/rk-src"))
    parser.add_argument("--work", type=Path, default=Path("/tmp/rk-bench"))
    args = parser.parse_args()
    for corpus in CORPORA:
        if (args.only and corpus.name not in args.only) or (corpus.extra and not args.only):
            continue
        root = fetch(corpus, args.src_dir)
        repo = git_repo(root, corpus.include, args.work / f"refs-{corpus.name}")
        home = args.work / f"refs-{corpus.name}-home"
        shutil.rmtree(home, ignore_errors=True)
        create(home, str(repo), corpus.name, jobs=1)
        print(f"{corpus.name}:")
        sample(home / corpus.name, args.sample, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
