"""`<project>/_search/`: the CLI's search index in parts, read by term and by entry.

A query reads the head, the postings shard of each of its terms and the entry part of each
result it shows; an update rewrites the parts its changed docs touch and the head. What the
numbers mean (BM25F, ids) is `rk_action.search.parts`'; this module knows the bytes.

- `_search/head.json` (format `rk-action-search-parts`, version 4): `stamp` (what the index
  was built from: `search.ondisk`), `entities` (entries counted in the statistics: folder
  overviews are not) and `entries` (all), `lengths` (per field, in `index.FIELDS` order, the
  summed term counts of the entities), `vocabulary` and `related` (the names of those
  parts), `shards` (how
  many postings shards: a term's is the CRC-32 of its UTF-8 bytes modulo that, fixed until
  the next full build), `postings` (per shard the name of its part, "" for an empty one) and
  `parts` (the entry parts, `[first id, first doc, name]` in id order), `spans` (per entry
  part, the digest of the bytes of `_index.md` its entries were indexed from: from its first
  doc's entry to the next part's, the first from the first entry, the last to the end; ""
  when not known) and `folders` (the ids of the entries that are not counted, increasing).
  A query reads it whole: 27 KB for CPython's `Lib/` (11.5 k entries).
- `_search/v/<16 hex>.json`: the query side of the vocabulary (`index.vocabulary_data`).
- `_search/r/<16 hex>.txt`: what a refresh needs to derive the corpus synonyms again
  (`search.related`, `search.relatedparts`), never read by a query: a `term\\tcount` line
  per term in the names of at least 2 entities (how many), sorted, an empty line, then a
  `doc term\\tname term\\tshared` line (how many entities hold both) per pair near on the
  doc term's side (`related.near_pairs`), sorted. 37 KB for CPython's `Lib/`.
- `_search/p/<16 hex>.bin`: a postings shard. `RKS1`, a little-endian u32 byte length, then a
  UTF-8 directory, one `term\\tdf\\tpostings\\tstart\\tend` line per term, sorted (df: the
  entities holding the term, for idf; postings: the entries holding it, folders included),
  then the term blocks, `start`/`end` counting from the end of the directory. A block: a
  byte whose bit f says field f holds the term; for each such field a u32 count and the byte
  widths (1, 2 or 4) of its stored frequencies and of its lengths; then for each such field its
  entry ids (u32, increasing), stored frequencies (2 × the term frequency, + 1 when the entry
  is a helper: `records.Record.helper`) and field lengths (the entry's term count in that field).
  The raw counts, not weights: an update changes the corpus averages, which a query applies,
  so only the changed docs' blocks are rewritten.
- `_search/e/<16 hex>.txt`: an entry part, one line per entry in id order:
  `id\\tcounted\\tlengths\\tshards\\t<entry>`: counted 1 for an entity, 0 for a folder
  overview; its field lengths (comma-separated); the postings shards holding its terms (what
  an update rewrites when the entry changes or goes); then the entry as the JSON index holds
  it (`index.entry_line`: `index.ENTRY_FIELDS`, tab-separated).

A part is named by the first 16 hex digits of its bytes' SHA-256 and checked against it when
read: a missing, linked, truncated, malformed or foreign part is a `BadPart` naming it, and
the caller rebuilds. Writers write the parts first (a new name never overwrites a part the
current head names), the head last, then remove the parts no head names: a killed run leaves
the previous head and its parts, or a head whose parts are all written.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import struct
import sys
import zlib
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from rk_action.errors import RkError, load_json
from rk_action.store.files import inside, read_file, write_atomic

SEARCH_DIR = "_search"
HEAD = f"{SEARCH_DIR}/head.json"
FORMAT = "rk-action-search-parts"
VERSION = 4
MAGIC = b"RKS1"
FIELD_COUNT = 8
MAX_SHARDS = 1 << 16
"""The most postings shards a build writes (`search.parts.shard_count`): a head saying more
(30 million names compress to a few KB in git) is malformed, not a list to allocate."""
MAX_LENGTH = 1 << 53
"""The largest summed field length a head may state: a float holds it exactly."""
_PART_NAME = re.compile(r"(?:p/[0-9a-f]{16}\.bin|[er]/[0-9a-f]{16}\.txt|v/[0-9a-f]{16}\.json)")
_SPAN = re.compile(r"[0-9a-f]{16}")
_EXTENSIONS = {"p": "bin", "e": "txt", "v": "json", "r": "txt"}
_WIDTHS = {1: "B", 2: "H", 4: "I"}
_BIG_ENDIAN = sys.byteorder == "big"
assert array("I").itemsize == 4 and array("H").itemsize == 2


class BadPart(RkError):
    """A part of `_search/` that cannot be used; the index is rebuilt."""

    def __init__(self, name: str, why: str, project_dir: Path | None = None) -> None:
        where = HEAD if name == "head.json" else f"{SEARCH_DIR}/{name}"
        super().__init__(f"{project_dir / where if project_dir else where}: {why}")
        self.name, self.project_dir = name, project_dir


def digest(data: bytes | memoryview) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def shard_of(term: str, shards: int) -> int:
    return zlib.crc32(term.encode("utf-8", "surrogatepass")) % shards


# --- term blocks --------------------------------------------------------------------------

FieldPostings = tuple[int, Sequence[int], Sequence[int], Sequence[int]]
"""(field number, entry ids increasing, stored frequencies (`search.parts.pack`), field lengths)."""


def _packed(values: Sequence[int], code: str) -> bytes:
    packed = array(code, values)
    if _BIG_ENDIAN:
        packed.byteswap()
    return packed.tobytes()


def _width(values: Sequence[int]) -> int:
    top = max(values)
    return 1 if top < 1 << 8 else 2 if top < 1 << 16 else 4


def encode_block(fields: Sequence[FieldPostings]) -> bytes:
    """The block of one term: `fields` in field order, each with at least one posting."""
    mask = 0
    header = bytearray()
    body = bytearray()
    for number, ids, tfs, lengths in fields:
        mask |= 1 << number
        tf_width, length_width = _width(tfs), _width(lengths)
        header += struct.pack("<IBB", len(ids), tf_width, length_width)
        body += _packed(ids, "I") + _packed(tfs, _WIDTHS[tf_width])
        body += _packed(lengths, _WIDTHS[length_width])
    return bytes([mask]) + bytes(header) + bytes(body)


def _unpacked(data: bytes, start: int, count: int, width: int) -> tuple[array[int], int]:
    end = start + count * width
    if end > len(data):
        raise ValueError("truncated block")
    values = array(_WIDTHS[width])
    values.frombytes(data[start:end])
    if _BIG_ENDIAN:
        values.byteswap()
    return values, end


def decode_block(data: bytes) -> list[FieldPostings]:
    """What `encode_block` wrote; a ValueError when the bytes do not hold a valid block."""
    if not data or not data[0]:
        raise ValueError("bad field mask")
    numbers = [n for n in range(FIELD_COUNT) if data[0] >> n & 1]
    at = 1
    sizes = []
    for _ in numbers:
        count, tf_width, length_width = struct.unpack_from("<IBB", data, at)
        if count == 0 or tf_width not in _WIDTHS or length_width not in _WIDTHS:
            raise ValueError("bad field header")
        sizes.append((count, tf_width, length_width))
        at += 6
    out: list[FieldPostings] = []
    for number, (count, tf_width, length_width) in zip(numbers, sizes, strict=True):
        ids, at = _unpacked(data, at, count, 4)
        tfs, at = _unpacked(data, at, count, tf_width)
        lengths, at = _unpacked(data, at, count, length_width)
        if count > 1 and ids.tolist() != sorted(set(ids)):  # increasing, at C speed
            raise ValueError("entry ids out of order")
        out.append((number, ids, tfs, lengths))
    if at != len(data):
        raise ValueError("trailing bytes in block")
    return out


# --- postings shards ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TermInfo:
    """One line of a shard's directory."""

    df: int
    postings: int
    start: int
    end: int


def encode_shard(blocks: dict[str, tuple[int, int, bytes]]) -> bytes:
    """A shard from term → (df, postings, block); b"" when it holds no term."""
    if not blocks:
        return b""
    lines, body, at = [], bytearray(), 0
    for term in sorted(blocks):
        df, postings, block = blocks[term]
        lines.append(f"{term}\t{df}\t{postings}\t{at}\t{at + len(block)}")
        body += block
        at += len(block)
    directory = "\n".join(lines).encode("utf-8", "surrogatepass")
    return MAGIC + struct.pack("<I", len(directory)) + directory + bytes(body)


def decode_shard(data: bytes, number: int, shards: int) -> tuple[dict[str, TermInfo], int]:
    """A shard's directory and where its blocks start; a ValueError when malformed (a term of
    another shard, blocks out of the file, terms out of order)."""
    if data[:4] != MAGIC or len(data) < 8:
        raise ValueError("not a postings shard")
    size = struct.unpack_from("<I", data, 4)[0]
    base = 8 + size
    if base > len(data):
        raise ValueError("truncated directory")
    directory: dict[str, TermInfo] = {}
    previous, end = "", 0
    for line in data[8:base].decode("utf-8", "surrogatepass").split("\n"):
        term, df, postings, start, stop = line.split("\t")
        info = TermInfo(int(df), int(postings), int(start), int(stop))
        if (term <= previous or shard_of(term, shards) != number or info.start != end
                or not 0 <= info.df <= info.postings or info.postings < 1):
            raise ValueError(f"bad directory line for {term!r}")
        directory[term], previous, end = info, term, info.end
    if base + end != len(data):
        raise ValueError("blocks do not fill the shard")
    return directory, base


# --- entry parts --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class EntryRow:
    """One line of an entry part."""

    id: int
    counted: bool
    lengths: tuple[int, ...]
    shards: tuple[int, ...]
    line: str
    """The entry as the JSON index holds it (`index.entry_line`)."""

    @property
    def doc(self) -> str:
        return self.line.split("\t", 2)[1]


def encode_entries(rows: Iterable[EntryRow]) -> bytes:
    return "".join(
        f"{row.id}\t{int(row.counted)}\t{','.join(map(str, row.lengths))}\t"
        f"{','.join(map(str, row.shards))}\t{row.line}\n" for row in rows
    ).encode("utf-8", "surrogatepass")


def decode_entries(data: bytes, shards: int) -> list[EntryRow]:
    """What `encode_entries` wrote; a ValueError when malformed."""
    rows: list[EntryRow] = []
    text = data.decode("utf-8", "surrogatepass")
    if not text.endswith("\n"):
        raise ValueError("truncated entry part")
    for line in text[:-1].split("\n"):
        number, counted, lengths, held, entry = line.split("\t", 4)
        row = EntryRow(int(number), counted == "1", tuple(map(int, lengths.split(","))),
                       tuple(map(int, held.split(","))) if held else (), entry)
        if (len(row.lengths) != FIELD_COUNT or counted not in "01" or entry.count("\t") < 6
                or any(not 0 <= s < shards for s in row.shards)
                or (rows and rows[-1].id >= row.id)):
            raise ValueError(f"bad entry line {number}")
        rows.append(row)
    return rows


# --- the corpus synonyms' pairs ------------------------------------------------------------

def encode_related(pairs: Iterable[tuple[str, str, int]], names: dict[str, int]) -> bytes:
    return "".join([*(f"{n}\t{count}\n" for n, count in sorted(names.items())), "\n",
                    *(f"{d}\t{n}\t{shared}\n" for d, n, shared in sorted(pairs))]
                   ).encode("utf-8", "surrogatepass")


def decode_related(data: bytes) -> tuple[list[tuple[str, str, int]], dict[str, int]]:
    """What `encode_related` wrote; a ValueError when malformed."""
    lines = data.decode("utf-8", "surrogatepass").split("\n")
    if lines[-1] or "" not in lines[:-1]:
        raise ValueError("truncated")
    split = lines.index("")
    names: dict[str, int] = {}
    previous = ""
    for line in lines[:split]:
        n, count = line.split("\t")
        if n <= previous or int(count) < 1:
            raise ValueError(f"bad name line {line!r}")
        names[n], previous = int(count), n
    pairs: list[tuple[str, str, int]] = []
    for line in lines[split + 1:-1]:
        d, n, shared = line.split("\t")
        pair = (d, n, int(shared))
        if not d or not 0 < pair[2] <= names.get(n, 0) or (pairs and pairs[-1] >= pair):
            raise ValueError(f"bad pair line {line!r}")
        pairs.append(pair)
    return pairs, names


# --- the head -----------------------------------------------------------------------------

@dataclass(slots=True)
class Head:
    """What `head.json` says."""

    stamp: str
    entities: int
    entries: int
    lengths: list[int]
    vocabulary: str
    """The name of the vocabulary's part."""
    shards: int
    related: str = ""
    """The name of the corpus synonyms' pairs part."""
    postings: list[str] = field(default_factory=list)
    """Per shard, the name of its part under `_search/` ("" when empty)."""
    parts: list[tuple[int, str, str]] = field(default_factory=list)
    """(first id, first doc, name) of each entry part, in id order."""
    spans: list[str] = field(default_factory=list)
    """Per entry part, the digest of the `_index.md` bytes it was indexed from ("": unknown):
    a refresh reads only the parts whose bytes differ (`search.refresh`)."""
    folders: list[int] = field(default_factory=list)
    """The ids of the entries not counted (folder overviews), increasing."""

    def format(self) -> bytes:
        return json.dumps({
            "format": FORMAT, "version": VERSION, "stamp": self.stamp,
            "entities": self.entities, "entries": self.entries, "lengths": self.lengths,
            "vocabulary": self.vocabulary, "related": self.related, "shards": self.shards,
            "postings": self.postings,
            "parts": [list(part) for part in self.parts], "spans": self.spans,
            "folders": self.folders,
        }, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")

    def names(self) -> set[str]:
        return ({name for name in self.postings if name} | {name for *_, name in self.parts}
                | {self.vocabulary, self.related})


def parse_head(data: bytes) -> Head:
    """The head, checked; a BadPart when it is of another format or malformed."""
    try:
        raw = load_json(data.decode("utf-8", "surrogatepass"))
        if raw.get("format") != FORMAT or raw.get("version") != VERSION:
            raise BadPart("head.json", "of another format")
        head = Head(str(raw["stamp"]), int(raw["entities"]), int(raw["entries"]),
                    [int(n) for n in raw["lengths"]], str(raw["vocabulary"]),
                    int(raw["shards"]), str(raw["related"]), [str(n) for n in raw["postings"]],
                    [(int(i), str(d), str(n)) for i, d, n in raw["parts"]],
                    [str(d) for d in raw["spans"]], [int(i) for i in raw["folders"]])
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise BadPart("head.json", "malformed") from exc
    ids = [first for first, _, _ in head.parts]
    if (len(head.lengths) != FIELD_COUNT or not 1 <= head.shards <= MAX_SHARDS
            or not all(0 <= length <= MAX_LENGTH for length in head.lengths)
            or len(head.postings) != head.shards
            or ids != sorted(set(ids)) or not all(_PART_NAME.fullmatch(n) for n in head.names())
            or not 0 <= head.entities <= head.entries or len(head.spans) != len(head.parts)
            or not all(span == "" or _SPAN.fullmatch(span) for span in head.spans)
            or head.folders != sorted(set(head.folders))
            or len(head.folders) != head.entries - head.entities):
        raise BadPart("head.json", "malformed")
    return head


# --- files --------------------------------------------------------------------------------

def part_name(data: bytes, kind: str) -> str:
    return f"{kind}/{digest(data)}.{_EXTENSIONS[kind]}"


def read_head(project_dir: Path) -> Head:
    try:
        return parse_head(read_file(inside(project_dir, project_dir / HEAD)))
    except FileNotFoundError as exc:
        raise BadPart("head.json", "missing", project_dir) from exc
    except RkError as exc:  # a link, or malformed
        raise BadPart("head.json", str(exc), project_dir) from exc
    except OSError as exc:
        raise BadPart("head.json", exc.strerror or "unreadable", project_dir) from exc


def read_part(project_dir: Path, name: str) -> bytes:
    """The bytes of a part, checked against its name (a BadPart otherwise)."""
    try:
        data = read_file(inside(project_dir, project_dir / SEARCH_DIR / name))
    except RkError as exc:  # a link
        raise BadPart(name, str(exc), project_dir) from exc
    except OSError as exc:
        raise BadPart(name, exc.strerror or "unreadable", project_dir) from exc
    if digest(data) != name[2:18]:
        raise BadPart(name, "its bytes are not the ones the head names", project_dir)
    return data


def write_parts(project_dir: Path, parts: dict[str, bytes], head: Head) -> int:
    """Write the `parts` (name → bytes) that are not already there, then the head, then
    remove the parts of `_search/` the head does not name. Returns the bytes written."""
    _remove_linked_folders(project_dir)
    written = 0
    for name, data in sorted(parts.items()):
        target = inside(project_dir, project_dir / SEARCH_DIR / name)
        try:
            if read_file(target) == data:
                continue
        except (OSError, RkError):  # none yet, or a link (which the write replaces)
            pass
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, data)
        written += len(data)
    text = head.format()
    write_atomic(inside(project_dir, project_dir / HEAD), text)
    _remove_unnamed(project_dir, head.names())
    return written + len(text)


def _remove_linked_folders(project_dir: Path) -> None:
    """`_search/` or a folder of it that is a link (a docs branch may ship one) is removed,
    with a warning, before anything is written: the index is written only inside the home."""
    from rk_action.errors import warn

    for folder in [SEARCH_DIR, *(f"{SEARCH_DIR}/{kind}" for kind in _EXTENSIONS)]:
        path = project_dir / folder
        if path.is_symlink():
            path.unlink()
            warn(f"{path}: a symbolic link in the knowledge base; removed (rk-action never "
                 "reads or writes through a link)")


def _remove_unnamed(project_dir: Path, names: set[str]) -> None:
    for kind in _EXTENSIONS:
        folder = project_dir / SEARCH_DIR / kind
        try:
            found = os.listdir(inside(project_dir, folder))
        except OSError:
            continue
        for file_name in found:
            name = f"{kind}/{file_name}"
            if name not in names and _PART_NAME.fullmatch(name):
                (folder / file_name).unlink(missing_ok=True)


def remove_index(project_dir: Path) -> None:
    """Remove the head (the parts then belong to no index; the next build removes them)."""
    inside(project_dir, project_dir / HEAD).unlink(missing_ok=True)
