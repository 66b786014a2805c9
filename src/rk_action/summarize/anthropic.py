"""The Anthropic summarizer: many pages per request, bounded concurrency, retries, a cost cap.

Requests are planned by `prompt` and answered through the tool `write_docs`; `validate` turns
the answers into summaries. Whatever goes wrong (a refused key, an overloaded API, a malformed
answer, the cost cap) costs only the pages concerned: they keep their static summary, marked
`summarizer: static`, and a later run with a key upgrades them. The API key is read by the SDK
from `ANTHROPIC_API_KEY` and never leaves it: messages shown to the user are built here, from
status codes, and scrubbed of the key all the same.
"""

from __future__ import annotations

import os
import random
import re
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, TypeVar

from rk_action.model import Summary
from rk_action.progress import Progress
from rk_action.redact import redact
from rk_action.summarize import folders, validate
from rk_action.summarize.pricing import DEFAULT_MODEL, Usage, is_priced, price_of, usage_cost
from rk_action.summarize.prompt import Job, Request, plan_requests

ATTEMPTS = 4
"""Tries per request: the first and three retries."""
BACKOFF_SECONDS = 1.0
"""First wait when the API gives no `retry-after`; doubled at each retry."""
MAX_WAIT_SECONDS = 60.0
"""Longest wait honoured, whatever `retry-after` asks for."""
REQUEST_TIMEOUT_SECONDS = 300.0
BREAKER = 3
"""Requests that fail in a row (after their retries) before no more are sent."""
POLL_SECONDS = (2.0, 30.0)
"""Batch polling: first interval, longest interval."""
BATCH_CHUNK = 5_000
"""Requests per Message Batch (the API takes up to 100,000 and 256 MB)."""

KEY_FRAGMENT = 6
"""Characters of the configured key that an error message may not quote (its prefix aside)."""

T = TypeVar("T")
Reader = Callable[[Request, Any], dict[int, Any]]
"""The valid items of an answer to a request, by position in the request."""
_BATCH_ID = re.compile(r"[A-Za-z0-9_-]{1,200}")
_KEY_SHAPE = re.compile(r"sk-ant-[\w-]*(?:(?:\u2026|\.{2,}|\*+)[\w-]*)?")
"""An Anthropic key, whole or shortened (`sk-ant-api03-abc…xyz`), as an error may quote it."""


@dataclass(slots=True)
class LlmSettings:
    """How to call the model (the key itself is never held here: the SDK reads it)."""

    model: str = DEFAULT_MODEL
    max_cost_usd: float | None = None
    batch_api: bool = False
    concurrency: int = 4


@dataclass(slots=True)
class LlmReport:
    """What the summarizer did in one run, for the CLI to show."""

    model: str
    requests: int = 0
    """HTTP calls made to the API (retries and batch polls included)."""
    summarized: int = 0
    """Pages described by the model in this run."""
    fallbacks: int = 0
    """Pages that kept their static summary although the model was asked."""
    reused: int = 0
    """Pages whose earlier description was read back from the docs (no call)."""
    folders: int = 0
    """Folders given a summary paragraph by the model in this run."""
    folders_missed: int = 0
    """Folders left without one although the model was asked (or would have been)."""
    stopped: bool = False
    """The API refused or kept failing, or the cost cap was reached: nothing more is sent in
    this run (folder summaries come after the pages)."""
    usage: Usage = field(default_factory=Usage)
    warnings: list[str] = field(default_factory=list)


def have_key() -> bool:
    """Whether `ANTHROPIC_API_KEY` is set (its value is left to the SDK)."""
    return bool(os.environ.get("ANTHROPIC_API_KEY", "").strip())


def scrub(text: str) -> str:
    """`text` without the API key, any part of it of `KEY_FRAGMENT` characters or more (an
    error may quote the first or last few), anything shaped like an Anthropic key, whole or
    shortened, and any other secret `redact` knows."""
    key = os.environ.get("ANTHROPIC_API_KEY", "").strip()
    text = _KEY_SHAPE.sub("[REDACTED]", text)
    if len(key) >= KEY_FRAGMENT:
        text = _without_fragments(text, key)
    return redact(text)


def _without_fragments(text: str, key: str) -> str:
    """`text` with every run of characters that also occurs in `key` (at least `KEY_FRAGMENT`
    long) replaced: each window of that length is looked up among the key's own windows, and
    overlapping hits merge into one run."""
    windows = {key[i : i + KEY_FRAGMENT] for i in range(len(key) - KEY_FRAGMENT + 1)}
    hidden = [False] * len(text)
    for start in range(len(text) - KEY_FRAGMENT + 1):
        if text[start : start + KEY_FRAGMENT] in windows:
            hidden[start : start + KEY_FRAGMENT] = [True] * KEY_FRAGMENT
    parts, position = [], 0
    while position < len(text):
        end = position
        while end < len(text) and hidden[end] == hidden[position]:
            end += 1
        parts.append("[REDACTED]" if hidden[position] else text[position:end])
        position = end
    return "".join(parts)


def summarize_jobs(
    jobs: list[Job], settings: LlmSettings, report: LlmReport, progress: Progress,
) -> list[Summary]:
    """A summary per job, in order: the model's where it answered, else the static one."""
    answers: list[Summary | None] = [None] * len(jobs)
    if jobs and not have_key():
        _warn(report, "ANTHROPIC_API_KEY is not set: new pages keep their static summary "
                      "(a later run with a key upgrades them)")
    elif jobs:
        if not is_priced(settings.model):
            price = price_of(settings.model)
            _warn(report, f"no price known for model {settings.model}: costs are estimated at "
                          f"${price.input:g}/${price.output:g} per million tokens")
        requests = plan_requests(jobs, settings.model)

        def read(request: Request, message: Any) -> dict[int, Any]:
            return validate.summaries(validate.tool_input(message),
                                      [jobs[position] for position in request.jobs],
                                      settings.model)

        _Runner(settings, report, progress).run(
            requests, read, answers, f"Summarizing with {settings.model}")
    summaries = [answer or job.fallback for answer, job in zip(answers, jobs, strict=True)]
    report.summarized += sum(answer is not None for answer in answers)
    report.fallbacks += sum(answer is None for answer in answers)
    return summaries


def summarize_folders(
    inputs: list[str], settings: LlmSettings, report: LlmReport, progress: Progress,
) -> list[str]:
    """A summary paragraph per folder input (`summarize.folders.folder_input`), in order; ""
    where the model gave none. Sent after the pages, in the same cost cap, never through the
    Message Batches API (a second batch would double a run's wait for a few requests)."""
    answers: list[str | None] = [None] * len(inputs)
    if inputs and not have_key():
        _warn(report, "ANTHROPIC_API_KEY is not set: folders get no summary paragraph (a "
                      "later run with a key asks again)")
    elif inputs and report.stopped:
        _warn(report, "no more requests are sent: folders get no summary paragraph (a later "
                      "run asks again)")
    elif inputs:
        requests = folders.plan_requests(inputs, settings.model)

        def read(request: Request, message: Any) -> dict[int, Any]:
            return folders.paragraphs(validate.tool_input(message, folders.TOOL_NAME),
                                      len(request.jobs))

        runner = _Runner(replace(settings, batch_api=False), report, progress,
                         "folders get no summary paragraph")
        runner.run(requests, read, answers, f"Summarizing folders with {settings.model}")
    report.folders += sum(answer is not None for answer in answers)
    report.folders_missed += sum(answer is None for answer in answers)
    return [answer or "" for answer in answers]


def _warn(report: LlmReport, message: str) -> None:
    message = scrub(message)
    if message not in report.warnings:
        report.warnings.append(message)


def _retryable(status: int) -> bool:
    return status in (408, 409, 429) or status >= 500


def _retry_after(headers: Any) -> float | None:
    """The wait the API asks for (`retry-after-ms` or `retry-after` in seconds), if any."""
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        try:
            return max(0.0, float(headers.get(name, "")) * scale)
        except (TypeError, ValueError):
            continue
    return None


class _Runner:
    """One run's calls: shared client, cost accounting and the stop switch."""

    def __init__(self, settings: LlmSettings, report: LlmReport, progress: Progress,
                 lost: str = "pages keep their static summary") -> None:
        import anthropic  # here: the SDK takes a while to import and static runs never need it

        self.sdk = anthropic
        self.client = anthropic.Anthropic(max_retries=0, timeout=REQUEST_TIMEOUT_SECONDS)
        self.settings, self.report, self.progress = settings, report, progress
        self.lost = lost
        """What the requests that get no answer cost, as the warnings say it."""
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        """Set when the API is refusing or failing: nothing more is sent, waits end."""
        self.capped = False
        self.reserved = 0.0
        self.failures = 0
        self.read: Reader = lambda request, message: {}
        self.answers: list[Any] = []

    def run(self, requests: list[Request], read: Reader, answers: list[Any], label: str) -> None:
        """Send `requests`; `read` picks the valid items of an answer, which go to `answers`
        (at the positions the request's `jobs` name)."""
        self.read, self.answers = read, answers
        self.progress.start(label, sum(len(request.jobs) for request in requests))
        try:
            if self.settings.batch_api:
                self._run_batches(requests)
            else:
                pool = ThreadPoolExecutor(max(1, self.settings.concurrency))
                try:
                    list(pool.map(self._send, requests))
                except BaseException:  # SIGTERM, Ctrl-C: no waiting out the requests in flight
                    self.stopped.set()  # (their connections close below, and they end now)
                    pool.shutdown(wait=False, cancel_futures=True)
                    raise
                pool.shutdown()
        finally:
            self.progress.finish()
            self.client.close()
            self.report.stopped |= self.capped or self.stopped.is_set()

    # --- the Messages API ----------------------------------------------------------------------

    def _send(self, request: Request) -> None:
        try:
            estimate = self._estimate(request, batch=False)
            if self._reserve(estimate):
                try:
                    message = self._call(lambda: self.client.messages.create(**request.params))
                finally:
                    with self.lock:
                        self.reserved -= estimate
                if message is not None:
                    self._accept(request, message, batch=False)
        finally:
            with self.lock:
                self.progress.advance(len(request.jobs))

    def _estimate(self, request: Request, batch: bool) -> float:
        return usage_cost(self.settings.model, request.input_tokens, request.output_tokens,
                          batch=batch).cost_usd

    def _reserve(self, estimate: float) -> bool:
        """Count a request's estimated cost in, unless it would pass `--max-cost-usd`."""
        cap = self.settings.max_cost_usd
        with self.lock:
            if self.capped or self.stopped.is_set():
                return False
            if cap is not None and self.report.usage.cost_usd + self.reserved + estimate > cap:
                _warn(self.report, f"--max-cost-usd {cap:g} reached (spent "
                                   f"${self.report.usage.cost_usd:.4f}): the remaining "
                                   f"{self.lost}")
                self.capped = True  # no new request; those sent (a batch) are still collected
                return False
            self.reserved += estimate
            return True

    def _call(self, send: Callable[[], T]) -> T | None:
        """`send()` with retries; None when it failed (the reason is in the warnings)."""
        reason = ""
        for attempt in range(ATTEMPTS):
            if self.stopped.is_set():
                return None
            with self.lock:
                self.report.requests += 1
            wait: float | None = None
            try:
                result = send()
            except self.sdk.APIStatusError as exc:
                if not _retryable(exc.status_code):
                    self._refused(exc.status_code, exc.type or "", exc.api_message or "")
                    return None
                reason, wait = f"HTTP {exc.status_code}", _retry_after(exc.response.headers)
            except self.sdk.APITimeoutError:
                reason = "timeout"
            except self.sdk.APIConnectionError:
                reason = "connection error"
            except Exception as exc:  # a 200 whose body is not JSON, or cut short: not retried
                self._unreadable(type(exc).__name__)
                return None
            else:
                with self.lock:
                    self.failures = 0
                if result is None:  # the body was JSON `null`
                    self._unreadable("null")
                return result
            if attempt + 1 < ATTEMPTS:
                if wait is None:
                    wait = BACKOFF_SECONDS * 2**attempt * (1 - 0.25 * random.random())
                if self.stopped.wait(min(wait, MAX_WAIT_SECONDS)):
                    return None
        self._failed(reason)
        return None

    def _unreadable(self, what: str) -> None:
        _warn(self.report, f"an answer of the Anthropic API could not be read ({what}): its "
                           f"{self.lost}")

    def _failed(self, reason: str) -> None:
        with self.lock:
            self.failures += 1
            if self.failures >= BREAKER and not self.stopped.is_set():
                self.stopped.set()
                _warn(self.report, f"the Anthropic API failed {self.failures} requests in a row "
                                   f"(last: {reason}, {ATTEMPTS} tries each): no more requests "
                                   f"are sent; the remaining {self.lost}")
            else:
                _warn(self.report, f"an Anthropic API request failed after {ATTEMPTS} tries "
                                   f"({reason}): its {self.lost}")

    def _refused(self, status: int, kind: str, message: str) -> None:
        detail = f"HTTP {status} {kind}: {message[:200]}".strip(": ")
        if status in (400, 413, 422):  # this request only (too large, say)
            _warn(self.report, f"the Anthropic API refused a request ({detail}): its "
                               f"{self.lost}")
            return
        self.stopped.set()  # a refused key or an unknown model: every request would fail
        _warn(self.report, f"the Anthropic API refused the request ({detail}): no more requests "
                           f"are sent; the remaining {self.lost}")

    def _accept(self, request: Request, message: Any, batch: bool) -> None:
        """Account for an answer and keep its valid items. The answer is untrusted: an answer
        whose `usage` cannot be read is counted at its estimated cost and none of its items are
        kept (its spend is unknown), and anything but an object of the request's tool keeps no
        item."""
        usage = validate.usage_of(getattr(message, "usage", None), self.settings.model, batch)
        found = self.read(request, message)
        if usage is None:
            usage, found = Usage(cost_usd=self._estimate(request, batch)), {}
            _warn(self.report, "an answer of the Anthropic API reported no readable token "
                               f"usage: its {self.lost} (its cost is counted as estimated)")
        elif len(found) < len(request.jobs):
            _warn(self.report, "some answers of the model were missing or malformed: "
                               f"those {self.lost}")
        with self.lock:
            self.report.usage.add(usage)
            for k, summary in found.items():
                self.answers[request.jobs[k]] = summary

    # --- the Message Batches API ---------------------------------------------------------------

    def _run_batches(self, requests: list[Request]) -> None:
        chosen = [i for i, request in enumerate(requests)
                  if self._reserve(self._estimate(request, batch=True))]
        submitted = []
        for start in range(0, len(chosen), BATCH_CHUNK):
            chunk = chosen[start : start + BATCH_CHUNK]
            items = [{"custom_id": f"r{i}", "params": requests[i].params} for i in chunk]
            batch = self._call(partial(self._submit, items))
            if batch is not None:
                submitted.append(batch)
        for batch in submitted:
            batch_id = getattr(batch, "id", None)
            if not isinstance(batch_id, str) or not _BATCH_ID.fullmatch(batch_id):
                self._unreadable("a batch without a valid id")
                continue
            try:
                self._collect(batch, batch_id, requests)
            except Exception as exc:  # a batch or a result line of the wrong shape
                self._unreadable(f"batch {batch_id}: {type(exc).__name__}")
        self.progress.advance(self.progress.total - self.progress.done)

    def _submit(self, items: list[dict[str, Any]]) -> Any:
        return self.client.messages.batches.create(requests=items)  # type: ignore[arg-type]

    def _collect(self, batch: Any, batch_id: str, requests: list[Request]) -> None:
        """Poll one batch until it ends, then keep the answers of its succeeded requests."""
        delay = POLL_SECONDS[0]
        while batch.processing_status != "ended":
            if self.stopped.wait(delay):
                return
            delay = min(delay * 1.5, POLL_SECONDS[1])
            polled = self._call(lambda: self.client.messages.batches.retrieve(batch_id))
            if polled is None:
                _warn(self.report, f"batch {batch_id} could not be polled: its {self.lost}")
                return
            batch = polled
            counts = batch.request_counts
            done = counts.succeeded + counts.errored + counts.canceled + counts.expired
            if self.progress.enabled:
                self.progress.stream.write(f"Batch {batch_id}: {done}/{done + counts.processing}"
                                           " requests done\n")
        for line in self._call(lambda: self._results(batch_id)) or []:
            self._take(line, requests)

    def _results(self, batch_id: str) -> list[Any]:
        """The result lines of an ended batch up to the first that is not JSON (the SDK's
        reader stops there: the pages of that line and the lines after it stay static)."""
        lines: list[Any] = []
        try:
            for line in self.client.messages.batches.results(batch_id):
                lines.append(line)
        except ValueError as exc:
            self._unreadable(f"a batch result line: {type(exc).__name__}")
        return lines

    def _take(self, line: Any, requests: list[Request]) -> None:
        """Keep the answer of one result line (for `r<index>`); others are warned about."""
        custom_id = getattr(line, "custom_id", None)
        digits = custom_id[1:] if isinstance(custom_id, str) else ""
        index = int(digits) if digits.isascii() and digits.isdigit() and len(digits) < 9 else -1
        if not 0 <= index < len(requests):
            return
        result = getattr(line, "result", None)
        kind = getattr(result, "type", None)
        if kind == "succeeded":
            self._accept(requests[index], getattr(result, "message", None), batch=True)
        else:
            shown = kind if kind in ("errored", "canceled", "expired") else "an unknown result"
            _warn(self.report, f"batch requests ended as {shown}: their {self.lost}")
        self.progress.advance(len(requests[index].jobs))
