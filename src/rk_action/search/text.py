"""Words for search: tokenizing, identifier splitting, stemming and the search vocabulary.

One pipeline serves documents and queries, so both meet on the same terms:

    text ─ words() ──→ lowercase words, identifiers split (camelCase, snake_case, kebab-case)
         ─ expand ───→ abbreviations and joined API words read as plain words (`dir` →
                       directory, `rmdir` → remove directory), from `vocabulary.json`
         ─ stop ─────→ English glue words dropped
         ─ term() ───→ Porter stem cut to 6 characters (`iterable`, `iterator` → `iter`;
                       `multiply`, `multiplication` → `multip`)

Queries add two things (see `rank`): weak words (`python`, `code`, `way`…) count little, and
each term may also match its synonyms (`remove` ~ `delete`) at a lower weight. Everything here is
plain string work over ASCII letters and digits, deterministic, and small enough to port to the
browser as is.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from rk_action.search.stem import stem

VOCABULARY_FILE = Path(__file__).with_name("vocabulary.json")
TERM_LENGTH = 6
"""Terms are stems cut to this many characters: it joins what Porter leaves apart
(`multiply`/`multiplication`, `apply`/`application`) and costs little precision."""

_CHUNK = re.compile(r"[A-Za-z0-9]+")
_PART = re.compile(r"[A-Z]+[0-9]*(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+[a-z]*")


def split_identifier(identifier: str) -> list[str]:
    """The lowercase words of an identifier: `parseHTTPResponse_v2` → parse, http, response, v2.

    Anything not an ASCII letter or digit separates. Digits stay with the letters before them
    (`md5`, `utf8`, `base64`), but move to a single letter after them (`plot3d` → plot, 3d),
    and a `2` between words reads "to" (`dict2array` → dict, to, array).
    """
    out: list[str] = []
    for chunk in _CHUNK.findall(identifier):
        out += _split_chunk(chunk)
    return out


@lru_cache(maxsize=65536)
def _split_chunk(chunk: str) -> tuple[str, ...]:
    """`split_identifier` of one run of letters and digits (kept: code repeats its names)."""
    out: list[str] = []
    parts = [part.lower() for part in _PART.findall(chunk)]
    for i, word in enumerate(parts):
        following = parts[i + 1] if i + 1 < len(parts) else ""
        digits = len(word) - len(word.rstrip("0123456789"))
        if following and digits and len(word) > digits:
            if len(following) == 1:
                out.append(word[:-digits])
                parts[i + 1] = word[-digits:] + following
                continue
            if word[-digits:] == "2" and len(word) > 2:
                out += [word[:-1], "to"]
                continue
        out.append(word)
    return tuple(out)


def words(text: str) -> list[str]:
    """The lowercase words of free text or code, identifiers split, one-letter words dropped."""
    return [word for word in split_identifier(text) if len(word) > 1]


@lru_cache(maxsize=65536)
def term(word: str) -> str:
    """The search term of one plain lowercase word: its Porter stem cut to `TERM_LENGTH`."""
    return stem(word)[:TERM_LENGTH]


@dataclass(frozen=True, slots=True, eq=False)
class Vocabulary:
    """The word lists of `vocabulary.json`, ready for lookups."""

    stopwords: frozenset[str]
    """Words dropped everywhere (before expansion and stemming)."""
    weak: frozenset[str]
    """Terms that weigh little in a query."""
    expansions: dict[str, tuple[str, ...]]
    """A word read as other words (before stemming)."""
    synonyms: dict[str, tuple[str, ...]]
    """A term's synonym terms, sorted, itself excluded."""
    name_hints: dict[str, tuple[str, ...]]
    """A word of an entity's own name read as also meaning other words (`is` → check)."""


def _word_map(data: object) -> dict[str, tuple[str, ...]]:
    assert isinstance(data, dict)
    return {str(word): tuple(str(others).split()) for word, others in data.items()}


def _synonyms(
    data: dict[str, object], expansions: dict[str, tuple[str, ...]]
) -> dict[str, set[str]]:
    def terms_of(text: str) -> set[str]:
        return {term(w) for raw in text.split() for w in expansions.get(raw, (raw,))}

    out: dict[str, set[str]] = {}
    groups = data.get("synonyms", [])
    assert isinstance(groups, list)
    for group in groups:
        found = terms_of(str(group))
        for one in found:
            out.setdefault(one, set()).update(found - {one})
    stars = data.get("related", [])
    assert isinstance(stars, list)
    for star in stars:
        head, _, others = str(star).partition(":")
        centre = term(head.strip())
        for other in terms_of(others) - {centre}:
            out.setdefault(centre, set()).add(other)
            out.setdefault(other, set()).add(centre)
    return out


def vocabulary_from_data(data: dict[str, object]) -> Vocabulary:
    """A `Vocabulary` from the parsed JSON (see the `about` entry of `vocabulary.json`)."""
    expansions = _word_map(data.get("expansions", {}))
    synonyms = _synonyms(data, expansions)
    return Vocabulary(
        stopwords=frozenset(str(data.get("stopwords", "")).split()),
        weak=frozenset(term(word) for word in str(data.get("weak", "")).split()),
        expansions=expansions,
        synonyms={one: tuple(sorted(others)) for one, others in sorted(synonyms.items())},
        name_hints=_word_map(data.get("name_hints", {})),
    )


@lru_cache(maxsize=1)
def default_vocabulary() -> Vocabulary:
    """The vocabulary shipped beside this module."""
    return vocabulary_from_data(json.loads(VOCABULARY_FILE.read_text(encoding="utf-8")))


def plain_words(text: str, vocabulary: Vocabulary | None = None) -> list[str]:
    """The words of `text` after expansion, stopwords dropped, not yet stemmed."""
    vocab = vocabulary or default_vocabulary()
    out = []
    for word in words(text):
        for plain in vocab.expansions.get(word, (word,)):
            if plain not in vocab.stopwords:
                out.append(plain)
    return out


_RUN_BYTES = bytes(c if chr(c).isascii() and chr(c).isalnum() else 32 for c in range(256))
"""Each ASCII letter and digit as itself, any other byte a space: the runs of letters and
digits of `_CHUNK` are the words of an ASCII text translated by this table."""
CHUNKS_KEPT = 1 << 17


def terms(text: str, vocabulary: Vocabulary | None = None) -> list[str]:
    """The search terms of `text`, in order, repeats kept: words, expanded, stopped, stemmed.

    Every step works word by word within a run of letters and digits (`_CHUNK`), and code
    repeats its names (indexing CPython's `Lib/` asks for 1.6 M runs, 25 k distinct): each run's
    terms are kept. The runs are cut by bytes (any other character made an ASCII `?`, then a
    space), which takes half the time of a regular expression's matches.
    """
    vocab = vocabulary or default_vocabulary()
    kept = _runs_kept(vocab)
    out: list[str] = []
    for run in text.encode("ascii", "replace").translate(_RUN_BYTES).split():
        found = kept.get(run)
        if found is None:
            if len(kept) >= CHUNKS_KEPT:
                kept.clear()
            found = kept[run] = _chunk_terms(run.decode("ascii"), vocab)
        out += found
    return out


@lru_cache(maxsize=4)
def _runs_kept(vocab: Vocabulary) -> dict[bytes, tuple[str, ...]]:
    """The terms of the runs `terms` has met, with `vocab` (a run → its terms)."""
    return {}


def _chunk_terms(chunk: str, vocab: Vocabulary) -> tuple[str, ...]:
    """`terms` of one run of letters and digits."""
    return tuple(term(word) for word in plain_words(chunk, vocab))


def name_terms(name: str, vocabulary: Vocabulary | None = None) -> list[str]:
    """The terms of an entity's own name plus those its naming implies (`is_empty` → check)."""
    vocab = vocabulary or default_vocabulary()
    hinted = [hint for word in words(name) for hint in vocab.name_hints.get(word, ())]
    return terms(name, vocab) + [term(word) for word in hinted]


def edits(word: str) -> list[str]:
    """Every word one typo away from `word` (a letter deleted, swapped, replaced or inserted)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    out = []
    for i in range(len(word) + 1):
        head, tail = word[:i], word[i:]
        if tail:
            out.append(head + tail[1:])
            out += [head + c + tail[1:] for c in letters if c != tail[0]]
        if len(tail) > 1:
            out.append(head + tail[1] + tail[0] + tail[2:])
        out += [head + c + tail for c in letters]
    return out
