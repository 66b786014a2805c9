"""Folder summaries (`--summarizer anthropic`): a model-written paragraph on each folder's
overview, asked for after the pages (their one-liners are part of what it summarizes).

The overviews are the cache: a page records the hash of the input its paragraph was written
from (`summary_hash:`), and keeps the paragraph while that hash holds; a folder whose input
changed, or that has no paragraph yet (the model failed, the cost cap, no key), is asked again.
Static runs never come here: their overviews have no paragraph.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from rk_action import overview as folders_overview
from rk_action import store
from rk_action.errors import RkError
from rk_action.overview import Folder
from rk_action.progress import Progress
from rk_action.summarize.folders import folder_input, input_hash

if TYPE_CHECKING:
    from rk_action.summarize.anthropic import LlmReport, LlmSettings


class HasLlm(Protocol):
    """A run's report, which holds what the model did (made when first needed)."""

    llm: LlmReport | None


def keep_or_clear(models: Iterable[Folder], earlier: Callable[[str], Folder | None]
                  ) -> list[tuple[Folder, str, str]]:
    """Give each folder the paragraph it had (its own, else `earlier`'s) when that was written
    from the input it has now; clear the others. The cleared: (folder, input, its hash)."""
    cleared = []
    for model in models:
        text = folder_input(model)
        digest = input_hash(text)
        before = model if model.summary_hash else earlier(model.folder)
        if before is not None and before.summary and before.summary_hash == digest:
            model.summary, model.summary_hash = before.summary, digest
        else:
            model.summary = model.summary_hash = ""
            cleared.append((model, text, digest))
    return cleared


@dataclass(slots=True)
class FolderSummarizer:
    """Asks the model for the paragraphs an update or a create needs, in one run's cost cap."""

    settings: LlmSettings
    holder: HasLlm
    progress: Progress

    def __call__(self, models: Iterable[Folder],
                 earlier: Callable[[str], Folder | None] = lambda folder: None) -> None:
        """Keep the paragraphs that still hold (`keep_or_clear`), ask for the others."""
        from rk_action.summarize.anthropic import LlmReport, summarize_folders

        cleared = keep_or_clear(models, earlier)
        if not cleared:
            return
        if self.holder.llm is None:
            self.holder.llm = LlmReport(self.settings.model)
        answers = summarize_folders([text for _, text, _ in cleared], self.settings,
                                    self.holder.llm, self.progress)
        for (model, _text, digest), answer in zip(cleared, answers, strict=True):
            if answer:
                model.summary, model.summary_hash = answer, digest

    def unsummarized(self, project_dir: Path, index: store.IndexText,
                     skip: set[str]) -> dict[str, tuple[Folder, str]]:
        """The overviews (folder → model, text) without a paragraph, outside `skip`: an update
        asks for them again (an earlier run's model failed, or its cost cap was reached).
        None without a key; a page that does not read back is left to `update`."""
        from rk_action.summarize.anthropic import have_key

        if not have_key():
            return {}
        found = {}
        for doc in index.docs_named(folders_overview.NAME):
            folder = folder_of(doc)
            if folder is None or folder in skip:
                continue
            text = _read(project_dir, doc)
            if text is None or "\nsummary_hash: " in text.partition("\n---\n")[0]:
                continue
            model = folders_overview.parse(project_dir.name, folder, text)
            if model is not None:
                found[folder] = (model, text)
        return found


def earlier_pages(project_dir: Path, existing: set[str]) -> Callable[[str], Folder | None]:
    """A folder's overview as the knowledge base holds it (a rerun's cache), if it reads back."""

    def earlier(folder: str) -> Folder | None:
        doc = folders_overview.doc_path(folder)
        text = _read(project_dir, doc) if doc in existing else None
        return None if text is None else folders_overview.parse(project_dir.name, folder, text)

    return earlier


def folder_of(doc: str) -> str | None:
    """`docs/src/auth/_overview.md` → `src/auth` (`""` for the root); None for other docs."""
    if not folders_overview.is_overview(doc) or not doc.startswith("docs/"):
        return None
    return doc.removeprefix("docs/").rpartition("/")[0]


def _read(project_dir: Path, doc: str) -> str | None:
    try:
        return store.read_file(store.inside(project_dir, project_dir / doc)).decode("utf-8")
    except (OSError, UnicodeDecodeError, RkError):
        return None
