"""Where the tests find a browser and Node: on PATH, like any other program they run.

A fresh machine (Python and git, nothing else) has neither: the tests that need them are
skipped, with a reason that says how to enable them. `.ci/run` installs both and sets
`RK_REQUIRE_BROWSER=1`, which turns such a skip into a failure, so CI never passes without
running them. Every test that needs Chromium or Node finds it here, never at a fixed path.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser

REQUIRE = "RK_REQUIRE_BROWSER"
"""Set to 1 where the browser and Node must be present (CI): a missing one fails the test."""
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
HOW_CHROMIUM = ("install Debian's chromium (apt-get install chromium) and Playwright for "
                "Python (pip install -e '.[test]'; never `playwright install`)")
HOW_NODE = "install Node.js (apt-get install nodejs)"


def required() -> bool:
    """Whether this run must have the browser and Node (`RK_REQUIRE_BROWSER=1`)."""
    return os.environ.get(REQUIRE) == "1"


def missing(reason: str) -> NoReturn:
    """Skip the test for want of `reason`, or fail it where the browser and Node are required."""
    if required():
        pytest.fail(f"{reason} ({REQUIRE}=1: every browser and Node test must run here)",
                    pytrace=False)
    pytest.skip(reason)


def chromium_path() -> str:
    """The Chromium on PATH; the test is skipped (or fails, see `missing`) without one."""
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    missing(f"no Chromium on PATH ({', '.join(CHROMIUM_NAMES)}): {HOW_CHROMIUM}")


def node_path() -> str:
    """Node on PATH; the test is skipped (or fails, see `missing`) without it."""
    found = shutil.which("node") or shutil.which("nodejs")
    if not found:
        missing(f"no Node on PATH (node): {HOW_NODE}")
    return found


@contextmanager
def chromium() -> Iterator[Browser]:
    """Headless Chromium found on PATH, driven by Playwright for Python."""
    executable = chromium_path()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing(f"Playwright for Python is not installed: {HOW_CHROMIUM}")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve(folder: Path) -> Iterator[str]:
    """`folder` (a built site) served on 127.0.0.1 while the block runs; its base URL."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()
