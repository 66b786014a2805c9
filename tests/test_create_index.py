"""A create's search index, built from the terms its workers worked out with each page
(`search.forked`, `search.records.page_terms`), is the one a rebuild reads back from the docs
on disk, byte for byte: with references sections, learned aliases, and templates that make a
page end inside a fence or references that hold other sections."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rk_action import render, store
from rk_action.model import DocUnit, Entity, Summary
from rk_action.search import forked, ondisk
from rk_action.search.records import page_terms
from tests.conftest import RkRunner, make_repo
from tests.test_search import FILES
from tests.test_search_parts import part_bytes

CALLS = {
    "net/ports.py": FILES["net/ports.py"] + '''

def is_open_port(value):
    """Tell whether the text names a port that is open."""
    return parse_port(value) > 1024


def read_port(text):
    """Read the port of a `host:port` address."""
    port = parse_port(text.rpartition(":")[2])
    return port if is_open_port(text) else None
''',
}


@pytest.fixture
def index_exits(monkeypatch: pytest.MonkeyPatch) -> list[int | None]:
    """The exit code of each create's index process (`search.forked`): 0 when the create
    wrote the index it built, not the one the docs on disk rebuild after it failed."""
    codes: list[int | None] = []
    finish = forked.Building.finish

    def recorded(self: forked.Building) -> None:
        finish(self)
        codes.append(self.child.exitcode)

    monkeypatch.setattr(forked.Building, "finish", recorded)
    return codes


def rebuilt(project: Path) -> dict[str, bytes]:
    """The `_search/` files a rebuild from the docs on disk writes."""
    shutil.rmtree(project / "_search", ignore_errors=True)
    ondisk.rebuild(project)
    return part_bytes(project)


def build_as_create(project: Path, cut: str) -> int:
    """Index `project` as a create does: each page's start (its text before the references
    sections, `cut="refs"`, or its first half, `cut="half"`) with the terms worked out from
    it, the folder overviews whole, then the ends of the pages; the index process's exit code.
    """
    entries = store.read_index(project)
    texts = {entry.doc: (project / entry.doc).read_text("utf-8") for entry in entries}
    pages = [entry for entry in entries if not entry.doc.endswith("/_overview.md")]
    starts = {entry.doc: (render.split_refs(texts[entry.doc])[0] if cut == "refs"
                          else texts[entry.doc][: len(texts[entry.doc]) // 2])
              for entry in pages}
    shutil.rmtree(project / "_search")
    building = forked.start_build(
        project, store.read_meta(project)["last_commit"], [starts[e.doc] for e in pages],
        [page_terms(starts[e.doc], e.description) for e in pages])
    assert building is not None
    others = {entry.doc: texts[entry.doc] for entry in entries if entry.doc not in starts}
    building.plan((project / "_index.md").read_text("utf-8"), list(starts), others, ends=True)
    building.extend({doc: "" for doc in others})
    building.extend({doc: texts[doc][len(start):] for doc, start in starts.items()})
    building.finish()
    return building.child.exitcode or 0


@pytest.mark.parametrize("cut", ["refs", "half"])
def test_the_terms_worked_out_with_the_pages_index_them_as_their_docs(
        rk: RkRunner, tmp_path: Path, cut: str, index_exits: list[int | None]) -> None:
    """Where the terms hold (the end is the references sections) they are used, where they
    do not (half a page) the doc's text is read: either way, the bytes of a rebuild. The
    create's own index process, forked before a file is read and sent each file's terms as
    they are made, builds them."""
    repo = make_repo(tmp_path / "demo", FILES | CALLS)
    assert rk("create", str(repo), "--jobs", "2").code == 0
    assert index_exits == [0]
    project = rk.home / "demo"
    assert "### Called by" in (project / "docs/net/parse-port.md").read_text("utf-8")
    created = part_bytes(project)
    assert rebuilt(project) == created
    assert build_as_create(project, cut) == 0
    assert part_bytes(project) == created


def test_a_create_indexes_learned_aliases_as_a_rebuild(
        rk: RkRunner, tmp_path: Path, index_exits: list[int | None]) -> None:
    """A create that keeps the aliases `_index.md` learned indexes them (those entries are
    read from their docs' texts, which the create sends the index process whole)."""
    repo = make_repo(tmp_path / "demo", FILES | CALLS)
    assert rk("create", str(repo)).code == 0
    assert rk("search", "retry a failed upload").code == 0  # learned by layer 3
    assert rk("create", str(repo), "--force").code == 0
    assert index_exits == [0, 0]
    project = rk.home / "demo"
    assert "aliases: [retry a failed upload]" in (project / "_index.md").read_text("utf-8")
    created = part_bytes(project)
    assert rebuilt(project) == created
    assert build_as_create(project, "refs") == 0
    assert part_bytes(project) == created


ODD_DOC = """---
symbol: {{ entity.symbol | yaml_str }}
kind: {{ entity.kind }}
source: {{ entity.source | yaml_str }}
lines: {{ entity.start_line }}-{{ entity.end_line }}
hash: {{ entity.hash }}
---

### What It Does
{{ summary.what_it_does }}

### Code
```
{{ code }}
"""
"""A doc template whose page ends inside the fence of its code."""

ODD_REFS = """
Calls and callers of this page (a line before any heading).
{% for title, refs, more in sections %}

### Parameters
- `borrowed` — a section a page's references should not hold
### {{ title }}
{% for ref in refs %}
- {{ ref.symbol }}
{% endfor %}
{% endfor %}
"""
"""A references template whose sections add to the page's own."""


@pytest.mark.parametrize("odd", ["doc", "refs"])
def test_pages_that_end_oddly_are_indexed_as_their_docs(
        rk: RkRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, odd: str,
        index_exits: list[int | None]) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / f"{odd}.md.j2").write_text(ODD_DOC if odd == "doc" else ODD_REFS, "utf-8")
    monkeypatch.setenv("RK_TEMPLATES", str(templates))
    repo = make_repo(tmp_path / "demo", FILES | CALLS)
    assert rk("create", str(repo), "--jobs", "2").code == 0
    assert index_exits == [0]
    project = rk.home / "demo"
    page = (project / "docs/net/parse-port.md").read_text("utf-8")
    assert "### Called by" in page
    assert ("borrowed" in page) if odd == "refs" else page.count("```") == 1  # never closed
    created = part_bytes(project)
    assert rebuilt(project) == created
    assert build_as_create(project, "refs") == 0
    assert part_bytes(project) == created


ODD_TEXTS = ["plain", "a: b", " lead", "trail ", '"quoted"', "#hash", "x #y", "yes", "x:", "-",
             "", "a\u2028b", "a\x85b", "tab\there", "caf\u00e9", "back\\slash", "[1]", "\ud800"]


@pytest.mark.parametrize("odd", ODD_TEXTS)
def test_the_frontmatter_the_renderer_knows_is_the_one_read_back(odd: str) -> None:
    """`render.doc_frontmatter`, which spares a create's workers reading each page's
    frontmatter again, gives what `store.parse_doc_meta` reads of the page our template
    renders, whatever the source path and symbol hold."""
    entity = Entity(name="f", symbol=odd, kind="method", language="python",
                    source=f"src/{odd}.py", start_line=3, end_line=9, code="pass")
    summary = Summary(description=odd, what_it_does="It does.")
    text = render.render_doc(DocUnit(entity, "", (), False), summary, "2026-01-01")
    meta = store.parse_doc_meta(text)
    assert render.doc_frontmatter(entity, "2026-01-01") == {
        key: meta[key] for key in ("source", "symbol", "kind", "lines")}


def test_no_frontmatter_is_known_from_another_doc_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    entity = Entity(name="f", symbol="f", kind="function", language="python", source="f.py",
                    start_line=1, end_line=2, code="pass")
    for odd, name in ((ODD_REFS, "refs.md.j2"), (ODD_DOC, "doc.md.j2")):
        (tmp_path / name[:-6]).mkdir()
        (tmp_path / name[:-6] / name).write_text(odd, "utf-8")
    monkeypatch.setenv("RK_TEMPLATES", str(tmp_path / "refs"))
    assert render.doc_frontmatter(entity, "2026-01-01") is not None  # our doc.md.j2 still
    assert render.doc_frontmatter(entity, "2026-01-01\n---") is None
    monkeypatch.setenv("RK_TEMPLATES", str(tmp_path / "doc"))
    assert render.doc_frontmatter(entity, "2026-01-01") is None
