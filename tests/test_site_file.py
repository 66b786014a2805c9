"""The built site opened from disk (`file://`, as the README says: "open `site/index.html`"), in
headless Chromium: the search box answers at every layer, loading its data only when needed, the
Remember button works, results and links open pages (not folder listings), code is highlighted.

Over `file://` Chromium refuses module scripts and `fetch`: the site runs one classic script
(its modules bundled by `site/bundle.py`) and loads its data as scripts (`search.json.js`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from rk_action.site import build_site
from tests.search_vectors.make_vectors import PROJECT, build_fixture

if TYPE_CHECKING:  # Playwright itself is imported where Chromium is found
    from playwright.sync_api import Browser, Page


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The polyglot fixture's site, built; its folder."""
    work = tmp_path_factory.mktemp("site")
    out = work / "out"
    build_site(build_fixture(work), PROJECT, out)
    return out


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    opened = context.new_page()
    opened.set_default_timeout(15_000)  # on main the box never answers: fail, don't hang
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    opened.on("console", lambda message: errors.append(message.text)
              if message.type == "error" else None)
    yield opened
    context.close()
    assert errors == [], "the page reported errors"


def ask(page: Page, query: str) -> tuple[int, list[str]]:
    """Type `query` into the header search box; the layer that answered and the results'
    links."""
    page.fill("input.md-search__input", "")
    page.click("input.md-search__input")
    page.keyboard.type(query)
    page.wait_for_function(
        "q => document.querySelector('[data-rk-search]').dataset.rkDone === q", arg=query)
    layer = page.get_attribute("[data-rk-search]", "data-rk-layer")
    links = page.eval_on_selector_all(".md-search-result__item a.md-search-result__link",
                                      "links => links.map((link) => link.href)")
    return int(layer or 0), links


def data_loaded(page: Page) -> list[str]:
    """The data scripts the page has loaded so far, by name."""
    return page.eval_on_selector_all(
        "script[src]", "scripts => scripts.map((s) => s.src.split('/').pop())"
        ".filter((name) => name.endsWith('.json.js'))")


def test_search_box_answers_from_disk(site: Path, page: Page) -> None:
    page.goto((site / "index.html").as_uri())
    assert page.url.startswith("file:///")
    assert data_loaded(page) == [], "the index is loaded on first use of the box"
    layer, links = ask(page, "uint32 hash loop")  # ranked; the source is not read
    assert layer == 2
    assert links[0] == (site / "lib" / "hash.c").as_uri() + "/#fnv1a"
    assert data_loaded(page) == ["search.json.js"]
    layer, links = ask(page, "linalg namespace")  # only in a line outside every entity
    assert layer == 4
    assert links == [(site / "lib" / "matrix.cpp").as_uri() + "/#multiply"]
    assert data_loaded(page) == ["search.json.js", "code.json.js"]
    page.keyboard.press("Enter")  # opens the page itself, not the folder's listing
    page.wait_for_url("**/lib/matrix.cpp/index.html#multiply")
    assert page.inner_text("h2#multiply").startswith("multiply")


def test_remember_works_from_disk(site: Path, page: Page) -> None:
    page.goto((site / "index.html").as_uri())
    layer, links = ask(page, "grow a byte buffer")
    assert links[:2] == [(site / "lib" / "buffer.rs").as_uri() + f"/#{anchor}"
                         for anchor in ("buffer", "buffer-push")]
    page.click(".md-search-result__item:nth-child(2) .rk-remember")
    page.reload()
    layer, links = ask(page, "Grow a byte-buffer!")
    assert (layer, links[0]) == (1, (site / "lib" / "buffer.rs").as_uri() + "/#buffer-push")


def test_code_is_highlighted_and_links_open_pages_from_disk(site: Path, page: Page) -> None:
    page.goto((site / "index.html").as_uri())
    # the navigation's folder entry opens the folder's page, which lists the folder's files
    page.click(".md-nav--primary a.md-nav__link[href$='/lib/index.html']")
    page.wait_for_url("**/lib/index.html")
    page.click(".md-nav--primary a.md-nav__link[href*='buffer.rs']")  # the navigation's link
    page.wait_for_url("**/lib/buffer.rs/index.html")
    page.wait_for_selector("pre.highlight > code[data-rk-highlighted] span.k")
    highlighted = page.eval_on_selector_all(
        "pre.highlight code span", "spans => spans.map((s) => [s.className, s.textContent])")
    assert {("k", "pub"), ("k", "fn"), ("nf", "push")} <= {
        (kind, text) for kind, text in highlighted}
