"""The site's search index in parts: the search box fetches the head, then only the parts its
query's words and shown results need, so its first answer costs about the same on a small
library and on the kernel's network drivers (issue 18).

The index is the CLI's ranking index as one JSON value (`index.build_index`, with the current
aliases of `_index.md`), cut without changing a value, so `rank.js` scores every entry as
before and as the CLI does. Written under `assets/rk/index/`, each file with its script twin
(`search_data.data_script`, what `site.js` loads, from `file://` too):

- `head.json`: `format` (`rk-action-site-index`), `version`, `project`, `entries` (how many),
  `vocabulary` (the query side: `index.vocabulary_data`), `shards` (how many term shards: a
  term's is `shard_of(term)`), `parts` (`[first position, first doc]` of each entry part, in
  position order), `sorted` (whether the docs are in path order, which lets a doc's part be
  found by its path), `largest` (layer 4's last resort: `fallback.largest_entry`), `filter`
  (the bits and hashes of `filter.json`) and `code` (the counts of `code/`, `source_parts`).
- `terms-<n>.json`: `{"terms": {term: postings (`site_postings`)}, "big": {term:
  [idf, entries holding it, k]}, "exact": {normalized alias: position}, "near": {alias terms:
  position}}`, each key in the shard its `shard_of` names: a query reads the shard of each of
  its words and synonyms, and of its two alias keys.
- `postings-<k>.json`: `{"term": term, "postings": …}`, the postings of a term longer than
  `BIG_CHARS` (`struct`, `name` in a driver's tree: a third of a MB each), in a part of its own:
  its shard says how many entries hold it and its idf, which is all a query asks of most terms
  (whether a typo fix is known, how much a word weighs), and the postings are read only when a
  query's word or synonym is that term.
- `entries-<k>.json`: `{"entries": [entry line, …], "urls": [site URL, …]}`, about
  `PART_CHARS` of consecutive positions: a result shown reads its part.
- `filter.json`: `{"bits": base64}`, a Bloom filter of every term, read only for a word the
  index lacks: its typo and split candidates (hundreds of terms, across every shard) are first
  asked of the filter, and only the shards of those it may hold are fetched. A Bloom filter
  never says no to a term it holds, so the answers are the ones the whole index gives.

Hashes are FNV-1a (32 bits) over the UTF-16 code units of the text, as JavaScript sees a
string, so `engine.js` finds every key where this module put it.
"""

from __future__ import annotations

import base64
import math
import sys
from array import array
from collections.abc import Sequence
from typing import Any

FORMAT = "rk-action-site-index"
VERSION = 1
SHARD_CHARS = 12 * 1024
"""About how many characters of postings a term shard holds; the shard count follows."""
BIG_CHARS = 8 * 1024
"""A term whose postings are longer has a part of its own (`postings-<k>.json`)."""
PART_CHARS = 32 * 1024
"""About how many characters of entry lines and URLs an entry part holds."""
FILTER_BITS_PER_TERM = 10
FILTER_HASHES = 7
"""About 1 % of the terms the index lacks pass the filter."""
FNV_BASIS, FNV_PRIME, SECOND_BASIS = 0x811C9DC5, 0x01000193, 0x5BD1E995
GAP_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_"
"""Digits of a position gap: 5 bits each, lowest first; a digit of 32 or more says another
follows."""


def site_postings(postings: str) -> str:
    """A term's postings as the JSON index holds them (`idf gaps values`: decimal gaps between
    positions, comma-separated, and two base-36 digits a value) written for the site: `idf df
    gaps values`, each gap in `GAP_DIGITS` (one digit for a gap under 32, where the decimal took
    two to four characters), so the postings are about a quarter smaller (26 % on the kernel's
    `drivers/net`); `parts.js` reads them back into the same positions and values."""
    weight, gaps, values = postings.split(" ")
    numbers = [int(gap) for gap in gaps.split(",")]
    digits = []
    for gap in numbers:
        while gap >= 32:
            digits.append(GAP_DIGITS[32 | gap & 31])
            gap >>= 5
        digits.append(GAP_DIGITS[gap])
    return f"{weight} {len(numbers)} {''.join(digits)} {values}"


def fnv1a(text: str, basis: int = FNV_BASIS) -> int:
    """FNV-1a (32 bits) over the UTF-16 code units of `text` (`engine.js` `fnv1a`)."""
    units = array("H", text.encode("utf-16-le", "surrogatepass"))
    if sys.byteorder == "big":
        units.byteswap()
    hashed = basis
    for unit in units:
        hashed = ((hashed ^ unit) * FNV_PRIME) & 0xFFFFFFFF
    return hashed


def shard_of(text: str, shards: int) -> int:
    return fnv1a(text) % shards


def filter_bits(term: str, size: int) -> list[int]:
    """The bits of `term` in a filter of `size` bits (double hashing, `engine.js` alike)."""
    first, second = fnv1a(term), fnv1a(term, SECOND_BASIS) | 1
    return [(first + i * second) % size for i in range(FILTER_HASHES)]


def bloom(terms: Sequence[str]) -> tuple[int, bytes]:
    """(size in bits, the bits) of a Bloom filter holding `terms`."""
    size = max(64, 8 * math.ceil(len(terms) * FILTER_BITS_PER_TERM / 8))
    bits = bytearray(size // 8)
    for term in terms:
        for bit in filter_bits(term, size):
            bits[bit >> 3] |= 1 << (bit & 7)
    return size, bytes(bits)


def _code_units(text: str) -> bytes:
    """A key that orders strings as JavaScript compares them (by UTF-16 code units)."""
    return text.encode("utf-16-be", "surrogatepass")


def entry_parts(entries: Sequence[str], urls: Sequence[str],
                part_chars: int = PART_CHARS) -> list[range]:
    """Consecutive position ranges of about `part_chars` characters each (at least one entry)."""
    parts: list[range] = []
    start, size = 0, 0
    for position, (line, url) in enumerate(zip(entries, urls, strict=True)):
        if position > start and size + len(line) + len(url) > part_chars:
            parts.append(range(start, position))
            start, size = position, 0
        size += len(line) + len(url)
    if len(entries) > start:
        parts.append(range(start, len(entries)))
    return parts


def split_index(project: str, rank: dict[str, Any], urls: Sequence[str],
                code: dict[str, int], largest: int | None, shard_chars: int = SHARD_CHARS,
                part_chars: int = PART_CHARS, big_chars: int = BIG_CHARS) -> dict[str, Any]:
    """The parts (file name → JSON value) of `rank`, the JSON index whose entries carry the
    current aliases and whose `alias_exact` and `alias_terms` are built from them; `urls` holds
    each entry's place on the site, `code` the counts of `code/`."""
    terms = {term: site_postings(postings) for term, postings in rank["terms"].items()}
    entries: list[str] = rank["entries"]
    size = sum(len(term) + (len(postings) if len(postings) <= big_chars else 24)
               for term, postings in terms.items())
    shards = max(1, math.ceil(size / shard_chars))
    out: dict[str, Any] = {}
    tables: list[dict[str, dict[str, Any]]] = [
        {"terms": {}, "big": {}, "exact": {}, "near": {}} for _ in range(shards)]
    big = 0
    for term in sorted(terms):
        written = terms[term]
        shard = tables[shard_of(term, shards)]
        if len(written) > big_chars:
            weight, df, *_ = written.split(" ")
            shard["big"][term] = [int(weight), int(df), big]
            out[f"postings-{big}.json"] = {"term": term, "postings": written}
            big += 1
        else:
            shard["terms"][term] = written
    for source, key in (("alias_exact", "exact"), ("alias_terms", "near")):
        for text, position in sorted(rank[source].items()):
            tables[shard_of(text, shards)][key][text] = position
    for number, shard in enumerate(tables):
        out[f"terms-{number}.json"] = shard
    parts = entry_parts(entries, urls, part_chars)
    for number, part in enumerate(parts):
        out[f"entries-{number}.json"] = {"entries": entries[part.start:part.stop],
                                         "urls": list(urls[part.start:part.stop])}
    bits, data = bloom(sorted(terms))
    out["filter.json"] = {"bits": base64.b64encode(data).decode("ascii")}
    docs = [line.split("\t", 2)[1] for line in entries]
    out["head.json"] = {
        "format": FORMAT, "version": VERSION, "project": project, "entries": len(entries),
        "vocabulary": rank["vocabulary"], "shards": shards,
        "parts": [[part.start, docs[part.start]] for part in parts],
        "sorted": docs == sorted(docs, key=_code_units), "largest": largest,
        "filter": {"bits": bits, "hashes": FILTER_HASHES}, "code": code,
    }
    return out
