"""The search index: built from the knowledge base's records, read by `rank` (and the browser).

`build_index` turns the records into plain JSON, which the site ships to the browser as is
(`site.search_data`). The CLI keeps the same index in parts (`search.parts`,
`store.searchparts`), whose postings hold the raw counts this module turns into the weights
below; `search.reader` computes the very same values from them. A query tokenizes nothing but
itself and decodes only the postings of its own terms.

Format (version 1):

    {"format": "rk-action-search", "version": 1,
     "entry_fields": ["name", "doc", "source", "symbol", "kind", "lines", "description",
                      "aliases..."],
     "entries": ["name\\tdoc\\tsource\\tsymbol\\tkind\\t12-30\\tdescription\\talias\\talias", ...],
     "vocabulary": {"stopwords": "a an ...", "weak": "python code ...",
                    "expansions": {"dir": "directory", ...}, "synonyms": {"remov": "delet drop"}},
     "terms": {"pars": "1249 3,1,40 zz0a1b", ...},
     "alias_exact": {"normalized alias": position}, "alias_terms": {"sorted terms": position}}

`entries` keeps the order of the records (`_index.md` order), one tab-separated string each
(whitespace inside fields is collapsed to single spaces, but in the doc and source paths, which
are kept as they are); aliases, most recent first, are the trailing fields;
a result is an entry position. `vocabulary` is the query side of `vocabulary.json` already in
terms, its `synonyms` joined by the corpus synonyms of these entries (`search.related`), so a
query needs only `text.words`, `text.term` and this index. Each `terms` value holds
three space-separated parts: the term's weight (1000 × √BM25-idf, an integer); the positions of
the entries that hold it, increasing, as comma-separated decimal gaps (the first from 0); and
for each of those entries, two base-36 digits holding `2 × weight + described`. `weight` (1-647)
is the entry's BM25F saturated term frequency × 647; `described` is 1 when the term is in the
entry's name, class, file path, description, aliases or doc text (not only in its code).
`alias_terms` keys are the sorted distinct informative terms of an alias.

Building is Python's alone: `rank` (and its browser port) only read this format.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from rk_action.page_sections import (
    MEMBERS_HEADING,
    without_field_lists,
    without_method_list,
    without_notes,
)
from rk_action.search.related import Cooccurrence, Related, merged
from rk_action.search.text import Vocabulary, default_vocabulary, name_terms, term, terms

if TYPE_CHECKING:  # records read pages through the renderer, which a query never needs
    from rk_action.search.records import Record

FORMAT = "rk-action-search"
VERSION = 1
ENTRY_FIELDS = ("name", "doc", "source", "symbol", "kind", "lines", "description", "aliases...")
WEIGHT_SCALE = 647
"""Largest quantized term weight: 2 × 647 + 1 = 1295 = "zz" in base 36."""


@dataclass(frozen=True, slots=True)
class Field:
    """One searchable field of an entry: how much a match counts and how length damps it."""

    weight: float
    b: float
    described: bool
    """Does a match here count as the doc describing the term (for `verify`)?"""
    longest: float = math.inf
    """Length damps a match up to `longest` × the field's average length, no further."""

    def norm(self, length: int, average: float) -> float:
        """BM25's length normalisation of a match in a field of `length` terms (`average`
        over the entries), capped at `longest`: a term frequency is divided by it."""
        return 1 - self.b + self.b * min(length / average, self.longest)


# Tuned on the CoSQA dev split (shared/eval), checked on both halves: the name dominates; code
# still counts fully because docstrings and comments live there. `parent` (the class of a
# method) is untuned: CoSQA has no methods.
FIELDS: dict[str, Field] = {
    "name": Field(6.0, 0.8, True),
    "parent": Field(2.0, 0.8, True),
    "path": Field(0.5, 0.3, True),
    "description": Field(1.0, 0.6, True),
    "aliases": Field(4.0, 0.6, True),
    "text": Field(0.75, 1.0, True, longest=4.0),
    "code": Field(1.0, 0.75, False),
    "folder": Field(0.5, 0.3, True),
}
"""The doc text's length damps a match only up to 4 × the average: a class's Javadoc of a
hundred lines (Java's `Scanner`, `LinkedHashMap`, `Formatter`; symfony's `Table`) is a manual
of several topics, not one topic padded, and full damping put it hundreds of places down for
its own words. Code is not capped (capping it lowered both real halves). Tuned on the real dev
half (caps 2-8: 4 and 5 best there); held half: hit@1 0.603 unchanged, hit@3 0.765 → 0.779,
MRR 0.700 → 0.697; CoSQA dev unchanged on both halves; CPython-48 hit@1 0.396 → 0.438, MRR
0.565 → 0.590; probes never tuned on: java.util (15 questions) hit@1 0.47 → 0.60, the kernel's
`lib/` (14) 0.57 → 0.64."""
CLASS_KIND = "class"
"""A class is found by its name, its doc and its members' names and one-liners (the Members list
of its page), not by its code: that code is mostly its members' code, whose words made the class
outrank the member that answers (real questions: hit@1 dev 0.413 → 0.460, held 0.500 → 0.536;
MRR@10 dev 0.541 → 0.574, held 0.637 → 0.655; CoSQA dev unchanged on both halves). On the 48
CPython questions of `benchmarks/search_quality_cpython.py` it is mixed: MRR@10 0.573 → 0.562,
hit@1 0.438 → 0.396, hit@3 0.688 → 0.729, hit@10 0.854 → 0.875.

But a class kept whole (under 200 lines: its page lists the members it holds) is found by its
code too: its members have no page of their own, so the member that answers a question is that
page (itsdangerous' 190-line `Signer`, whose `derive_key` a question about building the key
from the secret and the salt found nowhere). Real questions: dev hit@1 0.508 → 0.497, hit@3
0.674 → 0.684, MRR@10 0.604 → 0.605; held hit@1 0.454 → 0.481, MRR@10 0.568 → 0.585; fourteen
question sets over repositories never tuned on (a class's page counting for the members it
holds): hit@1 152 → 165 of 336. Every class's code instead: dev hit@1 0.456; every class
without an overview (Go's and Rust's types too): 0.482."""
FOLDER_KIND = "folder"
"""The `kind` of a folder overview (`overview.KIND`): ranked by its folder's name only."""
K1 = 1.2
IDF_POWER = 0.5
"""idf is flattened: a query's every word matters, a rare word (often a typo or a library
name the answer never mentions) should not decide alone."""
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
"""Base 36, for the two-digit term weights of the postings."""
_PUNCTUATION = re.compile(r"[^\w\s]+")


_RETURNS_BOOL = re.compile(r"return(?<!\wreturn)\s+(?:True|False|true|false)\b")  # any language
_BOOL_TYPED = re.compile(
    r"->\s*bool\b"  # Python annotations, Rust
    r"|\)\s*:\s*(?:boolean|bool)\b"  # TypeScript, PHP
    r"|\)\s*bool\s*\{"  # Go
    r"|^[\w \t]*\b(?:boolean|bool)\s+\w+\s*\(",  # Java, C, C++ declarations
    re.MULTILINE)
_PREDICATE = re.compile(r"def(?<!\wdef)\s+[\w.]+\?")  # Ruby predicates
"""A function or method that returns a boolean checks something, whatever its name says: its
text holds the term `check` (CoSQA dev: MRR +0.003, on both halves). Not a class: its members'
code is on its page too. (`return` and `def` come first, their word boundary checked behind
them, so that a search skips to them instead of trying every position.)"""
_CHECK = "check"


CONSTRUCTOR = "constructor"
"""The name a constructor named after its class (Java, C++, C#) is found by, as JavaScript's
`constructor` and PHP's `__construct` are: under its class's name it outranked the class, and
each overload once more (`PriorityQueue.PriorityQueue` ×3 above `PriorityQueue` for "a queue
that orders its elements by priority", in Java's `java.util`). The class's name still counts
in its `parent` field."""


def _answers_yes_no(code: str) -> bool:
    """Does `code` return a boolean? Each pattern is only searched for in code that holds the
    words it needs."""
    if ("rue" in code or "alse" in code) and _RETURNS_BOOL.search(code):
        return True
    return bool(("bool" in code and _BOOL_TYPED.search(code))
                or ("?" in code and _PREDICATE.search(code)))


def record_terms(record: Record, vocab: Vocabulary) -> dict[str, list[str]]:
    if record.kind == FOLDER_KIND:
        return _folder_terms(record, vocab)
    symbol = record.symbol or record.name
    parent, _, own = symbol.rpartition(".")
    if record.kind == "method" and own == parent.rpartition(".")[2]:
        own = CONSTRUCTOR
    answers = record.kind != CLASS_KIND and _answers_yes_no(record.code)
    checks = [term(_CHECK)] if answers else []
    return {
        "name": name_terms(own, vocab),
        "parent": terms(parent, vocab),
        "path": terms(record.source.rsplit(".", 1)[0], vocab),
        "description": terms(record.description, vocab),
        "aliases": terms("\n".join(record.aliases), vocab),
        "text": terms(without_method_list(without_field_lists(without_notes(
            record.what_it_does))) + "\n" + record.parameters, vocab) + checks,
        "code": terms(record.code, vocab) if record.kind != CLASS_KIND or _holds_members(
            record.what_it_does) else [],
        "folder": [],
    }


def _holds_members(what_it_does: str) -> bool:
    """Does a class's What It Does list the members its page holds (`MEMBERS_HEADING`)?"""
    return what_it_does.startswith(MEMBERS_HEADING + "\n") or (
        f"\n{MEMBERS_HEADING}\n" in what_it_does)


def _folder_terms(record: Record, vocab: Vocabulary) -> dict[str, list[str]]:
    """A folder overview is found by its folder's name (and the path above it) and by the
    queries it learned, never by its README's words or its entities' names: it must not
    outrank the function that answers a question, only come up when a query names it."""
    fielded: dict[str, list[str]] = {name: [] for name in FIELDS}
    fielded["folder"] = name_terms(record.source.rpartition("/")[2], vocab)
    fielded["path"] = terms(record.source, vocab)
    fielded["aliases"] = terms("\n".join(record.aliases), vocab)
    return fielded


HELPER_FACTOR = 0.8
"""What a helper's weights are multiplied by: an entity private by its name or declaration
(`is_private`) that other code of the project calls (its page lists callers). A stated prior,
not a list: a helper repeats the words of what it serves and outranked it (commander's
`Command._exit` above `exitOverride`, testify's `compareTwoValues` above `InDelta`, gorilla/mux's
`routeRegexp.getURLQuery` above `Router.Queries`). Chosen on the real questions' dev half
(0.5-0.95, every private entity or the called ones): private by name, dev hit@1 0.503 = 0.503,
MRR@10 0.599 → 0.600; held half, not used to choose it: hit@1 0.432 → 0.448, hit@3 0.645 →
0.661, MRR@10 0.554 → 0.566; ten question sets over repositories never tuned on, hit@1 99 → 102
of 240. Private by declaration too: dev hit@1 0.508, MRR@10 0.604; held 0.454, hit@3 0.656,
MRR@10 0.568; the ten sets 104 of 240 (symfony/finder's PHP `private` helpers +2). A private
entity nothing calls is left as it is: CoSQA's functions (one a module, none called) are as
often private as its answers, and damping every private one cost its dev split 0.021 MRR@10
where the called ones' cost nothing."""


def is_private(symbol: str, source: str, kind: str, code: str) -> bool:
    """Is the entity named `symbol` in `source` private, by its language's naming convention (a
    leading underscore, as in Python, C and JavaScript, but not a dunder such as `__init__`; a
    JavaScript `#`; a lower-case first letter in Go) or by its declaration (`code`'s text
    before its name): `private` in Java, Kotlin, C#, Scala, PHP or TypeScript; a Rust function
    (not a method) without `pub`, or any Rust item whose `pub` is restricted (`pub(crate)`,
    `pub(super)`, `pub(in path)`: seen only inside its crate); a Ruby method the page's
    signature shows `private` or `protected`; a C or C++ function `static` in a source file
    (not a header, where a static inline function is the API)? A folder never is."""
    if kind == FOLDER_KIND:
        return False
    own = symbol.rpartition(".")[2]
    if own.startswith("#") or (own.startswith("_") and not (own.startswith("__")
                                                            and own.endswith("__"))):
        return True
    extension = source.rpartition(".")[2]
    if extension == "go":
        return own[:1].islower()
    if extension not in _DECLARING:
        return False
    declaration = _before_name(code, own)
    if declaration is None:
        return False
    if extension in _MODIFYING:
        return bool(_PRIVATE.search(declaration))
    if extension == "rs" and _PUB_RESTRICTED.search(declaration):
        return True
    if extension == "rb":
        return bool(_RUBY_HIDDEN.search(declaration))
    if kind != "function":  # a C++ `static` method is shared, a Rust method may be a trait's
        return False
    if extension == "rs":
        return bool(_FN_LAST.search(declaration)) and not _PUB.search(declaration)
    return bool(_STATIC.search(declaration))


_MODIFYING = frozenset(("java", "kt", "kts", "cs", "scala", "php", "ts", "tsx", "mts", "cts"))
"""The extensions of languages whose declarations say `private`."""
_DECLARING = _MODIFYING | {"c", "cc", "cpp", "cxx", "rs", "rb"}
_PRIVATE, _STATIC = re.compile(r"\bprivate\b"), re.compile(r"\bstatic\b")
_PUB, _FN_LAST = re.compile(r"\bpub\b"), re.compile(r"\bfn\s+$")
_PUB_RESTRICTED = re.compile(r"\bpub\s*\(\s*(?:crate|super|self|in\s[^)]*)\)\s*"
                             r"(?:(?:const|async|unsafe|default|extern(?:\s*\"[^\"]*\")?)\s+)*"
                             r"(?:fn|struct|enum|trait|type|union)\s+$")
_RUBY_HIDDEN = re.compile(r"\b(?:private|protected|private_class_method)\s+def\s+(?:\S+\.)?$")
_DECLARATION_CHARS = 600


def _before_name(code: str, own: str) -> str | None:
    """The text of `code` before the first whole-word `own` (its name), within the first
    `_DECLARATION_CHARS` characters; None when it is not there."""
    if not own:
        return None
    found = re.search(rf"(?<![\w$]){re.escape(own)}(?![\w$])", code[:_DECLARATION_CHARS])
    return None if found is None else code[:found.start()]


def _entry_postings(fielded: dict[str, list[str]], average: dict[str, float],
                    helper: bool) -> dict[str, int]:
    """term → 2 × quantized BM25F weight + described, for one entry (a helper's damped)."""
    pseudo: dict[str, float] = {}
    described: set[str] = set()
    for name, field in FIELDS.items():
        found = fielded[name]
        if not found:
            continue
        norm = field.norm(len(found), average[name])
        counts: dict[str, int] = {}
        for one in found:
            counts[one] = counts.get(one, 0) + 1
        for one, tf in counts.items():
            pseudo[one] = pseudo.get(one, 0.0) + field.weight * tf / norm
        if field.described:
            described.update(counts)
    return {one: quantized(tf, one in described, helper) for one, tf in pseudo.items()}


def quantized(pseudo: float, described: bool, helper: bool) -> int:
    """A posting's value: 2 × the saturated pseudo term frequency (1-647), × `HELPER_FACTOR`
    for a `helper`, + `described`."""
    saturated = WEIGHT_SCALE * pseudo / (K1 + pseudo)
    if helper:
        saturated *= HELPER_FACTOR
    return 2 * max(1, round(saturated)) + described


def _encode(idf: int, items: list[tuple[int, int]]) -> str:
    positions = [position for position, _ in items]
    gaps = [positions[0]] + [b - a for a, b in pairwise(positions)] if items else []
    values = "".join(DIGITS[v // 36] + DIGITS[v % 36] for _, v in items)
    return f"{idf} {','.join(map(str, gaps))} {values}"


def idf(count: int, df: int) -> int:
    return round(1000 * math.pow(math.log(1 + (count - df + 0.5) / (df + 0.5)), IDF_POWER))


def normalize_query(text: str) -> str:
    """Casefolded, punctuation dropped, whitespace collapsed: how queries and aliases compare
    exactly (the keys of `alias_exact`)."""
    return " ".join(_PUNCTUATION.sub(" ", text.casefold()).split())


def term_key(text: str, vocab: Vocabulary) -> str:
    """The sorted distinct informative terms of `text` (all its terms when all are weak)."""
    found = set(terms(text, vocab))
    return " ".join(sorted(found - vocab.weak or found))


def entry_line(record: Record) -> str:
    # Paths are kept as they are (a folder may be named `a  b` or hold U+2028); only a tab, the
    # field separator, could not stand in them, and the scan never documents such a name.
    paths = [record.doc.replace("\t", " "), record.source.replace("\t", " ")]
    texts = [record.symbol, record.kind, f"{record.lines[0]}-{record.lines[1]}",
             record.description, *record.aliases]
    return "\t".join([" ".join(record.name.split()), *paths,
                      *(" ".join(field.split()) for field in texts)])


def vocabulary_data(vocab: Vocabulary, related: Related | None = None) -> dict[str, object]:
    """The query side of `vocab` as an index stores it (`rank.index_vocabulary` reads it), with
    the corpus synonyms `related` (`search.related`) among its synonyms."""
    synonyms = merged(vocab.synonyms, related) if related else vocab.synonyms
    return {
        "stopwords": " ".join(sorted(vocab.stopwords)),
        "weak": " ".join(sorted(vocab.weak)),
        "expansions": {w: " ".join(v) for w, v in sorted(vocab.expansions.items())},
        "synonyms": {t: " ".join(v) for t, v in sorted(synonyms.items())},
    }


RELATED_NAME = "name"
RELATED_TEXTS = ("description", "text")
"""The fields whose terms `search.related` relates: an entity's own name, and what its
description and doc text say."""


def related_of(fielded: Iterable[dict[str, list[str]]], vocab: Vocabulary) -> Related:
    """The corpus synonyms (`search.related`) of the entities' fielded terms."""
    counts = Cooccurrence(vocab.weak)
    for doc in fielded:
        counts.add(doc[RELATED_NAME], [one for name in RELATED_TEXTS for one in doc[name]])
    return counts.table()


def build_index(records: list[Record], vocabulary: Vocabulary | None = None) -> dict[str, object]:
    """The JSON-serializable search index of `records` (format in the module docstring)."""
    vocab = vocabulary or default_vocabulary()
    fielded = [record_terms(record, vocab) for record in records]
    # The statistics (entry count, field lengths, document frequencies) are the entities'
    # alone: folder overviews leave the ranking of the entities as it is without them.
    counted = [record.kind != FOLDER_KIND for record in records]
    count = max(sum(counted), 1)
    entities = [doc for doc, is_entity in zip(fielded, counted, strict=True) if is_entity]
    average = {f: max(sum(len(d[f]) for d in entities) / count, 1.0) for f in FIELDS}
    postings: dict[str, list[tuple[int, int]]] = {}
    df: dict[str, int] = {}
    for position, doc in enumerate(fielded):
        for one, value in _entry_postings(doc, average, records[position].helper).items():
            postings.setdefault(one, []).append((position, value))
            df[one] = df.get(one, 0) + counted[position]
    exact, by_terms = alias_tables([record.aliases for record in records], vocab)
    return {
        "format": FORMAT,
        "version": VERSION,
        "entry_fields": list(ENTRY_FIELDS),
        "entries": [entry_line(record) for record in records],
        "vocabulary": vocabulary_data(vocab, related_of(entities, vocab)),
        "terms": {
            one: _encode(idf(count, df[one]), items)
            for one, items in sorted(postings.items())
        },
        "alias_exact": exact,
        "alias_terms": by_terms,
    }


def alias_tables(
    aliases: Sequence[Sequence[str]], vocab: Vocabulary
) -> tuple[dict[str, int], dict[str, int]]:
    """The index's `alias_exact` and `alias_terms` for each entry's aliases (in entry order):
    normalized alias → first position holding it, and sorted informative terms → the same."""
    exact: dict[str, int] = {}
    by_terms: dict[str, int] = {}
    for position, held in enumerate(aliases):
        for alias in held:
            exact.setdefault(normalize_query(alias), position)
            by_terms.setdefault(term_key(alias, vocab), position)
    exact.pop("", None)
    by_terms.pop("", None)
    return dict(sorted(exact.items())), dict(sorted(by_terms.items()))
