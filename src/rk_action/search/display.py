"""How a result's description is shown: its code spans, as the terminal (`cli`) and the site's
search box (`site/assets/engine.js`, `code_spans`) both mark them."""

from __future__ import annotations

import re

_TICKS = re.compile(r"`+")


def code_spans(text: str) -> list[tuple[str, bool]]:
    """`text` cut into (piece, is code) pieces, as Markdown reads code spans: a run of backticks
    opens a span that the next run of as many backticks closes; a run that none closes is
    text. One space just inside both ends of a span is dropped (``` `` `a` `` ``` → `` `a` ``).
    Linear: each run is looked at twice."""
    runs = [(m.start(), m.end()) for m in _TICKS.finditer(text)]
    closer: list[int | None] = [None] * len(runs)
    last: dict[int, int] = {}
    for number in range(len(runs) - 1, -1, -1):
        length = runs[number][1] - runs[number][0]
        closer[number] = last.get(length)
        last[length] = number
    pieces: list[tuple[str, bool]] = []
    plain_from = number = 0
    while number < len(runs):
        closing = closer[number]
        if closing is None:
            number += 1
            continue
        if runs[number][0] > plain_from:
            pieces.append((text[plain_from:runs[number][0]], False))
        code = text[runs[number][1]:runs[closing][0]]
        if code.startswith(" ") and code.endswith(" ") and code.strip(" "):
            code = code[1:-1]
        pieces.append((code, True))
        plain_from, number = runs[closing][1], closing + 1
    if plain_from < len(text):
        pieces.append((text[plain_from:], False))
    return pieces
