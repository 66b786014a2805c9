"""Writing the search index in parts (`store.searchparts`): a full build from the records, or a
refresh that re-indexes only the docs a command changed.

Decisions, and why:

- **Raw counts, weights at query time.** BM25F normalizes a field's term count by the field's
  length over the corpus average, and idf depends on the entity count: weights stored in the
  postings would all change with any doc. A block stores, per field, each entry's term count
  and field length; the head stores the summed lengths and the counts; `reader.PartsIndex`
  redoes `index._entry_postings`' arithmetic, so scores are the JSON index's, bit for bit, and
  an update rewrites the blocks of the changed docs' terms only.
- **Entry ids in doc path order, with room between them.** A full build numbers the entries
  `ID_SPACING`, 2 × `ID_SPACING`, … in `_index.md` order (doc path order); a refresh gives the
  docs it adds ids spread evenly in the gap between their neighbours, so no other id moves,
  and ties (equal scores) still go to the earlier doc path. When a gap is too small, or ids
  would leave the u32 range, the refresh falls back to a full build.
- **Folder overviews** are indexed (their blocks) but count neither in the head's entity count
  and lengths nor in a term's df: a row says whether it is counted.
- **Shards.** A term's postings shard is fixed by its CRC-32 modulo the shard count, which a
  full build chooses from the entry count (about `SHARD_BYTES` a shard) and a refresh keeps.
  A shard carries its own directory (term → df, postings count, place of its block), so a
  word's lookup, and each of the typo and split candidates `rank._unknown` weighs, reads one
  small shard (cached for the process), never a dictionary of the whole vocabulary.
- **Memory.** A full build reads one page at a time and keeps only the postings.
"""

from __future__ import annotations

import json
import math
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rk_action import store
from rk_action.errors import RkError
from rk_action.search.index import (
    FIELDS,
    FOLDER_KIND,
    RELATED_NAME,
    RELATED_TEXTS,
    entry_line,
    record_terms,
    vocabulary_data,
)
from rk_action.search.reader import CORPUS_SYNONYMS, PartsIndex
from rk_action.search.related import Cooccurrence, Pair, Related, table_of
from rk_action.search.text import Vocabulary, default_vocabulary
from rk_action.store import searchparts as sp

if TYPE_CHECKING:
    from rk_action.search.records import PageTerms, Record

ID_SPACING = 1024
ID_LIMIT = 1 << 32
MIN_PART = 16
"""Entries per entry part: about √(entries) / 2, at least this. A query reads the head (whose
list of parts shrinks as parts grow) and the part of each result shown (which grows): this
keeps both about equal, a few tens of KB for 100k entries."""
SHARD_BYTES = 32 * 1024
BYTES_PER_ENTRY = 700
"""The postings of CPython's `Lib/` take 8 MB for 11.5 k entries."""
MIN_SHARDS = 16
_FIELD_NAMES = tuple(FIELDS)
NAME_FIELD = _FIELD_NAMES.index(RELATED_NAME)
TEXT_FIELDS = tuple(_FIELD_NAMES.index(name) for name in RELATED_TEXTS)
"""The numbers of the fields `search.related` relates (`index.RELATED_NAME`, `RELATED_TEXTS`)."""

Postings = dict[str, list[int]]
"""term → its postings, each `pack(field, entry id, term frequency)`, in any order
(`term_block` sorts them): about half a tuple's memory (a build of the Linux kernel's
`drivers/net` holds them all until its shards are written: 1.23 GB → 0.90 GB, 78 s → 55 s).
An id is below `ID_LIMIT` (32 bits), a stored frequency below 2**24 (a file of at most 1 MB
holds fewer than 2**23 words); a field's length is its entry's, looked up when the block is
written."""
Lengths = Mapping[int, Sequence[int]]
"""entry id → its fields' lengths (`Doc.lengths`), for `term_block`."""
_FIELD_SHIFT, _ID_SHIFT = 56, 24


def pack(field: int, number: int, tf: int) -> int:
    """One posting of `Postings`: ordered as (field, entry id, stored frequency), the stored
    frequency being 2 × the term frequency + 1 for a helper (`Doc.helper`)."""
    return field << _FIELD_SHIFT | number << _ID_SHIFT | tf


@dataclass(slots=True)
class Doc:
    """What the index holds of one record before its id and shards are known."""

    counted: bool
    lengths: tuple[int, ...]
    counts: list[Counter[str]]
    """Per field (in `index.FIELDS` order), term → frequency."""
    line: str
    helper: bool = False
    """`Record.helper`: its postings say so (`pack`), its weights are damped."""

    def terms(self) -> set[str]:
        return set().union(*self.counts)


def doc_of(record: Record, vocab: Vocabulary) -> Doc:
    fielded = record_terms(record, vocab)
    return Doc(record.kind != FOLDER_KIND, tuple(len(fielded[n]) for n in _FIELD_NAMES),
               [Counter(fielded[n]) for n in _FIELD_NAMES], entry_line(record), record.helper)


def doc_of_page(page: PageTerms) -> Doc:
    """`doc_of` a record whose terms `page` holds (`records.page_terms`), but its entry line
    (`entry_line_of`: the entry is not known yet) and whether it is a helper
    (`records.helper_of`: its references are not known yet)."""
    found = [one.split() for one in page.fields]
    return Doc(page.kind != FOLDER_KIND, tuple(map(len, found)),
               [Counter(f) if f else _NO_TERMS for f in found], "")


_NO_TERMS: Counter[str] = Counter()
"""The counts of every empty field of `doc_of_page` (only ever read): most pages have a few."""


def entry_line_of(entry: store.IndexEntry, page: PageTerms) -> str:
    """The entry line (`index.entry_line`) of the record of `entry` whose terms `page` holds."""
    from rk_action.search.records import Record

    return entry_line(Record(entry.name, entry.doc, page.source, page.symbol, page.kind,
                             page.lines, entry.description, (), "", "", ""))


class _ShardOf(dict[str, int]):
    """term → its shard, computed on first use."""

    def __init__(self, shards: int) -> None:
        super().__init__()
        self.shards = shards

    def __missing__(self, term: str) -> int:
        self[term] = found = sp.shard_of(term, self.shards)
        return found


def row_of(doc: Doc, number: int, shard: dict[str, int]) -> sp.EntryRow:
    """The entry row of `doc` under id `number`; `shard`: each of its terms' shard."""
    held = tuple(sorted({shard[one] for one in doc.terms()}))
    return sp.EntryRow(number, doc.counted, doc.lengths, held, doc.line)


def add_postings(postings: Postings, number: int, doc: Doc,
                 wanted: set[str] | None = None) -> None:
    """Add the postings of `doc` under id `number` (of its terms in `wanted` only, if given)."""
    for field, counts in enumerate(doc.counts):
        base = pack(field, number, doc.helper)
        for one, tf in counts.items():
            if wanted is not None and one not in wanted:
                continue
            try:
                postings[one].append(base | tf << 1)
            except KeyError:  # the term's first posting
                postings[one] = [base | tf << 1]


def shard_count(entries: int) -> int:
    """How many postings shards for `entries` entries: about `SHARD_BYTES` each, at the
    `BYTES_PER_ENTRY` a doc's postings take on average (known before any doc is read, so that
    a build keeps no doc once its postings are taken)."""
    shards = MIN_SHARDS
    while shards < sp.MAX_SHARDS and shards * SHARD_BYTES < entries * BYTES_PER_ENTRY:
        shards *= 2
    return shards


def term_block(postings: list[int], lengths: Lengths,
               folders: set[int]) -> tuple[int, int, bytes]:
    """(df, entries holding the term, block) of one term's postings (sorted here: each field's
    run found by bisection, then split in columns); `lengths`: their entries' field lengths."""
    postings.sort()
    held: set[int] = set()
    fields: list[sp.FieldPostings] = []
    start = 0
    while start < len(postings):
        field = postings[start] >> _FIELD_SHIFT
        end = bisect_left(postings, pack(field + 1, 0, 0), start)
        run = postings[start:end]
        ids = [(value >> _ID_SHIFT) & 0xFFFFFFFF for value in run]
        fields.append((field, ids, [value & 0xFFFFFF for value in run],
                       [lengths[one][field] for one in ids]))
        held.update(ids)
        start = end
    return len(held - folders), len(held), sp.encode_block(fields)


def entry_parts(rows: Sequence[sp.EntryRow],
                total: int) -> tuple[dict[str, bytes], list[tuple[int, str, str]]]:
    """The entry parts of `rows` (in id order) in an index of `total` entries, and the head's
    list of them."""
    parts: dict[str, bytes] = {}
    listed: list[tuple[int, str, str]] = []
    size = max(MIN_PART, math.isqrt(total) // 2)
    for start in range(0, len(rows), size):
        chunk = rows[start:start + size]
        data = sp.encode_entries(chunk)
        name = sp.part_name(data, "e")
        parts[name] = data
        listed.append((chunk[0].id, chunk[0].doc, name))
    return parts, listed


def build(project_dir: Path, records: Iterable[Record], stamp: str, count: int,
          vocab: Vocabulary | None = None, index_data: bytes | None = None) -> PartsIndex:
    """Index the records (in `_index.md` order; at most `count`, read one at a time) and
    write the parts; the index to query."""
    vocab = vocab or default_vocabulary()
    return build_docs(project_dir, (doc_of(record, vocab) for record in records), stamp, count,
                      vocab, index_data=index_data)


Near = tuple[list[Pair], dict[str, int]]
"""What `related.Cooccurrence.near` finds."""


def build_docs(project_dir: Path, docs: Iterable[Doc], stamp: str, count: int,
               vocab: Vocabulary | None = None,
               near: Callable[[Cooccurrence], Near] = Cooccurrence.near,
               index_data: bytes | None = None) -> PartsIndex:
    """`build` from the records' `Doc`s; `near`: the related pairs of their counts (found
    before by a caller that knows them); `index_data`: the bytes of the `_index.md` that
    listed them, when known (`span_digests`)."""
    vocab = vocab or default_vocabulary()
    spacing = min(ID_SPACING, (ID_LIMIT - 1) // (count + 1))
    if spacing < 1:
        raise RkError(f"{project_dir}: too many docs to index ({count})")
    shards = shard_count(count)
    postings: Postings = {}
    lengths: dict[int, tuple[int, ...]] = {}
    shard = _ShardOf(shards)
    rows = []
    counts = Cooccurrence(vocab.weak)
    for number, doc in enumerate(docs, 1):
        add_postings(postings, number * spacing, doc)
        lengths[number * spacing] = doc.lengths
        rows.append(row_of(doc, number * spacing, shard))
        if doc.counted:
            counts.add(*related_terms(doc.counts))
    folders = {row.id for row in rows if not row.counted}
    by_shard: list[Postings] = [{} for _ in range(shards)]
    for one, found in postings.items():
        by_shard[shard[one]][one] = found
    postings.clear()
    parts, listed = entry_parts(rows, len(rows))
    pairs, names = near(counts)
    words = vocabulary_part(vocab, table_of(pairs, names))
    related = sp.encode_related(pairs, names)
    parts[sp.part_name(words, "v")], parts[sp.part_name(related, "r")] = words, related
    head = head_of(stamp, rows, (sp.part_name(words, "v"), sp.part_name(related, "r")), shards,
                   listed)
    head.spans = span_digests(index_data, head.parts)
    for number, held in enumerate(by_shard):
        data = sp.encode_shard({one: term_block(found, lengths, folders)
                                for one, found in held.items()})
        by_shard[number] = {}  # written: its postings may go
        if data:
            head.postings[number] = sp.part_name(data, "p")
            parts[head.postings[number]] = data
    sp.write_parts(project_dir, parts, head)
    _remove_old_file(project_dir)
    return PartsIndex(project_dir, head)


def related_terms(counts: Sequence[Iterable[str]]) -> tuple[set[str], set[str]]:
    """An entity's name terms and description and doc text terms (`search.related`), from
    its terms per field."""
    return set(counts[NAME_FIELD]), {one for f in TEXT_FIELDS for one in counts[f]}


def vocabulary_part(vocab: Vocabulary, related: Related) -> bytes:
    """The vocabulary part: the query side of `vocab` and, apart, the corpus synonyms."""
    data = vocabulary_data(vocab) | {CORPUS_SYNONYMS: {t: " ".join(v) for t, v in related.items()}}
    return json.dumps(data, ensure_ascii=False, sort_keys=True,
                      separators=(",", ":")).encode("utf-8")


def build_all(project_dir: Path, stamp: str) -> PartsIndex:
    """Index every doc of `_index.md` (the pages read one at a time)."""
    from rk_action.search.records import iter_records

    data = store.index_bytes(project_dir)
    entries = store.read_index(project_dir, data)
    return build(project_dir, iter_records(project_dir, entries), stamp, len(entries),
                 index_data=data)


def span_digests(index_data: bytes | None,
                 parts: Sequence[tuple[int, str, str]]) -> list[str]:
    """The digest of the bytes of `_index.md` (`index_data`) each entry part was indexed from
    (`IndexText.spans`): a refresh then reads only the parts whose bytes differ. All "" when
    the bytes are not known or out of order."""
    if not index_data:
        return [""] * len(parts)
    ranges = store.IndexText(index_data).spans([doc for _, doc, _ in parts])
    if ranges is None:
        return [""] * len(parts)
    view = memoryview(index_data)
    return [sp.digest(view[start:end]) for start, end in ranges]


def head_of(stamp: str, rows: Sequence[sp.EntryRow], names: tuple[str, str],
            shards: int, listed: list[tuple[int, str, str]]) -> sp.Head:
    """The head of an index of `rows` (`names`: of its vocabulary and related parts), its
    postings not named yet."""
    counted = [row for row in rows if row.counted]
    entries = len(rows)
    lengths = [sum(row.lengths[n] for row in counted) for n in range(sp.FIELD_COUNT)]
    return sp.Head(stamp, len(counted), entries, lengths, names[0], shards, names[1],
                   [""] * shards, listed, [""] * len(listed),
                   [row.id for row in rows if not row.counted])


def _remove_old_file(project_dir: Path) -> None:
    """`_search.json`, the one-file index of earlier versions, is replaced by the parts."""
    store.inside(project_dir, project_dir / "_search.json").unlink(missing_ok=True)


def read_records_of(project_dir: Path, entries: Iterable[store.IndexEntry]) -> list[Record]:
    """The records of some entries of `_index.md` (as `records.read_records` reads all)."""
    from rk_action.search.records import iter_records

    return list(iter_records(project_dir, entries))
