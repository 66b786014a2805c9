"""A fake Anthropic API on 127.0.0.1 for the real `anthropic` SDK: Messages and Message Batches.

It answers `write_docs` like a diligent model would (one item per `<entity>` of the request,
built from what the entity block says), `write_overviews` likewise (one paragraph per
`<folder>`), and can be told to fail, to answer badly or to obey text planted in the code.
Every request is recorded, headers included.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ENTITY = re.compile(r'<entity id="([^"]*)">\n(.*?)\n</entity>', re.DOTALL)
FOLDER = re.compile(r'<folder id="([^"]*)">\n(.*?)\n</folder>', re.DOTALL)

Answer = Callable[[list[dict[str, str]]], list[Any]]
"""Turns the entities of a request (id, symbol, kind, parameters, text) into `docs` items."""
Mangle = Callable[[dict[str, Any]], str]
"""Turns a well-formed message (a dict) into the body actually sent: broken JSON, say."""


def entities_of(body: dict[str, Any]) -> list[dict[str, str]]:
    """The `<entity>` blocks of a Messages request, with the fields the block names."""
    text = body["messages"][0]["content"]
    found = []
    for entity_id, block in ENTITY.findall(text):
        fields = dict(re.findall(r"^(symbol|kind|parameters|path): (.*)$", block, re.MULTILINE))
        found.append({"id": entity_id, "text": block, **fields})
    return found


def folders_of(body: dict[str, Any]) -> list[dict[str, str]]:
    """The `<folder>` blocks of a Messages request: id, path and the whole text."""
    found = []
    for folder_id, block in FOLDER.findall(body["messages"][0]["content"]):
        path = re.search(r"^path: (.*)$", block, re.MULTILINE)
        found.append({"id": folder_id, "text": block, "path": path.group(1) if path else ""})
    return found


def summing_up(folders: list[dict[str, str]]) -> list[Any]:
    """What a good model answers for folders: a paragraph that depends only on the folder's
    own block (so an update and a create get the same one)."""
    return [{"id": folder["id"],
             "paragraph": f"Model summary of folder `{folder['path']}`: it holds "
                          f"{folder['text'].count(chr(10) + '  - ')} entities."}
            for folder in folders]


def tool_of(body: dict[str, Any]) -> str:
    return str(body.get("tool_choice", {}).get("name", ""))


def diligent(entities: list[dict[str, str]]) -> list[Any]:
    """What a good model answers: every field, about the entity itself."""
    docs = []
    for entity in entities:
        params = [p for p in entity.get("parameters", "").split(", ") if p]
        docs.append({
            "id": entity["id"],
            "description": f"Model summary of {entity['symbol']}",
            "what_it_does": f"`{entity['symbol']}` explained by the model.\n\nIt has "
                            f"{len(params)} parameters.",
            "parameters": [{"name": p, "description": f"The {p} to use."} for p in params],
            "returns": "The result, as the model reads it.",
            "example": f"{entity['symbol'].split('.')[-1]}()",
            "notes": [f"A note about {entity['symbol']}."],
        })
    return docs


@dataclass
class Failure:
    status: int
    headers: dict[str, str] = field(default_factory=dict)
    body: str = '{"type": "error", "error": {"type": "api_error", "message": "boom"}}'
    delay: float = 0.0
    cut: int | None = None
    """Bytes of the body sent before the connection is closed (its content-length is the
    whole body's): an answer cut short in transit."""


class FakeAnthropic:
    """The server and what it was asked. Use as a context manager."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, str, dict[str, str], Any]] = []
        self.answer: Answer = diligent
        self.folder_answer: Answer = summing_up
        """Turns the folders of a `write_overviews` request into `overviews` items."""
        self.failures: list[Failure] = []
        """Failures for the next Messages calls, in order."""
        self.always: Failure | None = None
        self.mangle: Mangle | None = None
        """Applied to every message answered with 200 (Messages calls and batch results)."""
        self.usage: Callable[[dict[str, Any]], dict[str, int] | None] = lambda body: None
        """The `usage` to report for a Messages call's body (None: a short answer's)."""
        self.batch_polls = 2
        """Retrieves of a batch that still say `in_progress`."""
        self.batch_errors: set[str] = set()
        """custom_ids whose batch result is `errored`."""
        self.batches: dict[str, dict[str, Any]] = {}
        self.lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> FakeAnthropic:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    def messages(self) -> list[dict[str, Any]]:
        """The bodies of the `POST /v1/messages` calls."""
        return [body for method, path, _h, body in self.requests
                if method == "POST" and path == "/v1/messages"]

    def page_messages(self) -> list[dict[str, Any]]:
        """The bodies of the `POST /v1/messages` calls that ask for pages (`write_docs`)."""
        return [body for body in self.messages() if tool_of(body) == "write_docs"]

    def folder_messages(self) -> list[dict[str, Any]]:
        """The bodies of the calls that ask for folder summaries (`write_overviews`)."""
        return [body for body in self.messages() if tool_of(body) == "write_overviews"]

    # --- replies --------------------------------------------------------------------------------

    def message(self, body: dict[str, Any]) -> dict[str, Any]:
        if tool_of(body) == "write_overviews":
            entities = folders_of(body)
            tool_input = {"overviews": self.folder_answer(entities)}
        else:
            entities = entities_of(body)
            tool_input = {"docs": self.answer(entities)}
        with self.lock:
            first = len(self.messages()) <= 1
        prompt_tokens = len(json.dumps(body)) // 4
        usage = {"input_tokens": max(prompt_tokens - 900, 1),
                 "output_tokens": 60 * len(entities),
                 "cache_creation_input_tokens": 900 if first else 0,
                 "cache_read_input_tokens": 0 if first else 900}
        usage = self.usage(body) or usage
        return {
            "id": "msg_fake", "type": "message", "role": "assistant", "model": body["model"],
            "content": [{"type": "tool_use", "id": "toolu_fake", "name": tool_of(body),
                         "input": tool_input}],
            "stop_reason": "tool_use", "stop_sequence": None,
            "usage": usage,
        }

    def batch(self, batch_id: str) -> dict[str, Any]:
        state = self.batches[batch_id]
        ended = state["polls"] > self.batch_polls
        count = len(state["requests"])
        errored = sum(r["custom_id"] in self.batch_errors for r in state["requests"])
        return {
            "id": batch_id, "type": "message_batch",
            "processing_status": "ended" if ended else "in_progress",
            "request_counts": {"processing": 0 if ended else count,
                               "succeeded": count - errored if ended else 0,
                               "errored": errored if ended else 0, "canceled": 0, "expired": 0},
            "created_at": "2026-01-01T00:00:00Z", "expires_at": "2026-01-02T00:00:00Z",
            "ended_at": "2026-01-01T00:01:00Z" if ended else None, "archived_at": None,
            "cancel_initiated_at": None,
            "results_url": f"{self.url}/v1/messages/batches/{batch_id}/results" if ended else None,
        }

    def results(self, batch_id: str) -> str:
        lines = []
        for item in self.batches[batch_id]["requests"]:
            if item["custom_id"] in self.batch_errors:
                result: dict[str, Any] = {"type": "errored", "error": {
                    "type": "error", "error": {"type": "api_error", "message": "failed"}}}
            else:
                result = {"type": "succeeded", "message": self.message(item["params"])}
            line = json.dumps({"custom_id": item["custom_id"], "result": result})
            if self.mangle is not None and result["type"] == "succeeded":
                line = line.replace(json.dumps(result["message"]),
                                    self.mangle(result["message"]))
            lines.append(line)
        return "\n".join(lines) + "\n"

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def _send(self, status: int, payload: str, headers: dict[str, str] | None = None,
                      kind: str = "application/json", cut: int | None = None) -> None:
                data = payload.encode()
                self.send_response(status)
                self.send_header("content-type", kind)
                self.send_header("content-length", str(len(data)))
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data if cut is None else data[:cut])
                if cut is not None:
                    self.close_connection = True

            def do_POST(self) -> None:
                size = int(self.headers.get("content-length", "0"))
                body = json.loads(self.rfile.read(size) or b"{}")
                with fake.lock:
                    fake.requests.append(("POST", self.path, dict(self.headers), body))
                if self.path == "/v1/messages":
                    with fake.lock:
                        failure = fake.failures.pop(0) if fake.failures else fake.always
                    if failure is not None:
                        time.sleep(failure.delay)
                        self._send(failure.status, failure.body, failure.headers,
                                   cut=failure.cut)
                        return
                    message = fake.message(body)
                    mangle = fake.mangle or json.dumps
                    self._send(200, mangle(message))
                elif self.path == "/v1/messages/batches":
                    with fake.lock:
                        batch_id = f"msgbatch_{len(fake.batches) + 1}"
                        fake.batches[batch_id] = {"requests": body["requests"], "polls": 0}
                    self._send(200, json.dumps(fake.batch(batch_id)))
                else:
                    self._send(404, '{"type": "error", "error": {"type": "not_found_error"}}')

            def do_GET(self) -> None:
                with fake.lock:
                    fake.requests.append(("GET", self.path, dict(self.headers), None))
                match = re.fullmatch(r"/v1/messages/batches/([\w-]+)(/results)?", self.path)
                if not match or match.group(1) not in fake.batches:
                    self._send(404, '{"type": "error", "error": {"type": "not_found_error"}}')
                elif match.group(2):
                    self._send(200, fake.results(match.group(1)), kind="application/binary")
                else:
                    with fake.lock:
                        fake.batches[match.group(1)]["polls"] += 1
                    self._send(200, json.dumps(fake.batch(match.group(1))))

        return Handler
