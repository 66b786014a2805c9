"""The built site in headless Chromium: the search box answers, opens docs, keeps Material's lunr
worker off, remembers answers, and never runs injected script (DESIGN §6).

Needs Debian's `chromium` on PATH and Playwright for Python (never a downloaded browser): without
them these tests are skipped (`tests/browser.py`); `.ci/run` installs both.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from rk_action import store
from rk_action.site import build_site
from tests.browser import serve
from tests.search_vectors.make_vectors import FIXTURE, PROJECT, build_fixture

if TYPE_CHECKING:  # Playwright itself is imported where Chromium is found
    from playwright.sync_api import Browser, Page

HOSTILE = '''\
def render_comment(text):
    """Show <script>window.__pwned = 1</script> and <img src=x onerror="window.__pwned = 2">.

    See [the docs](javascript:window.__pwned=3) and <a href="javascript:window.__pwned=4">here</a>.
    """
    return "</code></pre><script>window.__pwned = 5</script>" + text
'''
HOSTILE_DESCRIPTION = ('<img src=x onerror="window.__pwned=8"> hostile [x](javascript:alert(9)) '
                       '`<img src=y onerror="window.__pwned=13">`')
HOSTILE_SYMBOL = 'x<img src=x onerror="window.__pwned=11"> {: onclick="window.__pwned=12" }'
HOSTILE_QUERY = '<img src=x onerror="window.__pwned=6"><script>window.__pwned=7</script> comment'
# Recorded before any page script: Workers created, dialogs opened.
WATCH = """
window.__workers = 0;
const RealWorker = window.Worker;
window.Worker = function (...args) { window.__workers += 1; return new RealWorker(...args); };
"""


def _hostile_fixture(work: Path) -> Path:
    """The polyglot fixture plus a hostile file, and a doc and an index line edited by hand."""
    fixture = work / "fixture"
    shutil.copytree(FIXTURE, fixture)
    (fixture / "app" / "hostile.py").write_text(HOSTILE, encoding="utf-8")
    return fixture


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The fixture's site, built and served on 127.0.0.1; yields its base URL."""
    import tests.search_vectors.make_vectors as vectors

    work = tmp_path_factory.mktemp("site")
    original = vectors.FIXTURE
    vectors.FIXTURE = _hostile_fixture(work)
    try:
        home = build_fixture(work)
    finally:
        vectors.FIXTURE = original
    project_dir = home / PROJECT
    entries = store.read_index(project_dir)
    for entry in entries:
        if entry.doc == "docs/app/render-comment.md":
            entry.description = HOSTILE_DESCRIPTION
    store.write_atomic(project_dir / "_index.md", store.format_index(PROJECT, entries))
    page = project_dir / "docs" / "app" / "render-comment.md"
    text = page.read_text(encoding="utf-8")
    text = text.replace("### What It Does\n",
                        "### What It Does\n<script>window.__pwned = 10</script>\n")
    text = text.replace("symbol: render_comment", f"symbol: {json.dumps(HOSTILE_SYMBOL)}")
    page.write_text(text, encoding="utf-8")
    out = work / "out"
    build_site(home, PROJECT, out)
    with serve(out) as url:
        yield url


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    opened = context.new_page()
    opened.add_init_script(WATCH)
    opened.on("dialog", lambda dialog: pytest.fail(f"a dialog opened: {dialog.message}"))
    yield opened
    context.close()


def ask(page: Page, query: str) -> list[dict[str, str]]:
    """Type `query` into the header search box; the results shown, as text."""
    page.fill("input.md-search__input", "")
    page.click("input.md-search__input")
    page.keyboard.type(query)
    page.wait_for_function(
        "q => document.querySelector('[data-rk-search]').dataset.rkDone === q", arg=query)
    items = page.query_selector_all(".md-search-result .md-search-result__item")
    return [{
        "name": item.query_selector(".rk-result__name").inner_text(),  # type: ignore[union-attr]
        "label": item.query_selector(".rk-result__label").inner_text(),  # type: ignore[union-attr]
        "description": item.query_selector(".rk-result__description").inner_text(),  # type: ignore[union-attr]
        "where": item.query_selector(".rk-result__where").inner_text(),  # type: ignore[union-attr]
        "href": item.query_selector("a").get_attribute("href") or "",  # type: ignore[union-attr]
    } for item in items]


def meta(page: Page) -> str:
    return page.inner_text(".md-search-result__meta")


def test_search_box_shows_results_and_opens_the_doc(site: str, page: Page) -> None:
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(site)
    assert not any("/assets/rk/search.json" in url for url in requests), "index loaded lazily"
    results = ask(page, "parse a port number from text")
    assert results[0]["name"] == "parse_port"  # the identifier, not the page's name
    assert results[0]["description"] == "Parse value as a port"
    assert page.inner_text(".rk-result__description code") == "value"
    assert results[0]["where"] == "src/auth/tokens.py:6-10"
    assert [r["label"] for r in results] == ["verified"]  # the rest score far below it
    assert meta(page) == "1 result · the first verified"
    page.keyboard.press("Enter")
    page.wait_for_url("**/src/auth/tokens.py/#parse-port")
    heading = page.inner_text("h2#parse-port")
    assert heading.startswith("parse_port")
    assert page.inner_text("#parse-port ~ p.rk-where").startswith("function")
    # Material's own search never started: no lunr index, no worker script, no Worker at all
    assert page.evaluate("window.__workers") == 0
    assert not [url for url in requests if "search_index.json" in url or "/workers/" in url]
    assert not any("/assets/rk/code.json" in url for url in requests), "layer 4 data not needed"


def test_keyboard_chooses_a_result(site: str, page: Page) -> None:
    page.goto(site)
    results = ask(page, "buffer")
    assert [r["name"] for r in results[:2]] == ["Buffer", "Buffer.push"]
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("document.activeElement.getAttribute('href')")
    assert focused == results[1]["href"]
    page.keyboard.press("Enter")
    page.wait_for_url("**/lib/buffer.rs/#buffer-push")
    assert page.inner_text("h2#buffer-push").startswith("Buffer.push")


def test_escape_closes_the_search(site: str, page: Page) -> None:
    page.goto(site)
    ask(page, "send mail")
    assert page.is_checked("#__search")
    page.keyboard.press("Escape")
    assert not page.is_checked("#__search")
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.classList.contains('md-search__input')")


def test_layer_four_searches_the_bundled_source(site: str, page: Page) -> None:
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(site)
    results = ask(page, "uint32 hash loop")  # ranked: the source is not searched
    assert meta(page).endswith("ranked, none verified")
    # (the class `Cache` calls `fnv1a` in a loop, but a class is not found by its code)
    assert [(r["name"], r["label"]) for r in results] == [("fnv1a", "ranked")]
    assert not any("/assets/rk/code.json" in url for url in requests)
    results = ask(page, "linalg namespace")  # only in a line outside every entity
    assert meta(page) == "1 result · found in the source"
    assert results == [{"name": "multiply", "label": "source",
                        "description": "Multiply two square matrices",
                        "where": "lib/matrix.cpp:6-9", "href": results[0]["href"]}]
    assert results[0]["href"].endswith("/lib/matrix.cpp/#multiply")
    code = [url.rsplit("/assets/rk/", 1)[1] for url in requests if "/assets/rk/code" in url]
    assert code and all(name.startswith(("code/words-", "code/chunk-")) for name in code)
    results = ask(page, "qqqzzz")  # nowhere: the largest entity, as in Python
    assert meta(page) == "1 result · nothing matched: the largest entity"
    assert [(r["name"], r["label"]) for r in results] == [("TokenStore", "fallback")]


def test_remembered_answer_comes_first(site: str, page: Page) -> None:
    page.goto(site)
    results = ask(page, "grow a byte buffer")
    assert results[0]["name"] == "Buffer"
    page.click(".md-search-result__item:nth-child(2) .rk-remember")
    page.reload()
    results = ask(page, "Grow a byte-buffer!")
    assert (results[0]["name"], results[0]["label"]) == ("Buffer.push", "verified")
    assert meta(page).endswith("a remembered answer")
    stored = page.evaluate("localStorage.getItem('rk-action:aliases:polyglot')")
    assert stored == '{"grow a byte buffer":"docs/lib/buffer-push.md"}'


def test_hostile_text_never_runs(site: str, page: Page) -> None:
    page.goto(site)
    results = ask(page, "render comment script")
    hostile = next(r for r in results if r["name"] == HOSTILE_SYMBOL)
    assert hostile["description"].startswith('<img src=x onerror="window.__pwned=8">')
    assert hostile["description"].endswith(' <img src=y onerror="window.__pwned=13">')
    assert page.query_selector(".md-search-result img, .md-search-result code *") is None
    assert hostile["href"].endswith("app/hostile.py/#render-comment")
    ask(page, HOSTILE_QUERY)
    page.goto(hostile["href"])
    text = page.inner_text("article")
    assert "<script>window.__pwned = 1</script>" in text
    assert "<script>window.__pwned = 10</script>" in text
    assert "window.__pwned = 5" in text
    assert page.inner_text("h2#render-comment").startswith(HOSTILE_SYMBOL)
    toc = page.query_selector('.md-sidebar--secondary a[href="#render-comment"]')
    assert toc is not None and toc.inner_text() == HOSTILE_SYMBOL  # the table of contents
    links = page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
    assert not [link for link in links if link.lower().startswith("javascript:")]
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.query_selector("article script") is None
    assert page.query_selector("article img") is None
    assert page.query_selector("img[onerror], [onclick]") is None
