"""The site's source files for layer 4, in parts a query fetches only as its words need.

Layer 4 looks for each query word (letters and digits, at least 3, lowercase) in the lines of
the source, lowercased; such a word can only occur inside one *run* of the lowercased text (a
longest stretch of `[a-z0-9]`). So the files are cut, in path order, into *chunks* of about
`CHUNK_CHARS`, and every run of 3 characters or more is listed with the chunks that hold it in
*word shards*: a run is listed in the shard of each of its trigrams (`trigram_shard`), so the
runs that contain a query word are all in the shard of the word's first trigram. The site's
script (`site.js`) reads that shard for each word, keeps the runs that contain it, loads their
chunks, and searches the files of those chunks: the files holding none of the words answer
nothing, so the find is the one a search of every file gives.

Written under `assets/rk/code/`: `chunk-<n>.json` (`{"files": {path: text}, "entries": {path:
[[position, symbol, first line, last line], …]}}`: the entries of its files, which layer 4 picks
from) and `words-<n>.json` (`{run: [chunk, …]}`), each with its script twin
(`search_data.data_script`); the counts go in the index's head (`"code": {"chunks": C,
"shards": S}`, `index_parts`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

CHUNK_CHARS = 256 * 1024
SHARD_ENTRIES = 4096
"""About how many (run, chunks) entries a word shard holds; the shard count follows."""
MAX_SHARDS = 4096
_RUN = re.compile(r"[a-z0-9]{3,}")


def chunks(files: dict[str, str]) -> list[dict[str, str]]:
    """The files in path order, cut into chunks of about `CHUNK_CHARS` (a larger file alone)."""
    out: list[dict[str, str]] = []
    size = 0
    for path in sorted(files):
        if not out or (size + len(files[path]) > CHUNK_CHARS and out[-1]):
            out.append({})
            size = 0
        out[-1][path] = files[path]
        size += len(files[path])
    return out


def runs_of(text: str) -> set[str]:
    """The runs of 3 letters or digits or more of `text`, lowercased."""
    return set(_RUN.findall(text.lower()))


def trigram_shard(trigram: str, shards: int) -> int:
    """The shard of a trigram (3 ASCII letters or digits): FNV-1a (32 bits) over its character
    codes, modulo `shards` (`site/assets/site.js` computes the same)."""
    hashed = 0x811C9DC5
    for char in trigram:
        hashed = ((hashed ^ ord(char)) * 0x01000193) & 0xFFFFFFFF
    return hashed % shards


def _trigrams(run: str) -> Iterator[str]:
    return iter({run[i:i + 3] for i in range(len(run) - 2)})


def word_shards(parts: list[dict[str, str]]) -> list[dict[str, list[int]]]:
    """For each shard, every run listed there → the chunks (increasing) holding it."""
    holders: dict[str, list[int]] = {}
    for number, part in enumerate(parts):
        for run in set().union(*map(runs_of, part.values())):
            holders.setdefault(run, []).append(number)
    entries = sum(len(run) - 2 for run in holders)
    count = max(1, min(MAX_SHARDS, -(-entries // SHARD_ENTRIES)))
    shards: list[dict[str, list[int]]] = [{} for _ in range(count)]
    for run in sorted(holders):
        for trigram in _trigrams(run):
            shards[trigram_shard(trigram, count)][run] = holders[run]
    return shards
