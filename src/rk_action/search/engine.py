"""The four search layers (DESIGN §5) over one project's knowledge base.

1. alias match in `_index.md` (the normalized query equal to a learned alias, or holding the same
   informative terms): that doc answers;
2. ranking of every entry (`rank.rank`);
3. verification of the first candidate (`rank.verify`); the accepted one answers and, unless
   learning is off, the query becomes its newest alias;
4. a search of the source itself (`fallback.find_in_source`) when nothing passes: the best
   enclosing entity gets a doc, saved and indexed with the query as its first alias (an entity
   that already has a doc answers only when the ranking found nothing); when nothing at all is
   found, the largest entry answers, so a query with a word always gets a result.

The ranking index lives beside the knowledge base in parts, `_search/` (`search.ondisk`): the
commands that change docs build or refresh it; a search reads the parts its query needs, and
rebuilds them only when they are missing, bad or stale.
Learning and layer 4's new doc are written under the home's write lock (`lock`), never waited
for: while another run holds it, the answer is given, nothing is written, and a warning says so.
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rk_action import lock, store
from rk_action.errors import RkError, warn
from rk_action.lazyre import lazy
from rk_action.redact import redact
from rk_action.search import index as search_index
from rk_action.search import ondisk
from rk_action.search import rank as ranking
from rk_action.search.index import normalize_query
from rk_action.search.reader import entry_of_line
from rk_action.store.searchparts import BadPart

VERIFY_CANDIDATES = 1
"""Layer 3 verifies the ranking's first candidate only: it confirms an answer, it does not
promote a lower one (a later candidate that passes is most often a sibling or a caller that
repeats the question's words). Tuned on the dev halves (real questions: hit@1 0.381 → 0.413;
CoSQA dev even half 0.4373 → 0.4393 MRR@10) and no worse on the held-out ones (real
questions' held half hit@1 0.482 → 0.500; CoSQA odd half unchanged)."""
VERIFIED, RANKED, SOURCE, FALLBACK = "verified", "ranked", "source", "fallback"
"""What a result is (`Hit.label`): the one that passed layer 3 or came from an alias (layer
1), ranked only, layer 4's find in the source, or the largest entity when nothing matched."""


@dataclass(slots=True)
class Hit:
    """One result as `search --json` shows it."""

    rank: int
    name: str
    doc: str
    source: str
    symbol: str
    lines: tuple[int, int]
    description: str
    score: float
    project: str = ""
    label: str = RANKED
    """`VERIFIED`, `RANKED`, `SOURCE` or `FALLBACK`."""

    def as_json(self, with_project: bool) -> dict[str, Any]:
        """The result as `search --json` prints it (`"verified": true` on a verified one)."""
        out: dict[str, Any] = {"rank": self.rank}
        if with_project:
            out["project"] = self.project
        out |= {"name": self.name, "doc": self.doc, "source": self.source,
                "symbol": self.symbol, "lines": list(self.lines),
                "description": self.description, "score": round(self.score, 4)}
        if self.label == VERIFIED:
            out["verified"] = True
        return out


@dataclass(slots=True)
class Answer:
    query: str
    project: str
    layer: int
    results: list[Hit] = field(default_factory=list)
    ranked: list[tuple[int, float]] = field(default_factory=list, repr=False)
    """Layer 2's ranking (position, score), which layer 4 puts its find in front of."""
    last_resort: bool = False
    """Layer 4 found nothing either: the result is the largest entry."""
    warnings: list[str] = field(default_factory=list, repr=False)
    """What the user should know about how this answer was found (a missing clone, learning
    left out because another run was writing the home)."""


class ProjectSearch:
    """Search over one project; loads (or rebuilds) its ranking index once."""

    def __init__(self, home: Path, project: str) -> None:
        self.home, self.project = home, project
        self.project_dir = home / project
        store.inside(home, self.project_dir / "_index.md")  # the project is no link elsewhere
        if not (self.project_dir / "_index.md").exists():
            raise RkError(f"no knowledge base for project '{project}' in {home}")
        self.reload()

    def reload(self) -> None:
        """Read the index (again, after the knowledge base changed under us)."""
        data = store.read_file(self.project_dir / "_index.md")
        self.index = ondisk.open_index(self.project_dir, data)
        self.aliases = store.index_aliases(data)  # doc → aliases, for the docs that have any
        self._entries: dict[int, dict[str, Any]] | None = None
        self._unsaved: dict[int, dict[str, Any]] = {}
        self._tables: tuple[list[str], dict[str, object]] | None = None
        self.in_full: bool | None = None
        """Does every page of the source have its doc (`fallback.documented_in_full`)? Asked
        by layer 4 once per load."""

    def rebuild(self, bad: BadPart) -> None:
        """Index the knowledge base anew after a query found a bad part (`bad`)."""
        warn(f"{bad}; the search index is rebuilt")
        ondisk.rebuild(self.project_dir)
        self.reload()

    @property
    def entries(self) -> dict[int, dict[str, Any]]:
        """Every entry decoded, by position (only layer 4's last resort needs them all)."""
        if self._entries is None:
            self._entries = self.index.all_entries()
        return self._entries | self._unsaved if self._unsaved else self._entries

    def add_unsaved(self, entry: dict[str, Any]) -> int:
        """A position for an entry layer 4 shows without saving it (learning is off)."""
        position = (1 << 32) + len(self._unsaved)
        self._unsaved[position] = entry
        return position

    def entries_named(self, folder: str, base: str) -> list[tuple[int, dict[str, Any]]]:
        """(position, entry) of the docs of source folder `folder` ("" for the root) whose
        file names start with `base`: a page's doc is named by its base name (`parse`,
        `parse--url`, `parse-2`), so these are the docs it could have, read from the one or two
        parts that hold them."""
        prefix = f"docs/{folder}/{base}" if folder else f"docs/{base}"
        rows = self.index.rows_under(prefix)
        return [(row.id, entry_of_line(row.line)) for row in rows] + [
            (p, e) for p, e in self._unsaved.items() if e["doc"].startswith(prefix)]

    def ranked(self, query: str, top: int) -> list[tuple[int, float]]:
        return ranking.rank(self.index, query, top)

    def alias_hit(self, query: str) -> int | None:
        """Layer 1: the entry one of whose learned aliases is this query, exactly (normalized)
        or near-exactly (the same informative terms: word order, plurals, stopwords and weak
        words like "python" aside): `rank.alias_match` over the aliases of `_index.md`, which
        learning changes without touching the ranking index."""
        if not normalize_query(query):
            return None
        docs, tables = self._alias_tables()
        found = ranking.alias_match(tables, query)
        return None if found is None else self.position_of(docs[found])

    def _alias_tables(self) -> tuple[list[str], dict[str, object]]:
        """The docs that have aliases, in `_index.md` order, and their aliases as an index's
        alias tables (`index.alias_tables`, positions counting those docs); built on first
        use."""
        if self._tables is None:
            docs = sorted(self.aliases)
            exact, by_terms = search_index.alias_tables(
                [self.aliases[doc] for doc in docs],
                self.index.vocabulary)
            self._tables = docs, {"alias_exact": exact, "alias_terms": by_terms,
                                  "vocabulary": self.index.vocabulary_data}
        return self._tables

    def position_of(self, doc: str) -> int | None:
        """The index position of a doc (None when it is not indexed)."""
        return self.index.position_of(doc)

    def entry(self, position: int) -> dict[str, Any]:
        if position in self._unsaved:
            return self._unsaved[position]
        return self.index.entry(position)

    def hit(self, position: int, score: float, number: int, label: str = RANKED) -> Hit:
        entry = self.entry(position)
        return Hit(number, entry["name"], entry["doc"], entry["source"], entry["symbol"],
                   (entry["lines"][0], entry["lines"][1]), entry["description"], score,
                   self.project, label)

    def search(self, query: str, top: int = 10, learn: bool = True) -> Answer:
        """The four layers, in order, for one query (asked again after a bad part of the
        index was found and the index rebuilt)."""
        try:
            return self._search(query, top, learn)
        except BadPart as bad:
            self.rebuild(bad)
            return self._search(query, top, learn)

    def _search(self, query: str, top: int, learn: bool) -> Answer:
        answer = self.indexed(query, top, learn)
        if answer.layer == 2 and not self.from_source(answer, top, learn):
            self.last_resort(answer, top)
        return answer

    def indexed(self, query: str, top: int, learn: bool) -> Answer:
        """Layers 1–3. `layer` is 2 when no candidate passed verification."""
        ranked = self.ranked(query, max(top, VERIFY_CANDIDATES))
        layer, chosen = 2, None
        alias = self.alias_hit(query)
        if alias is not None:  # a learned answer: trusted until someone unlearns it
            layer, chosen = 1, alias
        else:
            for position, _score in ranked[:VERIFY_CANDIDATES]:
                if ranking.leads(ranked) and ranking.verify(self.index, position, query):
                    layer, chosen = 3, position
                    break
        answer = Answer(query, self.project, layer,
                        self._results(ranked, chosen, top, VERIFIED), ranked)
        if (chosen is not None and learn and learnable(query, answer)
                and not self.learn(chosen, query)):
            answer.warnings.append(f"'{query}' was not learned: {lock.busy_message(self.home)}")
        return answer

    def from_source(self, answer: Answer, top: int, learn: bool) -> bool:
        """Layer 4 on an unanswered query; puts its find first. True when it found one."""
        from rk_action.search.fallback import find_in_source

        if not (self.home / "_repos" / self.project).is_dir():
            answer.warnings.append(
                f"{self.home / '_repos' / self.project} is missing: the source of "
                f"'{self.project}' was not searched (`rk-action update {self.project}` clones "
                "it again)")
            return False
        learn = learn and learnable(answer.query, answer)
        with lock.writing(self.home) if learn else nullcontext(False) as held:
            if learn and not held:
                answer.warnings.append(f"the doc found for '{answer.query}' was not saved: "
                                       f"{lock.busy_message(self.home)}")
            found = find_in_source(self, answer.query, held, bool(answer.ranked))
        if found is None:
            return False
        answer.layer = 4
        answer.results = self._results(answer.ranked, found, top, SOURCE)
        return True

    def last_resort(self, answer: Answer, top: int) -> bool:
        """Layer 4 when neither the ranking nor the source found anything: the largest entry
        answers a query that has a word (nothing is learned). True when it did."""
        from rk_action.search.fallback import largest_entry

        if answer.ranked or answer.results or not normalize_query(answer.query):
            return False
        found = largest_entry((i, e["lines"]) for i, e in self.entries.items())
        if found is None:
            return False
        answer.layer, answer.last_resort = 4, True
        answer.results = self._results([], found, top, FALLBACK)
        return True

    def _results(self, ranked: list[tuple[int, float]], chosen: int | None, top: int,
                 label: str) -> list[Hit]:
        """The results shown (`rank.shown`): `chosen`, labelled `label`, then the ranked."""
        scores = dict(ranked)
        return [self.hit(p, scores.get(p, 0.0), n, label if p == chosen else RANKED)
                for n, p in enumerate(ranking.shown(ranked, chosen, top), 1)]

    def learn(self, position: int, query: str) -> bool:
        """Prepend `query` to the entry's aliases (unique, at most 10) in `_index.md`, read
        again under the home's write lock. False when another run holds that lock: nothing is
        learned."""
        doc = self.entry(position)["doc"]
        with lock.writing(self.home) as held:
            if not held:
                return False
            store.edit_index(self.project_dir, lambda entries: self._prepend(entries, doc, query))
        return True

    def _prepend(self, entries: list[store.IndexEntry], doc: str, query: str) -> bool:
        """Put `query` first among the aliases of `doc`'s entry; did they change?"""
        for entry in entries:
            if entry.doc == doc:
                merged = store.merge_aliases([query], entry.aliases)
                if merged == entry.aliases:
                    return False
                entry.aliases = merged
                self.aliases[doc] = merged
                self._tables = None
                return True
        return False


_KEY_MATERIAL = lazy(r"[A-Za-z0-9/+=_-]{32,}")


def _key_like(word: str) -> bool:
    """Is a long run of key characters mixed like key material (both cases and a digit)?"""
    return (any(c.isupper() for c in word) and any(c.islower() for c in word)
            and any(c.isdigit() or c in "/+" for c in word))


def learnable(query: str, answer: Answer) -> bool:
    """Whether `query` may become an alias, written to `_index.md` and the site's search data:
    not when it holds a secret (a key pasted into the search box), nor what may be one alone
    (an AWS secret key is redacted in code only beside its key id); the answer then says so."""
    if redact(query) == query and not any(map(_key_like, _KEY_MATERIAL.findall(query))):
        return True
    warning = "the query was not learned: it holds what looks like a secret"
    if warning not in answer.warnings:
        answer.warnings.append(warning)
    return False


def search_all(searches: list[ProjectSearch], query: str, top: int, learn: bool) -> Answer:
    """One query over several projects: answered projects first, then by score (asked again
    after a bad part of an index was found and that index rebuilt)."""
    try:
        return _search_all(searches, query, top, learn)
    except BadPart as bad:
        for search in searches:
            if bad.project_dir in (None, search.project_dir):
                search.rebuild(bad)
        return _search_all(searches, query, top, learn)


def _search_all(searches: list[ProjectSearch], query: str, top: int, learn: bool) -> Answer:
    answers = [s.indexed(query, top, learn) for s in searches]
    if all(a.layer == 2 for a in answers):
        _from_sources(list(zip(searches, answers, strict=True)), top, learn)
    answered = [a for a in answers if a.layer != 2]
    layer = min((a.layer for a in answered), default=2)
    firsts = sorted((a.results[0] for a in answered if a.results),
                    key=lambda h: (-h.score, h.project))
    rest = [h for a in answers for h in (a.results[1:] if a.layer != 2 else a.results)]
    rest.sort(key=lambda h: (-h.score, h.project, h.rank))
    merged = (firsts + rest)[:top]
    for number, hit in enumerate(merged, 1):
        hit.rank = number
    return Answer(query, "all", layer, merged, last_resort=any(a.last_resort for a in answers),
                  warnings=[w for a in answers for w in a.warnings])


def _from_sources(pairs: list[tuple[ProjectSearch, Answer]], top: int, learn: bool) -> None:
    """Layer 4 over several projects: the first whose source answers, else, when no project's
    ranking found anything either, the first that has a last resort."""
    for search, answer in pairs:
        if search.from_source(answer, top, learn):
            return
    if any(answer.ranked for _, answer in pairs):
        return
    for search, answer in pairs:
        if search.last_resort(answer, top):
            return


def unlearn(home: Path, project: str, query: str) -> int:
    """Remove `query` (normalized) from every alias list; returns how many lists changed."""
    wanted = normalize_query(query)

    def drop(entries: list[store.IndexEntry]) -> int:
        changed = 0
        for entry in entries:
            kept = [a for a in entry.aliases if normalize_query(a) != wanted]
            if kept != entry.aliases:
                entry.aliases, changed = kept, changed + 1
        return changed

    return store.edit_index(home / project, drop)[1]
