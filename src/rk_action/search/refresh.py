"""Refreshing the search index in parts after a command changed some docs: only the changed
docs' postings shards and entry parts are rewritten (`search.parts` says how ids and weights
make that possible).

A doc is re-indexed when the command names it (its page was written or removed), when its
`_index.md` entry is new, gone, or differs from the one indexed (its description, or aliases
learned since: a full build would index the current ones) — so the result is the index a
full build of the same knowledge base would rank with, score for score; the corpus synonyms
are counted again where the re-indexed docs reach (`search.relatedparts`).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from rk_action import store
from rk_action.search.index import vocabulary_data
from rk_action.search.parts import (
    ID_LIMIT,
    NAME_FIELD,
    TEXT_FIELDS,
    Doc,
    Postings,
    add_postings,
    build_all,
    doc_of,
    entry_parts,
    pack,
    read_records_of,
    related_terms,
    row_of,
    span_digests,
    term_block,
    vocabulary_part,
)
from rk_action.search.reader import CORPUS_SYNONYMS, PartsIndex
from rk_action.search.related import sides_of, table_of
from rk_action.search.relatedparts import NewFields, related_again
from rk_action.search.text import default_vocabulary
from rk_action.store import searchparts as sp


def refresh(project_dir: Path, stamp: str, changed: Iterable[str],
            since: str | None = None, index_data: bytes | None = None) -> PartsIndex:
    """Bring the parts up to date after the docs `changed` (doc paths) were written or
    removed (`index_data`: the bytes of `_index.md`, when already read); a full build when
    the parts are missing, bad, of another vocabulary, not those of the knowledge base before
    the change (stamped `since`: a run killed before it refreshed them left them behind), or
    when the new docs find no free ids."""
    try:
        old = PartsIndex(project_dir, sp.read_head(project_dir))
        vocab = default_vocabulary()
        built_with = {k: v for k, v in old.vocabulary_data.items() if k != CORPUS_SYNONYMS}
        if built_with != vocabulary_data(vocab):
            raise sp.BadPart("head.json", "of another vocabulary")
        if since is not None and old.head.stamp != since:
            raise sp.BadPart("head.json", "stale")
        data = store.index_bytes(project_dir) if index_data is None else index_data
        done = _refresh(project_dir, old, stamp, set(changed), data)
    except sp.BadPart:
        done = None
    if done is None:
        return build_all(project_dir, stamp)
    return done


@dataclass(slots=True)
class _Read:
    """What a refresh read of the index before it and of `_index.md` after: the entry parts
    whose bytes of `_index.md` changed or that hold a changed doc, with their entries."""

    rows: dict[str, sp.EntryRow]
    """The rows of the parts read, by doc."""
    entries: list[store.IndexEntry]
    """The entries of `_index.md` in the spans of those parts, in order."""
    order: list[str]
    """The docs of `_index.md` in order: all those of the parts read, only the first of the
    others (`opaque`)."""
    opaque: dict[str, int]
    """The first doc of each part not read → its id."""


def _read(project_dir: Path, old: PartsIndex, data: bytes, changed: set[str],
          everything: bool) -> _Read:
    """The parts of `old` to look at (all of them with `everything`, or when the spans of
    `_index.md` are not known), their rows, and `_index.md`'s entries where they lie."""
    parts = old.head.parts
    text = store.IndexText(data)
    spans = None if everything or not parts else text.spans([doc for _, doc, _ in parts])
    wanted = _wanted(old, text, spans, changed) if spans is not None else set(range(len(parts)))
    rows = {row.doc: row for at in sorted(wanted) for row in old.part_rows(at)}
    if spans is None or len(wanted) == len(parts):
        entries = store.read_index(project_dir, data)
        return _Read(rows, entries, [entry.doc for entry in entries], {})
    entries, order, opaque = [], [], {}
    for at, (start, end) in enumerate(spans):
        if at in wanted:
            try:
                found = store.parse_index(data[start:end].decode("utf-8"))
            except UnicodeDecodeError:  # read whole, as a search reads it (with a warning)
                return _read(project_dir, old, data, changed, True)
            entries += found
            order += [entry.doc for entry in found]
        else:
            first, doc, _name = parts[at]
            order.append(doc)
            opaque[doc] = first
    return _Read(rows, entries, order, opaque)


def _wanted(old: PartsIndex, text: store.IndexText, spans: list[tuple[int, int]],
            changed: set[str]) -> set[int]:
    """The parts whose span of `_index.md` is not the one they were indexed from, those that
    hold a doc of `changed` (or would), and, before a part whose first doc went, the part
    before it: new docs there may follow its last."""
    view = memoryview(text.data)
    wanted = {at for at, ((start, end), indexed) in enumerate(zip(spans, old.head.spans,
                                                                    strict=True))
              if not indexed or sp.digest(view[start:end]) != indexed}
    starts = [start for start, _ in spans]
    for doc in changed:
        position, found = text.locate(doc)
        at = max(bisect.bisect_right(starts, position) - 1, 0)
        wanted |= {at, at - 1} if not found and at > 0 else {at}
    for at in sorted(wanted, reverse=True):
        while at > 0 and not text.locate(old.head.parts[at][1])[1]:
            at -= 1
            wanted.add(at)
    return wanted


def _dirty(rows: dict[str, sp.EntryRow], entries: list[store.IndexEntry],
           changed: set[str]) -> set[str]:
    """The docs to index again: `changed`, and those whose entry is new, gone or different."""
    dirty = set(changed)
    listed = set()
    for entry in entries:
        listed.add(entry.doc)
        row = rows.get(entry.doc)
        if row is None or not _same_entry(row.line, entry):
            dirty.add(entry.doc)
    return dirty | (rows.keys() - listed)


def _same_entry(line: str, entry: store.IndexEntry) -> bool:
    fields = line.split("\t")
    return (fields[0] == " ".join(entry.name.split())
            and fields[6] == " ".join(entry.description.split())
            and fields[7:] == [" ".join(alias.split()) for alias in entry.aliases])


def _new_ids(order: list[str], kept: dict[str, int], added: dict[str, Doc],
             opaque: dict[str, int]) -> dict[str, int] | None:
    """Ids for the `added` docs, spread in the gaps between the `kept` ones in `order`; None
    when the kept ids are out of that order, a gap is too small, or new docs follow the first
    doc of a part not read (`opaque`: the ids after it are not known)."""
    order = [doc for doc in order if doc in kept or doc in added]
    if len(set(order)) != len(order):
        return None
    out: dict[str, int] = {}
    waiting: list[str] = []
    below, below_doc = 0, ""
    for doc in [*order, None]:
        above = ID_LIMIT if doc is None else kept.get(doc)
        if above is None:
            waiting.append(str(doc))
            continue
        if above <= below or (waiting and below_doc in opaque):
            return None
        step = (above - below) // (len(waiting) + 1)
        if waiting and step < 1:
            return None
        out |= {name: below + step * n for n, name in enumerate(waiting, 1)}
        waiting, below, below_doc = [], above, str(doc)
    return out


def _refresh(project_dir: Path, old: PartsIndex, stamp: str, changed: set[str],
             data: bytes) -> PartsIndex | None:
    """The refresh itself, `data` being the bytes of `_index.md`; None when only a full build
    can do (no free ids)."""
    for everything in (False, True):
        read = _read(project_dir, old, data, changed, everything)
        dirty = _dirty(read.rows, read.entries, changed)
        if not dirty and old.head.stamp == stamp:
            return old
        vocab = default_vocabulary()
        added = {record.doc: doc_of(record, vocab) for record in read_records_of(
            project_dir, [e for e in read.entries if e.doc in dirty])}
        kept = {doc: row.id for doc, row in read.rows.items()
                if doc not in dirty or doc in added} | read.opaque
        ids = _new_ids(read.order, kept, {d: v for d, v in added.items() if d not in kept},
                       read.opaque)
        if ids is not None or not read.opaque:
            break
    if ids is None:
        return None
    ids |= {doc: kept[doc] for doc in added if doc in kept}
    gone = [read.rows[doc] for doc in sorted(dirty) if doc in read.rows]
    shard = {one: sp.shard_of(one, old.head.shards)
             for doc in added.values() for one in doc.terms()}
    fresh = [(row_of(doc, ids[path], shard), doc) for path, doc in added.items()]
    return _write(project_dir, old, stamp, (gone, fresh, shard), data)


def _write(project_dir: Path, old: PartsIndex, stamp: str,
           changes: tuple[list[sp.EntryRow], list[tuple[sp.EntryRow, Doc]], dict[str, int]],
           data: bytes) -> PartsIndex:
    """Write the parts the `changes` touch (the rows `gone`, the rows and docs `fresh`, and
    the shard of each fresh term) and the head of the refreshed index."""
    gone_rows, fresh, shard = changes
    gone = {row.id for row in gone_rows}
    new_rows = [row for row, _ in fresh]
    folders = sorted(set(old.head.folders) - gone | {r.id for r in new_rows if not r.counted})
    head = _head_after(old.head, stamp, gone_rows, new_rows, folders)
    parts, head.parts = _changed_entry_parts(old, gone, new_rows, head.entries)
    touched = {s for row in gone_rows for s in row.shards}
    before: dict[int, tuple[set[str], set[str]]] = {
        row.id: (set(), set()) for row in gone_rows if row.counted}
    shards = _changed_shards(old, (touched, gone, set(folders)), fresh, shard, before)
    by_id = {row.id: row for row in new_rows}

    def line_of(number: int) -> str:
        row = by_id.get(number) or old.row(number)
        if row is None:
            raise sp.BadPart("head.json", f"no entry {number}", project_dir)
        return row.line

    words, related = _vocabulary_parts(old, (before, fresh), (line_of, set(folders)), shards)
    head.vocabulary, head.related = sp.part_name(words, "v"), sp.part_name(related, "r")
    parts[head.vocabulary], parts[head.related] = words, related
    for number, shard_data in shards.items():
        head.postings[number] = sp.part_name(shard_data, "p") if shard_data else ""
        if shard_data:
            parts[head.postings[number]] = shard_data
    head.spans = span_digests(data, head.parts)
    sp.write_parts(project_dir, parts, head)
    return PartsIndex(project_dir, head)


def _head_after(head: sp.Head, stamp: str, gone: list[sp.EntryRow], new: list[sp.EntryRow],
                folders: list[int]) -> sp.Head:
    """The head's counts once the rows `gone` are removed and the `new` ones added (its
    parts, spans, vocabulary and related parts named by the caller)."""
    counted = ([row for row in gone if row.counted], [row for row in new if row.counted])
    lengths = [total - sum(row.lengths[n] for row in counted[0])
               + sum(row.lengths[n] for row in counted[1]) for n, total in enumerate(head.lengths)]
    return sp.Head(stamp, head.entities - len(counted[0]) + len(counted[1]),
                   head.entries - len(gone) + len(new), lengths, head.vocabulary, head.shards,
                   head.related, list(head.postings), [], [], folders)


def _vocabulary_parts(old: PartsIndex, changes: tuple[dict[int, tuple[set[str], set[str]]],
                                                      list[tuple[sp.EntryRow, Doc]]],
                      entries: tuple[Callable[[int], str], set[int]],
                      shards: dict[int, bytes]) -> tuple[bytes, bytes]:
    """The vocabulary and related parts of the refreshed index (`search.relatedparts`):
    `changes`: the name and doc terms of the counted entities gone, and the entries added;
    `entries`: its entry lines by id and its folders' ids; `shards`: its rewritten postings
    shards."""
    vocab = default_vocabulary()
    before, fresh = changes
    sides = ({one: sides_of(*terms, vocab.weak) for one, terms in before.items()},
             {row.id: sides_of(*related_terms(doc.counts), vocab.weak)
              for row, doc in fresh if row.counted})
    pairs, names = related_again(old, sides, entries, NewFields(old, shards), vocab)
    return vocabulary_part(vocab, table_of(pairs, names)), sp.encode_related(pairs, names)


def _changed_shards(old: PartsIndex, changes: tuple[set[int], set[int], set[int]],
                    fresh: list[tuple[sp.EntryRow, Doc]], shard: dict[str, int],
                    before: dict[int, tuple[set[str], set[str]]]) -> dict[int, bytes]:
    """The postings shards that held a posting of the entries `gone` (those `touched`) or
    hold one of the `fresh` ones, written anew (shard number → bytes, b"" when empty);
    `folders`: the ids of the folder overviews (they count in no df). `before`: the gone
    entities whose name and doc terms (`search.relatedparts`) to collect on the way."""
    touched, gone, folders = changes
    shards: dict[int, bytes] = {}
    for number in sorted(touched | {s for row, _ in fresh for s in row.shards}):
        adds: Postings = {}
        lengths: dict[int, list[int]] = {}
        for row, doc in fresh:
            if number in row.shards:
                add_postings(adds, row.id, doc,
                             {one for one in doc.terms() if shard[one] == number})
                lengths[row.id] = list(doc.lengths)
        shards[number] = _shard_again(old, number, (gone, folders), (adds, lengths), before)
    return shards


_SIDE = {NAME_FIELD: 0, **{field: 1 for field in TEXT_FIELDS}}


def _shard_again(old: PartsIndex, number: int, changes: tuple[set[int], set[int]],
                 added: tuple[Postings, dict[int, list[int]]],
                 before: dict[int, tuple[set[str], set[str]]]) -> bytes:
    """One shard without the postings of the entries `gone`, with those `added` (and their
    entries' field lengths): the blocks of the other terms are kept as they are."""
    gone, folders = changes
    adds, lengths = added
    blocks: dict[str, tuple[int, int, bytes]] = {}
    suspects = old.terms_holding(number, gone)
    for one in old.shard_terms(number):
        fields = old.fields(one) if one in suspects or one in adds else []
        if one not in adds and all(gone.isdisjoint(ids) for _, ids, _, _ in fields):
            info = old.info(one)
            assert info is not None
            blocks[one] = (info.df, info.postings, old.block(one))
            continue
        for field, ids, _, _ in fields:
            if field in _SIDE:
                for entry in gone.intersection(ids) & before.keys():
                    before[entry][_SIDE[field]].add(one)
        kept = []
        for field, ids, tfs, sizes in fields:
            for i, tf, n in zip(ids, tfs, sizes, strict=True):
                if i not in gone:
                    kept.append(pack(field, i, tf))
                    lengths.setdefault(i, [0] * sp.FIELD_COUNT)[field] = n
        kept += adds.pop(one, [])
        if kept:
            blocks[one] = term_block(kept, lengths, folders)
    blocks |= {one: term_block(postings, lengths, folders) for one, postings in adds.items()}
    return sp.encode_shard(blocks)


def _changed_entry_parts(old: PartsIndex, gone: set[int], new: list[sp.EntryRow],
                         total: int) -> tuple[dict[str, bytes], list[tuple[int, str, str]]]:
    """The entry parts holding an entry that changed, came or went (`gone` ids, `new` rows),
    split again; the others keep their names. Returns the new parts and the head's list of
    them all (`total`: how many entries the refreshed index holds)."""
    firsts = [first for first, _, _ in old.head.parts]
    moved = gone | {row.id for row in new}
    touched = {max(bisect.bisect_right(firsts, one) - 1, 0) for one in moved}
    bounds = [*firsts[1:], ID_LIMIT]
    new = sorted(new, key=lambda row: row.id)
    ids = [row.id for row in new]
    parts: dict[str, bytes] = {}
    listed: list[tuple[int, str, str]] = []
    for at, part in enumerate(old.head.parts or [(0, "", "")]):
        if at not in touched and old.head.parts:
            listed.append(part)
            continue
        low = 0 if at == 0 else firsts[at]
        high = bounds[at] if old.head.parts else ID_LIMIT
        kept = [row for row in old.part_rows(at) if row.id not in gone] if old.head.parts else []
        rows = sorted(kept + new[bisect.bisect_left(ids, low):bisect.bisect_left(ids, high)],
                      key=lambda row: row.id)
        new_parts, new_listed = entry_parts(rows, total)
        parts |= new_parts
        listed += new_listed
    return parts, listed
