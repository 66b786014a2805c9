"""Malformed answers of the Messages API cost only the model's pages (issue 14, item 5): the
real SDK over HTTP to the fake on 127.0.0.1, answering 200 with bodies no model should send."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.fake_anthropic import Failure, FakeAnthropic
from tests.test_anthropic import KEY, MODEL, PAGES, create, fake, repo, summarizers

__all__ = ["fake", "repo"]  # fixtures shared with test_anthropic

from tests.conftest import RkRunner


def _with(**changes: Any) -> Callable[[dict[str, Any]], str]:
    return lambda message: json.dumps({**message, **changes})


def _tool_input(value: object) -> Callable[[dict[str, Any]], str]:
    def mangle(message: dict[str, Any]) -> str:
        block = {**message["content"][0], "input": value}
        return json.dumps({**message, "content": [block]})
    return mangle


MALFORMED: dict[str, Callable[[dict[str, Any]], str]] = {
    "not JSON": lambda message: "<html><body>Bad gateway</body></html>",
    "empty": lambda message: "",
    "truncated": lambda message: json.dumps(message)[: len(json.dumps(message)) // 2],
    "JSON null": lambda message: "null",
    "JSON list": lambda message: "[1, 2, 3]",
    "JSON string": lambda message: '"docs"',
    "usage null": _with(usage=None),
    "usage missing": lambda message: json.dumps({k: v for k, v in message.items()
                                                  if k != "usage"}),
    "usage not numbers": _with(usage={"input_tokens": "many", "output_tokens": [1]}),
    "usage negative": _with(usage={"input_tokens": -10**12, "output_tokens": -5}),
    "content null": _with(content=None),
    "content a string": _with(content="write_docs"),
    "content of strings": _with(content=["write_docs"]),
    "unknown block": _with(content=[{"type": "mystery"}]),
    "block without type": _with(content=[{"name": "write_docs", "input": {"docs": []}}]),
    "input a string": _tool_input("docs"),
    "input a list": _tool_input([{"id": "e1", "description": "x"}]),
    "input null": _tool_input(None),
    "docs not a list": _tool_input({"docs": {"id": "e1"}}),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_a_malformed_answer_keeps_the_static_summary(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, case: str,
) -> None:
    fake.mangle = MALFORMED[case]
    code, out, err = create(rk, repo)
    assert (code, "Traceback" in err) == (0, False), err
    assert set(summarizers(rk).values()) == {"static"}
    assert "Warning: " in err and "keep their static summary" in err
    assert f"Model {MODEL}: 0 pages described, {PAGES} kept the static summary" in out
    assert (rk.home / "proj" / "_meta.md").is_file()



@pytest.mark.parametrize("case", ["not JSON", "truncated", "JSON null", "JSON list",
                                  "usage null", "usage not numbers", "unknown block",
                                  "input a string", "content null"])
def test_a_malformed_batch_result_keeps_the_static_summary(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, case: str,
) -> None:
    fake.mangle = MALFORMED[case]
    code, _out, err = create(rk, repo, "--batch-api")
    assert (code, "Traceback" in err) == (0, False), err
    assert set(summarizers(rk).values()) == {"static"}
    assert "Warning: " in err and "static summary" in err
    assert (rk.home / "proj" / "_meta.md").is_file()


def test_only_the_pages_of_the_malformed_answer_stay_static(
    rk: RkRunner, repo: Path, fake: FakeAnthropic,
) -> None:
    """One request of four is answered badly: its ten pages stay static, the others not. An
    unknown block beside the `write_docs` call does not spoil that call, and an answer cut
    short in transit (the connection closes mid-body) is retried."""
    def mangle(message: dict[str, Any]) -> str:
        text = json.dumps(message)
        if "beta_00" in text:
            return json.dumps({**message, "usage": None})
        return json.dumps({**message, "content": [{"type": "mystery", "x": [1]},
                                                  *message["content"]]})

    fake.mangle = mangle
    cut = Failure(200, body=json.dumps({"id": "msg_fake", "type": "message"}), cut=20)
    fake.failures = [cut]
    code, _out, err = create(rk, repo)
    assert (code, "Traceback" in err) == (0, False), err
    assert len(fake.page_messages()) == 5
    static = sorted(rel for rel, kind in summarizers(rk).items() if kind == "static")
    assert static == [f"docs/pkg/beta-0{n}.md" for n in range(10)]
    assert "reported no readable token usage" in err


@pytest.mark.parametrize("quoted", [
    KEY[:12] + "…" + KEY[-3:],           # sk-ant-api03…XYZ
    KEY[:20] + "..." + KEY[-6:],
    KEY[:8] + "****" + KEY[-4:],
    "key ending in " + KEY[-8:],
    "key starting " + KEY[13:21],
    KEY[20:40],
    "sk-ant-admin01-Zz9",
])
def test_part_of_the_key_in_an_error_is_scrubbed(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, quoted: str,
) -> None:
    message = f"this key is not valid: {quoted} (check it)"
    fake.failures = [Failure(401, body=json.dumps({"type": "error", "error": {
        "type": "authentication_error", "message": message}}))]
    code, out, err = create(rk, repo)
    assert code == 0 and "HTTP 401 authentication_error: this key is not valid: " in err
    assert "[REDACTED]" in err and "(check it)" in err
    shown = out + err
    for size in range(6, len(KEY) + 1):
        for start in range(len(KEY) - size + 1):
            assert KEY[start : start + size] not in shown
    assert "sk-ant" not in shown
