"""Which summarizer a command uses: kept apart from the model client, so that a static run
never imports it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rk_action.summarize.pricing import DEFAULT_MODEL

if TYPE_CHECKING:
    from rk_action.summarize.anthropic import LlmSettings


@dataclass(slots=True)
class SummarizerChoice:
    """The summarizer options of a command line (None: as recorded in `_meta.md`)."""

    name: str | None = None
    """`static`, `anthropic`, or None."""
    model: str | None = None
    max_cost_usd: float | None = None
    batch_api: bool = False

    def settings(self, recorded: str = "static") -> LlmSettings | None:
        """The model settings to use, or None for the static summarizer.

        `recorded` is the `summarizer` of `_meta.md` (`static` or `anthropic:<model>`).
        """
        kind, _, recorded_model = recorded.partition(":")
        if (self.name or kind) != "anthropic":
            return None
        from rk_action.summarize.anthropic import LlmSettings

        return LlmSettings(model=self.model or recorded_model or DEFAULT_MODEL,
                           max_cost_usd=self.max_cost_usd, batch_api=self.batch_api)


def meta_summarizer(settings: LlmSettings | None) -> str:
    """The `summarizer` value of `_meta.md` for these settings."""
    return f"anthropic:{settings.model}" if settings else "static"
