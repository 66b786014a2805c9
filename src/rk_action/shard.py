"""Sharded create (DESIGN §8): plan a matrix, index one shard into a partial, merge partials.

A shard is a selection of the repository's files, balanced by size over the shards by a rule
every job computes alike from the same commit. A partial is a folder holding the shard's
pages under `docs/` and `_shard.json`, which records the commit and, for every page, what
naming needs. Page text never depends on the page's path, so `merge` names the pages of all
shards together (collisions are per source folder, and a folder may span shards) and writes
exactly what a single `create` writes.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rk_action import dependencies, forge, gitutil, layout, refs, render, scan, store
from rk_action import overview as folders_overview
from rk_action.create import (
    Page,
    about_reader,
    document_file,
    document_files,
    ensure_clone,
    find_forge,
    finish_project,
    folder_summarizer,
    make_page,
    open_project,
    rebuild_search_index,
    source_links,
    tally,
    today,
)
from rk_action.errors import RkError, UsageError, load_json
from rk_action.forge import SourceLink
from rk_action.progress import Progress
from rk_action.publish import ListedEntry, finish_docs, write_doc, write_overviews
from rk_action.refgraph import records_of
from rk_action.refs import FileRefs
from rk_action.source import discard_clone, normalize_source, source_commit

if TYPE_CHECKING:
    from rk_action.llm_folders import FolderSummarizer
    from rk_action.summarize.anthropic import LlmReport, LlmSettings
    from rk_action.summarize.choice import SummarizerChoice

SHARD_FILE = "_shard.json"
FORMAT = 5


@dataclass(frozen=True, slots=True)
class ShardSpec:
    """Shard `index` of `count` (1-based), as written on the command line: `2/3`."""

    index: int
    count: int

    @classmethod
    def parse(cls, text: str) -> ShardSpec:
        index, sep, count = text.partition("/")
        if not (sep and index.isdigit() and count.isdigit()) or not 1 <= int(index) <= int(count):
            raise UsageError(f"--shard must be I/N with 1 ≤ I ≤ N, not {text!r}")
        return cls(int(index), int(count))

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


@dataclass(slots=True)
class ShardReport:
    """What a shard create or a merge did, for the CLI to show."""

    project: str
    last_commit: str = ""
    files: int = 0
    entities: int = 0
    docs: int = 0
    """Every doc written: the entities' docs and (by a merge) the folder overviews."""
    overviews: int = 0
    shards: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    warnings: list[str] = field(default_factory=list)
    seconds: float = 0.0
    llm: LlmReport | None = None
    """What the model did (a shard create with `--summarizer anthropic`)."""
    no_code: bool = False
    """True when the repository has no file to document (merge then writes nothing)."""


def assign(files: list[gitutil.TreeEntry], count: int) -> list[int]:
    """The shard (0-based) of each file: largest first onto the lightest shard, ties by path
    and then by shard number, so every job of a matrix computes the same split."""
    loads = [0] * count
    shard_of = [0] * len(files)
    order = sorted(range(len(files)), key=lambda i: (-files[i].size, files[i].path))
    for position in order:
        lightest = min(range(count), key=lambda s: (loads[s], s))
        shard_of[position] = lightest
        loads[lightest] += max(files[position].size, 1)
    return shard_of


@dataclass(slots=True)
class _Checkout:
    source: str
    project: str
    repo: Path
    commit: str
    scanned: scan.ScanResult


def _checkout(home: Path, source: str, name: str | None, paths: scan.PathFilter) -> _Checkout:
    """Clone (or fetch) `source` into the home, as `create` does, and scan its HEAD."""
    source, credentials = gitutil.split_credentials(normalize_source(source))
    project = store.check_project_name(name or store.project_name_from_source(source))
    repo = home / "_repos" / project
    ensure_clone(source, repo, credentials)
    try:
        commit = source_commit(repo, source)
    except RkError:
        discard_clone(home / project, repo)
        raise
    return _Checkout(source, project, repo, commit,
                     scan.scan_tree(gitutil.tree(repo, commit), paths))


def plan(home: Path, source: str, shards: int, name: str | None = None,
         paths: scan.PathFilter | None = None) -> dict[str, Any]:
    """The GitHub Actions matrix of a sharded create: `{"include": [{"shard": "1/3", …}]}`."""
    if shards < 1:
        raise UsageError("--shards must be at least 1")
    checkout = _checkout(home, source, name, paths or scan.PathFilter())
    files = checkout.scanned.files
    shard_of = assign(files, shards)
    include = []
    for index in range(shards):
        mine = [f for f, s in zip(files, shard_of, strict=True) if s == index]
        include.append({"shard": f"{index + 1}/{shards}", "files": len(mine),
                        "bytes": sum(f.size for f in mine)})
    return {"include": include}


def create_shard(
    home: Path, source: str, spec: ShardSpec, out: Path, name: str | None = None, *,
    jobs: int = 0, paths: scan.PathFilter | None = None, progress: Progress | None = None,
    summarizer: SummarizerChoice | None = None,
) -> ShardReport:
    """Index shard `spec` of `source` into the partial knowledge base `out`."""
    started = time.perf_counter()
    paths = paths or scan.PathFilter()
    progress = progress or Progress(enabled=False)
    settings = summarizer.settings() if summarizer else None
    _prepare_out(out)
    checkout = _checkout(home, source, name, paths)
    report = ShardReport(checkout.project, checkout.commit, shards=1)
    if spec.index == 1:  # what the scan left out is the same for every shard: count it once
        report.skipped.update(checkout.scanned.skipped)
        report.warnings += checkout.scanned.warnings
    files = checkout.scanned.files
    mine = [f for f, s in zip(files, assign(files, spec.count), strict=True)
            if s == spec.index - 1]
    contents = gitutil.read_blobs(checkout.repo, [f.blob for f in mine])
    batch = [(f.path, data) for f, data in zip(mine, contents, strict=True)]
    jobs = jobs or os.cpu_count() or 1
    found = find_forge(checkout.source, None)
    links = source_links(checkout.repo, checkout.commit, found, [f.path for f in mine])
    if settings is None:
        pages, names, file_abouts = _static_pages(batch, jobs, progress, report, links)
    else:
        pages, names, file_abouts = _model_pages(batch, jobs, progress, report, settings, links)
    keys = [layout.page_key(page.entity) for page in pages]
    records = []
    for page, key, doc in zip(pages, keys, layout.doc_paths(keys), strict=True):
        store.write_new(store.inside(out, out / doc), page.text)
        records.append({"doc": doc, "base": key.base, "source": key.source,
                        "line": key.start_line, "symbol": key.symbol,
                        "description": page.description})
    manifest = {
        "format": FORMAT, "project": checkout.project, "git_url": checkout.source,
        "commit": checkout.commit, "branch": gitutil.current_branch(checkout.repo),
        "shard": str(spec), **paths.as_meta(), "forge": found.as_meta() if found else "",
        "summarizer": f"anthropic:{settings.model}" if settings else "static",
        "documentable": len(files), "files": report.files, "entities": report.entities,
        "skipped": dict(sorted(report.skipped.items())), "warnings": report.warnings,
        "pages": records, "abouts": _abouts(checkout.repo, checkout.commit, records),
        "file_abouts": dict(sorted(file_abouts.items())),
        "refs": [store.encode_file(file) for file in names],
    }
    store.write_atomic(out / SHARD_FILE, json.dumps(manifest, ensure_ascii=False, indent=1) + "\n")
    report.docs = len(records)
    report.seconds = time.perf_counter() - started
    return report


def _abouts(repo: Path, commit: str, records: list[dict[str, Any]]) -> dict[str, str]:
    """What the overviews show of the README or package docstring of the folders of the
    shard's pages and those above them (the merge has no repository to read them from)."""
    folders = {layout.source_dir(record["source"]) for record in records}
    about_of = about_reader(repo, commit, folders)
    wanted = folders_overview.with_ancestors(folders)
    return {folder: about for folder in sorted(wanted) if (about := about_of(folder))}


def _static_pages(batch: list[tuple[str, bytes]], jobs: int, progress: Progress,
                  report: ShardReport, links: dict[str, SourceLink],
                  ) -> tuple[list[Page], list[FileRefs], dict[str, str]]:
    """The shard's pages, summarized statically in worker processes (as `create` does), what
    they name and what each file says it is."""
    pages: list[Page] = []
    files: list[FileRefs] = []
    abouts: dict[str, str] = {}
    for result in document_files(batch, today(), jobs, progress, document_file, links):
        tally(report, result.skip, result.warning, sum(page.entities for page in result.pages))
        pages += result.pages
        files += [result.refs] if result.refs is not None else []
        if result.about:
            abouts[result.path] = result.about
    return pages, files, abouts


def _model_pages(batch: list[tuple[str, bytes]], jobs: int, progress: Progress,
                 report: ShardReport, settings: LlmSettings,
                 links: dict[str, SourceLink]
                 ) -> tuple[list[Page], list[FileRefs], dict[str, str]]:
    """The shard's pages, described by the model in requests across the shard's files, what
    they name and what each file says it is."""
    from rk_action.llm_pages import plan_file
    from rk_action.summarize.anthropic import LlmReport, summarize_jobs

    planned = []
    files: list[FileRefs] = []
    abouts: dict[str, str] = {}
    for plan in document_files(batch, "", jobs, progress, worker=plan_file):
        tally(report, plan.skip, plan.warning, plan.entities)
        planned += plan.jobs
        files += [plan.refs] if plan.refs is not None else []
        if plan.about:
            abouts[plan.path] = plan.about
    report.llm = LlmReport(settings.model)
    summaries = summarize_jobs(planned, settings, report.llm, progress)
    return [make_page(job.unit, summary, today(), links.get(job.unit.entity.source))
            for job, summary in zip(planned, summaries, strict=True)], files, abouts


def _prepare_out(out: Path) -> None:
    """An empty `out`, or one holding a previous partial (which is replaced)."""
    if out.exists() and not out.is_dir():
        raise RkError(f"--out {out} is not a folder")
    if out.is_dir() and any(out.iterdir()):
        if not (out / SHARD_FILE).is_file():
            raise RkError(f"--out {out} is not empty and holds no partial knowledge base")
        shutil.rmtree(out / "docs", ignore_errors=True)
        (out / SHARD_FILE).unlink()
    out.mkdir(parents=True, exist_ok=True)


def _read_partial(folder: Path) -> dict[str, Any]:
    try:
        manifest: dict[str, Any] = load_json((folder / SHARD_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RkError(f"{folder} is not a partial knowledge base (no {SHARD_FILE})") from None
    except ValueError as exc:
        raise RkError(f"{folder / SHARD_FILE} is not valid JSON: {exc}") from None
    if isinstance(manifest, dict) and manifest.get("format") != FORMAT:
        raise RkError(f"{folder / SHARD_FILE} was written by another rk-action version")
    problem = _malformed(manifest)
    if problem:
        raise RkError(f"{folder / SHARD_FILE} is malformed: {problem}")
    return manifest


_TEXTS = ("project", "commit", "git_url", "branch", "summarizer", "shard")
_PAGE_TEXTS = ("base", "source", "symbol", "doc", "description")


def _malformed(manifest: object) -> str:
    """What makes a partial's manifest unusable ("" if nothing): a partial is anyone's
    upload, and a missing key or a wrong type ended `merge` with a traceback, a `commit` of
    `--upload-pack=…` was written to `_meta.md`."""
    if not isinstance(manifest, dict):
        return "not an object"
    for key in _TEXTS:
        if not isinstance(manifest.get(key), str) or not manifest[key].isprintable():
            return f"`{key}` is no line of text"
    if not gitutil.object_id(manifest["commit"]):
        return f"`commit` is no commit id ({manifest['commit'][:40]!r})"
    if not isinstance(manifest.get("documentable"), int):
        return "`documentable` is no number"
    pages = manifest.get("pages")
    if not isinstance(pages, list) or not all(isinstance(page, dict) for page in pages):
        return "`pages` is no list of objects"
    for page in pages:
        if not all(isinstance(page.get(key), str) for key in _PAGE_TEXTS) or not isinstance(
                page.get("line"), int):
            return f"a page lacks one of {', '.join(_PAGE_TEXTS)} or its `line`"
        try:
            layout.source_dir(page["source"])
        except ValueError as exc:
            return str(exc)
    for key in ("files", "entities"):
        if not isinstance(manifest.get(key, 0), int):
            return f"`{key}` is no number"
    if not isinstance(manifest.get("warnings", []), list) or not all(
            isinstance(w, str) for w in manifest.get("warnings", [])):
        return "`warnings` is no list of text"
    for key in ("abouts", "file_abouts", "skipped"):
        if not isinstance(manifest.get(key, {}), dict):
            return f"`{key}` is no object"
    return ""


def _check_partials(partials: list[tuple[Path, dict[str, Any]]]) -> None:
    """All shards of one plan, each once, from one commit."""
    first = partials[0][1]
    for folder, manifest in partials[1:]:
        for key in ("project", "commit", "include", "exclude", "summarizer"):
            if manifest.get(key) != first.get(key):
                raise RkError(f"{folder} holds another {key} ({manifest.get(key)!r}) than "
                              f"{partials[0][0]} ({first.get(key)!r}); rerun the shards "
                              "from one commit")
    specs = [ShardSpec.parse(str(m.get("shard", ""))) for _, m in partials]
    count = specs[0].count
    seen = Counter(s.index for s in specs)
    if any(s.count != count for s in specs) or any(n > 1 for n in seen.values()):
        raise RkError("the partials do not come from one plan (shard counts differ or a "
                      "shard is given twice)")
    missing = [str(ShardSpec(i, count)) for i in range(1, count + 1) if i not in seen]
    if missing:
        raise RkError(f"missing shard{'s' if len(missing) > 1 else ''} {', '.join(missing)}")


def merge(home: Path, folders: list[Path], *, force: bool = False) -> ShardReport:
    """Combine the partials of every shard into the project's knowledge base under `home`."""
    started = time.perf_counter()
    if not folders:
        raise UsageError("give the partial knowledge bases to merge")
    partials = [(folder, _read_partial(folder)) for folder in folders]
    _check_partials(partials)
    first = partials[0][1]
    project = store.check_project_name(str(first["project"]))
    project_dir = home / project
    report = ShardReport(project, str(first["commit"]), shards=len(partials))
    meta = open_project(home, project, force, "merge --force` to replace it", report.warnings)
    if not first["documentable"]:
        report.no_code = True  # as `create`: no project is written for a repository without code
        return report
    pages = [(folder, record) for folder, manifest in partials for record in manifest["pages"]]
    keys = [layout.PageKey(r["base"], r["source"], int(r["line"]), r["symbol"])
            for _, r in pages]
    if meta:
        (project_dir / "_meta.md").unlink()
    abouts = {folder: str(about) for _, manifest in partials
              for folder, about in manifest.get("abouts", {}).items()}
    file_abouts = {str(path): about for _, manifest in partials  # written by a shard as
                   for path, about in manifest.get("file_abouts", {}).items()  # an overview
                   if isinstance(about, str) and folders_overview.safe_line(about)}  # shows it
    try:
        files = [store.decode_file(item) for _, m in partials for item in m.get("refs", [])]
    except (ValueError, TypeError) as exc:
        raise RkError(f"a partial's references are malformed: {exc}") from None
    from rk_action.summarize.choice import SummarizerChoice

    # as `create` does: the overviews of a knowledge base described by a model get its paragraph
    folder_summaries = folder_summarizer(SummarizerChoice().settings(str(first["summarizer"])),
                                         report, Progress(enabled=False))
    entries = _write_pages(project_dir, pages, layout.doc_paths(keys), files,
                           str(first["commit"]), abouts, folder_summaries, file_abouts)
    for _, manifest in partials:
        report.files += int(manifest.get("files", 0))
        report.entities += int(manifest.get("entities", 0))
        report.skipped.update(manifest.get("skipped", {}))
        report.warnings += manifest.get("warnings", [])
    paths = scan.PathFilter.from_meta(first)
    found = forge.from_meta({"forge": str(first.get("forge", ""))})
    finish_project(home, project, meta, {
        "git_url": first["git_url"], "last_commit": first["commit"],
        "total_docs": str(len(entries)), "branch": first["branch"],
        "summarizer": first["summarizer"], **paths.as_meta(),
        **({"forge": found.as_meta()} if found else {}),
    })
    rebuild_search_index(project_dir)
    report.docs = len(entries)
    report.overviews = sum(folders_overview.is_overview(entry.doc) for entry in entries)
    report.seconds = time.perf_counter() - started
    return report


def _write_pages(
    project_dir: Path, pages: list[tuple[Path, dict[str, Any]]], doc_paths: list[str],
    files: list[FileRefs], commit: str, abouts: dict[str, str],
    folder_summaries: FolderSummarizer | None = None, file_abouts: dict[str, str] | None = None,
) -> list[store.IndexEntry]:
    """Copy every page to its final path with its references sections (unchanged docs keep
    their bytes and mtime), write `_refs/`, drop docs no page claims, and write
    `_index.md` (keeping the aliases of docs that remain)."""
    old_aliases = {e.doc: e.aliases for e in store.read_index(project_dir)}
    existing = set(store.doc_files(project_dir))
    if sum(len(f.pages) for f in files) != len(doc_paths):
        raise RkError("the partials' references do not match their pages; rerun the shards")
    files = refs.named(files, doc_paths)
    descriptions = {doc: str(record["description"])
                    for (_, record), doc in zip(pages, doc_paths, strict=True)}
    graph = refs.resolve(files)
    sections = render.refs_sections(graph, lambda d: descriptions.get(d, ""))
    entries: list[store.IndexEntry] = []
    for (folder, record), doc in zip(pages, doc_paths, strict=True):
        text = store.read_file(store.inside(folder, folder / record["doc"])).decode("utf-8")
        write_doc(project_dir, doc, text + sections.get(doc, ""), existing)
        entries.append(ListedEntry(layout.base_name_of(doc), doc, record["description"],
                                   old_aliases.get(doc, []), record["source"], record["symbol"]))
    records = records_of(files, graph)
    store.write_parts(project_dir, store.texts_of(commit, records))
    entries += write_overviews(project_dir, entries, lambda folder: abouts.get(folder, ""),
                               dependencies.folder_edges(dependencies.file_pairs(records)),
                               folder_summaries, file_abouts)
    finish_docs(project_dir, entries)
    return entries
