"""A query's view of the search index in parts (`store.searchparts`): what `rank` asks of an
index (a term's postings, its document frequency, an entry), read shard by shard, part by part.

The weights are computed here from the raw counts, with the arithmetic of
`index._entry_postings` in the same order (per field, in `index.FIELDS` order: the norm, then
`weight × tf / norm` added to the entry's pseudo frequency; then the same rounding, and the
same damping of a helper's, which its stored frequencies say: `parts.pack`), and the
corpus averages from the head's summed lengths as `index.build_index` computes them: so every
value, hence every score, equals the one the whole JSON index held, bit for bit.

Entry ids increase with the doc path (`search.parts`), so "ties go to the earlier entry" still
means the earlier doc path.
"""

from __future__ import annotations

import bisect
import struct
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from rk_action.errors import load_json
from rk_action.search.index import FIELDS, idf, quantized
from rk_action.search.related import merged
from rk_action.search.text import Vocabulary
from rk_action.store import searchparts as sp

Postings = tuple[int, list[int], list[int]]
_FIELDS = tuple(FIELDS.values())
_DECODED_MAX = 2_000_000
"""Postings kept decoded per index before the cache starts over (as `rank` does)."""


CORPUS_SYNONYMS = "corpus_synonyms"
"""The key of the corpus synonyms (`search.related`) in the vocabulary part: kept apart from
the vocabulary's own synonyms there, so that a refresh can tell the vocabulary it was built
with (`refresh.refresh`) and derive them again; the JSON index has them among its synonyms."""


def vocabulary_of(data: dict[str, Any]) -> Vocabulary:
    """The query-side vocabulary an index stores (`index.vocabulary_data`), its corpus
    synonyms among its synonyms."""
    synonyms = {t: tuple(str(v).split()) for t, v in dict(data["synonyms"]).items()}
    related = {t: tuple(str(v).split()) for t, v in dict(data.get(CORPUS_SYNONYMS, {})).items()}
    return Vocabulary(
        stopwords=frozenset(str(data["stopwords"]).split()),
        weak=frozenset(str(data["weak"]).split()),
        expansions={w: tuple(str(v).split()) for w, v in dict(data["expansions"]).items()},
        synonyms=merged(synonyms, related) if related else synonyms,
        name_hints={},
    )


def entry_of_line(line: str) -> dict[str, Any]:
    """One entry line (`index.entry_line`) as a dict: name, doc, source, symbol, kind, lines
    (first, last), description, aliases (a list)."""
    fields = line.split("\t")
    first, _, last = fields[5].partition("-")
    return {
        "name": fields[0], "doc": fields[1], "source": fields[2], "symbol": fields[3],
        "kind": fields[4], "lines": (int(first or 0), int(last or 0)),
        "description": fields[6], "aliases": fields[7:],
    }


class PartsIndex:
    """The index of one project as its parts on disk; parts are read when first needed, and
    a bad one raises `searchparts.BadPart` (the caller rebuilds and asks again)."""

    def __init__(self, project_dir: Path, head: sp.Head) -> None:
        self.project_dir, self.head = project_dir, head
        count = max(head.entities, 1)
        self.entity_count = count
        self.entry_count = head.entries
        self.averages = [max(total / count, 1.0) for total in head.lengths]
        data = sp.read_part(project_dir, head.vocabulary)
        try:
            self.vocabulary_data: dict[str, Any] = load_json(data.decode("utf-8"))
            self.vocabulary = vocabulary_of(self.vocabulary_data)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise sp.BadPart(head.vocabulary, "malformed", self.project_dir) from exc
        self._shards: dict[int, tuple[bytes, dict[str, sp.TermInfo], int]] = {}
        self._decoded: dict[str, Postings] = {}
        self._decoded_size = 0
        self._parts: dict[str, dict[int, sp.EntryRow]] = {}
        self._firsts = [first for first, _, _ in head.parts]
        self._first_docs = [doc for _, doc, _ in head.parts]

    # --- terms ------------------------------------------------------------------------------

    def _shard(self, number: int) -> tuple[bytes, dict[str, sp.TermInfo], int]:
        found = self._shards.get(number)
        if found is None:
            name = self.head.postings[number]
            if not name:
                found = (b"", {}, 0)
            else:
                data = sp.read_part(self.project_dir, name)
                try:
                    directory, base = sp.decode_shard(data, number, self.head.shards)
                except (ValueError, UnicodeDecodeError, IndexError) as exc:
                    raise sp.BadPart(name, f"malformed ({exc})", self.project_dir) from exc
                found = (data, directory, base)
            self._shards[number] = found
        return found

    def shard_terms(self, number: int) -> list[str]:
        return list(self._shard(number)[1])

    def terms_holding(self, number: int, ids: Iterable[int]) -> set[str]:
        """The terms of shard `number` whose blocks may hold one of the entry `ids`: those
        whose bytes spell an id's 4 bytes (a frequency or a length may spell them too), found
        at C speed instead of decoding every block."""
        data, directory, base = self._shard(number)
        terms = list(directory)
        starts = [base + info.start for info in directory.values()]
        if starts != sorted(starts):  # blocks laid out out of order: no position tells
            return set(terms)
        found: set[str] = set()
        for one in ids:
            needle = struct.pack("<I", one)
            at = data.find(needle, base)
            while at >= 0:
                found.add(terms[bisect.bisect_right(starts, at) - 1])
                at = data.find(needle, at + 1)
        return found

    def info(self, term: str) -> sp.TermInfo | None:
        return self._shard(sp.shard_of(term, self.head.shards))[1].get(term)

    def df(self, term: str) -> int:
        """How many entries hold `term` (folders included: what `rank` weighs candidates by)."""
        found = self.info(term)
        return 0 if found is None else found.postings

    def idf_weight(self, term: str) -> int | None:
        found = self.info(term)
        return None if found is None else idf(self.entity_count, found.df)

    def postings(self, term: str) -> Postings:
        """(idf, entry ids increasing, 2 × weight + described), as `rank` decodes a term of
        the JSON index; (0, [], []) when no entry holds it."""
        found = self._decoded.get(term)
        if found is None:
            found = self._compute(term)
            if self._decoded_size + len(found[1]) > _DECODED_MAX:
                self._decoded.clear()
                self._decoded_size = 0
            self._decoded[term] = found
            self._decoded_size += len(found[1])
        return found

    def block(self, term: str) -> bytes:
        """The bytes of the block of `term` (b"" when no entry holds it)."""
        data, directory, base = self._shard(sp.shard_of(term, self.head.shards))
        info = directory.get(term)
        return b"" if info is None else data[base + info.start:base + info.end]

    def fields(self, term: str) -> list[sp.FieldPostings]:
        """The raw postings of `term`, per field."""
        block = self.block(term)
        if not block:
            return []
        number = sp.shard_of(term, self.head.shards)
        try:
            return sp.decode_block(block)
        except (ValueError, IndexError) as exc:
            raise sp.BadPart(self.head.postings[number], f"malformed ({exc})",
                             self.project_dir) from exc

    def _compute(self, term: str) -> Postings:
        info = self.info(term)
        if info is None:
            return 0, [], []
        if info.df > self.entity_count:  # no idf: more entities hold it than the head counts
            raise sp.BadPart(self.head.postings[sp.shard_of(term, self.head.shards)],
                             f"{term!r} is in more entries than the head counts",
                             self.project_dir)
        fields = self.fields(term)
        if len(fields) == 1 and len(fields[0][1]) == info.postings:
            # most terms: no entry to sum over fields (and 0.0 + x is x)
            return idf(self.entity_count, info.df), *self._one_field(*fields[0])
        pseudo: dict[int, float] = {}
        described: set[int] = set()
        helper: set[int] = set()
        for number, ids, tfs, lengths in fields:
            field, average = _FIELDS[number], self.averages[number]
            for one, stored, length in zip(ids, tfs, lengths, strict=True):
                damped = field.weight * (stored >> 1) / field.norm(length, average)
                pseudo[one] = pseudo.get(one, 0.0) + damped
                if stored & 1:
                    helper.add(one)
            if field.described:
                described.update(ids)
        positions = sorted(pseudo)
        if len(positions) != info.postings:
            raise sp.BadPart(self.head.postings[sp.shard_of(term, self.head.shards)],
                             f"the postings of {term!r} do not match its directory line",
                             self.project_dir)
        values = [quantized(pseudo[one], one in described, one in helper)
                  for one in positions]
        return idf(self.entity_count, info.df), positions, values

    def _one_field(self, number: int, ids: Sequence[int], tfs: Sequence[int],
                   lengths: Sequence[int]) -> tuple[list[int], list[int]]:
        """`_compute` for a term found in one field only."""
        field, average = _FIELDS[number], self.averages[number]
        return list(ids), [quantized(field.weight * (stored >> 1) / field.norm(length, average),
                                     field.described, bool(stored & 1))
                           for stored, length in zip(tfs, lengths, strict=True)]

    # --- entries ----------------------------------------------------------------------------

    def _part(self, at: int) -> dict[int, sp.EntryRow]:
        name = self.head.parts[at][2]
        found = self._parts.get(name)
        if found is None:
            data = sp.read_part(self.project_dir, name)
            try:
                rows = sp.decode_entries(data, self.head.shards)
            except (ValueError, UnicodeDecodeError) as exc:
                raise sp.BadPart(name, f"malformed ({exc})", self.project_dir) from exc
            following = self._firsts[at + 1] if at + 1 < len(self._firsts) else 1 << 32
            if (not rows or rows[0].id != self._firsts[at] or rows[-1].id >= following
                    or rows[0].doc != self._first_docs[at]):
                raise sp.BadPart(name, "holds other entries than the head says",
                                 self.project_dir)
            found = self._parts[name] = {row.id: row for row in rows}
        return found

    def row(self, position: int) -> sp.EntryRow | None:
        at = bisect.bisect_right(self._firsts, position) - 1
        return None if at < 0 else self._part(at).get(position)

    def entry(self, position: int) -> dict[str, Any]:
        found = self.row(position)
        if found is None:
            raise KeyError(position)
        return entry_of_line(found.line)

    def position_of(self, doc: str) -> int | None:
        """The id of `doc`'s entry (None when it is not indexed): parts hold docs in order."""
        at = bisect.bisect_right(self._first_docs, doc) - 1
        found = None if at < 0 else next(
            (row.id for row in self._part(at).values() if row.doc == doc), None)
        if found is None and self._first_docs != sorted(self._first_docs):
            # an `_index.md` edited out of order: the parts hold its order, not the paths'
            found = next((row.id for row in self.all_rows() if row.doc == doc), None)
        return found

    def rows_under(self, prefix: str) -> list[sp.EntryRow]:
        """The rows whose doc path starts with `prefix` (the docs of one folder: `docs/a/b/`),
        reading only the parts that may hold them."""
        if self._first_docs != sorted(self._first_docs):  # an `_index.md` edited out of order
            return [row for row in self.all_rows() if row.doc.startswith(prefix)]
        found = []
        for at in range(max(bisect.bisect_right(self._first_docs, prefix) - 1, 0),
                        len(self._firsts)):
            if at > 0 and self._first_docs[at] > prefix and not (
                    self._first_docs[at].startswith(prefix)):
                break
            found += [row for row in self._part(at).values() if row.doc.startswith(prefix)]
        return found

    def part_rows(self, at: int) -> list[sp.EntryRow]:
        """The rows of the entry part `at` (of `head.parts`), in id order."""
        return list(self._part(at).values())

    def all_rows(self) -> list[sp.EntryRow]:
        return [row for at in range(len(self._firsts)) for row in self._part(at).values()]

    def all_entries(self) -> dict[int, dict[str, Any]]:
        """Every entry by id, in id (doc path) order: layer 4 and the last resort need them."""
        return {row.id: entry_of_line(row.line) for row in self.all_rows()}
