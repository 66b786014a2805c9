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
from collections.abc import Iterable
from pathlib import Path

from rk_action import store
from rk_action.search.index import vocabulary_data
from rk_action.search.parts import (
    ID_LIMIT,
    NAME_FIELD,
    TEXT_FIELDS,
    Doc,
    Inverted,
    add_doc,
    build_all,
    doc_of,
    entry_parts,
    head_of,
    read_records_of,
    related_terms,
    row_of,
    term_block,
    vocabulary_part,
)
from rk_action.search.reader import CORPUS_SYNONYMS, PartsIndex
from rk_action.search.related import sides_of, table_of
from rk_action.search.relatedparts import NewFields, related_again
from rk_action.search.text import default_vocabulary
from rk_action.store import searchparts as sp


def refresh(project_dir: Path, stamp: str, changed: Iterable[str],
            since: str | None = None) -> PartsIndex:
    """Bring the parts up to date after the docs `changed` (doc paths) were written or
    removed; a full build when the parts are missing, bad, of another vocabulary, not those
    of the knowledge base before the change (stamped `since`: a run killed before it
    refreshed them left them behind), or when the new docs find no free ids."""
    try:
        old = PartsIndex(project_dir, sp.read_head(project_dir))
        vocab = default_vocabulary()
        built_with = {k: v for k, v in old.vocabulary_data.items() if k != CORPUS_SYNONYMS}
        if built_with != vocabulary_data(vocab):
            raise sp.BadPart("head.json", "of another vocabulary")
        if since is not None and old.head.stamp != since:
            raise sp.BadPart("head.json", "stale")
        done = _refresh(project_dir, old, stamp, set(changed))
    except sp.BadPart:
        done = None
    if done is None:
        return build_all(project_dir, stamp)
    return done


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


def _new_ids(entries: list[store.IndexEntry], kept: dict[str, int],
             added: dict[str, Doc]) -> dict[str, int] | None:
    """Ids for the `added` docs, spread in the gaps between the `kept` ones in `_index.md`
    order; None when the kept ids are out of that order or a gap is too small."""
    order = [e.doc for e in entries if e.doc in kept or e.doc in added]
    if len(set(order)) != len(order):
        return None
    out: dict[str, int] = {}
    waiting: list[str] = []
    below = 0
    for doc in [*order, None]:
        above = ID_LIMIT if doc is None else kept.get(doc)
        if above is None:
            waiting.append(str(doc))
            continue
        if above <= below:
            return None
        step = (above - below) // (len(waiting) + 1)
        if waiting and step < 1:
            return None
        out |= {name: below + step * n for n, name in enumerate(waiting, 1)}
        waiting, below = [], above
    return out


def _refresh(project_dir: Path, old: PartsIndex, stamp: str,
             changed: set[str]) -> PartsIndex | None:
    """The refresh itself; None when only a full build can do (no free ids)."""
    rows = {row.doc: row for row in old.all_rows()}
    entries = store.read_index(project_dir)
    dirty = _dirty(rows, entries, changed)
    if not dirty and old.head.stamp == stamp:
        return old
    vocab = default_vocabulary()
    added = {record.doc: doc_of(record, vocab)
             for record in read_records_of(project_dir, [e for e in entries if e.doc in dirty])}
    kept = {doc: row.id for doc, row in rows.items() if doc not in dirty or doc in added}
    ids = _new_ids(entries, kept, {d: v for d, v in added.items() if d not in kept})
    if ids is None:
        return None
    ids |= {doc: kept[doc] for doc in added if doc in kept}
    gone = {rows[doc].id for doc in dirty if doc in rows}
    shard = {one: sp.shard_of(one, old.head.shards)
             for doc in added.values() for one in doc.terms()}
    fresh = [(row_of(doc, ids[path], shard), doc) for path, doc in added.items()]
    final = sorted([row for row in rows.values() if row.id not in gone]
                   + [row for row, _ in fresh], key=lambda row: row.id)
    parts, listed = _changed_entry_parts(old, final, gone | {row.id for row, _ in fresh})
    touched = {s for doc in dirty if doc in rows for s in rows[doc].shards}
    folders = {row.id for row in final if not row.counted}
    before: dict[int, tuple[set[str], set[str]]] = {
        row.id: (set(), set()) for row in rows.values() if row.id in gone and row.counted}
    shards = _changed_shards(old, (touched, gone, folders), fresh, shard, before)
    words, related = _vocabulary_parts(old, (before, fresh), final, shards)
    parts[sp.part_name(words, "v")], parts[sp.part_name(related, "r")] = words, related
    head = head_of(stamp, final, (sp.part_name(words, "v"), sp.part_name(related, "r")),
                   old.head.shards, listed)
    head.postings = list(old.head.postings)
    for number, data in shards.items():
        head.postings[number] = sp.part_name(data, "p") if data else ""
        if data:
            parts[head.postings[number]] = data
    sp.write_parts(project_dir, parts, head)
    return PartsIndex(project_dir, head)


def _vocabulary_parts(old: PartsIndex, changes: tuple[dict[int, tuple[set[str], set[str]]],
                                                      list[tuple[sp.EntryRow, Doc]]],
                      final: list[sp.EntryRow], shards: dict[int, bytes]) -> tuple[bytes, bytes]:
    """The vocabulary and related parts of the refreshed index (`search.relatedparts`):
    `changes`: the name and doc terms of the counted entities gone, and the entries added;
    `final`: its rows; `shards`: its rewritten postings shards."""
    vocab = default_vocabulary()
    before, fresh = changes
    sides = ({one: sides_of(*terms, vocab.weak) for one, terms in before.items()},
             {row.id: sides_of(*related_terms(doc.counts), vocab.weak)
              for row, doc in fresh if row.counted})
    pairs, names = related_again(old, sides, {row.id: row for row in final},
                                 NewFields(old, shards), vocab)
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
        adds: Inverted = {}
        for row, doc in fresh:
            if number in row.shards:
                add_doc(adds, row.id, doc, {one for one in doc.terms() if shard[one] == number})
        shards[number] = _shard_again(old, number, (gone, folders), adds, before)
    return shards


_SIDE = {NAME_FIELD: 0, **{field: 1 for field in TEXT_FIELDS}}


def _shard_again(old: PartsIndex, number: int, changes: tuple[set[int], set[int]],
                 adds: Inverted, before: dict[int, tuple[set[str], set[str]]]) -> bytes:
    """One shard without the postings of the entries `gone`, with those of `adds`: the
    blocks of the other terms are kept as they are."""
    gone, folders = changes
    blocks: dict[str, tuple[int, int, bytes]] = {}
    for one in old.shard_terms(number):
        fields = old.fields(one)
        if one not in adds and all(gone.isdisjoint(ids) for _, ids, _, _ in fields):
            info = old.info(one)
            assert info is not None
            blocks[one] = (info.df, info.postings, old.block(one))
            continue
        for field, ids, _, _ in fields:
            if field in _SIDE:
                for entry in gone.intersection(ids) & before.keys():
                    before[entry][_SIDE[field]].add(one)
        kept = [(field, i, tf, n) for field, ids, tfs, lengths in fields
                for i, tf, n in zip(ids, tfs, lengths, strict=True) if i not in gone]
        kept += adds.pop(one, [])
        if kept:
            blocks[one] = term_block(kept, folders)
    blocks |= {one: term_block(postings, folders) for one, postings in adds.items()}
    return sp.encode_shard(blocks)


def _changed_entry_parts(old: PartsIndex, final: list[sp.EntryRow],
                         moved: set[int]) -> tuple[dict[str, bytes], list[tuple[int, str, str]]]:
    """The entry parts holding an entry that changed, came or went, split again; the others
    keep their names. Returns the new parts and the head's list of them all."""
    firsts = [first for first, _, _ in old.head.parts]
    touched = {max(bisect.bisect_right(firsts, one) - 1, 0) for one in moved}
    bounds = [*firsts[1:], ID_LIMIT]
    parts: dict[str, bytes] = {}
    listed: list[tuple[int, str, str]] = []
    ids = [row.id for row in final]
    for at, part in enumerate(old.head.parts or [(0, "", "")]):
        if at not in touched and old.head.parts:
            listed.append(part)
            continue
        low = 0 if at == 0 else firsts[at]
        high = bounds[at] if old.head.parts else ID_LIMIT
        rows = final[bisect.bisect_left(ids, low):bisect.bisect_left(ids, high)]
        new_parts, new_listed = entry_parts(rows, len(final))
        parts |= new_parts
        listed += new_listed
    return parts, listed
