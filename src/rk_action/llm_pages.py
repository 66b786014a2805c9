"""Pages described by a model: planned per file, summarized in requests across files.

The static path summarizes inside each worker process; with a model that would mean one small
request per file. Here workers only extract and plan (and compute the static summary that a
page keeps if the model fails), then the pages that need the model are sent together. The docs
are the cache: a page whose `hash` and `summarizer: anthropic:<model>` match is read back, never
sent again, on any machine that has the docs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rk_action import layout, store
from rk_action.model import DocUnit, Summary
from rk_action.refs import FileRefs
from rk_action.render import read_back
from rk_action.summarize.context import call_context
from rk_action.summarize.prompt import Job
from rk_action.summarize.static import summarize


@dataclass(slots=True)
class FilePlan:
    """What a worker sends back for one file: its pages, ready to be summarized."""

    path: str
    jobs: list[Job] = field(default_factory=list)
    skip: str | None = None
    warning: str | None = None
    entities: int = 0
    """How many entities the jobs' pages document."""
    refs: FileRefs | None = None
    """What the file's pages name (`rk_action.refs`)."""
    about: str = ""
    """What the file's own doc says it is (`layout.SourcePlan.about`)."""


def plan_file(path: str, data: bytes, _cached: str = "", _link: object = None) -> FilePlan:
    """Decode, extract and plan one file; each page gets its static summary and call context."""
    plan = layout.plan_source(path, data)
    return FilePlan(path, jobs_for(plan.units), plan.skip, plan.warning, plan.entities,
                    plan.refs, plan.about)


_NO_SUMMARY = Summary("", "")


def jobs_for(planned: list[layout.Planned], with_fallback: bool = True) -> list[Job]:
    """The jobs of some planned pages (of one or more files), in order; without their static
    summaries when only their requests matter (an estimate)."""
    by_file: dict[str, list[int]] = {}
    for position, (entity, _members, _overview) in enumerate(planned):
        by_file.setdefault(entity.source, []).append(position)
    contexts = [""] * len(planned)
    for positions in by_file.values():
        for position, text in zip(positions, call_context([planned[p] for p in positions]),
                                  strict=True):
            contexts[position] = text
    return [Job(DocUnit(entity, "", members, overview),
                summarize(entity, members, overview) if with_fallback else _NO_SUMMARY, context)
            for (entity, members, overview), context in zip(planned, contexts, strict=True)]


def cached_summary(text: str, unit: DocUnit, summarizer: str) -> tuple[Summary, str] | None:
    """The summary and `cached` date of a page written by `summarizer` for this very code.

    The page must be for the same entity (source, symbol, kind, hash) and must come out
    byte for byte when rendered again from what is read back (so a hand-edited page or one
    written by another template is summarized again rather than trusted).
    """
    meta = store.parse_doc_meta(text)
    entity = unit.entity
    if (meta.get("summarizer"), meta.get("hash"), meta.get("source"), meta.get("symbol"),
            meta.get("kind")) != (summarizer, entity.hash, entity.source, entity.symbol,
                                  entity.kind):
        return None
    lines, cached, description = store.doc_lines(meta), meta.get("cached", ""), meta.get(
        "description", "")
    if not (all(lines) and description):
        return None
    summary = read_back(text, unit, entity.source, lines, description, summarizer, cached)
    return None if summary is None else (summary, cached)
