"""A git server on 127.0.0.1 for credential tests: `git http-backend` (the real smart-HTTP
server) behind a small `http.server` that wants HTTP Basic credentials, and that records the
`Authorization` header of every request it is sent.

    with GitHttpServer(repos_root, user="alice", token="s3cr3t") as server:
        url = server.url("origin.git")        # http://127.0.0.1:PORT/origin.git
"""

from __future__ import annotations

import base64
import os
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from urllib.parse import urlsplit


class GitHttpServer:
    """`git http-backend` serving the bare repositories under `root`, behind Basic auth
    (`user`/`token`; no credentials wanted when `token` is empty). A `redirect_to` URL base
    makes every request answer 302 there instead."""

    def __init__(self, root: Path, user: str = "", token: str = "",
                 redirect_to: str = "") -> None:
        self.root, self.user, self.token, self.redirect_to = root, user, token, redirect_to
        self.authorizations: list[str] = []
        """The `Authorization` header of every request ("" when there was none)."""
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    def url(self, path: str, host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}/{path}"

    def __enter__(self) -> GitHttpServer:
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                self._serve()

            def do_POST(self) -> None:
                self._serve()

            def _serve(self) -> None:
                given = self.headers.get("Authorization", "")
                server.authorizations.append(given)
                if server.redirect_to:
                    self.send_response(302)
                    self.send_header("Location", server.redirect_to + self.path)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                if server.token and given != server.expected():
                    self.send_response(401)
                    self.send_header("WWW-Authenticate", 'Basic realm="git"')
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self._backend(self._body())

            def _body(self) -> bytes:
                if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                    chunks = []
                    while True:
                        size = int(self.rfile.readline().split(b";")[0], 16)
                        if size == 0:
                            self.rfile.readline()
                            return b"".join(chunks)
                        chunks.append(self.rfile.read(size))
                        self.rfile.readline()
                return self.rfile.read(int(self.headers.get("Content-Length") or 0))

            def _backend(self, body: bytes) -> None:
                parts = urlsplit(self.path)
                env = {
                    "PATH": os.environ.get("PATH", ""), "GIT_PROJECT_ROOT": str(server.root),
                    "GIT_HTTP_EXPORT_ALL": "1", "REQUEST_METHOD": self.command,
                    "PATH_INFO": parts.path, "QUERY_STRING": parts.query,
                    "CONTENT_TYPE": self.headers.get("Content-Type", ""),
                    "CONTENT_LENGTH": str(len(body)), "REMOTE_USER": server.user,
                    "REMOTE_ADDR": "127.0.0.1",
                    "HTTP_CONTENT_ENCODING": self.headers.get("Content-Encoding", ""),
                    "GIT_PROTOCOL": self.headers.get("Git-Protocol", ""),
                }
                done = subprocess.run(["git", "http-backend"], input=body, env=env,
                                      capture_output=True, check=False)
                head, _, payload = done.stdout.partition(b"\r\n\r\n")
                status, headers = 200, []
                for line in head.decode("latin-1").split("\r\n"):
                    name, _, value = line.partition(":")
                    if name.lower() == "status":
                        status = int(value.split()[0])
                    elif name:
                        headers.append((name, value.strip()))
                self.send_response(status)
                for name, value in headers:
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        return Handler

    def expected(self) -> str:
        """The `Authorization` header of a request made with the right credentials."""
        pair = f"{self.user}:{self.token}".encode()
        return "Basic " + base64.b64encode(pair).decode()
