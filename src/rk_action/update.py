"""Update: bring a knowledge base from its `last_commit` to the repository's HEAD (DESIGN §4).

Only files changed between the two commits are read. Inside them, a page whose entity kept its
source text and doc comment (same hash, symbol and kind) keeps its summary, read back from the
page itself; only new or changed entities are summarized. Pages of unchanged files are touched
only when a collision forces a new name, and then moved with their mtime. Every change is
staged first and applied at once (`redo.stage_changes`), so a killed update leaves the previous
state or one that the next run completes. The result equals a fresh `create` at HEAD, aliases aside.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from rk_action import (
    GENERATOR,
    dependencies,
    forge,
    gitutil,
    history,
    layout,
    redo,
    refgraph,
    refs,
    reuse,
    scan,
    store,
)
from rk_action import overview as folders_overview
from rk_action.errors import GitAuthError, GitError, RkError, warn
from rk_action.forge import Forge, SourceLink
from rk_action.model import DocUnit, Entity, Summary
from rk_action.progress import Progress
from rk_action.refgraph import FileRecord
from rk_action.refs import FileRefs

if TYPE_CHECKING:
    from rk_action.llm_folders import FolderSummarizer
    from rk_action.summarize.anthropic import LlmReport, LlmSettings
    from rk_action.summarize.choice import SummarizerChoice

Summarizer = Callable[[Entity, tuple[Entity, ...], bool], Summary]


@dataclass(slots=True)
class UpdateReport:
    """What an update did, for the CLI to show."""

    project: str
    up_to_date: bool = False
    rebuilt: str = ""
    """Why a full rebuild replaced the incremental update (empty when it did not)."""
    files: dict[str, int] = field(default_factory=lambda: {"modified": 0, "added": 0,
                                                            "deleted": 0, "renamed": 0})
    regenerated: int = 0
    created: int = 0
    removed: int = 0
    moved: int = 0
    summarized: int = 0
    overviews_written: int = 0
    """Folder overviews written (made or changed)."""
    overviews_removed: int = 0
    total_docs: int = 0
    last_commit: str = ""
    warnings: list[str] = field(default_factory=list)
    seconds: float = 0.0
    llm: LlmReport | None = None
    """What the model did, when pages were described by one."""


def update(
    home: Path,
    project: str,
    *,
    progress: Progress | None = None,
    summarize: Summarizer | None = None,
    summarizer: SummarizerChoice | None = None,
    repo: Path | None = None,
    forge_of: Forge | None = None,
    links_removed: bool = False,
) -> UpdateReport:
    """Update `project` under `home` from its `last_commit` to the remote's HEAD.

    Pages are summarized by `summarize` (default: the static summarizer), unless the project's
    summarizer (as recorded in `_meta.md`, or as `summarizer` overrides it) is a model. `repo`
    is a local repository to read (at its HEAD) instead of the clone in `_repos/`. Pages link
    to the forge recorded at create; `forge_of` (the Action's) replaces it, by a rebuild when
    it differs. `links_removed`: the caller removed links from the project's own files (the
    Action does, before it reads `_meta.md`), whose pages are then written anew by a rebuild.
    """
    from rk_action.summarize.choice import SummarizerChoice
    started = time.perf_counter()
    project = store.check_project_name(project)
    project_dir = home / project
    removed = store.remove_links(home, project)
    links = store.link_warnings(home, removed)
    links_removed = links_removed or store.links_in_project(home, project, removed)
    redo.apply_pending(project_dir)
    store.remove_temp_files(project_dir, docs=False)
    meta = store.read_meta(project_dir)
    if not meta or not meta.get("last_commit"):
        for line in links:  # the error ends the run: say now what was removed
            warn(line)
        raise RkError(f"no complete project named '{project}' in {home}; run `rk-action create`")
    report = UpdateReport(project, warnings=links)
    choice = summarizer or SummarizerChoice()
    settings = choice.settings(meta.get("summarizer") or "static")
    # Knowledge bases of older versions may hold the clone URL's credentials: used for this
    # fetch, then written no more (`store.format_meta`).
    source, credentials = gitutil.split_credentials(meta["git_url"])
    local, fetching = repo, None
    if repo is None:
        repo = home / "_repos" / project
        branch_ok = _branch_ok(meta, project, report.warnings)
        if credentials is None and branch_ok:
            fetching = _start_pull(meta, repo)
    # The pipeline's modules (extractors, summarizer, renderer, all imported by `create`) load
    # while git fetches: this command runs on every push.
    from rk_action.create import ensure_clone
    from rk_action.summarize.static import summarize as static_summarize

    if local is None:
        _finish_pull(fetching, source, credentials, repo, ensure_clone)
        if not branch_ok:
            meta = {**meta, "branch": gitutil.current_branch(repo)}
    old_commit = gitutil.object_id(meta["last_commit"])
    if not old_commit:
        shown = meta["last_commit"][:40]
        return _rebuild(home, project, meta, report, progress, started,
                        f"last_commit in {project}/_meta.md is not a commit id ({shown!r})",
                        _rebuild_choice(choice, settings), local)
    damage = _damage(project_dir, project, links_removed)
    if damage:
        return _rebuild(home, project, meta, report, progress, started, damage,
                        _rebuild_choice(choice, settings), local)
    diffing = gitutil.start_diff(repo, old_commit, "HEAD")  # beside the next git process
    new_commit = report.last_commit = gitutil.head_commit(repo)
    if new_commit == old_commit:
        diffing.wait()
        report.up_to_date, report.total_docs = True, store.total_docs(meta)
        return report
    if meta.get("generator") != GENERATOR:
        diffing.kill()
        written_by = meta.get("generator", "")[:40] or "an unknown version"
        return _rebuild(home, project, meta, report, progress, started,
                        f"{project} was written by {written_by!r}: {GENERATOR} writes every "
                        "page anew once (page formats and redaction change between versions)",
                        _rebuild_choice(choice, settings), local)
    recorded = forge.from_meta(meta)
    if forge_of is not None and forge_of != recorded:
        diffing.kill()
        return _rebuild(home, project, meta, report, progress, started,
                        f"the repository's forge is now {forge_of.url}: every page's source "
                        "link changes", _rebuild_choice(choice, settings), local, forge_of)
    try:
        changes = gitutil.parse_diff(diffing.wait())
    except GitError:
        auth = gitutil.credential_env(source, credentials)
        if (gitutil.has_commit(repo, old_commit)
                or not gitutil.fetch_commit(repo, old_commit, auth)):
            return _rebuild(home, project, meta, report, progress, started,
                            f"last_commit {old_commit[:12]} is no longer in the repository",
                            _rebuild_choice(choice, settings), local)
        changes = gitutil.diff(repo, old_commit, new_commit)
    since = history.changes_since(repo, old_commit, new_commit) if recorded else None
    if since is not None and not since.linear:
        return _rebuild(home, project, meta, report, progress, started,
                        f"last_commit {old_commit[:12]} is not on the first-parent history of "
                        "HEAD: the commits the source links name may all have moved",
                        _rebuild_choice(choice, settings), local)
    upgrade = False
    if settings is not None:
        from rk_action.summarize.anthropic import have_key
        from rk_action.summarize.choice import meta_summarizer

        meta, upgrade = {**meta, "summarizer": meta_summarizer(settings)}, have_key()
    try:
        parts = store.Parts(project_dir, old_commit)
        from rk_action.create import folder_summarizer

        summarize_all = _summarize_all(summarize or static_summarize, settings, report, progress)
        _apply_changes(home, project_dir, repo, meta, changes, new_commit, report,
                       summarize_all, parts, upgrade, (recorded, since),
                       folder_summarizer(settings, report, progress or Progress(enabled=False)))
    except store.BadPart as bad:
        return _rebuild(home, project, meta, report, progress, started,
                        f"{project}/{bad.name} is missing, unreadable or not of "
                        f"{old_commit[:12]}", _rebuild_choice(choice, settings), local)
    report.seconds = time.perf_counter() - started
    return report


def _damage(project_dir: Path, project: str, links_removed: bool) -> str:
    """Why the knowledge base no longer holds what `_meta.md` counts (empty if it does): a
    docs branch is anyone's to push to, and an update only rewrites what the commits changed."""
    if links_removed:
        return (f"symbolic links in {project} were removed: the pages, index or folders they "
                "stood for are written anew")
    if not (project_dir / "_index.md").is_file():
        return f"{project}/_index.md is missing"
    return ""


def _branch_ok(meta: dict[str, str], project: str, warnings: list[str]) -> bool:
    """False (and a warning) when `_meta.md`'s `branch` is no branch name: it would reach git
    in a refspec. The clone then follows the remote's HEAD, and the branch is recorded anew."""
    branch = meta.get("branch", "")
    if not branch or branch == "HEAD" or gitutil.is_branch_name(branch):
        return True
    warnings.append(f"branch in {project}/_meta.md is not a branch name ({branch[:40]!r}); "
                    "the clone follows the repository's default branch")
    return False


def _start_pull(meta: dict[str, str], repo: Path) -> gitutil.Background | None:
    """The fetch of the repository's new HEAD into the clone's branch, started (None when the
    clone or the branch it was made with is missing)."""
    branch = meta.get("branch", "")
    if not branch or branch == "HEAD" or not (repo / ".git").is_dir():
        return None
    return gitutil.start_pull(repo, meta["git_url"], branch)


def _finish_pull(
    fetching: gitutil.Background | None, source: str,
    credentials: gitutil.Credentials | None, repo: Path,
    ensure_clone: Callable[[str, Path, gitutil.Credentials | None], None],
) -> None:
    """Wait for the fetch of the repository's new HEAD (or make the clone again). A remote
    that wants credentials gets asked once, not twice."""
    if fetching is not None:
        try:
            fetching.wait()
            return
        except GitAuthError:
            raise
        except GitError:
            pass  # a moved remote, a broken clone: the general path below deals with it
    ensure_clone(source, repo, credentials)


def _rebuild_choice(choice: SummarizerChoice, settings: LlmSettings | None) -> SummarizerChoice:
    """The summarizer of a full rebuild: the one the knowledge base was made with."""
    choice.name, choice.model = ("anthropic", settings.model) if settings else ("static", None)
    return choice


def _rebuild(
    home: Path, project: str, meta: dict[str, str], report: UpdateReport,
    progress: Progress | None, started: float, reason: str, choice: SummarizerChoice,
    local: Path | None, forge_of: Forge | None = None,
) -> UpdateReport:
    report.rebuilt = reason
    report.warnings.append(f"full rebuild: {reason}")
    from rk_action.create import create

    created = create(home, meta["git_url"], project, force=True, progress=progress,
                     summarizer=choice, repo=local, paths=scan.PathFilter.from_meta(meta),
                     forge_of=forge_of or forge.from_meta(meta))
    report.warnings += created.warnings
    report.llm = created.llm
    report.total_docs, report.last_commit = created.docs, created.last_commit
    report.created = created.written
    report.removed = created.removed
    report.seconds = time.perf_counter() - started
    return report


SummarizeAll = Callable[[list[DocUnit]], list[Summary]]


def _summarize_all(
    summarize: Summarizer, settings: LlmSettings | None, report: UpdateReport,
    progress: Progress | None,
) -> SummarizeAll:
    """Summaries for a list of units: one by one with `summarize`, or in requests to a model."""
    if settings is None:
        return lambda units: [summarize(u.entity, u.members, u.overview) for u in units]

    def with_model(units: list[DocUnit]) -> list[Summary]:
        from rk_action.llm_pages import jobs_for
        from rk_action.summarize.anthropic import LlmReport, summarize_jobs

        report.llm = LlmReport(settings.model)
        jobs = jobs_for([(u.entity, u.members, u.overview) for u in units])
        return summarize_jobs(jobs, settings, report.llm, progress or Progress(enabled=False))

    return with_model


def _apply_changes(
    home: Path, project_dir: Path, repo: Path, meta: dict[str, str],
    changes: list[gitutil.Change], new_commit: str, report: UpdateReport,
    summarize: SummarizeAll, parts: store.Parts,
    upgrade: bool = False,
    history_of: tuple[Forge | None, history.Since | None] = (None, None),
    summarize_folders: FolderSummarizer | None = None,
) -> None:
    from rk_action.create import today
    from rk_action.render import render_doc

    wanted = scan.PathFilter.from_meta(meta)
    _count_files(changes, report, wanted)
    links, changes = _links(repo, new_commit, changes, *history_of)
    came_from = {c.path: c.old for c in changes if c.old}
    changed_old = {c.old or c.path for c in changes if c.status in "DMTR"}
    changed_new = {c.path for c in changes if c.status in "AMTR"}
    index = store.IndexText.read(project_dir)
    old_files, new_files = _read_changed_files(repo, changes, report.warnings, wanted)
    fresh, fresh_refs, abouts = _plan_files(new_files, report.warnings)
    # Names collide only between pages of one folder with one base name: only those groups
    # can change, so only their docs are read. The old pages of the changed files are found
    # by planning the old versions of those files (a knowledge base written by another version
    # is rebuilt instead: its extraction may have differed).
    old_planned, _, _ = _plan_files(old_files, [])
    groups: dict[str, set[str] | None] = {}
    for entity, _members, _overview in fresh + old_planned:
        bases = groups.setdefault(layout.source_dir(entity.source), set())
        if bases is not None:
            bases.add(layout.page_key(entity).base)
    old_pages = [page for folder, bases in sorted(groups.items(), key=lambda g: g[0])
                 for page in reuse.read_folder(project_dir, folder, bases)]
    listing = parts.head.listing
    for path in sorted(changed_old & listing.keys()):
        parts.record(path)  # a bad part is found before any page is summarized
    grouped = {page.source: parts.record(page.source) for page in old_pages
               if page.source in listing}
    old_links = Links(refgraph.graph_of(grouped.values()), index)
    for old_page in old_pages:
        old_page.body = old_links.body(old_page.doc, old_page.text)

    pages: list[reuse.NewPage] = []
    for old in old_pages:
        if old.source not in changed_old and old.source not in changed_new:
            entry = index.get(old.doc)
            pages.append(reuse.NewPage(
                layout.PageKey(layout.base_of(old.doc), old.source, old.start_line, old.symbol),
                old.body, entry.description if entry else "", entry.aliases if entry else [], old,
            ))
    reusable = reuse.Reusable([p for p in old_pages
                               if p.source in changed_old or p.source in changed_new])
    for entity, members, overview in fresh:
        pages.append(reuse.new_page(entity, members, overview, reusable, index,
                                    came_from.get(entity.source, entity.source), upgrade,
                                    links.get(entity.source)))
    waiting = [page for page in pages if page.unit is not None]
    units = [page.unit for page in waiting if page.unit is not None]
    for page, unit, summary in zip(waiting, units, summarize(units), strict=True):
        page.text = render_doc(unit, summary, today(), links.get(unit.entity.source))
        page.description = summary.description
    report.summarized += len(waiting)

    paths = layout.doc_paths([page.key for page in pages])
    first = len(pages) - len(fresh)
    moved_to = {page.old.doc: doc for page, doc in zip(pages[:first], paths[:first], strict=True)
                if page.old is not None and page.old.doc != doc}
    named = refs.named(fresh_refs, paths[first:])
    descriptions = {doc: page.description for page, doc in zip(pages, paths, strict=True)}
    new_listing = {path: language for path, language in listing.items()
                   if path not in changed_old and path not in changed_new}
    new_listing |= {f.path: f.language for f in named}
    if moved_to or new_listing != listing:  # files or pages moved: lookups may all differ
        old_links, new_links, refs_changes = _resolve_all(
            parts, new_commit, named, moved_to, index, descriptions,
            changed_old | changed_new)
    else:
        old_links, new_links, refs_changes = _resolve_edit(
            parts, new_commit, named, grouped, index, descriptions)
    for page, doc in zip(pages, paths, strict=True):
        page.text += new_links.sections(doc)
    writes: dict[str, str] = {}
    mtimes: dict[str, int] = {}
    final: dict[str, reuse.NewPage] = {}
    by_doc = {p.doc: p for p in old_pages}
    origins = _origins(pages, paths, by_doc, fresh, came_from)
    for page, doc, origin in zip(pages, paths, origins, strict=True):
        final[doc] = page
        on_disk = by_doc.get(doc)
        if on_disk is not None and on_disk.text == page.text:
            continue
        writes[doc] = page.text
        if page.old is not None and page.old.text == page.text:
            mtimes[doc] = page.old.mtime
        if origin is None:
            report.created += 1
        elif origin.doc == doc:
            report.regenerated += 1
        else:
            report.moved += 1
    deletes = [p.doc for p in old_pages if p.doc not in final]
    for doc in new_links.changed(old_links, set(final) | set(deletes)):
        # a page of an unchanged file whose callers or callees changed: only its end is new
        text = store.read_file(store.inside(project_dir, project_dir / doc)).decode("utf-8")
        rewritten = old_links.body(doc, text) + new_links.sections(doc)
        if rewritten != text:  # a caller that moved to another file shows the same
            writes[doc] = rewritten
            report.regenerated += 1
    report.removed = len(old_pages) - sum(origin is not None for origin in origins)
    replaced: dict[str, store.IndexEntry | None] = dict.fromkeys(p.doc for p in old_pages)
    replaced |= {doc: store.IndexEntry(layout.base_name_of(doc), doc, page.description,
                                       page.aliases) for doc, page in final.items()}
    folders = _overviews(project_dir, repo, new_commit, index, changes, old_pages, final,
                         summarize_folders, _diagrams(parts, refs_changes), abouts)
    writes |= folders.writes
    deletes += folders.deletes
    report.overviews_written, report.overviews_removed = len(folders.writes), len(folders.deletes)
    replaced |= folders.entries
    report.total_docs = (len(index) - sum(doc in index for doc in replaced)
                         + sum(entry is not None for entry in replaced.values()))
    new_meta = {**meta, "last_update": today(), "last_commit": new_commit,
                "total_docs": str(report.total_docs), "generator": GENERATOR}
    from rk_action.search import ondisk

    before = ondisk.stamp(project_dir)
    redo.stage_changes(project_dir, writes, deletes, index.format(project_dir.name, replaced),
                        store.format_meta(new_meta), mtimes, refs_changes)
    redo.apply_pending(project_dir)
    ondisk.refresh_index(project_dir, [*writes, *deletes], before)  # the changed docs' parts


RefsChanges = tuple[dict[str, str], list[str]]


def _resolve_all(
    parts: store.Parts, commit: str, named: list[FileRefs], moved_to: dict[str, str],
    index: store.IndexText, descriptions: dict[str, str], touched: set[str],
) -> tuple[Links, Links, RefsChanges]:
    """The whole graph resolved again, for a change of the file list or of an unchanged
    file's page names (every part is read; only those whose bytes change are written)."""
    old_records = parts.all_records()
    kept = [r.file for r in old_records if r.file.path not in touched]
    files = [replace(f, pages=tuple(replace(p, doc=moved_to.get(p.doc, p.doc))
                                    for p in f.pages)) for f in kept]
    files += named
    graph = refs.resolve(files)
    texts = store.texts_of(commit, refgraph.records_of(files, graph))
    return (Links(refgraph.graph_of(old_records), index),
            Links(graph, index, descriptions), store.full_changes(parts.head, texts))


def _resolve_edit(
    parts: store.Parts, commit: str, named: list[FileRefs], grouped: dict[str, FileRecord],
    index: store.IndexText, descriptions: dict[str, str],
) -> tuple[Links, Links, RefsChanges]:
    """The graph after files were edited in place: only the files that may resolve
    differently are resolved again, only the records they touch are read and written."""
    edit = refgraph.edit(parts.head.listing, parts.record, parts.users,
                         {f.path: f for f in named})
    old_links = Links(refgraph.graph_of({**grouped, **edit.old}.values()), index)
    redescribed = {doc for doc, text in descriptions.items() if old_links.describe(doc) != text}
    neighbours = {ref.path for records in (edit.old, edit.new) for record in records.values()
                  for doc in redescribed for kind in refgraph.KINDS
                  for ref in getattr(record, kind).get(doc, ())}
    loaded = {**grouped, **{path: parts.record(path) for path in sorted(neighbours)}}
    return (Links(refgraph.graph_of({**loaded, **edit.old}.values()), index),
            Links(refgraph.graph_of({**loaded, **edit.new}.values()), index, descriptions),
            store.edit_changes(parts, commit, edit.old, edit.new))


def _links(
    repo: Path, new_commit: str, changes: list[gitutil.Change], found: Forge | None,
    since: history.Since | None,
) -> tuple[dict[str, SourceLink], list[gitutil.Change]]:
    """The source links of the changed files (as create finds them), and the changes with the
    files whose link alone moved added as modified (changed, then changed back, or changed on
    a line a force-push dropped: `Since.stale`): their pages are rendered again."""
    if found is None or since is None:
        return {}, changes
    new_paths = {c.path for c in changes if c.new_file is not None}
    commits = {path: since.commits.get(path, since.boundary) for path in new_paths}
    missing = [path for path, commit in commits.items() if not commit]
    commits |= history.last_changes(repo, missing, new_commit) if missing else {}
    listed = {c.path for c in changes} | {c.old for c in changes if c.old}
    moved = dict(since.commits)
    stale = [path for path in since.stale if path not in moved]
    moved |= history.last_changes(repo, stale, new_commit) if stale else {}
    back = sorted(path for path in moved if path not in listed)
    if back:
        entries = gitutil.tree(repo, new_commit, back)
        changes = changes + [gitutil.Change("M", e.path, "", e, e) for e in entries]
        commits |= {e.path: moved[e.path] for e in entries}
    return forge.links(found, commits), changes


@dataclass(slots=True)
class OverviewChanges:
    """What an update changes of the folder overviews."""

    writes: dict[str, str] = field(default_factory=dict)
    deletes: list[str] = field(default_factory=list)
    entries: dict[str, store.IndexEntry | None] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Diagrams:
    """The dependency diagrams after an update: each folder's (`of`), and the folders whose
    diagram changed (`stale`)."""

    of: Callable[[str], str]
    stale: list[str]


def _diagrams(parts: store.Parts, refs_changes: RefsChanges) -> Diagrams:
    """The folders' diagrams after the update, from the file edges it writes (or keeps); the
    folders whose diagram changed are stale (a changed reference in one file can change the
    diagram of any folder above it)."""
    before = parts.edges()
    staged = refs_changes[0].get(store.EDGES)
    after = before if staged is None else store.edges_of(staged)
    old, new = (dependencies.folder_edges(pairs) for pairs in (before, after))
    return Diagrams(lambda folder: dependencies.markdown(new.get(folder, ())),
                    dependencies.changed(old, new))


def _overviews(
    project_dir: Path, repo: Path, commit: str, index: store.IndexText,
    changes: list[gitutil.Change], old_pages: list[reuse.OldPage],
    final: dict[str, reuse.NewPage], summarize_folders: FolderSummarizer | None,
    diagrams: Diagrams, abouts: dict[str, str],
) -> OverviewChanges:
    """The overviews of the folders whose docs changed (rows of the docs that left or came),
    whose README or package docstring changed, whose dependency diagram changed, whose files
    read anew say otherwise what they are (`abouts`), and above them where a one-liner
    changed."""
    from rk_action.site.readme import describing

    removed = [folders_overview.Listed(p.doc, p.source, p.symbol, "") for p in old_pages]
    added = [folders_overview.Listed(doc, page.key.source, page.key.symbol, page.description)
             for doc, page in final.items()]
    stale = sorted({path.rpartition("/")[0] for c in changes for path in (c.path, c.old)
                    if path and describing(path)})
    return overview_changes(project_dir, repo, commit, index, removed, added, stale,
                            summarize_folders, diagrams, abouts)


def overview_changes(
    project_dir: Path, repo: Path, commit: str, index: store.IndexText,
    removed: list[folders_overview.Listed], added: list[folders_overview.Listed],
    stale: list[str], summarize_folders: FolderSummarizer | None = None,
    diagrams: Diagrams | None = None, abouts: dict[str, str] | None = None,
) -> OverviewChanges:
    """What becomes of the overviews when the `removed` docs go, the `added` ones come and the
    folders of `stale` have their README or package docstring change (in `repo` at `commit`),
    and the folders' dependency `diagrams` are as given (without them, as written): the
    overviews as written, read back (or made anew from the docs), changed where they show
    something that changed, up to the root. A changed overview keeps its model paragraph
    while what it summarizes holds; else `summarize_folders` asks for one (as it does for the
    overviews left without one), and without it the paragraph goes. Nothing is written."""
    from rk_action.create import about_reader

    about_of = about_reader(repo, commit, {layout.source_dir(item.source) for item in added}
                            | set(stale))
    on_disk: dict[str, str | None] = {}

    def load(folder: str) -> folders_overview.Folder | None:
        if folder not in on_disk:
            on_disk[folder] = _read_doc(project_dir, folders_overview.doc_path(folder))
        text = on_disk[folder]
        if text is None:
            return None
        found = folders_overview.parse(project_dir.name, folder, text)
        return found or _folder_from_docs(project_dir, folder, index, about_of(folder))

    changed = folders_overview.settle(removed, added, about_of, stale, load,
                                      diagrams.of if diagrams else None,
                                      diagrams.stale if diagrams else (), abouts).new
    if summarize_folders is not None:
        for folder, (unsummarized, text) in summarize_folders.unsummarized(
                project_dir, index, set(changed)).items():
            changed[folder], on_disk[folder] = unsummarized, text
    models = [found for _folder, found in sorted(changed.items()) if found is not None]
    if summarize_folders is not None:
        summarize_folders(models)
    else:  # a paragraph stays while what it summarizes holds; none is asked for
        from rk_action.llm_folders import keep_or_clear

        keep_or_clear([found for found in models if found.summary_hash], lambda folder: None)
    result = OverviewChanges()
    for folder, model in changed.items():
        doc = folders_overview.doc_path(folder)
        if model is None:
            if on_disk.get(folder) is not None:
                result.deletes.append(doc)
                result.entries[doc] = None
            continue
        text = folders_overview.render(project_dir.name, model)
        if text != on_disk.get(folder):
            result.writes[doc] = text
        entry = index.get(doc)
        result.entries[doc] = folders_overview.index_entry(model, entry.aliases if entry else [])
    return result


def _read_doc(project_dir: Path, doc: str) -> str | None:
    """A doc's text; None when there is none."""
    try:
        return store.read_file(store.inside(project_dir, project_dir / doc)).decode("utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, UnicodeDecodeError, RkError):
        return ""


def _folder_from_docs(project_dir: Path, folder: str, index: store.IndexText,
                      about: str) -> folders_overview.Folder:
    """A folder's overview made anew from its docs, for an overview that does not read back
    (edited by hand, or written by another template): every doc of the folder is read."""
    import os

    model = folders_overview.Folder(folder, about)
    for page in reuse.read_folder(project_dir, folder, None):
        if folders_overview.is_overview(page.doc):
            continue
        entry = index.get(page.doc)
        row = folders_overview.row_of(folders_overview.Listed(page.doc, page.source, page.symbol,
                                              entry.description if entry else ""))
        model.files.setdefault(page.source.rpartition("/")[2], {})[
            page.doc.rpartition("/")[2]] = row
    docs_dir = project_dir / folders_overview.doc_path(folder).rpartition("/")[0]
    for name in sorted(os.listdir(docs_dir)):
        child = f"{folder}/{name}" if folder else name
        entry = index.get(folders_overview.doc_path(child))
        if entry is not None:
            model.folders[name] = folders_overview.folder_row(name, entry.description)
    return model


def _origins(
    pages: list[reuse.NewPage], paths: list[str], by_doc: dict[str, reuse.OldPage],
    fresh: list[layout.Planned], came_from: dict[str, str],
) -> list[reuse.OldPage | None]:
    """The old page each new page continues (None for a new entity), so that a doc whose path
    changed counts as moved, not as removed and created: the page it equals (at its path, or
    moved), else one of the same symbol and kind in the file the entity came from, else one
    with the same code. Each old page is continued once at most. The last `len(fresh)` pages
    are those of `fresh`, in order."""
    claimed: set[str] = set()
    origins: list[reuse.OldPage | None] = []
    for page, doc in zip(pages, paths, strict=True):
        on_disk = by_doc.get(doc)
        same = on_disk if on_disk is not None and on_disk.text == page.text else page.old
        if same is not None and same.doc in claimed:
            same = None
        origins.append(same)
        if same is not None:
            claimed.add(same.doc)
    first = len(pages) - len(fresh)
    for by_place in (True, False):
        waiting: dict[tuple[str, str, str], list[reuse.OldPage]] = {}
        for old in by_doc.values():
            if old.doc not in claimed:
                key = (old.source if by_place else old.hash, old.symbol, old.kind)
                waiting.setdefault(key, []).append(old)
        for number, (entity, _members, _overview) in enumerate(fresh, first):
            where = came_from.get(entity.source, entity.source) if by_place else entity.hash
            found = waiting.get((where, entity.symbol, entity.kind))
            if origins[number] is None and found:
                origins[number] = old = found.pop(0)
                claimed.add(old.doc)
    return origins


def _count_files(changes: list[gitutil.Change], report: UpdateReport,
                 wanted: scan.PathFilter) -> None:
    names = {"M": "modified", "T": "modified", "A": "added", "D": "deleted", "R": "renamed"}
    for change in changes:
        documented = [path for path in (change.path, change.old) if path]
        if any(scan.path_reason(path, wanted) is None for path in documented):
            report.files[names[change.status]] += 1


def _read_changed_files(
    repo: Path, changes: list[gitutil.Change], warnings: list[str], wanted: scan.PathFilter,
) -> tuple[list[tuple[gitutil.TreeEntry, bytes]], list[tuple[gitutil.TreeEntry, bytes]]]:
    """The documented files among the changes, before and after, with their contents, read by
    one `git cat-file` for both sides. Warnings are given for the new side only."""
    before = scan.scan_tree([c.old_file for c in changes if c.old_file is not None],
                            wanted).files
    after_scan = scan.scan_tree([c.new_file for c in changes if c.new_file is not None],
                                wanted)
    warnings += after_scan.warnings
    after = after_scan.files
    contents = gitutil.read_blobs(repo, [f.blob for f in before + after])
    return (_sized(before, contents[: len(before)], []),
            _sized(after, contents[len(before) :], warnings))


def _sized(
    files: list[gitutil.TreeEntry], contents: list[bytes], warnings: list[str],
) -> list[tuple[gitutil.TreeEntry, bytes]]:
    """The files the scan still keeps once their sizes are known (a diff does not give them)."""
    data_of = {f.path: data for f, data in zip(files, contents, strict=True)}
    scanned = scan.scan_tree([replace(f, size=len(data_of[f.path])) for f in files])
    warnings += scanned.warnings
    return [(f, data_of[f.path]) for f in scanned.files]


def _plan_files(
    files: list[tuple[gitutil.TreeEntry, bytes]], warnings: list[str],
) -> tuple[list[layout.Planned], list[FileRefs], dict[str, str]]:
    """Extract and plan the pages of some files; what those pages name, and what each file
    says it is ("" for nothing)."""
    planned: list[layout.Planned] = []
    names: list[FileRefs] = []
    abouts: dict[str, str] = {}
    for entry, data in files:
        plan = layout.plan_source(entry.path, data)
        warnings += [plan.warning] if plan.warning else []
        planned += plan.units
        names += [plan.refs] if plan.refs is not None else []
        abouts[entry.path] = plan.about
    return planned, names, abouts


class Links:
    """The references sections of every page, from one resolved graph: the old one (with
    the index's descriptions) or the new one (with the updated pages' descriptions first)."""

    def __init__(self, graph: refs.Graph, index: store.IndexText,
                 descriptions: dict[str, str] | None = None) -> None:
        self.graph = graph
        self.index = index
        self.descriptions = descriptions or {}
        self._sections: dict[str, str] = {}

    def describe(self, doc: str) -> str:
        if doc in self.descriptions:
            return self.descriptions[doc]
        entry = self.index.get(doc)
        return entry.description if entry is not None else ""

    def sections(self, doc: str) -> str:
        """The page's references sections ("" when it has none)."""
        from rk_action.render import refs_sections

        if doc not in self._sections:
            self._sections |= refs_sections(self.graph, self.describe, [doc])
        return self._sections[doc]

    def body(self, doc: str, text: str) -> str:
        """A page's text without the sections this graph gave it."""
        block = self.sections(doc)
        return text[: len(text) - len(block)] if block and text.endswith(block) else text

    def changed(self, old: Links, done: set[str]) -> list[str]:
        """The pages outside `done` whose sections differ between `old` and this graph: other
        callees, callers or overrides, or one whose description changed (only pages of `done`
        were described anew, so only those few are looked up in the index)."""
        redescribed = {doc for doc, text in self.descriptions.items()
                       if old.describe(doc) != text}
        docs = (self.graph.pages() | old.graph.pages()) - done
        return sorted(doc for doc in docs if self.graph.links(doc) != old.graph.links(doc)
                      or any(ref.doc in redescribed for refs_ in self.graph.links(doc)
                             for ref in refs_))

