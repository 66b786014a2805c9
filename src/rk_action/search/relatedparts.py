"""The corpus synonyms (`search.related`) of a refreshed index, counted again only where the
refresh's changes reach.

A full build keeps, in the related part (`store.searchparts`), every pair of a doc term `d`
and a name term `n` near on `d`'s side (`related.near_pairs`: enough of the entities whose
docs hold `d` have `n` in their names), and how many entities' names hold each name term;
the table is a function of those (`related.table_of`). An entity the refresh removes or adds (one it
re-indexes: both) changes:

- the pairs of `d` only if `d` is among its doc terms before or after and either its names
  changed or `d` came or went from its docs: those doc terms' pairs are counted again, from
  their postings (the entities holding them) and those entities' names;
- the name count of `n` only if `n` came or went from its names: read from `n`'s postings.

Any other pair holds the same entities as before, so it is near or not as it was, and is
kept as the part holds it: the result is the full build's, pair for pair, while a refresh
reads the postings of the changed entities' terms and of some of their partners, not all of
them: 20-30 ms for one entity of CPython's `Lib/` removed or added, where reading every
shard's took about 1 s.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

from rk_action.search.parts import NAME_FIELD, TEXT_FIELDS
from rk_action.search.reader import PartsIndex
from rk_action.search.related import MIN_PERCENT, MIN_SHARED, Pair, Sides
from rk_action.search.text import Vocabulary, name_terms
from rk_action.store import searchparts as sp

_NONE: Sides = (frozenset(), frozenset())


class NewFields:
    """The raw postings of the refreshed index before its parts are written: a rewritten
    shard's from its bytes (`rewritten`: shard number → bytes, b"" when empty), any other's
    from the `old` index."""

    def __init__(self, old: PartsIndex, rewritten: dict[int, bytes]) -> None:
        self.old, self.rewritten = old, rewritten
        self._directories: dict[int, tuple[dict[str, sp.TermInfo], int]] = {}

    def __call__(self, term: str) -> list[sp.FieldPostings]:
        number = sp.shard_of(term, self.old.head.shards)
        data = self.rewritten.get(number)
        if data is None:
            return self.old.fields(term)
        if not data:
            return []
        if number not in self._directories:
            self._directories[number] = sp.decode_shard(data, number, self.old.head.shards)
        directory, base = self._directories[number]
        info = directory.get(term)
        return [] if info is None else sp.decode_block(data[base + info.start:base + info.end])


def related_again(old: PartsIndex, changes: tuple[dict[int, Sides], dict[int, Sides]],
                  entries: tuple[Callable[[int], str], set[int]], fields: NewFields,
                  vocab: Vocabulary) -> tuple[list[Pair], dict[str, int]]:
    """The near pairs and name counts of the refreshed index (`related.table_of` makes its
    table): `changes`: the sides of the counted entities the refresh removed (before) and
    added (after), by id; `entries`: its entry line by id, and the ids of its entries not
    counted; `fields`: its postings."""
    try:
        kept_pairs, kept_names = sp.decode_related(sp.read_part(old.project_dir,
                                                                old.head.related))
    except (ValueError, UnicodeDecodeError) as exc:
        raise sp.BadPart(old.head.related, f"malformed ({exc})", old.project_dir) from exc
    docs, names_moved = _reach(*changes)
    line_of, folders = entries
    holders = _Holders(fields, folders)
    names = {n: count for n, count in kept_names.items() if n not in names_moved}
    names |= {n: len(holders(n, (NAME_FIELD,))) for n in names_moved}
    names = {n: count for n, count in sorted(names.items()) if count >= MIN_SHARED}
    pairs = [pair for pair in kept_pairs if pair[0] not in docs]
    by_count = sorted((count, n) for n, count in names.items())
    names_of = _NamesOf(line_of, changes[1], vocab)
    for d in sorted(docs):
        pairs += _counted_pairs(d, holders(d, TEXT_FIELDS), (names_of, holders), by_count)
    return sorted(pairs), names


def _reach(before: dict[int, Sides], after: dict[int, Sides]) -> tuple[set[str], set[str]]:
    """The doc terms whose pairs may change, and the name terms whose counts may."""
    docs: set[str] = set()
    names: set[str] = set()
    for number in before.keys() | after.keys():
        (names_then, texts_then), (names_now, texts_now) = (before.get(number, _NONE),
                                                            after.get(number, _NONE))
        docs |= texts_then ^ texts_now
        if names_then != names_now:
            names |= names_then ^ names_now
            docs |= texts_then | texts_now
    return docs, names


_BLOCK_COST = 20
"""Reading a name term's postings costs about as much as naming 20 entities from their lines
(a shard read and checked, against a name split and stemmed)."""


def _counted_pairs(d: str, held: set[int], readers: tuple[_NamesOf, _Holders],
                   by_count: list[tuple[int, str]]) -> list[Pair]:
    """The near pairs of `d`, whose docs the entities `held` hold. Its partners are among
    the name terms of enough entities (`by_count`: (count, term), sorted), and among those
    of the names of these entities: whichever are fewer. The names an entry line gives may
    hold more terms than those indexed (a symbol of blanks alone is no name), never fewer:
    they choose the candidates, the name terms' postings count them."""
    if len(held) < MIN_SHARED:
        return []
    names_of, holders = readers
    least = max(MIN_SHARED, -(-MIN_PERCENT * len(held) // 100))
    candidates = [n for _, n in by_count[bisect.bisect_left(by_count, (least, "")):]]
    if len(candidates) * _BLOCK_COST > len(held):
        guess: dict[str, int] = {}
        for one in held:
            for n in names_of(one):
                guess[n] = guess.get(n, 0) + 1
        candidates = [n for n, many in guess.items() if many >= least]
    found = []
    for n in candidates:
        if n != d:
            shared = len(held.intersection(holders(n, (NAME_FIELD,))))
            if shared >= least:
                found.append((d, n, shared))
    return found


class _Holders:
    """(term, fields) → the counted entities (not among `folders`) holding the term in one
    of those fields, read from the refreshed postings once."""

    def __init__(self, fields: NewFields, folders: set[int]) -> None:
        self.fields, self.folders = fields, folders
        self.found: dict[tuple[str, tuple[int, ...]], set[int]] = {}

    def __call__(self, term: str, wanted: tuple[int, ...]) -> set[int]:
        found = self.found.get((term, wanted))
        if found is None:
            found = self.found[term, wanted] = {
                one for field, ids, _, _ in self.fields(term) if field in wanted
                for one in ids if one not in self.folders}
        return found


class _NamesOf:
    """entry id → the terms of its own name: the refresh's from its doc, the others' from
    their entry lines (`index.record_terms`: the symbol's last part, else the name)."""

    def __init__(self, line_of: Callable[[int], str], fresh: dict[int, Sides],
                 vocab: Vocabulary) -> None:
        self.line_of, self.vocab = line_of, vocab
        self.found = {number: names for number, (names, _) in fresh.items()}
        self.by_own: dict[str, frozenset[str]] = {}

    def __call__(self, number: int) -> frozenset[str]:
        found = self.found.get(number)
        if found is None:
            fields: Sequence[str] = self.line_of(number).split("\t", 4)
            own = (fields[3] or fields[0]).rpartition(".")[2]
            found = self.by_own.get(own)
            if found is None:
                found = frozenset(name_terms(own, self.vocab)) - self.vocab.weak
                self.by_own[own] = found
            self.found[number] = found
        return found
