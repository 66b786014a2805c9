"""`site build`: an MkDocs Material project generated from a knowledge base, then built.

The MkDocs project (pages, `mkdocs.yml`, theme overrides) lives in a temporary folder; the only
things written are the output folder and that folder. The header search box is ours: the
overridden `partials/search.html` carries no Material search component, so Material's lunr
worker never starts, and `assets/rk/site.js` runs the four search layers over the CLI's ranking
index in parts (`index/`) and, for layer 4 only, the source files in parts (`code/`): see
`search_data.py`. That script is the ES modules of `assets/` bundled into one classic script
(`bundle.py`), and it loads the data as scripts: the site works opened from disk (`file://`).
"""

from __future__ import annotations

import functools
import importlib.resources
import logging
import os
import posixpath
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from urllib.parse import quote

from rk_action import forge, overview, render, store
from rk_action.errors import RkError, naming
from rk_action.progress import Progress
from rk_action.site import homepage, pages, readme, search_data
from rk_action.site.bundle import bundle

ASSETS = Path(__file__).with_name("assets")
SCRIPT = "site.js"
"""The site's one script: the modules `SCRIPT_MODULES` of `ASSETS` and what they import, bundled."""
SCRIPT_MODULES = ("links.js", "site.js")
MARKER = ".rk-site"
"""A file in every output folder we built: only such a folder (or an empty one) is replaced."""


@dataclass(frozen=True, slots=True)
class SiteReport:
    """What `build_site` did."""

    out_dir: Path
    pages: int
    """Pages written: one per source file, plus the home page."""
    entities: int
    """Docs shown (each an anchored section of its source file's page)."""
    seconds: float
    warnings: list[str] = field(default_factory=list)
    """One line per doc left out (unreadable, or not saying which source it documents)."""


def build_site(home: Path, project: str, out_dir: Path, *, progress: Progress | None = None,
               repo: Path | None = None, within: Path | None = None) -> SiteReport:
    """Build the MkDocs Material site of `project` (a knowledge base under `home`) in `out_dir`.
    The home page shows the README of `repo` (by default the clone `_repos/<project>`).
    `within` (by default the working folder): the folder around `out_dir` whose links are
    not ours (a repository's checkout), none of which the site is written through."""
    started = time.perf_counter()
    project_dir = home / store.check_project_name(project)
    meta = store.read_meta(project_dir)
    if meta is None or not (project_dir / "_index.md").exists():
        raise RkError(f"no complete knowledge base for project '{project}' in {home}")
    warnings: list[str] = []
    _check_out_dir(out_dir, warnings, within or Path.cwd())
    docs = placeable(read_docs(project_dir, warnings), warnings)
    texts = readme.read_repo_texts(repo or home / "_repos" / project, meta.get("last_commit", ""),
                                   {posixpath.dirname(doc.source) for doc in docs}, warnings)
    with tempfile.TemporaryDirectory(prefix="rk-site-") as work:
        search_dir = Path(work) / "search"
        # The search's data (the ranking index, built anew when stale, and the source files)
        # is made by another process meanwhile: the build itself runs on one core.
        search = search_data.start(home, project, meta, docs, search_dir,
                                   pages.folder_pages(sorted({doc.source for doc in docs})))
        try:
            config_file = write_project(Path(work), project, meta, docs, out_dir, progress,
                                        warnings, texts, project_dir)
            if progress:
                progress.start("Building the site with MkDocs", 1)
            _mkdocs_build(config_file)
        except BaseException:
            search.cancel()  # before its folder goes
            raise
        search.wait()
        for name in search_data.FILES:
            shutil.move(search_dir / name, out_dir / "assets" / "rk" / name)
        if progress:
            progress.advance()
            progress.finish()
    _write_text(out_dir / MARKER, "rk-action site\n")
    sources = {doc.source for doc in docs}
    folders = pages.folder_pages(sorted(sources))
    return SiteReport(out_dir, len(sources) + len(folders) + 1, len(docs),
                      time.perf_counter() - started, warnings)


def _check_out_dir(out_dir: Path, warnings: list[str], within: Path) -> None:
    """MkDocs empties its output folder: refuse one holding anything but an earlier site. The
    folder is the repository's checkout in an Action, whose links a pull request commits:
    refuse a folder reached through a link below `within`, and remove the links
    inside an earlier site (`assets -> /elsewhere`), each with a line in `warnings`."""
    absolute, within = Path(os.path.abspath(out_dir)), Path(os.path.abspath(within))
    for folder in (absolute, *absolute.parents):
        if folder == within or (within not in folder.parents and folder != absolute):
            break
        if folder.is_symlink():
            raise RkError(f"--out {out_dir}: {folder} is a symbolic link; the site is never "
                          "written through a link")
    if out_dir.exists() and not out_dir.is_dir():
        raise RkError(f"--out {out_dir} is not a folder")
    if out_dir.is_dir() and any(out_dir.iterdir()) and not (out_dir / MARKER).exists():
        raise RkError(f"--out {out_dir} is not empty and holds no site built by rk-action; "
                      "choose an empty or new folder")
    for dirpath, dirnames, filenames in os.walk(out_dir):
        for name in [*dirnames, *filenames]:
            path = Path(dirpath) / name
            if path.is_symlink():
                path.unlink()
                warnings.append(f"{path}: a symbolic link in the site's folder; removed (the "
                                "site is never written through a link)")


def read_docs(project_dir: Path, warnings: list[str] | None = None) -> list[pages.SiteDoc]:
    """Every doc of `_index.md` that can be read, as the site shows it; the others are left
    out, each with a line in `warnings`."""
    docs = []
    for entry in store.read_index(project_dir):
        if overview.is_overview(entry.doc):  # a folder's: its folder has a page of its own
            continue
        try:
            path = store.inside(project_dir / "docs", project_dir / entry.doc)
            text = store.read_file(path).decode("utf-8")
        except (OSError, ValueError, RkError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            if warnings is not None:
                warnings.append(f"{entry.doc}: cannot be read ({reason}), left out of the site")
            continue
        doc = pages.site_doc(entry, text)
        if _inside_repository(doc.source):
            docs.append(doc)
        elif warnings is not None:
            said = f"`source` {doc.source[:80]!r} is no path inside the repository" if doc.source \
                else "no `source`"
            warnings.append(f"{entry.doc}: {said} in its frontmatter, left out of the site")
    return docs


def _inside_repository(source: str) -> bool:
    """Is a page's `source` (read from the docs branch, anyone's to push to) a plain relative
    path, whose page stub the site may write: not `/elsewhere`, `../..`, `a/./b` nor empty."""
    return bool(source) and "\0" not in source and all(
        part not in ("", ".", "..") for part in source.split("/"))


def placeable(docs: list[pages.SiteDoc], warnings: list[str]) -> list[pages.SiteDoc]:
    """`docs` but those whose page would have to replace one of the site's own files (a
    source `assets/rk/site.js`, a folder `404.html/`), each such source with a line in
    `warnings`."""
    taken = site_files()
    clashes = {source: pages.clash(source, taken) for source in {doc.source for doc in docs}}
    for source, clashed in sorted(clashes.items()):
        if clashed:
            warnings.append(f"{source}: its page would replace the site's own file {clashed}, "
                            "left out of the site")
    return [doc for doc in docs if not clashes[doc.source]]


@functools.cache
def site_files() -> frozenset[str]:
    """Where the built site holds files of its own: the theme's assets, ours and the search
    data, and what MkDocs writes at the top (`404.html`, the sitemap, Material's search
    index), and the home page's stub (`index.md`). No page may have one of them as its folder
    or a folder above it."""
    theme = Path(str(importlib.resources.files("material"))) / "templates"
    found = {path.relative_to(theme).as_posix()
             for path in (theme / "assets").rglob("*") if path.is_file()}
    found.update(f"assets/rk/{name}" for name in shipped_assets())
    found.update(f"assets/rk/{name}" for name in search_data.FILES)
    found.update(("index.md", "index.html", "404.html", "sitemap.xml", "sitemap.xml.gz",
                  "search/search_index.json", MARKER))
    return frozenset(found)


def write_project(work: Path, project: str, meta: dict[str, str], docs: list[pages.SiteDoc],
                  out_dir: Path, progress: Progress | None, warnings: list[str] | None = None,
                  texts: readme.RepoTexts | None = None,
                  project_dir: Path | None = None) -> Path:
    """The MkDocs project in `work`: pages, assets, theme overrides and `mkdocs.yml`. A page
    that cannot be written is left out, with a line in `warnings`. `texts`: what the home page
    shows of the repository (its README, what describes its folders); `project_dir`: the
    knowledge base, whose folder overviews the folders' pages show."""
    docs_dir, html_dir = work / "docs", work / "html"
    grouped = pages.group_by_source(docs)
    links = pages.source_links(forge.from_meta(meta), meta.get("last_commit", ""))
    urls = {doc.doc: pages.doc_url(doc) for doc in docs}
    written = write_pages(grouped, docs_dir, html_dir, progress,
                          [] if warnings is None else warnings, links, urls)
    folders = write_folder_pages(project_dir, grouped, written, docs_dir, html_dir)
    page = homepage.home_page(project, meta, docs, written, texts or readme.RepoTexts(),
                              frozenset(folders), pages.folder_diagram(
                                  "", _overview_text(project_dir, ""), set(folders),
                                  set(written)))
    home_html, home_toc = html_dir / "home.html", html_dir / "home.toc.json"
    _write_text(home_html, page.html)
    _write_text(home_toc, pages.toc_json(page.toc))
    _write_text(docs_dir / "index.md", pages.render_stub(project, str(home_html), str(home_toc)))
    write_assets(docs_dir / "assets" / "rk")
    overrides = _site_templates() / "overrides"
    config = render.site_template("site/mkdocs.yml.j2").render(
        project=pages.html_text(project), docs_dir=str(docs_dir),
        site_dir=str(out_dir.resolve()), overrides=str(overrides),
        nav=pages.nav(written, frozenset(folders)),
        hooks=str(Path(__file__).with_name("hooks.py")),
        description=pages.html_text(f"Knowledge base of {project}"),
    )
    config_file = work / "mkdocs.yml"
    _write_text(config_file, config)
    return config_file


def shipped_assets() -> list[str]:
    """The files of ours the site holds in `assets/rk/` (its data aside): the style sheets and
    the bundled script."""
    return sorted([path.name for path in ASSETS.iterdir() if path.suffix == ".css"] + [SCRIPT])


def write_assets(target: Path) -> None:
    """The style sheets and the site's script (the modules of `ASSETS`, bundled) in `target`,
    which may hold pages already (a source folder `assets/rk/`): no file of ours is theirs."""
    target.mkdir(parents=True, exist_ok=True)
    for name in shipped_assets():
        if name != SCRIPT:
            shutil.copyfile(ASSETS / name, target / name)
    _write_text(target / SCRIPT, bundle(ASSETS, SCRIPT_MODULES))


def write_pages(grouped: dict[str, list[pages.SiteDoc]], docs_dir: Path, html_dir: Path,
                progress: Progress | None, warnings: list[str],
                links: Callable[[pages.SiteDoc], str] = lambda doc: "",
                urls: dict[str, str] | None = None) -> list[str]:
    """For each source file, its page's HTML and table of contents under `html_dir` and its
    stub under `docs_dir` (each doc linked to its lines by `links`, its references to the
    `urls` of their docs); the sources whose pages
    were written (the others, whose stub the file system refused, each have a line in
    `warnings`)."""
    html_dir.mkdir(parents=True, exist_ok=True)
    if progress:
        progress.start("Writing site pages", len(grouped))
    written = []
    for number, (source, docs) in enumerate(grouped.items()):
        html_path, toc_path = html_dir / f"{number}.html", html_dir / f"{number}.toc.json"
        _write_text(html_path, pages.render_file_page(source, docs, links, urls))
        _write_text(toc_path, pages.file_toc(docs))
        stub = docs_dir / pages.page_path(source)
        try:
            store.inside(docs_dir, stub)
            stub.parent.mkdir(parents=True, exist_ok=True)
            stub.write_text(pages.render_stub(source, str(html_path), str(toc_path)),
                            encoding="utf-8")
            written.append(source)
        except (OSError, RkError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            warnings.append(f"{source}: its page cannot be written ({reason}), "
                            "left out of the site")
        if progress:
            progress.advance()
    if progress:
        progress.finish()
    return written


def write_folder_pages(project_dir: Path | None, grouped: dict[str, list[pages.SiteDoc]],
                       written: list[str], docs_dir: Path, html_dir: Path) -> list[str]:
    """A page for each folder above the pages of `written` sources (`pages.folder_pages`):
    what its overview in `project_dir` shows of its README or docstring, its sub-folders with
    their one-liners (from `_index.md`), its files (with what each says it is, as the overview
    shows it) and their entities. The folders whose page was written."""
    folders = pages.folder_pages(written)
    one_liners = {e.doc: e.description for e in store.read_index(project_dir)} \
        if project_dir else {}
    files: dict[str, list[pages.FolderFile]] = {}
    for source in written:
        folder, _, name = source.rpartition("/")
        files.setdefault(folder, []).append(
            pages.FolderFile(name, quote(name) + "/", grouped[source]))
    children: dict[str, list[tuple[str, str, str]]] = {}
    for folder in folders:
        parent, _, name = folder.rpartition("/")
        children.setdefault(parent, []).append(
            (name, quote(name) + "/", store.one_line(one_liners.get(overview.doc_path(folder),
                                                                    ""))))
    done, with_pages, sources = [], set(folders), set(written)
    for number, folder in enumerate(folders):
        text = _overview_text(project_dir, folder)
        about = render.unescape_md(overview.page_about(text))
        summary = render.unescape_md(overview.page_summary(text))
        svg = pages.folder_diagram(folder, text, with_pages, sources)
        said = overview.page_file_abouts(text)  # what each file's own doc says it is
        listed = [replace(one, about=render.unescape_md(said.get(one.name, "")))
                  for one in files.get(folder, [])]
        html_path = html_dir / f"folder-{number}.html"
        toc_path = html_dir / f"folder-{number}.toc.json"
        _write_text(html_path, pages.render_folder_page(folder, about, children.get(folder, []),
                                                        listed, summary, svg))
        _write_text(toc_path, pages.toc_json(
            [("summary", "Summary")] * bool(summary)
            + [("folders", "Folders")] * bool(children.get(folder))
            + [("dependencies", "Dependencies")] * bool(svg)
            + [("files", "Files")] * bool(files.get(folder))))
        stub = docs_dir / pages.folder_page_path(folder)
        try:
            stub.parent.mkdir(parents=True, exist_ok=True)
            stub.write_text(pages.render_stub(folder + "/", str(html_path), str(toc_path)),
                            encoding="utf-8")
            done.append(folder)
        except OSError:
            continue  # its files' pages stay; the navigation's section has no page of its own
    return done


def _overview_text(project_dir: Path | None, folder: str) -> str:
    """The text of a folder's overview in the knowledge base ("" when it cannot be read)."""
    if project_dir is None:
        return ""
    try:
        doc = overview.doc_path(folder)
        path = store.inside(project_dir / "docs", project_dir / doc)
        return store.read_file(path).decode("utf-8", "replace")
    except (OSError, ValueError, RkError):
        return ""


def _write_text(path: Path, text: str) -> None:
    """Write a file of the site; a full disk names it (a plain write would not)."""
    with naming(path):
        path.write_text(text, encoding="utf-8")


def _site_templates() -> Path:
    """The folder holding `site/` templates (a user's `RK_TEMPLATES` copy first)."""
    for folder in render.templates_dirs():
        if (folder / "site" / "overrides").is_dir():
            return folder / "site"
    raise RkError("site templates not found (templates/site/overrides)")


# --- MkDocs -----------------------------------------------------------------------------------


def _mkdocs_build(config_file: Path) -> None:
    """`mkdocs build` through its Python API, quietly (its INFO lines are not ours)."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    logger = logging.getLogger("mkdocs")
    level = logger.level
    logger.setLevel(logging.WARNING)
    try:
        build(load_config(str(config_file)))
    except MkDocsException as exc:
        raise RkError(f"mkdocs build failed: {exc}") from exc
    finally:
        logger.setLevel(level)

