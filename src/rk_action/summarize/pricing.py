"""Prices and token estimates for the Anthropic summarizer: what a run will cost, and what it did.

Pure arithmetic: nothing here calls the API. Token counts before a call are estimates (the
exact tokenizer is not public); after a call the API's own `usage` figures are used.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_MODEL = "claude-sonnet-5-5"
BATCH_DISCOUNT = 0.5
"""The Message Batches API bills every token category at half price."""
CHARS_PER_TOKEN = 3.0
"""Code tokenizes denser than prose (about 3 to 4 characters a token); 3 errs on the dear side."""
OUTPUT_TOKENS_PER_ENTITY = 320
"""What one `write_docs` item costs, by the size the system prompt asks for."""


@dataclass(frozen=True, slots=True)
class Price:
    """USD per million tokens."""

    input: float
    output: float
    cache_write: float
    """A 5-minute prompt-cache write."""
    cache_read: float


# The Anthropic pricing page as read on 2026-10-24 (standard rates; Haiku 5.5 at its rate for
# prompts up to 100k tokens, which every request of ours stays under). Update with the page.
PRICES: dict[str, Price] = {
    "claude-fable-5-1": Price(10.0, 50.0, 12.5, 0.25),
    "claude-fable-5": Price(10.0, 50.0, 12.5, 1.0),
    "claude-opus-5-5": Price(4.0, 20.0, 5.0, 0.20),
    "claude-opus-5": Price(5.0, 25.0, 6.25, 0.50),
    "claude-opus-4-8": Price(5.0, 25.0, 6.25, 0.50),
    "claude-opus-4-7": Price(5.0, 25.0, 6.25, 0.50),
    "claude-opus-4-6": Price(5.0, 25.0, 6.25, 0.50),
    "claude-opus-4-5": Price(5.0, 25.0, 6.25, 0.50),
    "claude-sonnet-5-5": Price(2.0, 10.0, 2.5, 0.10),
    "claude-sonnet-5": Price(2.0, 10.0, 2.5, 0.20),
    "claude-sonnet-4-6": Price(3.0, 15.0, 3.75, 0.30),
    "claude-sonnet-4-5": Price(3.0, 15.0, 3.75, 0.30),
    "claude-haiku-5-5": Price(0.10, 0.50, 0.125, 0.01),
    "claude-haiku-4-5": Price(1.0, 5.0, 1.25, 0.10),
}
UNKNOWN_MODEL_PRICE = max(PRICES.values(), key=lambda price: price.output)
"""A model missing from the table is priced as the dearest one, so `--max-cost-usd` still holds."""


def price_of(model: str) -> Price:
    """The price of `model`; dated ids (`claude-haiku-4-5-20251001`) use their family's price."""
    if model in PRICES:
        return PRICES[model]
    family = model.rsplit("-", 1)[0] if model.rsplit("-", 1)[-1].isdigit() else ""
    return PRICES.get(family, UNKNOWN_MODEL_PRICE)


def is_priced(model: str) -> bool:
    """Whether `model` (or its family) has a row in the price table."""
    return price_of(model) is not UNKNOWN_MODEL_PRICE or model in PRICES


def estimate_tokens(text: str) -> int:
    """A token count for `text` without calling the API (see `CHARS_PER_TOKEN`)."""
    return int(len(text) / CHARS_PER_TOKEN) + 1


@dataclass(slots=True)
class Usage:
    """Tokens and dollars, as estimated before calls or as reported by the API after them."""

    input_tokens: int = 0
    output_tokens: int = 0
    cache_write_tokens: int = 0
    cache_read_tokens: int = 0
    cost_usd: float = 0.0

    def add(self, other: Usage) -> None:
        self.input_tokens += other.input_tokens
        self.output_tokens += other.output_tokens
        self.cache_write_tokens += other.cache_write_tokens
        self.cache_read_tokens += other.cache_read_tokens
        self.cost_usd += other.cost_usd


def usage_cost(
    model: str, input_tokens: int, output_tokens: int, cache_write: int = 0, cache_read: int = 0,
    *, batch: bool = False,
) -> Usage:
    """The `Usage` of one request (token counts as the API reports them) with its cost."""
    price = price_of(model)
    dollars = (input_tokens * price.input + output_tokens * price.output
               + cache_write * price.cache_write + cache_read * price.cache_read) / 1_000_000
    return Usage(input_tokens, output_tokens, cache_write, cache_read,
                 dollars * (BATCH_DISCOUNT if batch else 1.0))
