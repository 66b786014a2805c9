"""Estimate: what `create --summarizer anthropic` would send and cost, without calling a model.

The repository is read as create reads it (a local repository in place, a URL through a
temporary clone deleted afterwards); its pages are planned and packed into requests exactly as
the summarizer would, then priced for every model of the price table. The folders' summaries
are estimated likewise, from overviews that list each entity with the first line of its doc
comment (the one-liners the pages will have are not known before the run).
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from rk_action import gitutil, layout, scan
from rk_action import overview as folders_overview
from rk_action.llm_pages import jobs_for
from rk_action.source import normalize_source, source_commit
from rk_action.summarize import folders
from rk_action.summarize.pricing import PRICES, Price, price_of
from rk_action.summarize.prompt import SHARED_PROMPT_TOKENS, Job, Request, plan_requests


@dataclass(slots=True)
class ModelCost:
    model: str
    price: Price
    cost_usd: float
    batch_cost_usd: float


@dataclass(slots=True)
class Estimate:
    """Sizes and costs of summarizing a whole repository with a model."""

    source: str
    files: int = 0
    entities: int = 0
    pages: int = 0
    requests: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    folders: int = 0
    """Folders whose overview gets a summary paragraph."""
    folder_requests: int = 0
    folder_input_tokens: int = 0
    folder_output_tokens: int = 0
    costs: list[ModelCost] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def estimate(source: str, model: str) -> Estimate:
    """Plan and price the pages of `source`'s HEAD; `model` is listed even when unpriced."""
    source, credentials = gitutil.split_credentials(normalize_source(source))
    workdir = None
    repo = Path(source)
    if not repo.is_dir():  # a URL: a temporary clone, removed below
        workdir = Path(tempfile.mkdtemp(prefix="rk-estimate-"))
        repo = workdir / "repo"
    try:
        if workdir is not None:
            gitutil.clone(source, repo, credentials)
        return _estimate(source, repo, model)
    finally:
        if workdir is not None:
            shutil.rmtree(workdir, ignore_errors=True)


def _estimate(source: str, repo: Path, model: str) -> Estimate:
    commit = source_commit(repo, source)
    scanned = scan.scan_tree(gitutil.tree(repo, commit))
    result = Estimate(source, warnings=list(scanned.warnings))
    jobs: list[Job] = []
    contents = gitutil.read_blobs(repo, [f.blob for f in scanned.files])
    for entry, data in zip(scanned.files, contents, strict=True):
        plan = layout.plan_source(entry.path, data)
        result.warnings += [plan.warning] if plan.warning else []
        result.files += bool(plan.units)
        result.entities += plan.entities
        jobs += jobs_for(plan.units, with_fallback=False)
    requests = plan_requests(jobs, model)
    result.pages, result.requests = len(jobs), len(requests)
    result.input_tokens = sum(r.input_tokens for r in requests)
    result.output_tokens = sum(r.output_tokens for r in requests)
    folder_requests = folders.plan_requests(_folder_inputs(repo, commit, jobs), model)
    result.folders = sum(len(r.jobs) for r in folder_requests)
    result.folder_requests = len(folder_requests)
    result.folder_input_tokens = sum(r.input_tokens for r in folder_requests)
    result.folder_output_tokens = sum(r.output_tokens for r in folder_requests)
    models = list(PRICES) if model in PRICES else [model, *PRICES]
    result.costs = [_cost(name, requests, folder_requests) for name in models]
    return result


def _folder_inputs(repo: Path, commit: str, jobs: list[Job]) -> list[str]:
    """What each folder's summary would be written from, as far as it is known before a run."""
    from rk_action.create import about_reader

    listed = [folders_overview.Listed(f"{number}.md", job.unit.entity.source,
                                      job.unit.entity.symbol,
                                      job.unit.entity.doc.strip().split("\n", 1)[0])
              for number, job in enumerate(jobs)]
    about_of = about_reader(repo, commit, {layout.source_dir(item.source) for item in listed})
    settled = folders_overview.settle([], listed, about_of, [], lambda folder: None)
    return [folders.folder_input(found) for _folder, found in sorted(settled.new.items())
            if found is not None]


def _cost(model: str, requests: list[Request], folder_requests: list[Request]) -> ModelCost:
    """The run's cost: in each phase (pages, then folders) the shared prompt is written to the
    cache once and read back by every other request; the Message Batches API halves the
    pages' part (folder requests use the Messages API)."""
    price = price_of(model)
    pages = _phase_cost(price, requests, SHARED_PROMPT_TOKENS)
    rest = _phase_cost(price, folder_requests, folders.SHARED_PROMPT_TOKENS)
    return ModelCost(model, price, pages + rest, pages / 2 + rest)


def _phase_cost(price: Price, requests: list[Request], shared: int) -> float:
    shared = shared if requests else 0
    fresh_input = sum(r.input_tokens for r in requests) - shared * len(requests)
    return (fresh_input * price.input + sum(r.output_tokens for r in requests) * price.output
            + shared * price.cache_write
            + shared * max(len(requests) - 1, 0) * price.cache_read) / 1_000_000
