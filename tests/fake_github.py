"""A fake GitHub REST API on 127.0.0.1: the issue-comment endpoints PyGithub calls for `run`."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_COMMENTS = re.compile(r"^/repos/(?P<repo>[^/]+/[^/]+)/issues/(?P<number>\d+)/comments$")
_COMMENT = re.compile(r"^/repos/(?P<repo>[^/]+/[^/]+)/issues/comments/(?P<id>\d+)$")


@dataclass
class FakeGitHub:
    """What the fake server holds and saw."""

    url: str = ""
    comments: dict[int, dict[str, Any]] = field(default_factory=dict)
    """Comment id → the comment's JSON (with `issue` added: the pull request number)."""
    requests: list[tuple[str, str, str]] = field(default_factory=list)
    """(method, path, Authorization header) of every request, in order."""
    fail_with: int = 0
    """When set, every request is answered with this HTTP status."""
    endless: bool = False
    """When set, a list of comments is 30 others' and always has a `next` page."""

    def comment_json(self, comment_id: int) -> dict[str, Any]:
        comment = self.comments[comment_id]
        return {key: value for key, value in comment.items() if key != "issue"}


def _handler(state: FakeGitHub) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

        def _answer(self, status: int, body: Any, link: str = "") -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            if link:
                self.send_header("Link", link)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _handle(self, method: str) -> None:
            path = self.path.split("?", 1)[0]
            state.requests.append((method, path, self.headers.get("Authorization", "")))
            length = int(self.headers.get("Content-Length") or 0)
            payload = json.loads(self.rfile.read(length) or b"{}") if length else {}
            if state.fail_with:
                self._answer(state.fail_with, {"message": "Server Error"})
                return
            listing, single = _COMMENTS.match(path), _COMMENT.match(path)
            if listing and method == "GET" and state.endless:
                page = int((re.search(r"[?&]page=(\d+)", self.path) or [0, "1"])[1])
                others = [{"id": page * 100 + n, "body": "another", "user": {"login": "x"}}
                          for n in range(30)]
                self._answer(200, others, f'<{state.url}{path}?page={page + 1}>; rel="next"')
            elif listing and method == "GET":
                number = int(listing.group("number"))
                self._answer(200, [state.comment_json(i) for i, c in state.comments.items()
                                   if c["issue"] == number])
            elif listing and method == "POST":
                comment_id = 1000 + len(state.comments)
                state.comments[comment_id] = {
                    "id": comment_id, "issue": int(listing.group("number")),
                    "body": payload["body"], "user": {"login": "github-actions[bot]"},
                    "url": f"{state.url}/repos/{listing.group('repo')}/issues/comments/"
                           f"{comment_id}",
                }
                self._answer(201, state.comment_json(comment_id))
            elif single and method == "PATCH" and int(single.group("id")) in state.comments:
                comment_id = int(single.group("id"))
                state.comments[comment_id]["body"] = payload["body"]
                self._answer(200, state.comment_json(comment_id))
            else:
                self._answer(404, {"message": "Not Found"})

        def do_GET(self) -> None:
            self._handle("GET")

        def do_POST(self) -> None:
            self._handle("POST")

        def do_PATCH(self) -> None:
            self._handle("PATCH")

    return Handler


@contextmanager
def fake_github() -> Iterator[FakeGitHub]:
    """Serve a fake GitHub API in a thread for the duration of the block."""
    state = FakeGitHub()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    state.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
