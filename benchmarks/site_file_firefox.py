"""The site opened from disk (`file://`) in Firefox, checked by hand: the search box at layers
2, 4 and 1 (after Remember), a result that opens its page, and highlighted code.

Playwright's Firefox is a download (never used here) and cannot drive Debian's `firefox-esr`, so
this talks to Firefox's own remote protocol, Marionette, with a few lines of socket code. It is
not a test: run it where `firefox-esr` is installed (`apt-get install firefox-esr`):

    python benchmarks/site_file_firefox.py                # builds the polyglot fixture's site
    python benchmarks/site_file_firefox.py --site DIR     # or checks a site built before

It prints what the page showed, step by step, and exits 1 when a step did not happen.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# Types a query into the header box as a reader's keyboard would (focus, then input events)
# and waits for the box to finish; what it shows.
ASK = """
const [query, done] = [arguments[0], arguments[arguments.length - 1]];
const box = document.querySelector("[data-rk-search]");
const input = box.querySelector("input.md-search__input");
input.focus();
input.value = query;
input.dispatchEvent(new Event("input", { bubbles: true }));
const started = Date.now();
(function wait() {
  if (box.dataset.rkDone === query || Date.now() - started > 10000) {
    done({
      done: box.dataset.rkDone === query, layer: box.dataset.rkLayer,
      meta: box.querySelector(".md-search-result__meta").textContent,
      links: [...box.querySelectorAll("a.md-search-result__link")].map((a) => a.href),
      data: [...document.scripts].map((s) => s.src).filter((src) => src.endsWith(".json.js"))
        .map((src) => src.split("/").pop()),
    });
  } else {
    setTimeout(wait, 50);
  }
})();
"""
HIGHLIGHTED = """
const done = arguments[arguments.length - 1];
const started = Date.now();
(function wait() {
  const spans = [...document.querySelectorAll("pre.highlight code span")];
  if (spans.length || Date.now() - started > 10000) {
    done(spans.map((span) => [span.className, span.textContent]));
  } else {
    setTimeout(wait, 50);
  }
})();
"""


class Marionette:
    """Firefox's remote protocol: `length:json` messages over TCP, one command at a time."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=60)
        self.pending, self.last_id = b"", 0
        self._read()  # the server's greeting

    def _read(self) -> Any:
        while b":" not in self.pending:
            self.pending += self.sock.recv(65536)
        size, rest = self.pending.split(b":", 1)
        while len(rest) < int(size):
            rest += self.sock.recv(65536)
        self.pending = rest[int(size):]
        return json.loads(rest[:int(size)])

    def call(self, command: str, **params: Any) -> Any:
        self.last_id += 1
        body = json.dumps([0, self.last_id, command, params]).encode()
        self.sock.sendall(str(len(body)).encode() + b":" + body)
        _, _, error, result = self._read()
        if error:
            raise RuntimeError(f"{command}: {error}")
        return result

    def script(self, text: str, *args: Any) -> Any:
        return self.call("WebDriver:ExecuteAsyncScript", script=text, args=list(args))["value"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def start_firefox(profile: Path) -> tuple[subprocess.Popen[bytes], Marionette]:
    """Headless Firefox ESR with Marionette on a free port, in a fresh profile."""
    port = _free_port()
    (profile / "user.js").write_text(
        f'user_pref("marionette.port", {port});\n'
        'user_pref("browser.shell.checkDefaultBrowser", false);\n'
        'user_pref("datareporting.policy.dataSubmissionEnabled", false);\n', encoding="utf-8")
    firefox = shutil.which("firefox-esr") or shutil.which("firefox")
    if not firefox:
        sys.exit("no firefox-esr on PATH: apt-get install firefox-esr")
    process = subprocess.Popen([firefox, "--headless", "--marionette", "--no-remote",
                                "--profile", str(profile)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(300):
        try:
            client = Marionette(port)
            break
        except OSError:
            time.sleep(0.1)
    else:
        process.kill()
        sys.exit("Firefox did not open Marionette's port")
    capabilities = client.call("WebDriver:NewSession")["capabilities"]
    print(f"{capabilities['browserName']} {capabilities['browserVersion']}, headless")
    return process, client


def build(work: Path) -> Path:
    """The polyglot fixture's site, built by the rk-action on `sys.path`."""
    sys.path.insert(0, str(ROOT))
    from tests.search_vectors.make_vectors import PROJECT, build_fixture

    from rk_action.site import build_site

    out = work / "site"
    build_site(build_fixture(work / "kb"), PROJECT, out)
    return out


def check(client: Marionette, site: Path) -> list[str]:
    """Each step, what the page showed; the steps that failed."""
    failed: list[str] = []

    def step(name: str, ok: bool, shown: object) -> None:
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {shown}")
        if not ok:
            failed.append(name)

    home = (site / "index.html").as_uri()
    client.call("WebDriver:Navigate", url=home)
    answer = client.script(ASK, "uint32 hash loop")
    step("layer 2", answer["done"] and answer["layer"] == "2"
         and answer["links"][:1] == [(site / "lib/hash.c").as_uri() + "/#fnv1a"], answer)
    answer = client.script(ASK, "linalg namespace")
    step("layer 4", answer["done"] and answer["layer"] == "4"
         and answer["links"] == [(site / "lib/matrix.cpp").as_uri() + "/#multiply"]
         and answer["data"][:1] == ["search.json.js"] and len(answer["data"]) > 1
         and all(name.startswith(("words-", "chunk-")) for name in answer["data"][1:]), answer)
    client.call("WebDriver:ExecuteScript", script="document.querySelector("
                "'.md-search-result__item a.md-search-result__link').click()", args=[])
    time.sleep(1)
    url = client.call("WebDriver:GetCurrentURL")["value"]
    step("a result opens its page", url.endswith("/lib/matrix.cpp/index.html#multiply"), url)
    client.call("WebDriver:Navigate", url=home)
    answer = client.script(ASK, "grow a byte buffer")
    client.call("WebDriver:ExecuteScript", script="document.querySelector("
                "'.md-search-result__item:nth-child(2) .rk-remember').click()", args=[])
    client.call("WebDriver:Navigate", url=home)
    answer = client.script(ASK, "Grow a byte-buffer!")
    step("Remember, then layer 1", answer["done"] and answer["layer"] == "1"
         and answer["links"][:1] == [(site / "lib/buffer.rs").as_uri() + "/#buffer-push"],
         answer)
    client.call("WebDriver:Navigate", url=(site / "lib/buffer.rs/index.html").as_uri())
    spans = [tuple(span) for span in client.script(HIGHLIGHTED)]
    step("code highlighted", {("k", "pub"), ("k", "fn"), ("nf", "push")} <= set(spans), spans)
    return failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build the fixture's)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rk-firefox-") as work:
        site = args.site.resolve() if args.site else build(Path(work))
        profile = Path(work) / "profile"
        profile.mkdir()
        process, client = start_firefox(profile)
        try:
            failed = check(client, site)
        finally:
            with contextlib.suppress(OSError, RuntimeError):
                client.call("Marionette:Quit")
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
    print("FAILED: " + ", ".join(failed) if failed else "all steps passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
