"""The terminal, `search --json` and the site's search box show the same results, in the same
order, with the same one verified (issue 15): over the polyglot fixture's vector queries, and over
a sample of the CoSQA dev queries when `shared/eval` is beside the repository (set `RK_EVAL_DIR`
to its folder otherwise). `benchmarks/search_agreement.py` runs all 500 CoSQA dev queries.

Needs Chromium on PATH and Playwright for Python (`tests/browser.py`): skipped, saying how to
enable it, without them.
"""

from __future__ import annotations

import json
import os
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from rk_action.search.display import code_spans
from rk_action.site import build_site
from tests.browser import serve
from tests.conftest import RkRunner, make_repo
from tests.search_vectors.make_vectors import PROJECT, QUERIES, build_fixture

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

EVAL_DIR = Path(os.environ.get("RK_EVAL_DIR") or
                Path(__file__).resolve().parents[2] / "shared" / "eval")
SAMPLE_STEP, SAMPLE_SIZE, DISTRACTORS = 17, 30, 400
"""The CoSQA sample: every 17th dev query (30 of them), over a repository of their answers and
the first 400 other functions of the corpus."""
_RESULT_LINE = re.compile(r" *(\d+)\. (.*)  (\S+:\d+-\d+)  \[(\w+)\]")
_HEADER = re.compile(r"(.*): (\d+) results?, answered by layer (\d) \(.*\)")


@dataclass(frozen=True)
class Shown:
    """One result as a reader sees it, wherever it is shown."""

    identifier: str
    where: str
    label: str
    """verified, ranked, source or fallback (the JSON says only whether it is verified)."""
    description: str
    """The text shown: code spans without their backticks."""


def shown_text(description: str) -> str:
    return "".join(piece for piece, _ in code_spans(description))


def from_json(answer: dict[str, Any]) -> tuple[int, list[Shown]]:
    """The layer and results of one `search --json` line (labels: verified or not)."""
    return answer["layer"], [
        Shown(r["symbol"] or r["name"], f"{r['source']}:{r['lines'][0]}-{r['lines'][1]}",
              "verified" if r.get("verified") else "-", shown_text(r["description"]))
        for r in answer["results"]]


def from_terminal(out: str) -> tuple[int, list[Shown]]:
    """The layer and results of the terminal form (not a terminal: descriptions as written)."""
    lines = out.splitlines()
    header = _HEADER.fullmatch(lines[0])
    assert header is not None, lines[0]
    results = []
    for first, second in zip(lines[1::2], lines[2::2], strict=True):
        matched = _RESULT_LINE.fullmatch(first)
        assert matched is not None and second.startswith("     "), (first, second)
        results.append(Shown(matched[2], matched[3], matched[4], shown_text(second[5:])))
    assert len(results) == int(header[2])
    return int(header[3]), results


_ASK_ALL = """async queries => {
    // Each query as the reader's typing delivers it (an input event on the box), then what the
    // box shows once it is done with that query (the site marks it in data-rk-done).
    const box = document.querySelector('[data-rk-search]');
    const input = box.querySelector('input.md-search__input');
    const shown = [];
    for (const query of queries) {
        box.dataset.rkDone = '';
        input.value = query;
        input.dispatchEvent(new Event('input', {bubbles: true}));
        const until = Date.now() + 10000;
        while (box.dataset.rkDone !== query) {
            if (Date.now() > until) throw new Error(`the box never answered ${query}`);
            await new Promise(done => setTimeout(done, 2));
        }
        shown.push({layer: Number(box.dataset.rkLayer), items: [
            ...box.querySelectorAll('.md-search-result__item')].map(item => ({
                identifier: item.querySelector('.rk-result__name').textContent,
                where: item.querySelector('.rk-result__where').textContent,
                label: item.querySelector('.rk-result__label').textContent,
                description: item.querySelector('.rk-result__description').textContent,
                href: item.querySelector('a').getAttribute('href') || ''}))});
    }
    return shown;
}"""


def from_box(page: Page, queries: list[str]) -> list[tuple[int, list[Shown], list[str]]]:
    """The layer, results and link targets the site's search box shows for each query."""
    page.click("input.md-search__input")
    page.keyboard.type(queries[0])  # typed once for real: the box is wired and loaded
    page.wait_for_function(
        "q => document.querySelector('[data-rk-search]').dataset.rkDone === q", arg=queries[0])
    return [(answer["layer"], [Shown(i["identifier"], i["where"], i["label"], i["description"])
                               for i in answer["items"]], [i["href"] for i in answer["items"]])
            for answer in page.evaluate(_ASK_ALL, queries)]


def agree(rk: RkRunner, project: str, home: Path, queries: list[str], tmp_path: Path,
          browser: Browser) -> dict[str, int]:
    """Check that the three forms agree on every query; returns how many results were shown
    and how many queries had a verified one."""
    listing = tmp_path / "queries.txt"
    listing.write_text("".join(f"{q}\n" for q in queries), encoding="utf-8")
    result = rk("search", "--queries", str(listing), "--project", project, "--json",
                "--no-learn", "--top", "10")
    assert result.code == 0, result.err
    answers = [json.loads(line) for line in result.out.splitlines()]
    assert [a["query"] for a in answers] == queries
    site = tmp_path / "site"
    build_site(home, project, site)
    context = browser.new_context()
    with serve(site) as url:
        try:
            page = context.new_page()
            page.goto(url)
            boxes = from_box(page, queries)
        finally:
            context.close()
    totals = {"results": 0, "verified": 0}
    for query, answer, box in zip(queries, answers, boxes, strict=True):
        terminal = rk("search", query, "--project", project, "--no-learn", "--top", "10")
        assert terminal.code == 0, terminal.err
        json_layer, json_results = from_json(answer)
        term_layer, term_results = from_terminal(terminal.out)
        box_layer, box_results, links = box
        assert term_layer == box_layer == json_layer, query
        assert term_results == box_results, query
        assert [(r.identifier, r.where, r.description, r.label == "verified")
                for r in term_results] == [
            (r.identifier, r.where, r.description, r.label == "verified")
            for r in json_results], query
        assert [site_target(link) for link in links] == [
            result_target(r) for r in answer["results"]], query
        assert sum(r.label == "verified" for r in box_results) <= 1
        totals["results"] += len(box_results)
        totals["verified"] += any(r.label == "verified" for r in box_results)
    return totals


def site_target(link: str) -> str:
    """What a result's link in the box points at: `#name` on its folder's page, or the page of
    a folder (its overview)."""
    return link.rsplit("/#", 1)[-1] if "/#" in link else "/" + link.split("/", 3)[-1]


def result_target(result: dict[str, str]) -> str:
    """The same, from a result of `search --json`."""
    if result["name"] != "_overview":
        return result["name"]
    folder = result["doc"].removeprefix("docs/").rpartition("/")[0]
    return f"/{folder}/" if folder else "/"


def test_polyglot_queries_agree(rk: RkRunner, tmp_path: Path, browser: Browser) -> None:
    """Every layer and label occurs: learned aliases, verified, ranked, the source, the
    largest entity; descriptions with code spans."""
    home = build_fixture(tmp_path / "kb")
    rk.home = home
    queries = [q for q in QUERIES if q.strip()]
    totals = agree(rk, PROJECT, home, queries, tmp_path, browser)
    assert totals["verified"] > len(queries) // 2
    assert totals["results"] < 3 * len(queries)  # nothing pads the lists to 10


def _cosqa_sample() -> tuple[list[str], dict[int, str]]:
    """The sample's queries and the functions of its repository (corpus index → code)."""
    queries = json.loads((EVAL_DIR / "cosqa-retrieval-dev-500.json").read_text(encoding="utf-8"))
    corpus = json.loads((EVAL_DIR / "cosqa-code-corpus.json").read_text(encoding="utf-8"))
    by_index = {index: code for code, index in corpus.items()}
    sample = queries[::SAMPLE_STEP][:SAMPLE_SIZE]
    chosen = {q["retrieval_idx"] for q in sample} | set(sorted(by_index)[:DISTRACTORS])
    return ([q["doc"].replace("\n", " ") for q in sample],
            {index: by_index[index] for index in sorted(chosen)})


@pytest.mark.skipif(not (EVAL_DIR / "cosqa-code-corpus.json").exists(),
                    reason=f"the CoSQA data is not in {EVAL_DIR}: set RK_EVAL_DIR to the folder "
                           "of shared/eval to run this test")
def test_cosqa_sample_agrees(rk: RkRunner, tmp_path: Path, browser: Browser) -> None:
    queries, functions = _cosqa_sample()
    repo = make_repo(tmp_path / "cosqa", {f"corpus/c{index:04d}.py": textwrap.dedent(code) + "\n"
                                          for index, code in functions.items()})
    assert rk("create", str(repo), "--name", "cosqa").code == 0
    totals = agree(rk, "cosqa", rk.home, queries, tmp_path, browser)
    assert totals["verified"] > 0
    assert totals["results"] < 10 * len(queries)
