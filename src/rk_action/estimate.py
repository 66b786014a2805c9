"""Estimate: what `create --summarizer anthropic` would send and cost, without calling a model.

The repository is read as create reads it (a local repository in place, a URL through a
temporary clone deleted afterwards); its pages are planned and packed into requests exactly as
the summarizer would, then priced for every model of the price table.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from rk_action import gitutil, layout, scan
from rk_action.llm_pages import jobs_for
from rk_action.source import normalize_source, source_commit
from rk_action.summarize.pricing import PRICES, Price, price_of
from rk_action.summarize.prompt import SHARED_PROMPT_TOKENS, Job, plan_requests


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
    tree = gitutil.tree(repo, source_commit(repo, source))
    scanned = scan.scan_tree(tree)
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
    models = list(PRICES) if model in PRICES else [model, *PRICES]
    result.costs = [_cost(name, result) for name in models]
    return result


def _cost(model: str, result: Estimate) -> ModelCost:
    """The run's cost: the shared prompt written to the cache once, read back by every other
    request; the Message Batches API halves it all."""
    price = price_of(model)
    shared = SHARED_PROMPT_TOKENS if result.requests else 0
    fresh_input = result.input_tokens - shared * result.requests
    dollars = (fresh_input * price.input + result.output_tokens * price.output
               + shared * price.cache_write
               + shared * max(result.requests - 1, 0) * price.cache_read) / 1_000_000
    return ModelCost(model, price, dollars, dollars / 2)
