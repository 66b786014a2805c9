"""Folder dependency diagrams (issue 16): the Mermaid block of each folder's overview (golden
pages, a hostile file name), kept exact by update when a cross-file reference comes and goes,
drawn as inline SVG by the site (a golden SVG), shown and clicked in headless Chromium; and
the site's Calls links followed in Chromium to the callee's section."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from rk_action import dependencies
from rk_action.create import create
from rk_action.refgraph import records_of
from rk_action.refs import FileRefs, Graph, PageRefs, Ref
from rk_action.site import build_site
from rk_action.site import diagram as svg
from rk_action.update import update
from tests.browser import serve
from tests.conftest import check_golden, git, make_repo, tree_text, write_files

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

HOSTILE = '"];click n1 "javascript:x()"<i>.py'
"""A file name made to break out of a Mermaid label (and to be HTML, if it ever became it)."""
FILES: dict[str, str | bytes] = {
    "pkg/__init__.py": '"""Parsing and storing."""\n',
    "pkg/core.py": "from pkg.sub.util import helper\nfrom pkg import store\n\n\n"
                   'def parse(text):\n    """Parse the text."""\n'
                   "    return helper(store.load(text))\n",
    "pkg/store.py": 'def save(key):\n    """Save a value."""\n'
                    + "".join(f"    key += {n}\n" for n in range(60)) + "    return key\n\n\n"
                    'def load(key):\n    """Load a value."""\n    return key\n',
    "pkg/sub/util.py": 'def helper(value):\n    """Help with a value."""\n    return value\n',
    f"pkg/{HOSTILE}": 'from pkg.store import save\n\n\ndef evil():\n    """Be evil."""\n'
                      "    return save(1)\n",
    "web/app.py": 'from pkg.core import parse\n\n\ndef render():\n    """Render a page."""\n'
                  "    return parse(1)\n",
}
MERMAID_PKG = (
    "```mermaid\nflowchart LR\n"
    '  n1["#quot;#93;#59;click n1 #quot;javascript#58;x#40;#41;#quot;#60;i#62;.py"]\n'
    '  n2["core.py"]\n  n3["store.py"]\n  n4["sub/"]\n'
    "  n1 --> n3\n  n2 --> n3\n  n2 --> n4\n```")


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")


def overviews(home: Path) -> dict[str, str]:
    return {rel: text for rel, text in tree_text(home / "demo" / "docs").items()
            if rel.endswith("_overview.md")}


# --- the diagram as the knowledge base holds it ------------------------------------------------


def test_each_reference_shows_in_the_deepest_folder_holding_both_files() -> None:
    pairs = [("a/x.py", "a/y.py"), ("a/x.py", "a/b/c/z.py"), ("a/x.py", "d/w.py"),
             ("a/x.py", "a/x.py"), ("a/b/c/z.py", "a/b/q.py"), ("top.py", "a/x.py"),
             ("a/x.py", "a/b/z.py")]
    assert dependencies.folder_edges(pairs) == {
        "a": frozenset({("x.py", "y.py"), ("x.py", "b/")}),
        "": frozenset({("a/", "d/"), ("top.py", "a/")}),
        "a/b": frozenset({("c/", "q.py")}),
    }


def test_file_pairs_come_from_the_records_of_the_graph() -> None:
    """What create draws from the resolved graph is what `_refs/edges.json` holds."""
    page = PageRefs((("f", "function"),), "", ("g",), "docs/a/f.md")
    other = PageRefs((("g", "function"),), "", (), "docs/b/g.md")
    files = [FileRefs("a/x.py", "python", (("g", "b.y", "g"),), (page,)),
             FileRefs("b/y.py", "python", (), (other,))]
    graph = Graph({"docs/a/f.md": [Ref("g", "docs/b/g.md", "b/y.py")]})
    assert dependencies.file_pairs(records_of(files, graph)) == {("a/x.py", "b/y.py")}


def test_markdown_caps_the_nodes_and_names_what_it_leaves_out() -> None:
    edges = {(f"f{n:02}.py", "hub.py") for n in range(45)} | {("f00.py", "f01.py")}
    text = dependencies.markdown(edges)
    assert text.startswith(dependencies.LEGEND + "\n\n```mermaid\nflowchart LR\n")
    assert text.endswith("```\n\n6 more not shown.")
    assert '  n1["f00.py"]' in text and '"f39.py"' not in text and '"f38.py"' in text
    assert "  n1 --> n2\n" in text  # f00 → f01: both kept, they have the most edges
    found = dependencies.read(text)
    assert found is not None and len(found.names) == dependencies.MAX_NODES
    assert (found.hidden, found.names[-1]) == (6, "hub.py")
    assert dependencies.markdown(set()) == ""


def test_a_label_never_breaks_out_and_reads_back() -> None:
    for name in (HOSTILE, "a`b`.py", "#quot;.py", "é 😀 <b>&amp;</b>/", "x\u2028y.py"):
        label = dependencies.label(name)
        assert re.fullmatch(r"(?:[A-Za-z0-9 ._/-]|#quot;|#\d+;)*", label), label
        assert dependencies.unlabel(label) == name
    text = dependencies.markdown({(HOSTILE, "b.py")})
    found = dependencies.read(text)
    assert found is not None and found.names == (HOSTILE, "b.py") and found.edges == ((0, 1),)


def test_reading_an_edited_section_takes_only_what_it_says() -> None:
    assert dependencies.read("```mermaid\nflowchart LR\n  n1[\"a\"]\n  n1 --> n1\n```") is None
    found = dependencies.read('  n7["a"]\n  n9["b"]\n  n7 --> n9\n  n7 --> n3\n'
                              "  click n7 \"javascript:x\"\n  n9 --> n7")
    assert found == dependencies.Diagram(("a", "b"), ((0, 1), (1, 0)))


def test_overviews_with_diagrams_match_golden(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", FILES)
    create(tmp_path / "home", str(repo), "demo", jobs=1)
    found = overviews(tmp_path / "home")
    assert MERMAID_PKG in found["pkg/_overview.md"]
    assert '  n1["pkg/"]\n  n2["web/"]\n  n2 --> n1\n' in found["_overview.md"]
    assert "## Dependencies" not in found["pkg/sub/_overview.md"]  # one file: no edge
    check_golden("diagram", found)


def test_update_redoes_the_diagrams_a_reference_changes(tmp_path: Path) -> None:
    """A change in one file takes an edge out of the root's diagram and puts one into
    `pkg/`'s, then back: each update equals a create, and rewrites only the overviews whose
    diagram changed."""
    repo = make_repo(tmp_path / "repo", FILES)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    first = overviews(home)
    util = home / "demo" / "docs" / "pkg" / "sub" / "_overview.md"
    stamp = util.stat().st_mtime_ns

    def change(files: dict[str, str | bytes], number: int) -> dict[str, str]:
        write_files(repo, files)
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", f"change {number}")
        update(home, "demo")
        fresh = tmp_path / f"fresh{number}"
        create(fresh, str(repo), "demo", jobs=1)
        assert tree_text(home) == tree_text(fresh)
        return overviews(home)

    # web/app.py stops calling pkg/; pkg/sub/util.py starts calling pkg/store.py
    second = change({
        "web/app.py": 'def render():\n    """Render a page."""\n    return 1\n',
        "pkg/sub/util.py": "from pkg.store import load\n\n\ndef helper(value):\n"
                           '    """Help with a value."""\n    return load(value)\n'}, 1)
    assert "## Dependencies" not in second["_overview.md"]
    assert '  n4["sub/"]\n  n1 --> n3\n  n2 --> n3\n  n2 --> n4\n  n4 --> n3\n```' \
        in second["pkg/_overview.md"]
    assert util.stat().st_mtime_ns == stamp  # its diagram (none) did not change
    third = change({path: text for path, text in FILES.items()
                    if path in ("web/app.py", "pkg/sub/util.py")}, 2)
    assert third == first
    assert util.stat().st_mtime_ns == stamp


# --- the diagram as the site draws it ----------------------------------------------------------


def test_svg_layout_matches_golden() -> None:
    """A cycle (turned around for the layers, its arrow kept), an edge over two layers (through
    a point between), two edges between the same boxes (parted), a hostile name, a long one
    (cut, in full in its tooltip) and a node without a page (no link)."""
    names = ("api/", "core.py", HOSTILE, "models.py", "x" * 50 + ".py", "util/")
    edges = ((0, 1), (1, 3), (3, 1), (0, 5), (1, 5), (5, 3), (2, 3), (4, 5), (3, 0))
    found = dependencies.Diagram(names, edges)
    urls = ["api/", "core.py/", None, "models.py/", "x/", "util/"]
    drawn = svg.render(found, urls, 'Dependencies between the parts of <pkg> & "co"')
    assert drawn == svg.render(found, urls, 'Dependencies between the parts of <pkg> & "co"')
    assert "<i>" not in drawn and "&lt;i&gt;" in drawn and "<pkg>" not in drawn
    assert drawn.count("<polyline") == len(edges) and drawn.count('<a class="rk-deps__node"') == 5
    check_golden("diagram_svg", {"layered.svg": drawn})


def test_site_folder_page_shows_the_diagram(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", FILES)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    out = tmp_path / "site"
    build_site(home, "demo", out)
    page = (out / "pkg" / "index.html").read_text()
    article = page[page.index("<article"):page.index("</article>")]
    assert '<h2 id="dependencies">Dependencies' in article
    assert article.index('id="folders"') < article.index('id="dependencies"') < \
        article.index('id="files"')
    assert '<a class="rk-deps__node" href="sub/"><title>sub/</title>' in article
    assert '<a class="rk-deps__node" href="store.py/"><title>store.py</title>' in article
    assert "&#34;];click n1 &#34;javascript:x()&#34;&lt;i&gt;.py</text>" in article
    assert "mermaid" not in page and "<script" not in article and "<i>" not in article
    assert '<a href="#dependencies"' in page  # in the table of contents
    home_page = (out / "index.html").read_text()
    assert '<a class="rk-deps__node" href="pkg/"><title>pkg/</title>' in home_page
    assert '<a class="rk-deps__node" href="web/"><title>web/</title>' in home_page
    assert "## Dependencies" not in (home / "demo" / "docs" / "web" / "_overview.md").read_text()
    assert 'id="dependencies"' not in (out / "web" / "index.html").read_text()
    scripts = re.findall(r'<script[^>]*src="([^"]+)"', page)
    assert scripts and not [src for src in scripts if "//" in src]  # nothing from elsewhere


# --- in Chromium -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    os.environ.setdefault("SOURCE_DATE_EPOCH", "1764460800")
    work = tmp_path_factory.mktemp("diagram-site")
    repo = make_repo(work / "repo", FILES)
    create(work / "home", str(repo), "demo", jobs=1)
    build_site(work / "home", "demo", work / "out")
    with serve(work / "out") as url:
        yield url


@pytest.fixture(scope="module")
def site_on_disk(tmp_path_factory: pytest.TempPathFactory) -> Path:
    os.environ.setdefault("SOURCE_DATE_EPOCH", "1764460800")
    work = tmp_path_factory.mktemp("diagram-disk")
    repo = make_repo(work / "repo", FILES)
    create(work / "home", str(repo), "demo", jobs=1)
    build_site(work / "home", "demo", work / "out")
    return work / "out"


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 700})
    opened = context.new_page()
    opened.on("dialog", lambda dialog: pytest.fail(f"a dialog opened: {dialog.message}"))
    yield opened
    context.close()


def test_folder_page_diagram_in_chromium(site: str, page: Page) -> None:
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.goto(site + "pkg/")
        drawing = page.locator("svg.rk-deps")
        assert drawing.is_visible()
        labels = drawing.locator("text").all_text_contents()
        assert labels == [HOSTILE, "core.py", "store.py", "sub/"]
        assert drawing.locator("polyline").count() == 3
        assert drawing.locator("i").count() == 0
        box = drawing.bounding_box()
        assert box is not None and box["width"] > 200 and box["height"] > 40
        # the boxes and labels take Material's colours, which differ between the schemes
        stroke = drawing.locator("rect").first.evaluate("e => getComputedStyle(e).stroke")
        text = drawing.locator("text").first.evaluate("e => getComputedStyle(e).fill")
        assert stroke != text and "rgb" in stroke
    page.locator("svg.rk-deps a", has_text="sub/").click()
    page.wait_for_url(site + "pkg/sub/")
    assert page.locator("article h1").inner_text() == "pkg/sub/"
    page.go_back()
    page.locator("svg.rk-deps a", has_text="store.py").click()
    page.wait_for_url(site + "pkg/store.py/")
    assert page.locator("article h1").inner_text() == "store.py"
    page.goto(site)
    page.locator("svg.rk-deps a", has_text="web/").click()
    page.wait_for_url(site + "web/")


def test_diagram_pages_work_from_disk(site_on_disk: Path, page: Page) -> None:
    """Opened from disk (file://), a page with a diagram runs its script (an SVG link has no
    string `href`: it once stopped the script, and the search box with it) and a box opens the
    folder's `index.html`."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto((site_on_disk / "index.html").as_uri())
    assert page.locator("svg.rk-deps a").count() > 0
    page.click("input.md-search__input")
    page.keyboard.type("core")
    page.wait_for_function(
        "q => document.querySelector('[data-rk-search]').dataset.rkDone === q", arg="core")
    assert page.locator(".md-search-result__item").count() > 0
    page.goto((site_on_disk / "index.html").as_uri())
    page.locator("svg.rk-deps a", has_text="web/").click()
    page.wait_for_url((site_on_disk / "web" / "index.html").as_uri())
    assert errors == []


def in_view(page: Page, selector: str) -> bool:
    return bool(page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect();"
                                                " return r.top >= 0 && r.top < innerHeight; }"))


def test_calls_links_land_on_the_callees_section(site: str, page: Page) -> None:
    page.goto(site + "web/app.py/")
    page.locator("ul.rk-refs a", has_text="parse").click()
    page.wait_for_url(site + "pkg/core.py/#parse")
    assert page.locator("h2#parse").inner_text().startswith("parse")
    assert in_view(page, "h2#parse")
    calls = page.locator("h3", has_text="Calls").locator("xpath=following-sibling::ul[1]")
    assert calls.locator("a").all_inner_texts() == ["helper", "load"]
    calls.locator("a", has_text="load").click()
    page.wait_for_url(site + "pkg/store.py/#load")
    # the page holds two sections and is scrolled to the callee's, not to the top
    assert page.locator("h2#load").inner_text().startswith("load")
    assert in_view(page, "h2#load")
    called_by = page.locator("h3[id^='load__']", has_text="Called by").locator(
        "xpath=following-sibling::ul[1]")
    assert called_by.locator("a").all_inner_texts() == ["parse"]
    called_by.locator("a").click()
    page.wait_for_url(site + "pkg/core.py/#parse")
    assert in_view(page, "h2#parse")
