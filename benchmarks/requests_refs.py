"""Check: the references of requests 2.32.3, and a sample of its edges to judge by hand.

    python benchmarks/requests_refs.py [--src-dir /tmp/rk-src] [--work /tmp/rk-bench] [--sample 30]

Downloads the requests 2.32.3 sdist (once), makes a one-commit git repository of it, runs
`create` (static) and checks what a reader must see: `Session.request`'s page links to
`Session.prepare_request` and `Session.send` under "Calls", and `Session.send`'s page lists
`Session.request` under "Called by". Then builds the site and follows those links in headless
Chromium (`--chromium`, default the one on PATH; `--no-browser` skips it): from
`Session.request`'s section, each "Calls" link must land on the callee's section (the URL's
fragment, the heading there, scrolled into view), and `Session.send`'s "Called by" must link
back; the `src/requests/` folder page must show its dependency diagram. Then prints the edge
count and `--sample` random edges (seeded), each with the caller's code lines that name the
callee, to be judged by hand (is the callee the entity the code really calls?). Not a test (it
needs a download); not run in CI.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import random
import re
import shutil
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from rk_action import store
from rk_action.create import create
from rk_action.site import build_site
from sdist import sdist_repo

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGE = "src/requests/sessions.py/"


def section(text: str, heading: str) -> str:
    """The bullets of one `### heading` section at the end of a page ("" when absent)."""
    match = re.search(rf"^### {heading}\n((?:- .*\n)+)", text, re.MULTILINE)
    return match.group(1) if match else ""


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--src-dir", type=Path, default=Path("/tmp/rk-src"))
    parser.add_argument("--work", type=Path, default=Path("/tmp/rk-bench"))
    parser.add_argument("--sample", type=int, default=30)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    repo = sdist_repo("requests", "2.32.3", args.src_dir, args.work)
    home = args.work / "requests-refs-home"
    shutil.rmtree(home, ignore_errors=True)
    create(home, str(repo), "requests", jobs=1)
    project = home / "requests"
    docs = project / "docs" / "src" / "requests"
    request = (docs / "session-request.md").read_text(encoding="utf-8")
    send = (docs / "session-send.md").read_text(encoding="utf-8")
    checks = {
        "Session.request calls Session.prepare_request":
            "- [Session.prepare\\_request](session-prepare-request.md)" in section(request,
                                                                                 "Calls"),
        "Session.request calls Session.send":
            "- [Session.send](session-send.md)" in section(request, "Calls"),
        "Session.send is called by Session.request":
            "- [Session.request](session-request.md)" in section(send, "Called by"),
    }
    if not args.no_browser:
        checks |= browser_checks(home, args.chromium)
    for label, passed in checks.items():
        print(f"{'PASS' if passed else 'FAIL'}  {label}")
    meta = store.read_meta(project) or {}
    graph = store.read_graph(project, meta.get("last_commit", ""))
    if graph is None:
        print("FAIL  _refs/ unreadable")
        return 1
    edges = sorted(((doc, ref) for doc, refs in graph.calls.items() for ref in refs),
                   key=lambda edge: (edge[0], edge[1].doc, edge[1].symbol))
    print(f"edges: {len(edges)} between {len(store.read_index(project))} pages")
    for doc, ref in random.Random(16).sample(edges, min(args.sample, len(edges))):
        page = (project / doc).read_text(encoding="utf-8")
        caller = store.parse_doc_meta(page).get("symbol", "")
        name = ref.symbol.rsplit(".", 1)[-1]
        lines = [line.strip() for line in page.split("\n")
                 if re.search(rf"\b{re.escape(name)}\b\s*\(", line)][:2]
        print(f"- {caller} -> {ref.symbol} ({ref.doc.removeprefix('docs/')}): {lines}")
    return 0 if all(checks.values()) else 1


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def served(folder: Path) -> Iterator[str]:
    """`folder` served on 127.0.0.1 while the block runs; its base URL."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()


def browser_checks(home: Path, chromium: str) -> dict[str, bool]:
    """Build the site and follow `Session.request`'s links in headless Chromium."""
    from playwright.sync_api import sync_playwright

    checks: dict[str, bool] = {}
    with tempfile.TemporaryDirectory(prefix="rk-requests-site-") as out, \
            served(Path(out)) as base, sync_playwright() as playwright:
        build_site(home, "requests", Path(out))
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})

        def lands(anchor: str) -> bool:
            """The page is at `anchor`'s section, its heading in view."""
            heading = page.locator(f"h2#{anchor}")
            top = heading.evaluate("e => e.getBoundingClientRect().top")
            return (page.url == base + PAGE + "#" + anchor and heading.count() == 1
                    and 0 <= top < page.evaluate("innerHeight"))

        def follow(start: str, heading: str, symbol: str, anchor: str) -> bool:
            """From `start`'s section, click `symbol` under `heading`; whether it lands."""
            page.goto(base + PAGE + "#" + start)
            section = page.locator(f"h3[id^='{start}__']", has_text=heading).first
            links = section.locator("xpath=following-sibling::ul[1]").locator(
                "a", has_text=re.compile(rf"^{re.escape(symbol)}$"))
            if links.count() != 1:
                return False
            links.click()
            page.wait_for_url(base + PAGE + "#" + anchor)
            return lands(anchor)

        for symbol, anchor in (("Session.prepare_request", "session-prepare-request"),
                               ("Session.send", "session-send")):
            checks[f"Chromium: Session.request's Calls link to {symbol} lands on its section"] = \
                follow("session-request", "Calls", symbol, anchor)
        checks["Chromium: Session.send's Called by link to Session.request lands on it"] = \
            follow("session-send", "Called by", "Session.request", "session-request")
        page.goto(base + "src/requests/")
        labels = page.locator("svg.rk-deps text").all_text_contents()
        print(f"src/requests/ diagram: {len(labels)} nodes, "
              f"{page.locator('svg.rk-deps polyline').count()} edges: {', '.join(labels)}")
        checks["Chromium: src/requests/ shows its dependency diagram (sessions.py → models.py)"] \
            = "sessions.py" in labels and "models.py" in labels
        browser.close()
    return checks


if __name__ == "__main__":
    sys.exit(main())
