"""Search layers 1-3 over the search index (`index`): alias match, BM25F ranking, verification.

A query tokenizes nothing but itself and decodes only the postings of its own terms. Scores are
integer sums (idf × weight × multipliers), so Python and JavaScript (`site/assets/rank.js`)
agree exactly; ties go to the earlier entry.
"""

from __future__ import annotations

import bisect
import heapq
import re
from dataclasses import dataclass
from itertools import accumulate

from rk_action.search.index import (
    DIGITS,
    WEIGHT_SCALE,
    idf,
    normalize_query,
    term_key,
)
from rk_action.search.reader import PartsIndex, entry_of_line, vocabulary_of
from rk_action.search.text import Vocabulary, edits, plain_words, term

Index = dict[str, object] | PartsIndex
"""The whole JSON index (`index.build_index`: the site's, the tests') or the parts of the
CLI's (`reader.PartsIndex`): the same answers to what a query asks."""

OWN, SYNONYM = 2, 1
"""Multipliers: a synonym's match counts half the word's own."""
NORMAL, WEAK = 5, 1
"""Multipliers: a weak query word counts a fifth of a normal one."""
_SCALE = 1000 * WEIGHT_SCALE * OWN * NORMAL


# --- reading ----------------------------------------------------------------------------------


def entry(index: Index, position: int) -> dict[str, object]:
    """One entry as a dict: name, doc, source, symbol, kind, lines (first, last), description,
    aliases (a list)."""
    if isinstance(index, PartsIndex):
        return index.entry(position)
    entries = index["entries"]
    assert isinstance(entries, list)
    return entry_of_line(str(entries[position]))


_VOCABULARIES: dict[int, tuple[object, Vocabulary]] = {}


def index_vocabulary(index: Index) -> Vocabulary:
    """The query-side vocabulary an index was built with (queries must use the same)."""
    if isinstance(index, PartsIndex):
        return index.vocabulary
    data = index["vocabulary"]
    cached = _VOCABULARIES.get(id(data))
    if cached is not None and cached[0] is data:
        return cached[1]
    assert isinstance(data, dict)
    vocab = vocabulary_of(data)
    if len(_VOCABULARIES) >= 8:
        _VOCABULARIES.clear()
    _VOCABULARIES[id(data)] = (data, vocab)
    return vocab


def _raw(index: dict[str, object], one: str) -> str | None:
    table = index["terms"]
    assert isinstance(table, dict)
    found = table.get(one)
    return None if found is None else str(found)


def _df(index: Index, one: str) -> int:
    if isinstance(index, PartsIndex):
        return index.df(one)
    raw = _raw(index, one)
    return 0 if raw is None else raw.count(",") + 1


_VALUE = {a + b: 36 * i + j for i, a in enumerate(DIGITS) for j, b in enumerate(DIGITS)}
_PAIR = re.compile("..")


Postings = tuple[int, list[int], list[int]]
_DECODED: dict[int, tuple[object, dict[str, Postings]]] = {}
"""Decoded postings by term, per index (its `terms` table): many queries of one process (a
`search --queries` file, a query's verification of its candidates) share common terms."""
_DECODED_MAX = 2_000_000
"""Positions kept decoded per index before the cache starts over (~100 MB at most)."""
_decoded_size: dict[int, int] = {}


def _postings(index: Index, one: str) -> Postings:
    """(idf, positions, values) of a term, value = 2 × weight + described; (0, [], []) when
    the index lacks it. The lists are shared: callers only read them."""
    if isinstance(index, PartsIndex):
        return index.postings(one)
    table = index["terms"]
    cached = _DECODED.get(id(table))
    if cached is None or cached[0] is not table:
        if len(_DECODED) >= 8:
            _DECODED.clear()
            _decoded_size.clear()
        cached = _DECODED[id(table)] = (table, {})
        _decoded_size[id(table)] = 0
    found = cached[1].get(one)
    if found is None:
        found = _decode(index, one)
        if _decoded_size[id(table)] + len(found[1]) > _DECODED_MAX:
            cached[1].clear()
            _decoded_size[id(table)] = 0
        cached[1][one] = found
        _decoded_size[id(table)] += len(found[1])
    return found


def _decode(index: dict[str, object], one: str) -> Postings:
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


def _most_common(index: Index, candidates: set[str]) -> str | None:
    """The candidate term found in most entries (ties: alphabetical); None if none is known."""
    best, best_df = None, 0
    for one in sorted(candidates):
        df = _df(index, one)
        if df > best_df:
            best, best_df = one, df
    return best


def _unknown(index: Index, word: str, vocab: Vocabulary) -> list[str]:
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


def query_groups(index: Index, query: str) -> tuple[list[Group], list[str]]:
    """The query's words as groups of alternative terms (one per distinct term, in order), and
    the words no term of the index could stand for.

    A word of the synonym table stands for its synonyms even when no entry holds it, and is
    never read as a typo: "turn a value into a deserializer" asks for what *converts* one
    (real questions: hit@1 dev 0.524 → 0.540, held 0.571 → 0.589; CoSQA dev unchanged)."""
    vocab = index_vocabulary(index)
    groups: list[Group] = []
    missing: list[str] = []
    seen: set[str] = set()
    for word in plain_words(query, vocab):
        own = term(word)
        known = own in vocab.weak or own in vocab.synonyms or _df(index, own)
        found = [own] if known else _unknown(index, word, vocab)
        if not found:
            missing.append(word)
        for one in found:
            if one not in seen:
                seen.add(one)
                alternatives = ((one, OWN), *((s, SYNONYM) for s in vocab.synonyms.get(one, ())))
                groups.append(Group(alternatives, one in vocab.weak))
    return groups, missing


def _group_scores(index: Index, group: Group) -> dict[int, int]:
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


def rank(index: Index, query: str, top: int = 10) -> list[tuple[int, float]]:
    """The `top` best entries for `query`: (entry position, score), best first, ties by position.

    Score: the sum over the query's groups of the best (idf × BM25F weight × multipliers) among
    the group's own term and synonyms. Entries matching nothing are not returned.
    """
    totals: dict[int, int] = {}
    for group in query_groups(index, query)[0]:
        for position, score in _group_scores(index, group).items():
            totals[position] = totals.get(position, 0) + score
    ordered = heapq.nsmallest(max(top, NAMED_WITHIN), totals.items(),
                              key=lambda item: (-item[1], item[0]))
    return [(position, score / _SCALE) for position, score in named_first(index, ordered,
                                                                          query)[:top]]


NAMED_WITHIN = 10
"""A query that is a name (`formatString`, `Session.mount`, `URI::parse`) puts the entries so
named first among this many best ones: typing an identifier asks for its definition, which its
callers and wrappers, named with the same words, outranked (robfig/cron's `formatString` was
fifth, under the four loggers that call it). Ten: the results a search shows, whose entries
the browser reads anyway."""
_NAME_QUERY = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\.|::|#)[A-Za-z_$][A-Za-z0-9_$]*)*")


def named_first(index: Index, ordered: list[tuple[int, int]],
                query: str) -> list[tuple[int, int]]:
    """`ordered` (position, score), with the entries `query` names first when it is a name:
    the entry's symbol, or its symbol qualified by its file's folder, its file's name or both
    (Go's `cron.New`, Python's `requests.sessions.Session`), is the query or ends with it after
    a `.` (`::` and `#` read as `.`), letter case aside."""
    wanted = query.strip(" \t\r\n")
    if not _NAME_QUERY.fullmatch(wanted):
        return ordered
    key = wanted.replace("::", ".").replace("#", ".").lower()
    named = [item for item in ordered if _names(entry(index, item[0]), key)]
    return named + [item for item in ordered if item not in named] if named else ordered


def _names(found: dict[str, object], key: str) -> bool:
    """Is `key` (lower case, `.`-separated) the name of the entry `found`, qualified or not?"""
    symbol = str(found["symbol"]).lower()
    directory, _, file = str(found["source"]).lower().rpartition("/")
    folder, stem = directory.rpartition("/")[2], file.partition(".")[0]
    return any(name == key or name.endswith("." + key) for name in (
        symbol, f"{stem}.{symbol}", f"{folder}.{symbol}", f"{folder}.{stem}.{symbol}"))


KEEP_PERCENT = 40
"""A ranked result is shown only when it scores at least this percentage of the best one: the
rest match little more than one common word of the query. Chosen on one half of the CoSQA dev
queries, checked on the other (neither loses MRR@10); `benchmarks/search_agreement.py`."""


def shown(ranked: list[tuple[int, float]], chosen: int | None, top: int) -> list[int]:
    """The positions a search shows, in order, at most `top`: `chosen` (the verified,
    remembered or found entry) first, then the `ranked` entries (best first) that score at
    least `KEEP_PERCENT` % of the best one. The rule `site/assets/rank.js` follows too."""
    best = max((score for _, score in ranked), default=0.0)  # a named entry may lead
    order = [] if chosen is None else [chosen]
    order += [position for position, score in ranked
              if position != chosen and 100 * score >= KEEP_PERCENT * best]
    return order[:top]


LEAD_PERCENT = 140
"""Layer 3 verifies the first candidate only when it scores at least this percentage of the
second one: a first place the ranking is sure of. Chosen on the dev halves (real questions' dev
half and CoSQA dev's even queries), where a verified answer was right 16 of 39 and 79 of 221
times under the coverage rule alone, and 4 of 4 and 8 of 9 with it; the held halves, not used
to choose it: 3 of 3 (real questions) and 15 of 19 (CoSQA's odd queries), against 19 of 33
and 82 of 221. `benchmarks/real_questions.py` prints the precision."""


def leads(ranked: list[tuple[int, float]]) -> bool:
    """Does the ranking's first entry lead the second by `LEAD_PERCENT` (or stand alone)?"""
    return len(ranked) < 2 or 100 * ranked[0][1] >= LEAD_PERCENT * ranked[1][1]


def _described(index: Index, position: int, candidates: set[str]) -> set[str]:
    """The candidate terms that entry `position` describes (anywhere but in its code)."""
    out = set()
    for one in candidates:
        _, positions, values = _postings(index, one)
        at = bisect.bisect_left(positions, position)
        if at < len(positions) and positions[at] == position and values[at] & 1:
            out.add(one)
    return out


def verify(index: Index, position: int, query: str) -> bool:
    """Layer 3: does entry `position` answer `query`?

    Rule: weigh each informative word of the query (not a stopword, not weak) by its idf; the
    entry's name, class, file path, description, aliases or doc text (its code does not count) must
    contain, itself or as a synonym, words holding more than half of that weight. A word no
    entry holds weighs as much as the rarest term; one no term stands for is never contained.
    """
    groups, missing = query_groups(index, query)
    strong = [group for group in groups if not group.weak]
    if not strong and not missing:
        strong = groups
    if not strong:
        return False
    described = _described(index, position, {t for g in strong for t, _ in g.alternatives})
    total = covered = 0
    rarest = idf(_entry_count(index), 0)
    for group in strong:
        weight = _idf_weight(index, group.alternatives[0][0]) or rarest
        total += weight
        if any(one in described for one, _ in group.alternatives):
            covered += weight
    total += len(missing) * rarest
    return covered > 0 and 2 * covered > total


def _idf_weight(index: Index, one: str) -> int:
    if isinstance(index, PartsIndex):
        return index.idf_weight(one) or 0
    raw = _raw(index, one)
    return 0 if raw is None else int(raw.split(" ", 1)[0])


def _entry_count(index: Index) -> int:
    """Every entry, folder overviews included."""
    if isinstance(index, PartsIndex):
        return index.entry_count
    entries = index["entries"]
    assert isinstance(entries, list)
    return len(entries)


def alias_match(index: dict[str, object], query: str) -> int | None:
    """Layer 1: the entry one of whose aliases is the query, exactly or near-exactly.

    Exact: equal after `normalize_query`. Near-exact: `near_alias_match`. The browser reads
    the index's tables (made with the current aliases by `site build`); the CLI builds the same
    tables from `_index.md`, which learning changes without touching the ranking index.
    """
    exact = index["alias_exact"]
    assert isinstance(exact, dict)
    hit = exact.get(normalize_query(query))
    return near_alias_match(index, query) if hit is None else int(hit)


def near_alias_match(index: dict[str, object], query: str) -> int | None:
    """The first entry one of whose aliases holds the same informative terms as the query (so
    word order, plurals, stopwords and weak words like "python" do not matter)."""
    by_terms = index["alias_terms"]
    assert isinstance(by_terms, dict)
    key = term_key(query, index_vocabulary(index))
    hit = by_terms.get(key) if key else None
    return None if hit is None else int(hit)
