"""Search layers 1-3 over a precomputed index: alias match, BM25F ranking, verification.

`build_index` turns the records into plain JSON, saved as `<project>/_search.json` and read as
is by the CLI and the browser (read it as text: `json.loads(path.read_text("utf-8"))`). A query
tokenizes nothing but itself and decodes only the postings of its own terms.

Format (version 1):

    {"format": "rk-action-search", "version": 1,
     "entry_fields": ["name", "doc", "source", "symbol", "kind", "lines", "description",
                      "aliases..."],
     "entries": ["name\\tdoc\\tsource\\tsymbol\\tkind\\t12-30\\tdescription\\talias\\talias", ...],
     "vocabulary": {"stopwords": "a an ...", "weak": "python code ...",
                    "expansions": {"dir": "directory", ...}, "synonyms": {"remov": "delet drop"}},
     "terms": {"pars": "1249 3,1,40 zz0a1b", ...},
     "alias_exact": {"normalized alias": position}, "alias_terms": {"sorted terms": position}}

`entries` keeps the order of the records (`_index.md` order), one tab-separated string each (tabs
and newlines inside fields become spaces); aliases, most recent first, are the trailing fields;
a result is an entry position. `vocabulary` is the query side of `vocabulary.json` already in
terms, so a query needs only `text.words`, `text.term` and this index. Each `terms` value holds
three space-separated parts: the term's weight (1000 × √BM25-idf, an integer); the positions of
the entries that hold it, increasing, as comma-separated decimal gaps (the first from 0); and
for each of those entries, two base-36 digits holding `2 × weight + described`. `weight` (1-647)
is the entry's BM25F saturated term frequency × 647; `described` is 1 when the term is in the
entry's name, class, file path, description, aliases or doc text (not only in its code).
`alias_terms` keys are the sorted distinct informative terms of an alias.

Scores are integer sums (idf × weight × multipliers), so Python and JavaScript agree exactly;
ties go to the earlier entry.
"""

from __future__ import annotations

import bisect
import heapq
import math
import re
import string
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate, pairwise
from typing import TYPE_CHECKING

from rk_action.search.text import (
    Vocabulary,
    default_vocabulary,
    edits,
    name_terms,
    plain_words,
    term,
    terms,
)

if TYPE_CHECKING:  # records read pages through the renderer, which a query never needs
    from rk_action.search.records import Record

FORMAT = "rk-action-search"
VERSION = 1
ENTRY_FIELDS = ("name", "doc", "source", "symbol", "kind", "lines", "description", "aliases...")
WEIGHT_SCALE = 647
"""Largest quantized term weight: 2 × 647 + 1 = 1295 = "zz" in base 36."""


@dataclass(frozen=True, slots=True)
class Field:
    """One searchable field of an entry: how much a match counts and how length damps it."""

    weight: float
    b: float
    described: bool
    """Does a match here count as the doc describing the term (for `verify`)?"""


# Tuned on the CoSQA dev split (shared/eval), checked on both halves: the name dominates; code
# still counts fully because docstrings and comments live there. `parent` (the class of a
# method) is untuned: CoSQA has no methods.
FIELDS: dict[str, Field] = {
    "name": Field(6.0, 0.8, True),
    "parent": Field(2.0, 0.8, True),
    "path": Field(0.5, 0.3, True),
    "description": Field(1.0, 0.6, True),
    "aliases": Field(4.0, 0.6, True),
    "text": Field(0.75, 1.0, True),
    "code": Field(1.0, 0.75, False),
}
K1 = 1.2
IDF_POWER = 0.5
"""idf is flattened: a query's every word matters, a rare word (often a typo or a library
name the answer never mentions) should not decide alone."""
OWN, SYNONYM = 2, 1
"""Multipliers: a synonym's match counts half the word's own."""
NORMAL, WEAK = 5, 1
"""Multipliers: a weak query word counts a fifth of a normal one."""
_SCALE = 1000 * WEIGHT_SCALE * OWN * NORMAL
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
_PUNCTUATION = re.compile("[" + re.escape(string.punctuation) + "]")


# --- building ---------------------------------------------------------------------------------


_ANSWERS_YES_NO = re.compile(
    r"\breturn\s+(?:True|False|true|false)\b|->\s*bool\b|\)\s*:\s*boolean\b")
"""Code that returns a boolean (Python, JavaScript/TypeScript, Rust...): the entity checks
something, whatever its name says, and its text holds the term `check` (CoSQA dev: MRR
+0.003, on both halves)."""
_CHECK = "check"


def _record_terms(record: Record, vocab: Vocabulary) -> dict[str, list[str]]:
    symbol = record.symbol or record.name
    parent, _, own = symbol.rpartition(".")
    checks = [term(_CHECK)] if _ANSWERS_YES_NO.search(record.code) else []
    return {
        "name": name_terms(own, vocab),
        "parent": terms(parent, vocab),
        "path": terms(record.source.rsplit(".", 1)[0], vocab),
        "description": terms(record.description, vocab),
        "aliases": terms("\n".join(record.aliases), vocab),
        "text": terms(record.what_it_does + "\n" + record.parameters, vocab) + checks,
        "code": terms(record.code, vocab),
    }


def _entry_postings(fielded: dict[str, list[str]], average: dict[str, float]) -> dict[str, int]:
    """term → 2 × quantized BM25F weight + described, for one entry."""
    pseudo: dict[str, float] = {}
    described: set[str] = set()
    for name, field in FIELDS.items():
        found = fielded[name]
        if not found:
            continue
        norm = 1 - field.b + field.b * len(found) / average[name]
        counts: dict[str, int] = {}
        for one in found:
            counts[one] = counts.get(one, 0) + 1
        for one, tf in counts.items():
            pseudo[one] = pseudo.get(one, 0.0) + field.weight * tf / norm
        if field.described:
            described.update(counts)
    return {
        one: 2 * max(1, round(WEIGHT_SCALE * tf / (K1 + tf))) + (one in described)
        for one, tf in pseudo.items()
    }


def _encode(idf: int, items: list[tuple[int, int]]) -> str:
    positions = [position for position, _ in items]
    gaps = [positions[0]] + [b - a for a, b in pairwise(positions)] if items else []
    values = "".join(_DIGITS[v // 36] + _DIGITS[v % 36] for _, v in items)
    return f"{idf} {','.join(map(str, gaps))} {values}"


def _idf(count: int, df: int) -> int:
    return round(1000 * math.pow(math.log(1 + (count - df + 0.5) / (df + 0.5)), IDF_POWER))


def normalize_alias(text: str) -> str:
    """Lowercase, ASCII punctuation made spaces, whitespace collapsed."""
    return " ".join(_PUNCTUATION.sub(" ", text.lower()).split())


def term_key(text: str, vocab: Vocabulary) -> str:
    """The sorted distinct informative terms of `text` (all its terms when all are weak)."""
    found = set(terms(text, vocab))
    return " ".join(sorted(found - vocab.weak or found))


def _entry_line(record: Record) -> str:
    fields = [record.name, record.doc, record.source, record.symbol, record.kind,
              f"{record.lines[0]}-{record.lines[1]}", record.description, *record.aliases]
    return "\t".join(" ".join(field.split()) for field in fields)


def build_index(records: list[Record], vocabulary: Vocabulary | None = None) -> dict[str, object]:
    """The JSON-serializable search index of `records` (format in the module docstring)."""
    vocab = vocabulary or default_vocabulary()
    fielded = [_record_terms(record, vocab) for record in records]
    count = max(len(records), 1)
    average = {f: max(sum(len(d[f]) for d in fielded) / count, 1.0) for f in FIELDS}
    postings: dict[str, list[tuple[int, int]]] = {}
    for position, doc in enumerate(fielded):
        for one, value in _entry_postings(doc, average).items():
            postings.setdefault(one, []).append((position, value))
    exact, by_terms = alias_tables([record.aliases for record in records], vocab)
    return {
        "format": FORMAT,
        "version": VERSION,
        "entry_fields": list(ENTRY_FIELDS),
        "entries": [_entry_line(record) for record in records],
        "vocabulary": {
            "stopwords": " ".join(sorted(vocab.stopwords)),
            "weak": " ".join(sorted(vocab.weak)),
            "expansions": {w: " ".join(v) for w, v in sorted(vocab.expansions.items())},
            "synonyms": {t: " ".join(v) for t, v in sorted(vocab.synonyms.items())},
        },
        "terms": {
            one: _encode(_idf(len(records), len(items)), items)
            for one, items in sorted(postings.items())
        },
        "alias_exact": exact,
        "alias_terms": by_terms,
    }


def alias_tables(
    aliases: Sequence[Sequence[str]], vocab: Vocabulary
) -> tuple[dict[str, int], dict[str, int]]:
    """The index's `alias_exact` and `alias_terms` for each entry's aliases (in entry order):
    normalized alias → first position holding it, and sorted informative terms → the same."""
    exact: dict[str, int] = {}
    by_terms: dict[str, int] = {}
    for position, held in enumerate(aliases):
        for alias in held:
            exact.setdefault(normalize_alias(alias), position)
            by_terms.setdefault(term_key(alias, vocab), position)
    exact.pop("", None)
    by_terms.pop("", None)
    return dict(sorted(exact.items())), dict(sorted(by_terms.items()))


# --- reading ----------------------------------------------------------------------------------


def entry(index: dict[str, object], position: int) -> dict[str, object]:
    """One entry as a dict: name, doc, source, symbol, kind, lines (first, last), description,
    aliases (a list)."""
    entries = index["entries"]
    assert isinstance(entries, list)
    fields = str(entries[position]).split("\t")
    first, _, last = fields[5].partition("-")
    return {
        "name": fields[0], "doc": fields[1], "source": fields[2], "symbol": fields[3],
        "kind": fields[4], "lines": (int(first or 0), int(last or 0)),
        "description": fields[6], "aliases": fields[7:],
    }


_VOCABULARIES: dict[int, tuple[object, Vocabulary]] = {}


def index_vocabulary(index: dict[str, object]) -> Vocabulary:
    """The query-side vocabulary an index was built with (queries must use the same)."""
    data = index["vocabulary"]
    cached = _VOCABULARIES.get(id(data))
    if cached is not None and cached[0] is data:
        return cached[1]
    assert isinstance(data, dict)
    vocab = Vocabulary(
        stopwords=frozenset(data["stopwords"].split()),
        weak=frozenset(data["weak"].split()),
        expansions={w: tuple(v.split()) for w, v in data["expansions"].items()},
        synonyms={t: tuple(v.split()) for t, v in data["synonyms"].items()},
        name_hints={},
    )
    if len(_VOCABULARIES) >= 8:
        _VOCABULARIES.clear()
    _VOCABULARIES[id(data)] = (data, vocab)
    return vocab


def _raw(index: dict[str, object], one: str) -> str | None:
    table = index["terms"]
    assert isinstance(table, dict)
    found = table.get(one)
    return None if found is None else str(found)


def _df(index: dict[str, object], one: str) -> int:
    raw = _raw(index, one)
    return 0 if raw is None else raw.count(",") + 1


_VALUE = {a + b: 36 * i + j for i, a in enumerate(_DIGITS) for j, b in enumerate(_DIGITS)}
_PAIR = re.compile("..")


def _postings(index: dict[str, object], one: str) -> tuple[int, list[int], list[int]]:
    """(idf, positions, values) of a term, value = 2 × weight + described; (0, [], []) when
    the index lacks it."""
    raw = _raw(index, one)
    if raw is None:
        return 0, [], []
    idf, gaps, values = raw.split(" ")
    positions = list(accumulate(map(int, gaps.split(","))))
    return int(idf), positions, list(map(_VALUE.__getitem__, _PAIR.findall(values)))


# --- querying ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Group:
    """One query word as the ranking uses it: the terms that answer for it, with multipliers."""

    alternatives: tuple[tuple[str, int], ...]
    """(term, OWN or SYNONYM); the first is the word's own term."""
    weak: bool


def _most_common(index: dict[str, object], candidates: set[str]) -> str | None:
    """The candidate term found in most entries (ties: alphabetical); None if none is known."""
    best, best_df = None, 0
    for one in sorted(candidates):
        df = _df(index, one)
        if df > best_df:
            best, best_df = one, df
    return best


def _unknown(index: dict[str, object], word: str, vocab: Vocabulary) -> list[str]:
    """Terms for a query word the index lacks: split in two known words (a glue word such as
    `from` in `fromtext` may be one of them, and is dropped), else one typo fixed."""
    if len(word) < 4 or not word.isalpha():
        return []
    best: list[str] = []
    best_df = 0
    for i in range(2, len(word) - 1):
        parts = [w for w in (word[:i], word[i:]) if w not in vocab.stopwords]
        if not parts or min(map(len, parts)) < 3:
            continue
        found = [term(w) for w in parts]
        df = min(_df(index, one) for one in found)
        if df > best_df:
            best, best_df = found, df
    if best:
        return best
    fixed = _most_common(index, {term(w) for w in edits(word) if w not in vocab.stopwords})
    return [fixed] if fixed else []


def query_groups(index: dict[str, object], query: str) -> tuple[list[Group], list[str]]:
    """The query's words as groups of alternative terms (one per distinct term, in order), and
    the words no term of the index could stand for."""
    vocab = index_vocabulary(index)
    groups: list[Group] = []
    missing: list[str] = []
    seen: set[str] = set()
    for word in plain_words(query, vocab):
        own = term(word)
        found = [own] if own in vocab.weak or _df(index, own) else _unknown(index, word, vocab)
        if not found:
            missing.append(word)
        for one in found:
            if one not in seen:
                seen.add(one)
                alternatives = ((one, OWN), *((s, SYNONYM) for s in vocab.synonyms.get(one, ())))
                groups.append(Group(alternatives, one in vocab.weak))
    return groups, missing


def _group_scores(index: dict[str, object], group: Group) -> dict[int, int]:
    """position → the best of the group's alternatives, in integer units."""
    base = WEAK if group.weak else NORMAL
    best: dict[int, int] = {}
    for one, multiplier in group.alternatives:
        idf, positions, values = _postings(index, one)
        factor = idf * multiplier * base
        for position, value in zip(positions, values, strict=True):
            score = factor * (value >> 1)
            if score > best.get(position, 0):
                best[position] = score
    return best


def rank(index: dict[str, object], query: str, top: int = 10) -> list[tuple[int, float]]:
    """The `top` best entries for `query`: (entry position, score), best first, ties by position.

    Score: the sum over the query's groups of the best (idf × BM25F weight × multipliers) among
    the group's own term and synonyms. Entries matching nothing are not returned.
    """
    totals: dict[int, int] = {}
    for group in query_groups(index, query)[0]:
        for position, score in _group_scores(index, group).items():
            totals[position] = totals.get(position, 0) + score
    ordered = heapq.nsmallest(top, totals.items(), key=lambda item: (-item[1], item[0]))
    return [(position, score / _SCALE) for position, score in ordered]


def _described(index: dict[str, object], position: int, candidates: set[str]) -> set[str]:
    """The candidate terms that entry `position` describes (anywhere but in its code)."""
    out = set()
    for one in candidates:
        _, positions, values = _postings(index, one)
        at = bisect.bisect_left(positions, position)
        if at < len(positions) and positions[at] == position and values[at] & 1:
            out.add(one)
    return out


def verify(index: dict[str, object], position: int, query: str) -> bool:
    """Layer 3: does entry `position` answer `query`?

    Rule: weigh each informative word of the query (not a stopword, not weak) by its idf; the
    entry's name, class, file path, description, aliases or doc text (its code does not count) must
    contain, itself or as a synonym, words holding more than half of that weight. A word no
    term of the index stands for weighs as much as the rarest term and is never contained.
    """
    groups, missing = query_groups(index, query)
    strong = [group for group in groups if not group.weak]
    if not strong and not missing:
        strong = groups
    if not strong:
        return False
    described = _described(index, position, {t for g in strong for t, _ in g.alternatives})
    total = covered = 0
    for group in strong:
        raw = _raw(index, group.alternatives[0][0])
        weight = 0 if raw is None else int(raw.split(" ", 1)[0])
        total += weight
        if any(one in described for one, _ in group.alternatives):
            covered += weight
    entries = index["entries"]
    assert isinstance(entries, list)
    total += len(missing) * _idf(len(entries), 0)
    return covered > 0 and 2 * covered > total


def alias_match(index: dict[str, object], query: str) -> int | None:
    """Layer 1: the entry one of whose aliases is the query, exactly or near-exactly.

    Exact: equal after `normalize_alias`. Near-exact: the same set of informative terms (so
    word order, plurals, stopwords and weak words like "python" do not matter).
    """
    exact = index["alias_exact"]
    by_terms = index["alias_terms"]
    assert isinstance(exact, dict) and isinstance(by_terms, dict)
    hit = exact.get(normalize_alias(query))
    if hit is None:
        key = term_key(query, index_vocabulary(index))
        hit = by_terms.get(key) if key else None
    return None if hit is None else int(hit)
