"""Site pages: the knowledge base's docs grouped into one page per source file (the home page is
`home.py`'s).

A page per entity with MkDocs' full navigation costs O(n²) to build; a page per source file holds
each of its docs as an anchored section, so the page count is the file count and every doc keeps
a stable URL: `<source path>/#<doc name>` (the doc name is its file stem, unique in its folder
and so in its source file).

Everything shown comes from files anyone may edit (file and folder names, docs, `_index.md`),
so nothing is trusted to be escaped already: a page's HTML is made here from the docs' raw text,
by an autoescaping template and `markup` (a safe Markdown subset for prose). MkDocs gets a stub
of each page that holds no Markdown, only frontmatter: the page's title, its HTML and its table
of contents, which `hooks.py` puts in place. MkDocs and Material insert titles, navigation
entries and table-of-contents entries into their pages as HTML, so every name bound there goes
through `html_text` (and none through Markdown, whose headings and `attr_list` would make
markup of it). Python-Markdown over 20,000 docs was most of a large site's build. Pure: docs in,
text out.
"""

from __future__ import annotations

import functools
import json
import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote, unquote

import jinja2
from markupsafe import Markup, escape

from rk_action import dependencies, gitutil, render, store
from rk_action.extract import language_of
from rk_action.forge import Forge
from rk_action.page_sections import MADE_NOTES, doc_sections
from rk_action.site import diagram, markup
from rk_action.store import one_line

CODE_SECTIONS = ("Code", "Usage Example")
_FENCE_INFO = re.compile(r"^\s*(`{3,}|~{3,})\s*([\w+#.-]*)")
_ANCHOR = re.compile(r"[\w-]+")


@dataclass(frozen=True, slots=True)
class Section:
    """One `###` section of a doc, as raw text (escaping is the page's job)."""

    heading: str
    text: str
    """Markdown prose, or the code itself for a code section."""
    language: str = ""
    """The fence's language, for a code section."""
    code: bool = False
    refs: tuple[SiteRef, ...] = ()
    """The links of a references section ("Calls", "Overrides", …)."""
    more: int = 0
    """How many references that section counts without listing them."""


@dataclass(frozen=True, slots=True)
class SiteRef:
    """One bullet of a references section."""

    symbol: str
    doc: str
    """The linked page, as a path of the knowledge base (`docs/…md`)."""
    description: str


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
    signature: Section | None = None
    """The entity's declaration, shown under its heading (None when the page has none)."""

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


_REF = re.compile(r"- \[((?:\\.|[^\\\]])*)\]\(([^()\s]*)\)(?: — (.*))?")
_MORE = re.compile(r"- … and (\d{1,9}) more")
_UNESCAPE = re.compile(r"\\(.)")


def _refs_section(heading: str, body: str, doc: str) -> Section:
    """A references section (`render.REF_HEADINGS`): its bullets as links to other docs (a
    bullet of another shape is left out: the page was edited, and only what this format says
    is linked)."""
    found, more = [], 0
    for line in body.split("\n"):
        match = _REF.fullmatch(line)
        if match is not None:
            target = posixpath.normpath(posixpath.join(posixpath.dirname(doc),
                                                       unquote(match.group(2))))
            found.append(SiteRef(_UNESCAPE.sub(r"\1", match.group(1)), target,
                                 render.unescape_md(match.group(3) or "")))
        elif (counted := _MORE.fullmatch(line)) is not None:
            more = int(counted.group(1))
    return Section(heading, "", refs=tuple(found), more=more)


def site_doc(entry: store.IndexEntry, text: str) -> SiteDoc:
    """A doc page's text (frontmatter and sections) read into a `SiteDoc`."""
    meta = store.parse_doc_meta(text)
    sections = []
    for heading, body in doc_sections(text).items():
        if heading in CODE_SECTIONS:
            sections.append(_code_section(heading, body))
        elif heading in render.REF_HEADINGS:
            sections.append(_refs_section(heading, body, entry.doc))
        elif heading == "What It Does":
            sections.append(Section(heading, _after_description(render.unescape_md(body),
                                                                entry.description)))
        else:
            sections.append(Section(heading, render.unescape_md(body)))
    signature = render.doc_signature(text)
    return SiteDoc(
        name=entry.name, doc=entry.doc, source=meta.get("source", ""),
        symbol=meta.get("symbol", "") or entry.name, kind=meta.get("kind", ""),
        lines=store.doc_lines(meta), description=store.one_line(entry.description),
        sections=tuple(sections),
        signature=_code_section("Signature", signature) if signature else None,
    )


def _after_description(what_it_does: str, description: str) -> str:
    """What It Does without the made one-liner an undocumented entity's page opens it with:
    the site shows the one-liner above the sections already (`rk-description`); the note on
    where it came from stays."""
    first, _, rest = what_it_does.partition("\n\n")
    shown = render.unescape_md(one_line(description)).rstrip(".")  # both as text, unescaped
    return rest if rest.startswith(MADE_NOTES) and first == f"{shown}." else what_it_does


def anchor(doc: SiteDoc) -> str:
    """The doc's anchor on its page (its name; kebab names always qualify)."""
    return doc.name if _ANCHOR.fullmatch(doc.name) else "doc-" + re.sub(r"[^\w-]", "-", doc.name)


def html_text(text: str) -> str:
    """`text` as HTML that shows exactly `text`: the one escaping rule for every name (path,
    folder, symbol, project) that MkDocs or Material put into a page as HTML (navigation,
    titles, tables of contents, the site's name). The autoescaping HTML templates apply the
    same rule to everything they show."""
    return str(escape(text))


def page_path(source: str) -> str:
    """The stub of a source file's page inside the MkDocs docs folder, `<source>/index.md`,
    which gives the page the URL `<source>/`. No other page's stub can meet it: `<source>` is
    a file in the repository, so no other source lies under it; and no suffix is added to the
    file's name, which may already be as long as a name can be."""
    return f"{source}/index.md"


def clash(source: str, site_files: frozenset[str]) -> str | None:
    """The file of the site itself (theme, search data, `404.html`…) that the page of
    `source` would have to replace, as its folder `<source>/` or one of that folder's parents;
    None when there is none."""
    parts = source.split("/")
    for end in range(1, len(parts) + 1):
        path = "/".join(parts[:end])
        if path in site_files:
            return path
    return None


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


def source_links(found: Forge | None, commit: str) -> Callable[[SiteDoc], str]:
    """A doc → the address of its lines on the forge at `commit` ("" without a forge)."""
    if found is None or not gitutil.object_id(commit):
        return lambda doc: ""
    return lambda doc: found.lines_url(commit, doc.source, *doc.lines) if all(doc.lines) else ""


def render_file_page(source: str, docs: list[SiteDoc],
                     source_url: Callable[[SiteDoc], str] = lambda doc: "",
                     urls: dict[str, str] | None = None) -> str:
    """The HTML of one source file's page: a section per doc (linked to its lines by
    `source_url`), every text escaped. `urls` (doc path → `doc_url`) are where references
    link; a doc not in the site is named, unlinked."""
    up = "../" * (source.count("/") + 1)  # from `<source>/` to the site's root

    def ref_url(ref: SiteRef) -> str | None:
        url = (urls or {}).get(ref.doc)
        return up + url if url is not None else None

    return html_template("site/file.html.j2").render(
        source=source, name=PurePosixPath(source).name, docs=docs, anchor=anchor,
        source_url=source_url,
        prose=_markup(markup.prose), inline=_markup(markup.inline),
        code_block=_markup(markup.code_block), ref_url=ref_url)


def _markup(function: Callable[..., str]) -> Callable[..., Markup]:
    """`function`, whose HTML the autoescaping template must take as is."""
    return lambda *args: Markup(function(*args))  # safe: markup.py escapes every text


def render_stub(title: str, html_path: str, toc_path: str) -> str:
    """The file MkDocs reads for a page: frontmatter only, naming the page's title (as plain
    text: it is escaped here), its HTML and its table of contents (files `hooks.py` reads)."""
    return render.site_template("site/page.md.j2").render(
        title=html_text(title), html=html_path, toc=toc_path)


def toc_json(entries: list[tuple[str, str]]) -> str:
    """A page's table of contents, (anchor, plain text) per entry, as the tokens MkDocs builds
    it from, each entry's text escaped."""
    return json.dumps([{"level": 2, "id": id_, "name": html_text(text), "children": []}
                       for id_, text in entries], ensure_ascii=False)


def file_toc(docs: list[SiteDoc]) -> str:
    """The table of contents of a source file's page: one entry per doc."""
    return toc_json([(anchor(doc), doc.symbol) for doc in docs])


@functools.cache
def _html_environment(dirs: tuple[Path, ...]) -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader([str(d) for d in dirs]),
                              autoescape=True, trim_blocks=True, lstrip_blocks=True,
                              undefined=jinja2.StrictUndefined)


def html_template(name: str) -> jinja2.Template:
    """An HTML template of the site: autoescaped, looked up like every other template."""
    return _html_environment(tuple(render.templates_dirs())).get_template(name)


def folder_pages(sources: list[str]) -> list[str]:
    """The folders (the root aside) that get a page of their own, `<folder>/index.md`: every
    folder above a source file's page, but one holding a folder named `index.md` (its pages
    need that name for a folder)."""
    folders = {source.rpartition("/")[0] for source in sources}
    for folder in list(folders):
        while folder:
            folders.add(folder)
            folder = folder.rpartition("/")[0]
    folders.discard("")
    taken = {source.rsplit("/", 1)[0] for source in sources}
    blocked = {folder for folder in folders
               if any(place == f"{folder}/index.md" or place.startswith(f"{folder}/index.md/")
                      for place in taken)}
    return sorted(folders - blocked)


def folder_page_path(folder: str) -> str:
    """The stub of a folder's page: `<folder>/index.md`, the section index page of the
    folder's entry in the navigation (Material's `navigation.indexes`), URL `<folder>/`."""
    return f"{folder}/index.md"


def folder_url(folder: str) -> str:
    """The URL of a folder's page, relative to the site root (the root's is the home page)."""
    return quote(f"{folder}/") if folder else "./"


@dataclass(frozen=True, slots=True)
class FolderFile:
    """A source file as its folder's page lists it."""

    name: str
    url: str
    docs: list[SiteDoc]
    about: str = ""
    """What the file's own doc says it is (text, as its folder's overview shows it)."""


def render_folder_page(folder: str, about: str, subfolders: list[tuple[str, str, str]],
                       files: list[FolderFile], summary: str = "", diagram: str = "") -> str:
    """The HTML of a folder's page: its README's or docstring's first paragraphs (`about`,
    Markdown), the model's paragraph about it (`summary`, Markdown, may be empty), its
    sub-folders (name, URL relative to this page, one-liner), its dependency diagram (SVG made
    by `site.diagram`, which escapes every name) and its files with their entities, every
    text escaped."""
    return html_template("site/folder.html.j2").render(
        folder=folder, about=Markup(markup.prose(about)),  # safe: markup.py escapes every text
        summary=Markup(markup.prose(summary)),  # safe: likewise
        subfolders=subfolders, files=files, anchor=anchor, inline=_markup(markup.inline),
        diagram=Markup(diagram))  # safe: site/diagram.py escapes every text


def folder_diagram(folder: str, overview_text: str, folders: set[str], sources: set[str]) -> str:
    """The SVG of the dependency diagram a folder's overview (`overview_text`) shows, each
    child linked to its page (of the `folders` and `sources` that have one); "" for none."""
    found = dependencies.read(dependencies.section(overview_text))
    if found is None:
        return ""
    urls: list[str | None] = []
    for name in found.names:
        path = (f"{folder}/" if folder else "") + name.rstrip("/")
        has_page = path in folders if name.endswith("/") else path in sources
        urls.append(quote(name.rstrip("/")) + "/" if has_page else None)
    return diagram.render(found, urls,
                          f"Dependencies between the parts of {folder or 'the repository'}")


MAX_NAV_DEPTH = 64
"""Sections nested in the navigation at most: 350 folders deep (one commit can make them)
ended `site build` in a RecursionError, its configuration nested past Python's limit."""


def nav(sources: list[str], folders: frozenset[str] = frozenset()) -> list[Any]:
    """MkDocs `nav` mirroring the source tree: folders as sections (opening on the folder's
    page, for those of `folders`), files as pages (MkDocs takes the titles as HTML: they are
    escaped)."""
    root: dict[str, Any] = {}
    for source in sources:
        *above, _ = source.split("/")
        if len(above) > MAX_NAV_DEPTH:  # the deeper folders are one section, named by path
            above = [*above[: MAX_NAV_DEPTH - 1], "/".join(above[MAX_NAV_DEPTH - 1 :])]
        node = root
        for folder in above:
            node = node.setdefault(folder + "/", {})
        node[source] = None
    return [{"Home": "index.md"}, *_nav_items(root, "", folders)]


def _nav_items(node: dict[str, Any], above: str, folders: frozenset[str]) -> list[Any]:
    items: list[Any] = []
    for key in sorted(node, key=lambda k: (node[k] is None, k)):
        child = node[key]
        if child is None:
            items.append({html_text(PurePosixPath(key).name): page_path(key)})
        else:
            folder = above + key.rstrip("/")
            index = [folder_page_path(folder)] if folder in folders else []
            items.append({html_text(key.rstrip("/")): index + _nav_items(child, folder + "/",
                                                                         folders)})
    return items
