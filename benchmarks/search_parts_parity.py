"""Benchmark: the index in parts ranks exactly as the one JSON index did, on the CoSQA dev set.

    python benchmarks/search_parts_parity.py [--work /tmp/rk-bench/agreement] [--drop 300]

Builds (once) the CoSQA repository and knowledge base as `search_agreement.py` does, then for
each of the 500 dev queries compares, in process, the JSON index of `index.build_index` (what
every search read before the parts) with:
- the parts a full build writes (`search.parts.build`, as `create` does);
- the parts a refresh leaves (`search.refresh`, as `update` and layer 4 do): built without
  `--drop` docs spread over the corpus, and whose stamp then changed, then refreshed with them
  back, so that they get ids between the others and the statistics move under the blocks.
Compared: the query's groups, the top 10 (doc path and exact score, in order), the
verification of each of the top 3 and the results `rank.shown` keeps. Prints how many queries
agree on each and the first difference found. Not a test; not run in CI.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path
from typing import Any

from rk_action import store
from rk_action.search import rank as ranking
from rk_action.search.index import build_index
from rk_action.search.parts import build as build_parts
from rk_action.search.records import read_records
from rk_action.search.refresh import refresh
from search_agreement import EVAL, build


def ranking_of(index: Any, query: str) -> tuple[Any, ...]:
    """What a search derives from the index for `query`, with entry positions as doc paths."""
    groups = ranking.query_groups(index, query)
    ranked = ranking.rank(index, query, 10)
    docs = [str(ranking.entry(index, position)["doc"]) for position, _ in ranked]
    verified = [ranking.verify(index, position, query) for position, _ in ranked[:3]]
    shown = [docs[[p for p, _ in ranked].index(p)] for p in ranking.shown(ranked, None, 10)]
    return groups, list(zip(docs, (score for _, score in ranked), strict=True)), verified, shown


def compare(name: str, old: Any, new: Any, queries: list[str]) -> bool:
    same = [0, 0, 0, 0]
    first: tuple[str, Any, Any] | None = None
    for query in queries:
        before, after = ranking_of(old, query), ranking_of(new, query)
        for n in range(4):
            same[n] += before[n] == after[n]
        if before != after and first is None:
            first = (query, before, after)
    print(f"{name}: {len(queries)} queries; same groups {same[0]}, same top 10 (docs and "
          f"scores) {same[1]}, same verification {same[2]}, same shown {same[3]}")
    if first is not None:
        print(f"  first difference: {first[0]!r}\n  before {first[1]}\n  after  {first[2]}")
    return first is None


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--work", default="/tmp/rk-bench/agreement")
    parser.add_argument("--eval", default=str(EVAL))
    parser.add_argument("--drop", type=int, default=300)
    args = parser.parse_args()
    home, queries = build(Path(args.work), Path(args.eval))
    project_dir = home / "cosqa"
    texts = [" ".join(q["doc"].split()) for q in queries]
    records = read_records(project_dir)
    old = build_index(records)
    work = Path(args.work) / "parts"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    for name in ("_index.md", "_meta.md", "docs"):
        source, target = project_dir / name, work / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, target)
    full = build_parts(work, records, "full", len(records))
    ok = compare("full build", old, full, texts)
    step = max(len(records) // max(args.drop, 1), 1)
    dropped = {r.doc for r in records[1::step][:args.drop]}
    build_parts(work, [r for r in records if r.doc not in dropped], "without", len(records))
    entries = store.read_index(work)
    refreshed = refresh(work, "refreshed", sorted(dropped))
    assert len(entries) == refreshed.entry_count, (len(entries), refreshed.entry_count)
    ok = compare(f"refresh adding {len(dropped)} docs back", old, refreshed, texts) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
