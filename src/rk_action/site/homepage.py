"""The site's home page: the repository's README, its folders at a glance, then the facts of
the knowledge base (files, entities by language and kind, last commit) and how to search.

No path of the machine that built the site is shown: the project's `git_url` appears only as
its forge's web address (`rk_action.forge`), never as the local folder it was created from.
Pure: texts in, HTML out.
"""

from __future__ import annotations

import posixpath
from collections import Counter
from dataclasses import dataclass
from urllib.parse import quote

from markupsafe import Markup

from rk_action import forge
from rk_action.forge import Forge
from rk_action.site import pages, readme

SECTIONS = (("folders", "Folders"), ("dependencies", "Dependencies"),
            ("this-knowledge-base", "This knowledge base"),
            ("entities-by-language-and-kind", "Entities by language and kind"),
            ("how-to-search", "How to search"))
"""The home page's own `h2` headings (id, text), after the README's."""
_PLURALS = {"class": "classes"}


@dataclass(frozen=True, slots=True)
class HomeFacts:
    """What the home page says about a project."""

    project: str
    forge: Forge | None
    """The repository on the web, None when it has none (a local path is never shown)."""
    last_commit: str
    last_update: str
    files: int
    docs: int
    kinds: dict[str, dict[str, int]]
    """language → kind → doc count."""


@dataclass(frozen=True, slots=True)
class FolderRow:
    """A folder of the overview: where its first page is and what it holds."""

    folder: str
    url: str
    description: Markup


@dataclass(frozen=True, slots=True)
class HomePage:
    """The home page's HTML and its table of contents (anchor, plain text)."""

    html: str
    toc: list[tuple[str, str]]


def home_facts(project: str, meta: dict[str, str], docs: list[pages.SiteDoc]) -> HomeFacts:
    counts: Counter[tuple[str, str]] = Counter((d.language, d.kind or "other") for d in docs)
    kinds: dict[str, dict[str, int]] = {}
    for (language, kind), count in sorted(counts.items()):
        kinds.setdefault(language, {})[kind] = count
    return HomeFacts(
        project=project,
        forge=forge.from_meta(meta) or forge.from_git_url(meta.get("git_url", "")),
        last_commit=meta.get("last_commit", ""), last_update=meta.get("last_update", ""),
        files=len({d.source for d in docs}), docs=len(docs), kinds=kinds,
    )


def folder_rows(sources: list[str], docs: list[pages.SiteDoc], texts: readme.RepoTexts,
                forge: Forge | None, folder_pages: frozenset[str] = frozenset()) -> list[FolderRow]:
    """One row per folder holding source files with pages, in path order, linked to the
    folder's page (of `folder_pages`), else to the first of those pages; described by its
    package docstring or README, else by what it holds."""
    files: dict[str, list[str]] = {}
    for source in sorted(sources):
        folder = posixpath.dirname(source)
        if folder:
            files.setdefault(folder, []).append(source)
    kinds: dict[str, Counter[str]] = {folder: Counter() for folder in files}
    for doc in docs:
        folder = posixpath.dirname(doc.source)
        if folder in kinds:
            kinds[folder][doc.kind or "other"] += 1
    rows = []
    for folder, sources_in in sorted(files.items()):
        description = readme.folder_description(folder, texts, forge)
        url = (pages.folder_url(folder) if folder in folder_pages
               else quote(pages.page_url(sources_in[0])))
        rows.append(FolderRow(folder, url,
                              Markup(description)  # safe: markup.py escapes every text
                              if description else Markup.escape(_count(kinds[folder],
                                                                       len(sources_in)))))
    return rows


def _count(kinds: Counter[str], files: int) -> str:
    """`12 functions, 3 classes in 4 files`: functions, methods and classes first."""
    order = {"function": 0, "method": 1, "class": 2}
    parts = [f"{count} {kind if count == 1 else _PLURALS.get(kind, kind + 's')}"
             for kind, count in sorted(kinds.items(), key=lambda kc: (order.get(kc[0], 3), kc[0]))]
    return f"{', '.join(parts)} in {files} file{'' if files == 1 else 's'}"


def home_page(project: str, meta: dict[str, str], docs: list[pages.SiteDoc],
              sources: list[str], texts: readme.RepoTexts,
              folder_pages: frozenset[str] = frozenset(), diagram: str = "") -> HomePage:
    """The home page of `project`: `docs` shown on the pages of `sources`; `texts` what was
    read of the repository (empty when it was not at hand); `diagram` the SVG of the root
    folder's dependency diagram (made by `site.diagram`, which escapes every name)."""
    facts = home_facts(project, meta, docs)
    document = (readme.render_readme(texts, facts.forge) if texts.readme
                else readme.render_package_doc(texts, facts.forge))
    folders = folder_rows(sources, docs, texts, facts.forge, folder_pages)
    kinds = sorted({kind for per in facts.kinds.values() for kind in per})
    html = pages.html_template("site/home.html.j2").render(
        facts=facts, kinds=kinds, sections=dict(SECTIONS), folders=folders,
        title=Markup(document.title) if document.title else project,  # safe: markup.py
        readme=Markup(document.html),  # safe: markup.py escapes every text
        diagram=Markup(diagram))  # safe: site/diagram.py escapes every text
    toc = [(h.id, h.text) for h in document.headings if h.level <= 2]
    shown = {"folders": bool(folders), "dependencies": bool(diagram)}
    toc += [(id_, text) for id_, text in SECTIONS if shown.get(id_, True)]
    return HomePage(html, toc)
