"""Benchmark: CoSQA dev MRR@10 and hit@1/3/10 over all queries and their even/odd halves.

    python benchmarks/cosqa_halves.py [--python PY] [--work /tmp/rk-cosqa]

Builds the CoSQA corpus of `../shared/eval` (one module per function) into a git repository,
documents it with `PY -m rk_action create` (default: the running Python) and runs the 500 dev
queries through `search --no-learn`. The halves show whether a change helps both halves of the
split or only one (a sign of tuning to particular queries). Not a test; not run in CI.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

EVAL = Path(__file__).resolve().parents[2] / "shared" / "eval"


def build(corpus: dict[str, int], repo: Path, env: dict[str, str]) -> None:
    (repo / "corpus").mkdir(parents=True)
    for code, index in corpus.items():
        (repo / "corpus" / f"c{index:04d}.py").write_text(textwrap.dedent(code) + "\n")
    for cmd in (["init", "-q", "-b", "main"], ["add", "-A"],
                ["-c", "user.name=e", "-c", "user.email=e@x", "commit", "-q", "-m", "c"]):
        subprocess.run(["git", *cmd], cwd=repo, env=env, check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--work", default="/tmp/rk-cosqa")
    parser.add_argument("--eval", default=str(EVAL))
    args = parser.parse_args()
    evaluation, work = Path(args.eval), Path(args.work)
    corpus = json.loads((evaluation / "cosqa-code-corpus.json").read_text())
    queries = json.loads((evaluation / "cosqa-retrieval-dev-500.json").read_text())
    env = {**os.environ, "GIT_AUTHOR_DATE": "2021-01-01T00:00:00Z",
           "GIT_COMMITTER_DATE": "2021-01-01T00:00:00Z"}
    repo, home = work / "repo", work / "home"
    if not repo.exists():
        build(corpus, repo, env)
    shutil.rmtree(home, ignore_errors=True)
    rk = [args.python, "-m", "rk_action", "--home", str(home)]
    subprocess.run([*rk, "create", str(repo), "--name", "cosqa"], env=env, check=True,
                   capture_output=True)
    listed = work / "queries.txt"
    listed.write_text("".join(q["doc"].replace("\n", " ") + "\n" for q in queries))
    out = subprocess.run([*rk, "search", "--queries", str(listed), "--project", "cosqa", "--top",
                          "10", "--json", "--no-learn"], env=env, check=True,
                         capture_output=True, text=True).stdout
    ranks: list[int | None] = []
    for query, answer in zip(queries, (json.loads(line) for line in out.splitlines()), strict=True):
        sources = [result["source"] for result in answer["results"]]
        target = f"corpus/c{query['retrieval_idx']:04d}.py"
        ranks.append(sources.index(target) + 1 if target in sources else None)
    for name, part in (("all", slice(None)), ("even", slice(0, None, 2)),
                       ("odd", slice(1, None, 2))):
        chosen = ranks[part]
        mrr = sum(1 / rank for rank in chosen if rank) / len(chosen)
        hits = [sum(1 for rank in chosen if rank and rank <= k) / len(chosen) for k in (1, 3, 10)]
        print(f"{name:5} MRR@10 {mrr:.4f} hit@1/3/10 "
              + "/".join(f"{hit:.3f}" for hit in hits))
    return 0


if __name__ == "__main__":
    sys.exit(main())
