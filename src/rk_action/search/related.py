"""Corpus synonyms: the words a repository's docs use for what its names say.

A question is asked in the words of what a function does for its user ("send the client to
another url"); the answer is named for what it does inside (`redirect`). The repository itself
says which words go together: an entity's description and doc text use some words, its name
uses others. Across the entities, a doc word and a name word that keep coming together are
taken as synonyms of each other, both ways, at a synonym's weight (`rank.SYNONYM`).

Rule (over the entities, folder overviews left out; weak terms left out): a doc term `d` (in
the description or the doc text of an entity) and a name term `n` (in its own name, `d ≠ n`)
are related when at least `MIN_SHARED` entities hold both and those are at least `MIN_PERCENT`
% of the entities whose docs hold `d` and of those whose names hold `n`; each term keeps its
`PER_TERM` partners shared by most entities (ties: alphabetical). Measured one change at a time
(`benchmarks/real_questions.py`, `benchmarks/cosqa_halves.py`): hit@1 dev 0.460 → 0.524 and held
0.536 → 0.571, MRR@10 dev 0.574 → 0.613 and held 0.655 → 0.675, hit@3 dev 0.651 → 0.667 and held
0.768 → 0.750; CoSQA dev MRR@10 even half 0.4393 → 0.4392 (one query 6th → 7th), odd 0.4727 →
0.4767; the 48 CPython questions unchanged. As many synonyms drawn at random lower MRR@10 on the
real questions. Tried and dropped: pointwise mutual information (noisier), one way only (doc
word → name word: less on both halves), the description alone (no gain), a lower weight.

Whole-corpus counts, kept up to date: a full build counts them over every entity (CPython's
`Lib/`: about 0.2 s) and keeps in the parts the pairs near on the doc term's side and the name
counts (`near_pairs`, `table_of`); a refresh counts again only the pairs its changed docs reach
(`search.relatedparts`: 20-30 ms for one entity of CPython's `Lib/`), so both derive the same
table from the same entries.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable

MIN_SHARED = 2
MIN_PERCENT = 30
PER_TERM = 2
MAX_TERMS = 2048
"""At most this many terms get corpus synonyms (those whose best pair is shared by most
entities): the table rides in the vocabulary, which every query (and the site's first answer)
reads. CPython's `Lib/` (11.5 k entities) has 498, 9 KB; the real-question repositories
28-209."""

Related = dict[str, tuple[str, ...]]
"""term → its corpus synonyms (sorted)."""
Pair = tuple[str, str, int]
"""(doc term, name term, the entities holding both)."""
Sides = tuple[frozenset[str], frozenset[str]]
"""An entity's name terms and doc (description and doc text) terms, weak ones left out."""


def sides_of(names: Iterable[str], texts: Iterable[str], weak: frozenset[str]) -> Sides:
    """The `Sides` of an entity from its name terms and doc terms (`weak`: left out)."""
    return frozenset(names) - weak, frozenset(texts) - weak


class Cooccurrence:
    """The counts the rule needs, one entity at a time."""

    def __init__(self, weak: Iterable[str]) -> None:
        self.weak = frozenset(weak)
        self.entities: list[Sides] = []

    def add(self, name: Iterable[str], text: Iterable[str]) -> None:
        """One entity: the terms of its own name, and those of its description and doc text."""
        self.entities.append(sides_of(name, text, self.weak))

    def near(self) -> tuple[list[Pair], dict[str, int]]:
        """The pairs that pass the rule on the doc term's side (`near_pairs`), and how many
        entities' names hold each name term (those of `MIN_SHARED` or more: no other is in
        a pair)."""
        names: dict[str, int] = {}
        texts: dict[str, int] = {}
        for name, text in self.entities:
            for one in name:
                names[one] = names.get(one, 0) + 1
            for one in text:
                texts[one] = texts.get(one, 0) + 1
        shared: dict[tuple[str, str], int] = {}
        for name, text in self.entities:
            held = [(n, names[n]) for n in name if names[n] >= MIN_SHARED]
            for d in text if held else ():
                in_texts = texts[d]
                for n, in_names in held:
                    # shared ≤ the entities whose names hold `n`: most pairs (a common doc
                    # word) can never be near, and are never counted
                    if n != d and in_texts >= MIN_SHARED and (
                            100 * in_names >= MIN_PERCENT * in_texts):
                        shared[d, n] = shared.get((d, n), 0) + 1
        pairs = [(d, n, count) for (d, n), count in sorted(shared.items())
                 if _near(count, texts[d])]
        return pairs, {n: count for n, count in sorted(names.items()) if count >= MIN_SHARED}

    def table(self) -> Related:
        """Each term's related terms by the rule of the module docstring."""
        return table_of(*self.near())


def _near(shared: int, in_texts: int) -> bool:
    return shared >= MIN_SHARED and 100 * shared >= MIN_PERCENT * in_texts


def near_pairs(doc_term: str, holders: Iterable[Iterable[str]]) -> list[Pair]:
    """The pairs of `doc_term` that pass the rule on its side, from the name terms of the
    entities whose docs hold it (`holders`, weak terms left out). Whether such a pair is
    related then depends only on how many entities' names hold its name term: a refresh
    (`search.relatedparts`) keeps these pairs, and recounts only those its changes touch."""
    shared: dict[str, int] = {}
    count = 0
    for name in holders:
        count += 1
        for n in name:
            shared[n] = shared.get(n, 0) + 1
    return [(doc_term, n, many) for n, many in sorted(shared.items())
            if n != doc_term and _near(many, count)]


def table_of(pairs: Iterable[Pair], names: dict[str, int]) -> Related:
    """The corpus synonyms from the pairs near on the doc term's side (`near_pairs`) and
    the name terms' entity counts (`names`)."""
    partners: dict[str, list[tuple[int, str]]] = {}
    for d, n, count in pairs:
        if 100 * count >= MIN_PERCENT * names[n]:
            partners.setdefault(d, []).append((count, n))
            partners.setdefault(n, []).append((count, d))
    if len(partners) > MAX_TERMS:
        strongest = heapq.nsmallest(MAX_TERMS, partners.items(),
                                    key=lambda item: (-max(item[1])[0], item[0]))
        partners = dict(strongest)
    return {one: tuple(sorted(_best(found))) for one, found in sorted(partners.items())}


def _best(found: list[tuple[int, str]]) -> list[str]:
    """The `PER_TERM` partners shared by most entities; ties go to the alphabetically first."""
    unique: dict[str, int] = {}
    for count, other in found:  # a pair related both ways is counted once, at its best
        unique[other] = max(count, unique.get(other, 0))
    best = heapq.nsmallest(PER_TERM, unique.items(), key=lambda item: (-item[1], item[0]))
    return [other for other, _ in best]


def merged(synonyms: dict[str, tuple[str, ...]], related: Related) -> dict[str, tuple[str, ...]]:
    """The vocabulary's synonyms with the corpus synonyms added (each list sorted, unique)."""
    out = {one: set(others) for one, others in synonyms.items()}
    for one, others in related.items():
        out.setdefault(one, set()).update(set(others) - {one})
    return {one: tuple(sorted(others)) for one, others in sorted(out.items())}
