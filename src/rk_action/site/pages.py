"""Site pages: the knowledge base's docs grouped into one page per source file, and the home page.

A page per entity with MkDocs' full navigation costs O(n²) to build; a page per source file holds
each of its docs as an anchored section, so the page count is the file count and every doc keeps
a stable URL: `<source path>/#<doc name>` (the doc name is its file stem, unique in its folder
and so in its source file).

Everything shown comes from files anyone may edit (docs, `_index.md`), so nothing is trusted to
be escaped already: a page's HTML is made here from the docs' raw text, by an autoescaping
template and `markup` (a safe Markdown subset for prose). MkDocs gets a Markdown stub of each
page (title and headings, for its navigation and table of contents) and `hooks.py` swaps in the
HTML. Python-Markdown over 20,000 docs was most of a large site's build. Pure: docs in, text out.
"""

from __future__ import annotations

import functools
import json
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote, urlsplit, urlunsplit

import jinja2
from markupsafe import Markup

from rk_action import render, store
from rk_action.extract import language_of
from rk_action.site import markup

CODE_SECTIONS = ("Code", "Usage Example")
_FENCE_INFO = re.compile(r"^\s*(`{3,}|~{3,})\s*([\w+#.-]*)")
_ANCHOR = re.compile(r"^[\w-]+$")
_MD_ESCAPABLE = re.compile(r"([\\`*_{}\[\]()>#+\-.!])")  # what Python-Markdown unescapes


@dataclass(frozen=True, slots=True)
class Section:
    """One `###` section of a doc, as raw text (escaping is the page's job)."""

    heading: str
    text: str
    """Markdown prose, or the code itself for a code section."""
    language: str = ""
    """The fence's language, for a code section."""
    code: bool = False


@dataclass(frozen=True, slots=True)
class SiteDoc:
    """One doc of the knowledge base as the site shows it."""

    name: str
    """The doc's file stem: its anchor on the source file's page."""
    doc: str
    source: str
    symbol: str
    kind: str
    lines: tuple[int, int]
    description: str
    sections: tuple[Section, ...]
    """The doc's body, in page order."""

    @property
    def language(self) -> str:
        return language_of(self.source) or "other"

    @property
    def code(self) -> str:
        """The code the doc shows ("" when it shows none)."""
        return next((s.text for s in self.sections if s.code and s.heading == "Code"), "")


def _code_section(heading: str, block: str) -> Section:
    """A fenced block of the doc: its code and language (a broken fence keeps its text)."""
    lines = block.split("\n")
    info = _FENCE_INFO.match(lines[0]) if lines else None
    if info is None:
        return Section(heading, block, "", True)
    body = lines[1:-1] if len(lines) > 1 and lines[-1].strip() == info.group(1) else lines[1:]
    return Section(heading, "\n".join(body), info.group(2), True)


def site_doc(entry: store.IndexEntry, text: str) -> SiteDoc:
    """A doc page's text (frontmatter and sections) read into a `SiteDoc`."""
    meta = store.parse_doc_meta(text)
    sections = []
    for heading, body in render.doc_sections(text).items():
        if heading in CODE_SECTIONS:
            sections.append(_code_section(heading, body))
        else:
            sections.append(Section(heading, render.unescape_md(body)))
    return SiteDoc(
        name=entry.name, doc=entry.doc, source=meta.get("source", ""),
        symbol=meta.get("symbol", "") or entry.name, kind=meta.get("kind", ""),
        lines=store.doc_lines(meta), description=store.one_line(entry.description),
        sections=tuple(sections),
    )


def anchor(doc: SiteDoc) -> str:
    """The doc's anchor on its page (its name; kebab names always qualify)."""
    return doc.name if _ANCHOR.match(doc.name) else "doc-" + re.sub(r"[^\w-]", "-", doc.name)


def page_path(source: str) -> str:
    """The Markdown file of a source file's page inside the MkDocs docs folder."""
    return f"{source}.md"


def page_url(source: str) -> str:
    """The URL of a source file's page, relative to the site root (directory URLs)."""
    return f"{source}/"


def doc_url(doc: SiteDoc) -> str:
    """The stable URL of a doc: its source file's page and its anchor (URL-quoted, as MkDocs
    quotes the page's own URL)."""
    return f"{quote(page_url(doc.source))}#{anchor(doc)}"


def group_by_source(docs: list[SiteDoc]) -> dict[str, list[SiteDoc]]:
    """Docs per source file, sources sorted, each file's docs in line order."""
    grouped: dict[str, list[SiteDoc]] = {}
    for doc in docs:
        grouped.setdefault(doc.source, []).append(doc)
    return {source: sorted(grouped[source], key=lambda d: (d.lines, d.name))
            for source in sorted(grouped)}


def render_file_page(source: str, docs: list[SiteDoc]) -> str:
    """The HTML of one source file's page: a section per doc, every text escaped."""
    return _html_template("site/file.html.j2").render(
        source=source, name=PurePosixPath(source).name, docs=docs, anchor=anchor,
        prose=_markup(markup.prose), inline=_markup(markup.inline),
        code_block=_markup(markup.code_block))


def _markup(function: Callable[..., str]) -> Callable[..., Markup]:
    """`function`, whose HTML the autoescaping template must take as is."""
    return lambda *args: Markup(function(*args))  # safe: markup.py escapes every text


def render_file_stub(source: str, docs: list[SiteDoc], html_path: str) -> str:
    """The Markdown MkDocs reads for a source file's page: frontmatter (naming the page's HTML,
    `html_path`, which `hooks.py` puts in place) and the headings its table of contents lists."""
    return render.site_template("site/file.md.j2").render(
        source=source, docs=docs, anchor=anchor, html=json.dumps(html_path),
        heading=heading_text)


def heading_text(text: str) -> str:
    """Plain text as the text of a Markdown heading: shown as is in the table of contents."""
    return _MD_ESCAPABLE.sub(r"\\\1", text.replace("&", "&amp;").replace("<", "&lt;"))


@functools.cache
def _html_environment(dirs: tuple[Path, ...]) -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader([str(d) for d in dirs]),
                              autoescape=True, trim_blocks=True, lstrip_blocks=True,
                              undefined=jinja2.StrictUndefined)


def _html_template(name: str) -> jinja2.Template:
    """An HTML template of the site: autoescaped, looked up like every other template."""
    return _html_environment(tuple(render.templates_dirs())).get_template(name)


def nav(sources: list[str]) -> list[Any]:
    """MkDocs `nav` mirroring the source tree: folders as sections, files as pages."""
    root: dict[str, Any] = {}
    for source in sources:
        *folders, _ = source.split("/")
        node = root
        for folder in folders:
            node = node.setdefault(folder + "/", {})
        node[source] = None
    return [{"Home": "index.md"}, *_nav_items(root)]


def _nav_items(node: dict[str, Any]) -> list[Any]:
    items: list[Any] = []
    for key in sorted(node, key=lambda k: (node[k] is None, k)):
        child = node[key]
        if child is None:
            items.append({PurePosixPath(key).name: page_path(key)})
        else:
            items.append({key.rstrip("/"): _nav_items(child)})
    return items


@dataclass(frozen=True, slots=True)
class HomeFacts:
    """What the home page says about a project."""

    project: str
    git_url: str
    last_commit: str
    last_update: str
    files: int
    docs: int
    kinds: dict[str, dict[str, int]]
    """language → kind → doc count."""


def home_facts(project: str, meta: dict[str, str], docs: list[SiteDoc]) -> HomeFacts:
    counts: Counter[tuple[str, str]] = Counter((d.language, d.kind or "other") for d in docs)
    kinds: dict[str, dict[str, int]] = {}
    for (language, kind), count in sorted(counts.items()):
        kinds.setdefault(language, {})[kind] = count
    return HomeFacts(
        project=project, git_url=strip_credentials(meta.get("git_url", "")),
        last_commit=meta.get("last_commit", ""), last_update=meta.get("last_update", ""),
        files=len({d.source for d in docs}), docs=len(docs), kinds=kinds,
    )


def render_home(facts: HomeFacts) -> str:
    """The Markdown of the project's home page."""
    kinds = sorted({kind for per in facts.kinds.values() for kind in per})
    return render.site_template("site/home.md.j2").render(facts=facts, kinds=kinds)


def strip_credentials(url: str) -> str:
    """A git URL without any user name or password in it (they never reach the site)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return ""
    if "@" not in parts.netloc:
        return url
    return urlunsplit(parts._replace(netloc=parts.netloc.rsplit("@", 1)[1]))
