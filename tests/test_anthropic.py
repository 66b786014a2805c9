"""`--summarizer anthropic` end to end: the real SDK over HTTP to a fake API on 127.0.0.1."""

from __future__ import annotations

import json
import math
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rk_action import store
from rk_action.summarize import anthropic as llm
from rk_action.summarize.prompt import Request
from tests.conftest import RkRunner, check_golden, git, make_repo, tree_text, write_files
from tests.fake_anthropic import Failure, FakeAnthropic, diligent

KEY = "sk-ant-api03-FAKEKEYforTESTS-0123456789abcdefXYZ"
MODEL = "claude-haiku-4-5"


def module(prefix: str, count: int, version: int = 1) -> str:
    """`count` functions of one shape (so every request costs about the same)."""
    return "\n\n".join(
        f'def {prefix}_{n:02d}(value, limit=3):\n    """Scale value number {n:02d}."""\n'
        f"    return value * {version} + limit\n" for n in range(count))


FILES = {
    "pkg/alpha.py": module("alpha", 10),
    "pkg/beta.py": module("beta", 10),
    "pkg/sub/gamma.py": module("gamma", 10) + "\n\nclass Box:\n    def get(self):\n"
                        "        return alpha_01(1)\n",
    "web/app.py": module("delta", 9),
}
PAGES = 40


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
        monkeypatch.setattr(llm, "POLL_SECONDS", (0.02, 0.05))
        monkeypatch.setattr(llm, "BACKOFF_SECONDS", 0.02)
        yield server


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "repo", dict(FILES))


def create(rk: RkRunner, repo: Path, *extra: str) -> tuple[int, str, str]:
    result = rk("create", str(repo), "--name", "proj", "--summarizer", "anthropic",
                "--model", MODEL, *extra)
    return result.code, result.out, result.err


def sent_key(headers: dict[str, str]) -> str:
    """The key a request carried (this SDK sends it as a bearer token, older ones as x-api-key)."""
    return headers.get("x-api-key") or headers.get("Authorization", "").removeprefix("Bearer ")


def docs(rk: RkRunner) -> dict[str, str]:
    """The entity docs (folder overviews aside: no model writes them)."""
    return {rel: text for rel, text in tree_text(rk.home / "proj").items()
            if rel.startswith("docs/") and not rel.endswith("_overview.md")}


def summarizers(rk: RkRunner) -> dict[str, str]:
    return {rel: store.parse_doc_meta(text)["summarizer"] for rel, text in docs(rk).items()}


def test_model_answers_become_the_docs(rk: RkRunner, repo: Path, fake: FakeAnthropic) -> None:
    code, out, err = create(rk, repo)
    assert code == 0, err
    pages = docs(rk)
    assert len(pages) == PAGES
    assert set(summarizers(rk).values()) == {f"anthropic:{MODEL}"}
    alpha = pages["docs/pkg/alpha-01.md"]
    assert "description: Model summary of alpha_01\n" in alpha
    assert "`alpha_01` explained by the model." in alpha
    assert "- `value` — The value to use.\n" in alpha
    assert "- `limit` — The limit to use. Defaults to `3`.\n" in alpha
    index = (rk.home / "proj" / "_index.md").read_text()
    assert "- [alpha-01](docs/pkg/alpha-01.md) — Model summary of alpha_01\n" in index
    meta = (rk.home / "proj" / "_meta.md").read_text()
    assert f"summarizer: anthropic:{MODEL}\n" in meta
    # the protocol: several entities a request, forced tool, cached system prompt, the key sent
    bodies = fake.page_messages()
    assert len(bodies) == math.ceil(PAGES / 10)
    for body in bodies:
        assert body["tool_choice"] == {"type": "tool", "name": "write_docs"}
        assert body["system"][0]["cache_control"] == {"type": "ephemeral"}
        assert body["messages"][0]["content"].count('<entity id="') >= 5
    assert all(sent_key(headers) == KEY for _m, _p, headers, _b in fake.requests)
    assert f"Model {MODEL}: {PAGES} pages described, 0 kept the static summary" in out
    assert "cost $" in out and "tokens:" in out
    check_golden("anthropic", {rel: text.replace(str(repo), "<SOURCE>")
                               for rel, text in tree_text(rk.home).items()})


def test_rerun_update_and_fresh_runner_send_nothing_new(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, tmp_path: Path,
) -> None:
    assert create(rk, repo)[0] == 0
    before, sent = tree_text(rk.home), len(fake.messages())
    code, out, _err = create(rk, repo, "--force")
    assert code == 0 and len(fake.messages()) == sent
    assert f"{PAGES} read back from the docs; 0 API requests" in out
    assert tree_text(rk.home) == before
    assert rk("update", "proj").out == "Already up to date\n"
    assert len(fake.messages()) == sent
    # one function changes, the file's others move down a line: only the changed one is sent
    write_files(repo, {"pkg/beta.py": "\n" + module("beta", 10).replace(
        "value * 1 + limit", "value * 2 + limit", 1)})
    git(repo, "commit", "-qam", "change beta_00")
    # a fresh runner: only the knowledge base (no clone, no cache elsewhere) is carried over
    fresh = RkRunner(rk.capsys, tmp_path / "fresh")
    shutil.copytree(rk.home, fresh.home, ignore=shutil.ignore_patterns("_repos"))
    result = fresh("update", "proj")
    assert result.code == 0, result.err
    sent_now = fake.messages()[sent:]
    assert len(sent_now) == 1 and sent_now[0]["messages"][0]["content"].count("<entity") == 1
    assert "symbol: beta_00" in sent_now[0]["messages"][0]["content"]
    assert set(summarizers(fresh).values()) == {f"anthropic:{MODEL}"}
    assert "lines: 2-4" in (fresh.home / "proj" / "docs/pkg/beta-00.md").read_text()


def test_rate_limits_overload_and_timeouts_are_retried(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(llm, "REQUEST_TIMEOUT_SECONDS", 0.5)
    fake.failures = [Failure(429, {"retry-after-ms": "30"}), Failure(529, {"retry-after": "0.05"}),
                     Failure(200, delay=1.5)]  # the third answers too late: a timeout
    code, _out, err = create(rk, repo)
    assert code == 0, err
    assert set(summarizers(rk).values()) == {f"anthropic:{MODEL}"}
    assert len(fake.page_messages()) == math.ceil(PAGES / 10) + 3
    assert "Warning" not in err


def test_an_api_failing_for_ever_costs_seconds_and_leaves_static_docs(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(llm, "BACKOFF_SECONDS", 0.2)  # real backoff shape, shorter
    fake.always = Failure(500)
    started = time.perf_counter()
    code, out, err = create(rk, repo)
    assert code == 0
    assert time.perf_counter() - started < 20
    assert set(summarizers(rk).values()) == {"static"}
    assert "failed 3 requests in a row (last: HTTP 500, 4 tries each)" in err
    assert len(fake.messages()) <= 4 * llm.ATTEMPTS  # the breaker stopped the others
    assert f"Model {MODEL}: 0 pages described, {PAGES} kept the static summary" in out
    # a later run with a working API upgrades every page
    fake.always = None
    code, out, err = create(rk, repo, "--force")
    assert code == 0 and set(summarizers(rk).values()) == {f"anthropic:{MODEL}"}


def test_malformed_items_and_unknown_ids_fall_back(
    rk: RkRunner, repo: Path, fake: FakeAnthropic,
) -> None:
    def sloppy(entities: list[dict[str, str]]) -> list[object]:
        docs: list[object] = list(diligent(entities))
        bad = {e["symbol"]: i for i, e in enumerate(entities)}
        for symbol, spoil in (("alpha_00", lambda d: d.update(description=42)),
                              ("alpha_01", lambda d: d.update(id="e99")),
                              ("alpha_02", lambda d: d.update(id="../../pkg/alpha-03.md")),
                              ("alpha_03", lambda d: d.update(parameters="value")),
                              ("alpha_04", lambda d: d.update(notes=[1, 2])),
                              ("alpha_05", lambda d: d.pop("description"))):
            if symbol in bad:
                spoil(docs[bad[symbol]])
        if "alpha_06" in bad:  # answered twice: neither answer is trusted
            docs.append({**diligent(entities)[bad["alpha_06"]], "description": "Other"})
        if "beta_00" in bad:  # a whole answer that is not the schema
            return ["not", "items"]
        return docs

    fake.answer = sloppy
    code, _out, err = create(rk, repo)
    assert code == 0, err
    kinds = summarizers(rk)
    static = sorted(rel for rel, kind in kinds.items() if kind == "static")
    expected = [f"docs/pkg/alpha-0{n}.md" for n in range(7)]
    expected += [f"docs/pkg/beta-0{n}.md" for n in range(10)]
    assert static == sorted(expected)
    assert "missing or malformed" in err
    assert not (rk.home / "pkg").exists() and not (rk.home / "proj" / "pkg").exists()
    page = (rk.home / "proj" / "docs/pkg/alpha-00.md").read_text()
    assert "Model summary" not in page and "Scale value number 00" in page


def planned_requests(repo: Path) -> list[Request]:
    """The requests the summarizer will send for the fixture repository, with its estimates."""
    from rk_action.llm_pages import plan_file
    from rk_action.summarize.prompt import plan_requests

    jobs = [job for path in sorted(FILES, key=lambda p: (p.rpartition("/")[0], p))
            for job in plan_file(path, (repo / path).read_bytes()).jobs]
    return plan_requests(jobs, MODEL)


def request_estimate(repo: Path) -> list[float]:
    """What the summarizer will estimate for each request of the fixture repository."""
    from rk_action.summarize.pricing import usage_cost

    return [usage_cost(MODEL, r.input_tokens, r.output_tokens).cost_usd
            for r in planned_requests(repo)]


def as_estimated(requests: list[Request]) -> Callable[[dict[str, Any]], dict[str, int] | None]:
    """A fake's `usage`: each of `requests` costs exactly what was estimated for it."""
    def key(messages: object) -> str:
        return json.dumps(messages, sort_keys=True)

    tokens = {key(r.params["messages"]): (r.input_tokens, r.output_tokens) for r in requests}

    def usage(body: dict[str, Any]) -> dict[str, int] | None:
        found = tokens.get(key(body["messages"]))
        return None if found is None else {
            "input_tokens": found[0], "output_tokens": found[1],
            "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
    return usage


def test_the_cost_cap_stops_calls(rk: RkRunner, repo: Path, fake: FakeAnthropic) -> None:
    estimates = request_estimate(repo)
    assert len(estimates) == 4 and max(estimates) < min(estimates) * 1.2
    cap = sum(sorted(estimates)[-2:]) * 1.05  # room for two requests, never three
    # Each answer costs its estimate: whether the third request is counted in while two are in
    # flight (their estimates) or after they answered (their costs), it passes the cap.
    fake.usage = as_estimated(planned_requests(repo))
    code, out, err = create(rk, repo, "--max-cost-usd", f"{cap:.6f}")
    assert code == 0, err
    assert len(fake.messages()) == 2 and all(map(fake.usage, fake.messages()))
    kinds = list(summarizers(rk).values())
    assert kinds.count(f"anthropic:{MODEL}") == 20 and kinds.count("static") == 20
    assert f"--max-cost-usd {cap:.6f}".rstrip("0") in err
    spent = float(out.split("cost $")[1].split()[0])
    assert 0 < spent <= cap
    # no budget at all: no call
    code, out, err = create(rk, repo, "--force", "--max-cost-usd", "0")
    assert code == 0 and len(fake.messages()) == 2


def test_batches_api_flow(rk: RkRunner, repo: Path, fake: FakeAnthropic) -> None:
    fake.batch_errors = {"r1"}
    code, out, err = create(rk, repo, "--batch-api")
    assert code == 0, err
    assert fake.page_messages() == []
    posts = [body for method, path, _h, body in fake.requests
             if method == "POST" and path == "/v1/messages/batches"]
    assert len(posts) == 1 and [r["custom_id"] for r in posts[0]["requests"]] == [
        "r0", "r1", "r2", "r3"]
    assert all(r["params"]["tool_choice"]["name"] == "write_docs" for r in posts[0]["requests"])
    polls = [p for method, p, _h, _b in fake.requests if method == "GET"]
    assert polls.count("/v1/messages/batches/msgbatch_1") >= 3
    assert "/v1/messages/batches/msgbatch_1/results" in polls
    kinds = summarizers(rk)
    assert sum(kind == "static" for kind in kinds.values()) == 10  # the errored request's pages
    assert "batch requests ended as errored" in err
    assert "Batch msgbatch_1: 0/4 requests done" not in out  # progress goes to stderr


def test_update_with_a_key_upgrades_static_pages_of_changed_files(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    code, _out, err = create(rk, repo)
    assert code == 0 and "ANTHROPIC_API_KEY is not set" in err
    assert set(summarizers(rk).values()) == {"static"} and fake.requests == []
    assert f"summarizer: anthropic:{MODEL}" in (rk.home / "proj" / "_meta.md").read_text()
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    write_files(repo, {"web/app.py": module("delta", 9).replace("value * 1", "value * 2", 1)})
    git(repo, "commit", "-qam", "change delta_00 only")
    result = rk("update", "proj")
    assert result.code == 0, result.err
    kinds = summarizers(rk)
    assert {k for rel, k in kinds.items() if rel.startswith("docs/web/")} == {
        f"anthropic:{MODEL}"}
    assert {k for rel, k in kinds.items() if rel.startswith("docs/pkg/")} == {"static"}
    assert len(fake.page_messages()) == 1


def test_the_key_is_nowhere(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, tmp_path: Path,
) -> None:
    fake.failures = [Failure(401, body=json.dumps({"type": "error", "error": {
        "type": "authentication_error", "message": f"invalid x-api-key {KEY}"}}))]
    code, out, err = create(rk, repo)
    assert code == 0 and "refused the request (HTTP 401 authentication_error" in err
    assert "[REDACTED]" in err
    code2, out2, err2 = create(rk, repo, "--force", "--batch-api")
    update = rk("update", "proj")
    shown = out + err + out2 + err2 + update.out + update.err
    assert code2 == 0 and KEY not in shown and KEY[10:30] not in shown
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path
    assert all(sent_key(headers) == KEY for _m, _p, headers, _b in fake.requests)


def test_estimate_prints_costs_without_calls(
    rk: RkRunner, repo: Path, fake: FakeAnthropic,
) -> None:
    result = rk("estimate", str(repo), "--model", MODEL)
    assert result.code == 0, result.err
    assert f"{PAGES} pages for {PAGES + 1} entities in 4 files, in 4 requests" in result.out
    assert "input tokens: ~" in result.out and "output tokens: ~12,800" in result.out
    assert f"* {MODEL}" in result.out and "claude-sonnet-5-5" in result.out
    assert fake.requests == [] and not rk.home.exists()
    unknown = rk("estimate", str(repo), "--model", "claude-future-9")
    assert "* claude-future-9" in unknown.out


def test_cli_default_model_is_the_pricing_default() -> None:
    from rk_action import cli
    from rk_action.summarize import pricing

    assert cli.DEFAULT_MODEL == pricing.DEFAULT_MODEL
    assert pricing.is_priced(pricing.DEFAULT_MODEL)
    assert pricing.price_of("claude-haiku-4-5-20251001") == pricing.PRICES["claude-haiku-4-5"]
    assert not pricing.is_priced("claude-future-9")
