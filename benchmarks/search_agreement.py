"""Benchmark: the terminal, `search --json` and the site's search box agree on the CoSQA dev set.

    python benchmarks/search_agreement.py [--work /tmp/rk-bench/agreement] [--tune]

Builds the CoSQA repository (`shared/eval`, one module per corpus function, as `cosqa_eval.py`
does), indexes it with `rk-action create`, and asks every dev query three ways: `search
--queries --json --no-learn` (one process), `search QUERY --no-learn` as the terminal shows it,
and the search box of the site built from the same knowledge base, in headless Chromium
(Debian's `/usr/bin/chromium`), typed into the box as a reader does. It prints how many queries
show the same results in the same order with the same one verified, the results shown on
average, and MRR@10 and hit@1/3/10 of what is shown, on the whole split and on each half (even
and odd positions in the dev file).

`--tune` also prints the same figures, in process, for other values of the cut-off
(`rank.KEEP_PERCENT`): how it was chosen (tuned on one half, checked on the other; it must not
lower MRR@10 on either). Not a test; not run in CI.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import io
import json
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

from rk_action.cli import main as rk_main
from rk_action.search import rank as ranking
from rk_action.search.display import code_spans
from rk_action.search.engine import ProjectSearch
from rk_action.site import build_site

EVAL = Path(__file__).resolve().parents[2] / "shared" / "eval"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
# Runs in the page: each query delivered to the box as typing does (an input event), then what
# the box shows once the site marks the query done.
ASK_ALL = """async queries => {
  const box = document.querySelector('[data-rk-search]');
  const input = box.querySelector('input.md-search__input');
  const shown = [];
  for (const query of queries) {
    box.dataset.rkDone = '';
    input.value = query;
    input.dispatchEvent(new Event('input', {bubbles: true}));
    while (box.dataset.rkDone !== query) await new Promise(done => setTimeout(done, 2));
    shown.push({layer: Number(box.dataset.rkLayer), results: [
      ...box.querySelectorAll('.md-search-result__item')].map(item => [
        item.querySelector('.rk-result__name').textContent,
        item.querySelector('.rk-result__where').textContent,
        item.querySelector('.rk-result__label').textContent === 'verified',
        item.querySelector('.rk-result__description').textContent])});
  }
  return shown;
}"""
Shown = tuple[int, list[tuple[str, str, bool, str]]]
"""A query's layer and results as (identifier, place, verified, description as shown)."""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def corpus_path(index: int) -> str:
    """Where corpus function `index` lives: a folder per hundred functions. (`cosqa_eval.py`
    puts all 6,267 in one folder; a site's navigation lists a page's folder on every page of it,
    so one folder of 6,267 files costs MkDocs hours. The folder names move MRR@10 by less than
    0.001: 0.4535 here, 0.4543 in one folder.)"""
    return f"corpus/c{index // 100:02d}/c{index:04d}.py"


def build(work: Path, eval_dir: Path) -> tuple[Path, list[dict[str, Any]]]:
    """The CoSQA repository and knowledge base under `work` (made once); the home and queries."""
    repo, home = work / "repo", work / "home"
    if not repo.exists():
        corpus = json.loads((eval_dir / "cosqa-code-corpus.json").read_text(encoding="utf-8"))
        for code, index in corpus.items():
            path = repo / corpus_path(index)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(code) + "\n")
        env = {**os.environ, "GIT_AUTHOR_DATE": "2021-01-01T00:00:00Z",
               "GIT_COMMITTER_DATE": "2021-01-01T00:00:00Z"}
        for command in (["init", "-q", "-b", "main"], ["add", "-A"],
                        ["-c", "user.name=eval", "-c", "user.email=eval@example.com", "commit",
                         "-q", "-m", "corpus"]):
            subprocess.run(["git", *command], cwd=repo, env=env, check=True)
    if not (home / "cosqa" / "_meta.md").exists():
        subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), "create",
                        str(repo), "--name", "cosqa"], check=True, capture_output=True)
    queries = json.loads((eval_dir / "cosqa-retrieval-dev-500.json").read_text(encoding="utf-8"))
    return home, queries


def cli(home: Path, *args: str) -> str:
    """What `rk-action --home HOME ARGS` prints (in process: the CLI's own code)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = rk_main(["--home", str(home), *args])
    if code != 0:
        raise SystemExit(f"rk-action {' '.join(args)} failed ({code})")
    return out.getvalue()


def as_json(home: Path, texts: list[str], work: Path) -> list[tuple[Shown, list[str]]]:
    """Each query's results in `search --json` (a separate process, as a tool runs it), and the
    sources shown."""
    listing = work / "queries.txt"
    listing.write_text("".join(f"{text}\n" for text in texts), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), "search",
                          "--queries", str(listing), "--project", "cosqa", "--top", "10",
                          "--json", "--no-learn"], check=True, capture_output=True, text=True)
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    return [((a["layer"], [(r["symbol"] or r["name"],
                            f"{r['source']}:{r['lines'][0]}-{r['lines'][1]}",
                            bool(r.get("verified")),
                            "".join(piece for piece, _ in code_spans(r["description"])))
                           for r in a["results"]]), [r["source"] for r in a["results"]])
            for a in answers]


def on_terminal(home: Path, text: str) -> Shown:
    """One query's results as `search QUERY` prints them (not on a terminal)."""
    lines = cli(home, "search", text, "--project", "cosqa", "--top", "10", "--no-learn")
    header, *rest = lines.splitlines()
    layer = int(header.split("answered by layer ", 1)[1][0])
    results = []
    for first, second in zip(rest[::2], rest[1::2], strict=True):
        _, _, shown = first.partition(". ")
        place_and_label, _, _ = shown.rpartition("]")
        body, _, label = place_and_label.rpartition("  [")
        identifier, _, where = body.rpartition("  ")
        results.append((identifier, where, label == "verified",
                        "".join(piece for piece, _ in code_spans(second[5:]))))
    return layer, results


def in_the_box(home: Path, texts: list[str], work: Path) -> list[Shown]:
    """Each query's results in the site's search box, in headless Chromium."""
    from playwright.sync_api import sync_playwright

    site = work / "site"
    build_site(home, "cosqa", site)
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_port}/")
            page.click("input.md-search__input")
            page.keyboard.type(texts[0])
            page.wait_for_function(
                "q => document.querySelector('[data-rk-search]').dataset.rkDone === q",
                arg=texts[0])
            shown = page.evaluate(ASK_ALL, texts)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return [(one["layer"], [tuple(result) for result in one["results"]]) for one in shown]


def quality(ranks: list[int | None], shown: list[int]) -> str:
    count = len(ranks)
    mrr = sum(1 / r for r in ranks if r) / count
    hits = [sum(1 for r in ranks if r and r <= k) / count for k in (1, 3, 10)]
    return (f"MRR@10 {mrr:.4f}, hit@1/3/10 {hits[0]:.3f}/{hits[1]:.3f}/{hits[2]:.3f}, "
            f"{sum(shown) / count:.2f} results shown on average")


def report_quality(queries: list[dict[str, Any]], sources: list[list[str]]) -> None:
    """MRR@10 and hit@k of what is shown, on the split and on each half."""
    ranks = [next((n for n, source in enumerate(shown, 1)
                   if source == corpus_path(q["retrieval_idx"])), None)
             for q, shown in zip(queries, sources, strict=True)]
    counts = [len(shown) for shown in sources]
    for name, part in (("all", slice(None)), ("even half", slice(0, None, 2)),
                       ("odd half", slice(1, None, 2))):
        print(f"  {name:9}  {quality(ranks[part], counts[part])}")


def tune(home: Path, queries: list[dict[str, Any]], texts: list[str]) -> None:
    """The figures for other cut-offs, in process (learning nothing)."""
    search = ProjectSearch(home, "cosqa")
    chosen = ranking.KEEP_PERCENT
    try:
        for percent in (0, 30, 35, 40, 45, 50, 55, 60, 65, 70):
            ranking.KEEP_PERCENT = percent
            sources = [[hit.source for hit in search.search(text, 10, learn=False).results]
                       for text in texts]
            print(f"KEEP_PERCENT {percent}{' (chosen)' if percent == chosen else ''}:")
            report_quality(queries, sources)
    finally:
        ranking.KEEP_PERCENT = chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--work", default="/tmp/rk-bench/agreement")
    parser.add_argument("--eval", default=str(EVAL), help="the folder of shared/eval")
    parser.add_argument("--tune", action="store_true")
    args = parser.parse_args()
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    home, queries = build(work, Path(args.eval))
    texts = [q["doc"].replace("\n", " ") for q in queries]
    json_answers = as_json(home, texts, work)
    terminal = [on_terminal(home, text) for text in texts]
    boxes = in_the_box(home, texts, work)
    pairs = {
        "JSON and terminal": [a == b for (a, _), b in zip(json_answers, terminal, strict=True)],
        "JSON and box": [a == b for (a, _), b in zip(json_answers, boxes, strict=True)],
        "terminal and box": [a == b for a, b in zip(terminal, boxes, strict=True)]}
    print(f"{len(texts)} CoSQA dev queries (KEEP_PERCENT {ranking.KEEP_PERCENT}):")
    for name, same in pairs.items():
        print(f"  {name:17}  {sum(same)}/{len(same)} agree (results, order, the verified one)")
        for number in [n for n, ok in enumerate(same) if not ok][:3]:
            print(f"    differs: {texts[number]!r}")
    verified = sum(any(r[2] for r in shown[1]) for shown, _ in json_answers)
    print(f"  {verified} queries have a verified result; none has more than one: "
          f"{all(sum(r[2] for r in shown[1]) <= 1 for shown, _ in json_answers)}")
    report_quality(queries, [sources for _, sources in json_answers])
    if args.tune:
        tune(home, queries, texts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
