"""The built site opened from disk (`file://`, as the README says: "open `site/index.html`"), in
headless Chromium: the search box answers at every layer, loading its data only when needed, the
Remember button works, results and links open pages (not folder listings), code is highlighted.

Over `file://` Chromium refuses module scripts and `fetch`: the site runs one classic script
(its modules bundled by `site/bundle.py`) and loads its data as scripts (`search.json.js`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from rk_action.search.fallback import grep_variants, query_words
from rk_action.site import build_site, source_parts
from tests.search_vectors.make_vectors import PROJECT, build_fixture

if TYPE_CHECKING:  # Playwright itself is imported where Chromium is found
    from playwright.sync_api import Browser, Page


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The polyglot fixture's site, built with its source cut in small parts (so that layer 4
    has many chunks and word shards to choose from); its folder."""
    work = tmp_path_factory.mktemp("site")
    out = work / "out"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(source_parts, "CHUNK_CHARS", 300)
        patch.setattr(source_parts, "SHARD_ENTRIES", 16)
        build_site(build_fixture(work), PROJECT, out)
    return out


def parts_for(site: Path, query: str) -> list[str]:
    """The parts of `assets/rk/code/` layer 4 needs for `query`, in the order the box loads
    them: the word shard of each needle's first trigram, then the chunks holding a needle."""
    data = json.loads((site / "assets/rk/search.json").read_text(encoding="utf-8"))
    needles = list(dict.fromkeys(word for patterns, _ in grep_variants(query_words(query))
                                 for word in patterns))
    shards = [source_parts.trigram_shard(n[:3], data["code"]["shards"]) for n in needles]
    chunks: set[int] = set()
    for needle, shard in zip(needles, shards, strict=True):
        held = json.loads((site / f"assets/rk/code/words-{shard}.json").read_text("utf-8"))
        chunks.update(c for run, found in held.items() if needle in run for c in found)
    return ([f"words-{shard}.json.js" for shard in dict.fromkeys(shards)]
            + [f"chunk-{chunk}.json.js" for chunk in sorted(chunks)])


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
    index_parts = {path.name for path in (site / "assets/rk/index").glob("*.json.js")}
    loaded = data_loaded(page)
    assert loaded[0] == "head.json.js" and len(loaded) == len(set(loaded)) > 1
    assert set(loaded) <= index_parts, "the index's parts, not the source"
    layer, links = ask(page, "linalg namespace")  # only in a line outside every entity
    assert layer == 4
    assert links == [(site / "lib" / "matrix.cpp").as_uri() + "/#multiply"]
    needed = parts_for(site, "linalg namespace")
    loaded = data_loaded(page)
    assert [name for name in loaded if name not in index_parts] == needed
    assert len(loaded) == len(set(loaded))
    chunks = json.loads((site / "assets/rk/search.json").read_text("utf-8"))["code"]["chunks"]
    assert 0 < sum(name.startswith("chunk-") for name in needed) < chunks / 2
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
