"""Create: clone a repository and write its knowledge base (DESIGN §2, §3).

Per file (in worker processes): read, extract, plan pages, summarize, render, and collect what
each page names. Then, in this process (`publish`): name the pages, resolve the references and
add each page's references sections ("Overrides", "Calls", …), write the docs that changed and
`_refs/`, remove stale docs, write `_index.md`, and only after all of that `_meta.md` (which is
what marks the project complete) and the registry. Meanwhile a forked process builds the search
index from the same texts (`search.forked`), from the terms the workers worked out with each
page where they hold; the create ends when it has.
"""

from __future__ import annotations

import os
import pickle
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import suppress
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from rk_action import (
    GENERATOR,
    forge,
    gitutil,
    history,
    layout,
    publish,
    redo,
    scan,
    store,
    workers,
)
from rk_action import overview as folders_overview
from rk_action.errors import GitAuthError, GitError, RkError
from rk_action.forge import Forge, SourceLink
from rk_action.model import DocUnit, Entity, Summary, pickled_by_fields
from rk_action.progress import Progress
from rk_action.refs import FileRefs
from rk_action.render import doc_frontmatter, render_doc
from rk_action.source import discard_clone, normalize_source, source_commit
from rk_action.summarize.static import FAILED, summarize

if TYPE_CHECKING:
    from rk_action.llm_folders import FolderSummarizer, HasLlm
    from rk_action.search.forked import Building
    from rk_action.summarize.anthropic import LlmReport, LlmSettings
    from rk_action.summarize.choice import SummarizerChoice

T = TypeVar("T")


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Page:
    """A rendered page before it has a path (what a worker sends back: no code, just names)."""

    entity: Entity
    """The page's entity without its code and doc, enough to name the page."""
    entities: int
    """How many entities the page documents (itself and its members)."""
    text: str
    description: str
    indexed: bool = False
    """Were its search terms worked out with it (`indexed_file`)?"""


@dataclass(slots=True)
class FileResult:
    path: str
    pages: list[Page] = field(default_factory=list)
    skip: str | None = None
    warning: str | None = None
    refs: FileRefs | None = None
    terms: bytes = b""
    """The search terms of its pages (`indexed_file`): a list of `PageTerms` or None, one a
    page, pickled where they were worked out, for the index process alone to unpickle."""
    about: str = ""
    """What the file's own doc says it is (`layout.SourcePlan.about`)."""


@dataclass(slots=True)
class CreateReport:
    """What a create did, for the CLI to show."""

    project: str
    last_commit: str = ""
    files: int = 0
    entities: int = 0
    docs: int = 0
    """Every doc written: the entities' docs and the folder overviews."""
    overviews: int = 0
    written: int = 0
    removed: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    skipped_folders: Counter[str] = field(default_factory=Counter)
    """How many files each folder skipped by its name held (`scan.ScanResult.folders`)."""
    warnings: list[str] = field(default_factory=list)
    seconds: float = 0.0
    no_code: bool = False
    llm: LlmReport | None = None
    """What the model did, when pages were described by one."""


def today() -> str:
    """The date stamped into docs and metadata; honours `SOURCE_DATE_EPOCH`."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    stamp = int(epoch) if epoch and epoch.isdigit() else int(time.time())
    return time.strftime("%Y-%m-%d", time.gmtime(stamp))


def document_file(path: str, data: bytes, cached: str, link: SourceLink | None = None
                  ) -> FileResult:
    """Decode, extract, summarize and render one file (its pages link to `link`). Never raises
    for bad input."""
    plan = layout.plan_source(path, data)
    result = FileResult(path, skip=plan.skip, warning=plan.warning, refs=plan.refs,
                        about=plan.about)
    failed = []
    for entity, members, overview in plan.units:
        unit = DocUnit(entity, "", members, overview)
        summary = summarize(entity, members, overview)
        if summary.what_it_does.startswith(FAILED):
            failed.append(entity.symbol)
        result.pages.append(make_page(unit, summary, cached, link))
    if failed:  # a fault of ours: its page says only its name, the run goes on
        said = (f"{scan.shown_path(path)}: could not summarize {', '.join(failed)} (a fault of "
                "rk-action's; please report it): its page gives only its name and code")
        result.warning = f"{result.warning}\n{said}" if result.warning else said
    return result


def indexed_file(path: str, data: bytes, cached: str, link: SourceLink | None = None
                 ) -> FileResult:
    """`document_file` with the search terms of its pages (`search.records.page_terms`):
    worked out here, in a worker, from the text just rendered, they spare the create's index
    process (`search.forked`) most of its work, which the create used to wait for."""
    from rk_action.search.records import page_terms

    result = document_file(path, data, cached, link)
    terms = [page_terms(page.text, page.description, doc_frontmatter(page.entity, cached))
             for page in result.pages]
    result.pages = [Page(page.entity, page.entities, page.text, page.description,
                         one is not None) for page, one in zip(result.pages, terms, strict=True)]
    result.terms = pickle.dumps(terms) if terms else b""
    return result


def make_page(unit: DocUnit, summary: Summary, cached: str, link: SourceLink | None = None
              ) -> Page:
    """The rendered page of a unit, keeping of its entity only what naming needs."""
    text = render_doc(unit, summary, cached, link)
    name_only = replace(unit.entity, code="", doc="", params=(), bases=(), decorators=())
    return Page(name_only, layout.documented(unit.members, unit.overview), text,
                summary.description)


class Tally(Protocol):
    """What a create (or a shard of one) counts of the files it read."""

    skipped: Counter[str]
    warnings: list[str]
    files: int
    entities: int


def tally(report: Tally, skip: str | None, warning: str | None, entities: int) -> None:
    """Count one file that was read into `report`: skipped, warned about, or documented."""
    if skip:
        report.skipped[skip] += 1
    if warning:
        report.warnings.append(warning)
    report.files += entities > 0
    report.entities += entities


Worker = Callable[[str, bytes, str, SourceLink | None], T]
Linked = tuple[str, bytes, SourceLink | None]


def _document_batch(args: tuple[list[Linked], str, Worker[T]]) -> list[T]:
    files, cached, worker = args
    return [worker(path, data, cached, link) for path, data, link in files]


def document_files(
    files: list[tuple[str, bytes]], cached: str, jobs: int, progress: Progress,
    worker: Worker[T], links: dict[str, SourceLink] | None = None,
) -> Iterator[T]:
    """`worker` (`document_file`, say) over many `(path, content)` pairs, in `jobs` processes,
    in order; each file's pages link to its source through `links`."""
    documenting = worker is document_file or worker is indexed_file
    progress.start("Documenting files" if documenting else "Reading files", len(files))
    linked = [(path, data, (links or {}).get(path)) for path, data in files]
    if jobs <= 1 or len(files) < 8:
        for path, data, link in linked:
            yield worker(path, data, cached, link)
            progress.advance()
    else:
        batches = [(linked[i : i + 8], cached, worker) for i in range(0, len(linked), 8)]
        for results in workers.ordered_map(_document_batch, batches, jobs):
            yield from results
            progress.advance(len(results))
    progress.finish()


def ensure_clone(source: str, clone_dir: Path,
                 credentials: gitutil.Credentials | None = None) -> None:
    """A fresh clone of `source` (a URL without credentials, or a path) at `clone_dir`; an
    existing clone of it is fetched and moved to the remote's HEAD (never merged: the remote's
    history wins, force-pushes included). `credentials` (else `RK_GIT_TOKEN`'s) reach git for
    these commands only: the clone's config never holds them."""
    store.inside(clone_dir.parent.parent, clone_dir)  # `_repos/<project>`: no link on the way
    if (clone_dir / ".git").is_dir():
        try:
            url = gitutil.git("remote", "get-url", "origin", cwd=clone_dir).strip()
            if gitutil.scrub(url) == source:
                if url != source:  # cloned by an older version, credentials and all
                    gitutil.git("remote", "set-url", "--", "origin", source, cwd=clone_dir)
                gitutil.git("fetch", "--quiet", "--prune", "--force", "origin", cwd=clone_dir,
                            env=gitutil.credential_env(source, credentials))
                gitutil.git("reset", "--quiet", "--soft", "origin/HEAD", cwd=clone_dir)
                return
        except GitAuthError:
            raise
        except GitError:
            pass
        shutil.rmtree(clone_dir)
    clone_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".clone-{clone_dir.name}-", dir=clone_dir.parent))
    try:
        gitutil.clone(source, staging / "repo", credentials)
        os.replace(staging / "repo", clone_dir)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def create(
    home: Path,
    source: str,
    name: str | None = None,
    *,
    force: bool = False,
    jobs: int = 0,
    progress: Progress | None = None,
    summarizer: SummarizerChoice | None = None,
    repo: Path | None = None,
    paths: scan.PathFilter | None = None,
    forge_of: Forge | None = None,
) -> CreateReport:
    """Create (or resume, or with `force` rebuild) the knowledge base of `source` under `home`.

    `summarizer` chooses the static summarizer (the default) or a model. `repo` is a local
    repository to read instead of a clone of `source` in `_repos/` (the action's workspace);
    `paths` limits the files documented (recorded in `_meta.md`). Pages link to their lines
    on `forge_of` (the Action's), else on the forge `find_forge` finds for `source`.
    """
    progress = progress or Progress(enabled=False)
    settings = summarizer.settings() if summarizer else None
    started = time.perf_counter()
    # `source` is only recorded when `repo` is given (it may come from a docs branch's _meta.md)
    source, credentials = gitutil.split_credentials(normalize_source(source, repo is None))
    project = store.check_project_name(name or store.project_name_from_source(source))
    project_dir = home / project
    report = CreateReport(project)
    meta = open_project(home, project, force, "create --force` to rebuild it", report.warnings)
    clone_dir = repo or home / "_repos" / project
    try:
        if repo is None:
            ensure_clone(source, clone_dir, credentials)
    except RkError:
        with suppress(OSError):  # `_repos/` if it is empty (the lock removes a home it made)
            clone_dir.parent.rmdir()
        raise
    try:
        commit = source_commit(clone_dir, source)
    except RkError:
        if repo is None:
            discard_clone(project_dir, clone_dir)
        raise
    scanned = scan.scan_tree(gitutil.tree(clone_dir, commit), paths)
    report.skipped.update(scanned.skipped)
    report.skipped_folders.update(scanned.folders)
    report.warnings += scanned.warnings
    if not scanned.files:
        if repo is None:
            discard_clone(project_dir, clone_dir)
        report.no_code = True
        return report
    if meta and force:
        (project_dir / "_meta.md").unlink(missing_ok=True)
    found = forge_of or find_forge(source, repo)
    links = source_links(clone_dir, commit, found, [f.path for f in scanned.files])
    index = publish.start_index(project_dir, commit) if settings is None else None
    try:
        if settings is None:
            pages, files, abouts = _document(clone_dir, scanned, report, jobs, progress, links,
                                             index)
        else:
            pages, files, abouts = _document_with_model(
                project_dir, clone_dir, scanned, report, jobs, progress, settings, links)
        old_aliases = {e.doc: e.aliases for e in store.read_index(project_dir)}
        with workers.collecting_seldom():
            named = publish.name_pages(pages, files, old_aliases, abouts)
            folders = {layout.source_dir(entry.source) for entry in named.entries}
            published = publish.publish(project_dir, named, commit,
                                        about_reader(clone_dir, commit, folders), old_aliases,
                                        folder_summarizer(settings, report, progress), index)
    except BaseException:
        if index is not None:
            index.cancel()
        raise
    entries = published.entries
    report.written, report.removed = published.written, published.removed
    report.overviews = len(entries) - len(named.entries)
    finish_project(home, project, meta, {
        "git_url": source, "last_commit": commit, "total_docs": str(len(entries)),
        "branch": gitutil.current_branch(clone_dir),
        "summarizer": f"anthropic:{settings.model}" if settings else "static",
        **(paths.as_meta() if paths else {}), **({"forge": found.as_meta()} if found else {}),
    })
    published.finish_index()
    report.last_commit, report.docs = commit, len(entries)
    report.seconds = time.perf_counter() - started
    return report


def rebuild_search_index(project_dir: Path) -> None:
    """Index the docs on disk for the search (`search.ondisk`), as the last step of a merge
    (a create indexes the texts it holds, `publish`): a search then only reads the index."""
    from rk_action.search.ondisk import rebuild

    rebuild(project_dir)


def find_forge(source: str, repo: Path | None) -> Forge | None:
    """Where the repository is shown on the web: for a local `source` (or the repository
    `repo` read instead of a clone), the Action's repository when it is the workflow's
    workspace (a sharded create), else the forge of its remote `origin`; else `source` itself
    when it is a URL on a known forge; None when none of them names one."""
    local = repo or (Path(source) if "://" not in source and Path(source).is_dir() else None)
    workspace, repository = (os.environ.get("GITHUB_WORKSPACE", ""),
                             os.environ.get("GITHUB_REPOSITORY", ""))
    if local is not None and workspace and repository and (
            Path(workspace).resolve() == local.resolve()):
        return forge.from_action(os.environ.get("GITHUB_SERVER_URL") or "https://github.com",
                                 repository)
    origin = gitutil.origin_url(local) if local is not None else ""
    return (forge.from_git_url(origin) if origin else None) or forge.from_git_url(source)


def source_links(repo: Path, commit: str, found: Forge | None,
                 paths: list[str]) -> dict[str, SourceLink]:
    """path → where its lines are shown: on `found`, at the commit that last changed it (one
    history walk); nothing without a forge."""
    if found is None:
        return {}
    return forge.links(found, history.last_changes(repo, paths, commit))


def open_project(home: Path, project: str, force: bool, rebuild: str,
                 warnings: list[str]) -> dict[str, str] | None:
    """The project's `_meta.md` before a create or merge writes it anew: links are removed
    (a warning each, in `warnings`), an update killed half-way is finished, temp files are
    cleared, and a complete project is refused unless `force` (the message names `update`, and
    `rk-action <rebuild>`)."""
    project_dir = home / project
    warnings += store.link_warnings(home, store.remove_links(home, project))
    redo.apply_pending(project_dir)
    store.remove_temp_files(project_dir)
    meta = store.read_meta(project_dir)
    if meta and meta.get("last_commit") and not force:
        raise RkError(f"project '{project}' already exists; run `rk-action update {project}` "
                      f"to bring it up to date, or `{rebuild}")
    return meta


def finish_project(home: Path, project: str, old: dict[str, str] | None,
                   meta: dict[str, str]) -> None:
    """Write the project's registry row, then `_meta.md` (what marks the project complete:
    every doc is on disk by now), last, so that a run killed between the two is resumed, never
    taken for complete without its row. `meta` holds what this run knows; the dates and the
    generator are added here, `created` kept from the `old` metadata."""
    today_ = today()
    full = {"git_url": meta["git_url"], "created": (old or {}).get("created") or today_,
            "last_update": today_, **meta, "generator": GENERATOR}
    store.upsert_registry(home, store.RegistryRow(project, meta["git_url"], today_,
                                                  int(meta["total_docs"])))
    store.write_atomic(home / project / "_meta.md", store.format_meta(full))


def _document(
    repo: Path, scanned: scan.ScanResult, report: CreateReport, jobs: int, progress: Progress,
    links: dict[str, SourceLink], index: Building | None,
) -> tuple[list[Page], list[FileRefs], dict[str, str]]:
    """Document every file in worker processes: the pages (folder by folder, the order they
    are named in), what each file's pages name and what each file says it is. Their search
    terms go on to the `index` process as they come."""
    pages: list[Page] = []
    files: list[FileRefs] = []
    abouts: dict[str, str] = {}
    sources = _sources(repo, scanned)
    with workers.collecting_seldom():  # the pages are kept: the collector would walk them again
        for result in document_files(sources, today(), jobs or os.cpu_count() or 1, progress,
                                     indexed_file, links):
            tally(report, result.skip, result.warning,
                  sum(page.entities for page in result.pages))
            pages += result.pages
            files += [result.refs] if result.refs is not None else []
            if result.about:
                abouts[result.path] = result.about
            if index is not None and result.terms:
                index.add(result.terms)
    if index is not None:
        index.documented()
    return pages, files, abouts


def _sources(repo: Path, scanned: scan.ScanResult) -> list[tuple[str, bytes]]:
    """`(path, content)` of the scanned files, folder by folder (the order pages are named in)."""
    ordered = sorted(scanned.files, key=lambda f: (layout.source_dir(f.path), f.path))
    contents = gitutil.read_blobs(repo, [f.blob for f in ordered])
    return [(f.path, data) for f, data in zip(ordered, contents, strict=True)]


def _document_with_model(
    project_dir: Path, repo: Path, scanned: scan.ScanResult, report: CreateReport, jobs: int,
    progress: Progress, settings: LlmSettings, links: dict[str, SourceLink],
) -> tuple[list[Page], list[FileRefs], dict[str, str]]:
    """Plan every file in workers, read back the descriptions the docs already hold for this
    code and model, and send the other pages to the model in requests across files; what each
    file says it is."""
    from rk_action.llm_pages import cached_summary, plan_file
    from rk_action.summarize.anthropic import LlmReport, summarize_jobs

    llm = report.llm = LlmReport(settings.model)
    existing = set(store.doc_files(project_dir))
    planned = []
    files: list[FileRefs] = []
    abouts: dict[str, str] = {}
    for plan in document_files(_sources(repo, scanned), "", jobs or os.cpu_count() or 1,
                               progress, worker=plan_file):
        tally(report, plan.skip, plan.warning, plan.entities)
        planned += plan.jobs
        files += [plan.refs] if plan.refs is not None else []
        if plan.about:
            abouts[plan.path] = plan.about
    paths = layout.doc_paths([layout.page_key(job.unit.entity) for job in planned])
    done: dict[int, tuple[Summary, str]] = {}
    for position, (job, doc_path) in enumerate(zip(planned, paths, strict=True)):
        if doc_path in existing:
            text = (project_dir / doc_path).read_text(encoding="utf-8", errors="replace")
            hit = cached_summary(text, job.unit, f"anthropic:{settings.model}")
            if hit is not None:
                done[position] = hit
    llm.reused = len(done)
    todo = [position for position in range(len(planned)) if position not in done]
    fresh = summarize_jobs([planned[p] for p in todo], settings, llm, progress)
    done.update((p, (summary, today())) for p, summary in zip(todo, fresh, strict=True))
    return [make_page(job.unit, *done[position], links.get(job.unit.entity.source))
            for position, job in enumerate(planned)], files, abouts


def about_reader(repo: Path | None, commit: str, folders: Iterable[str]) -> Callable[[str], str]:
    """What an overview shows of a folder's README or package docstring, for `folders` and
    those above them, read from `repo` at `commit` when first asked for (nothing without a
    repository)."""
    from rk_action.site.readme import folder_texts

    wanted = folders_overview.with_ancestors(folders)
    texts: dict[str, str] = {}

    def about_of(folder: str) -> str:
        if repo is not None and not texts:
            texts.update(folder_texts(repo, commit, wanted) or {"": ""})
        return folders_overview.about_markdown(texts.get(folder, ""))

    return about_of


def folder_summarizer(settings: LlmSettings | None, report: HasLlm, progress: Progress
                      ) -> FolderSummarizer | None:
    """What writes the overviews' model paragraphs (None for the static summarizer)."""
    if settings is None:
        return None
    from rk_action.llm_folders import FolderSummarizer

    return FolderSummarizer(settings, report, progress)
