"""Layer 4: find the answer in the source when no indexed doc passes verification.

The query's informative words (and their snake_case / camelCase joins) are searched with
`git grep` in the project's clone at HEAD, within the project's include/exclude filter (then, if
no line matches, the words cut to their stems); the line that matches the most distinct words
wins, and the entity enclosing it is the answer when it has no doc yet (a doc lost or never
made): one is generated, saved and added to `_index.md` with the query as its first alias, and
its folder's overview lists it (`update.overview_changes`, as an update adding it would). An
entity that has a doc answers only when the ranking found nothing at all. When neither the
ranking nor the source finds anything, the largest entry answers (nothing is learned), so a
query with words always gets a result.
"""

from __future__ import annotations

import functools
import heapq
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from rk_action import __version__, dependencies, forge, gitutil, history, layout, scan, store
from rk_action.errors import GitError
from rk_action.extract import extract_file, language_of
from rk_action.forge import SourceLink
from rk_action.model import DocUnit, Entity
from rk_action.redact import redact
from rk_action.search.ondisk import refresh_index, stamp
from rk_action.search.source import SourceFiles, source_files
from rk_action.search.text import split_identifier, term

if TYPE_CHECKING:
    from rk_action.overview import Listed
    from rk_action.search.engine import ProjectSearch

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]{2,}")
# Words too common in questions to find anything in code by themselves.
_COMMON = frozenset(re.findall(r"\w+", """
    the and for with from into that this what where which when how does can get use using
    are was were have has not all any way code python java javascript function method
    class file files value values
"""))


def query_words(query: str) -> list[str]:
    """The informative words of a query, in order, lowercase, without repeats."""
    words: list[str] = []
    for word in _WORD.findall(query):
        word = word.lower()
        if word not in _COMMON and word not in words:
            words.append(word)
    return words


def word_stem(word: str) -> str | None:
    """The part of `word` its search term keeps (`numbers` → number, `includes` → includ), when
    that is shorter than the word and at least 4 letters long; else None."""
    stemmed = term(word)
    length = next((i for i, (a, b) in enumerate(zip(word, stemmed, strict=False)) if a != b),
                  min(len(word), len(stemmed)))
    return word[:length] if 4 <= length < len(word) else None


def grep_variants(words: list[str]) -> list[tuple[list[str], list[str]]]:
    """The searches layer 4 tries in turn, as (patterns, words that count on a line): the
    words (looked for as substrings, so `dotted_netmask` holds `netmask`), then the words cut
    to their stems."""
    stems = list(dict.fromkeys(s for s in map(word_stem, words) if s))
    return [(words, words), (stems, stems)]


def best_line(search: ProjectSearch, words: list[str]) -> tuple[str, int] | None:
    """(path, line) of the source line matching the most distinct query words, for the first
    variant of the query (`grep_variants`) that matches any line."""
    wanted = scan.PathFilter.from_meta(store.read_meta(search.project_dir) or {})
    for patterns, counted in grep_variants(words):
        found = _best_line(search, wanted, patterns, counted)
        if found is not None:
            return found
    return None


def _best_line(search: ProjectSearch, wanted: scan.PathFilter, patterns: list[str],
               words: list[str]) -> tuple[str, int] | None:
    if not patterns:
        return None
    files = stored_source(search)
    per_file: dict[str, int] = defaultdict(int)
    candidates: list[Candidate] = []
    kept: dict[str, bool] = {}
    for path, number, text, hits in files.grep(patterns):
        if path not in kept:
            kept[path] = scan.skip_reason(path) is None and wanted.keeps(path)
        if kept[path]:
            per_file[path] += hits
            candidates.append(Candidate(hits, path, number, text))
    # The docs show the code redacted: a line that matches only by a secret answers nothing
    # (else the secret, as the query, would become the alias of a doc on the public site).
    for best in ranked_lines(candidates, per_file, words, Definitions(files)):
        if _hits(redact(best.text), words) == best.hits:
            return best.path, best.number
    return None


def stored_source(search: ProjectSearch) -> SourceFiles:
    """The project's source at the clone's HEAD (`source.source_files`)."""
    return source_files(search.home / "_repos" / search.project)


def _hits(line: str, words: list[str]) -> int:
    """How many of `words` a line holds (ASCII letters compared without case, as the stored
    source is searched)."""
    text = line.encode("utf-8", "surrogateescape").lower()
    return sum(1 for word in words if word.encode() in text)


class Candidate(NamedTuple):
    """A source line holding query words: how many, and where."""

    hits: int
    path: str
    number: int
    text: str


def name_coverage(name: str, words: list[str]) -> int:
    """How many of `words` the identifier `name` names: the words whose search term is that of
    one of its parts (`dottedNetmask`, `dotted_netmask` name "dotted" and "netmasks"), or that
    are all its parts run together ("dottednetmask")."""
    return _coverage(name, [(term(word), word) for word in words])


def _coverage(name: str, words: list[tuple[str, str]]) -> int:
    """`name_coverage` with each word's search term given: (term, word)."""
    parts, whole = _name_parts(name)
    return sum(1 for stem, word in words if stem in parts or word == whole)


@functools.lru_cache(maxsize=1 << 17)
def _name_parts(name: str) -> tuple[frozenset[str], str]:
    """The search terms of an identifier's parts, and its parts run together (kept across the
    queries of a run: the same identifiers come back in every search of the source)."""
    split = split_identifier(name)
    return frozenset(term(part) for part in split), "".join(split)


def name_lines(lines: list[str], pages: list[tuple[str, int]]) -> dict[int, list[str]]:
    """line number → the names of the pages defined there. A page, given as (symbol, first
    line), is defined on the first of its lines that holds its bare name (the symbol's last
    part) as a whole identifier: decorators and doc comments above it aside."""
    out: dict[int, list[str]] = defaultdict(list)
    for symbol, first in pages:
        name = symbol.rsplit(".", 1)[-1]
        number = next((n for n in range(max(first, 1), len(lines) + 1)
                       if name in _IDENTIFIER.findall(lines[n - 1])), first)
        out[number].append(name)
    return out


_IDENTIFIER = re.compile(r"[A-Za-z0-9_$]+")


class Definitions:
    """The pages each file of HEAD defines and where (`name_lines`), extracted on first use:
    extraction costs, and most lines holding a query word name nothing."""

    def __init__(self, files: SourceFiles) -> None:
        self.files = files
        self._names: dict[str, dict[int, list[str]]] = {}

    def names_at(self, path: str, number: int) -> list[str]:
        if path not in self._names:
            self._names[path] = self._read(path)
        return self._names[path].get(number, [])

    def _read(self, path: str) -> dict[int, list[str]]:
        blob = self.files.blob(path)
        if blob is None:
            return {}
        # Kept per blob and language, by the version of rk-action that extracted them.
        key = f"{blob}-{language_of(path)}"
        known = self.files.recall(f"definitions-{__version__}", key)
        if isinstance(known, dict):
            return {int(number): names for number, names in known.items()}
        found = self._extract(path)
        self.files.remember(f"definitions-{__version__}", key, found)
        return found

    def _extract(self, path: str) -> dict[int, list[str]]:
        data = self.files.text(path)
        text = None if data is None else scan.decode_source(path, data).text
        if text is None:
            return {}
        try:
            planned = layout.plan_units(extract_file(path, text))
        except (LookupError, ValueError, SyntaxError):
            return {}
        return name_lines(text.split("\n"), [(p[0].symbol, p[0].start_line) for p in planned])


def ranked_lines(candidates: list[Candidate], per_file: dict[str, int], words: list[str],
                 definitions: Definitions) -> Iterator[Candidate]:
    """The candidates, best first, by the layer-4 rule: a line that defines a page, by how many
    query words the page's name names (`name_coverage`), before the lines that only mention
    them; then by the words the line holds, the words its file holds, the earlier line, the
    later path. Whether a line defines a page is asked of `definitions` only for lines whose
    identifiers could name a word, best first, until no unasked line could rank higher."""
    terms = [(term(word), word) for word in words]
    coverage: dict[str, int] = {}

    def covers(name: str) -> int:
        found = coverage.get(name)
        if found is None:
            found = coverage[name] = _coverage(name, terms)
        return found

    later = {path: -n for n, path in enumerate(sorted({line.path for line in candidates}))}
    # Min-heap keys: each part of the rule negated, so that the best line pops first.
    heap: list[tuple[int, int, int, int, int, bool, int]] = []
    for position, line in enumerate(candidates):
        upper = max(map(covers, _IDENTIFIER.findall(line.text)), default=0)
        heap.append((-upper, -line.hits, -per_file[line.path], line.number, later[line.path],
                     upper > 0, position))
    heapq.heapify(heap)
    while heap:
        _, hits, in_file, number, path, unasked, position = heapq.heappop(heap)
        line = candidates[position]
        if not unasked:
            yield line
            continue
        named = max(map(covers, definitions.names_at(line.path, line.number)), default=0)
        heapq.heappush(heap, (-named, hits, in_file, number, path, False, position))


def largest_entry(spans: Iterable[tuple[int, Sequence[int]]]) -> int | None:
    """The last resort of layer 4: of the entries' (position, (first line, last line)), the
    position of the one spanning the most lines (ties: the first), so that a query always gets
    a result when the project has code."""
    best: tuple[int, int] | None = None
    for position, (first, last) in spans:
        if best is None or (last - first, -position) > best:
            best = (last - first, -position)
    return None if best is None else -best[1]


def enclosing_page(path: str, text: str, line: int) -> tuple[Entity, tuple[Entity, ...], bool]:
    """The page whose entity holds `line` most closely (else the nearest page)."""
    planned = layout.plan_units(extract_file(path, text))
    if not planned:
        raise LookupError(path)
    holding = [p for p in planned if p[0].start_line <= line <= p[0].end_line]
    if holding:
        return min(holding, key=lambda p: p[0].line_count)
    return min(planned, key=lambda p: min(abs(p[0].start_line - line), abs(p[0].end_line - line)))


def find_in_source(
    search: ProjectSearch, query: str, learn: bool, ranked: bool = False,
) -> int | None:
    """Layer 4: the position (for `search.entry`) of the entity found in the source.

    An entity that already has a doc adds nothing to what the ranking knows: when the ranking
    gave results (`ranked`), such a find is dropped (None) and the ranking's order stands; so,
    when every page of the source has its doc (`documented_in_full`), the source is not read.
    """
    if ranked and search.in_full is None:
        search.in_full = documented_in_full(search)
    if ranked and search.in_full:
        return None
    found = best_line(search, query_words(query))
    if found is None:
        return None
    path, line = found
    data = stored_source(search).text(path)
    if data is None:
        return None
    source = scan.decode_source(path, data)
    if source.text is None:
        return None
    try:
        entity, members, overview = enclosing_page(path, source.text, line)
    except (LookupError, ValueError, SyntaxError):
        return None
    for position, entry in search.entries_named(layout.source_dir(entity.source),
                                                layout.page_key(entity).base):
        if (entry["source"], entry["symbol"], entry["lines"][0]) == (
                entity.source, entity.symbol, entity.start_line):
            if ranked:
                return None
            if learn:
                search.learn(position, query)
            return position
    from rk_action.site.readme import file_about

    return _add_doc(search, entity, members, overview, query, learn,
                    file_about(path, source.text))


def documented_in_full(search: ProjectSearch) -> bool:
    """Does every page of the clone's HEAD have a doc in the index? True when HEAD is the
    documented commit and the index counts at least as many entities as the reference graph's
    head (`_refs/head.json`) counts pages; False when either cannot be read. The docs a run
    writes are those pages, so then layer 4 can find only pages that have docs: the questions a
    fully documented project's ranking leaves unverified cost no read of the source. (A
    hand-edited `_index.md` that adds entries may hide a missing page: layer 4 then does not
    look for it, and nothing else changes.)"""
    commit = (store.read_meta(search.project_dir) or {}).get("last_commit", "")
    try:
        head = gitutil.read_head(search.home / "_repos" / search.project)
        files = store.Parts(search.project_dir, commit).head.files if head == commit else None
    except (GitError, store.BadPart):
        return False
    return files is not None and sum(n for _, _, n in files.values()) <= search.index.head.entities


def _source_link(search: ProjectSearch, path: str) -> SourceLink | None:
    """Where the new page's lines are shown: as create links its pages (None without a forge)."""
    found = forge.from_meta(store.read_meta(search.project_dir) or {})
    if found is None:
        return None
    try:
        commits = history.last_changes(search.home / "_repos" / search.project, [path])
    except GitError:
        return None
    return forge.links(found, commits).get(path)


def _add_doc(search: ProjectSearch, entity: Entity, members: tuple[Entity, ...],
             overview: bool, query: str, learn: bool, about: str = "") -> int:
    """Generate the entity's page; save and index it unless learning is off (its folder's
    overview showing what its file says it is, `about`, as a create's does)."""
    # Imported here: the writers (summarizer, renderer, overviews) cost a search that finds no
    # undocumented entity about 200 ms of start-up, most searches of the source.
    from rk_action import overview as folders_overview
    from rk_action.create import today
    from rk_action.render import render_doc
    from rk_action.summarize.static import summarize

    summary = summarize(entity, members, overview)
    text = render_doc(DocUnit(entity, "", members, overview), summary, today(),
                      _source_link(search, entity.source))
    doc = _free_doc_path(search, entity)
    name = layout.base_name_of(doc)
    entry: dict[str, Any] = {"name": name, "doc": doc, "source": entity.source,
             "symbol": entity.symbol, "kind": entity.kind,
             "lines": [entity.start_line, entity.end_line], "description": summary.description}
    if not learn:
        return search.add_unsaved(entry)
    project_dir = search.project_dir
    before = stamp(project_dir)
    target = store.inside(project_dir, project_dir / doc)
    target.parent.mkdir(parents=True, exist_ok=True)  # a folder create never wrote a doc in
    store.write_atomic(target, text, project_dir)
    meta = store.read_meta(project_dir) or {}
    folders = _overviews_with(search, meta.get("last_commit", "HEAD"),
                              folders_overview.Listed(doc, entity.source, entity.symbol,
                                                      summary.description), about)

    def add(entries: list[store.IndexEntry]) -> int:
        kept = [e for e in entries if e.doc not in folders]
        entries[:] = kept + [e for e in folders.values() if e is not None]
        entries.append(store.IndexEntry(name, doc, summary.description, [query]))
        return 1

    entries, _ = store.edit_index(project_dir, add)
    # `generator` stays: the other pages are still the writer's (update rebuilds them).
    meta |= {"last_update": today(), "total_docs": str(len(entries))}
    store.write_atomic(project_dir / "_meta.md", store.format_meta(meta))
    store.sync_registry(search.home, search.project)
    refresh_index(project_dir, [doc, *folders], before)  # the new doc's postings only
    search.reload()
    position = search.position_of(doc)
    return search.add_unsaved(entry) if position is None else position


def _overviews_with(search: ProjectSearch, commit: str, listed: Listed,
                    about: str = "") -> dict[str, store.IndexEntry | None]:
    """Write the folder overviews as an update adding the doc `listed` would (its folder's
    overview gains its row, and those above where a one-liner changed); their index entries."""
    from rk_action.update import Diagrams, overview_changes

    project_dir = search.project_dir
    repo = search.home / "_repos" / search.project
    try:  # the diagrams stay those of the graph
        edges = dependencies.folder_edges(store.Parts(project_dir, commit).edges())
    except store.BadPart:
        edges = None
    diagrams = Diagrams(lambda folder: dependencies.markdown(edges.get(folder, ())), []) \
        if edges is not None else None
    changes = overview_changes(project_dir, repo, commit, store.IndexText.read(project_dir),
                               [], [listed], [], diagrams=diagrams,
                               abouts={listed.source: about})
    for doc, text in changes.writes.items():
        target = store.inside(project_dir, project_dir / doc)
        target.parent.mkdir(parents=True, exist_ok=True)
        store.write_atomic(target, text, project_dir)
    return changes.entries


def _free_doc_path(search: ProjectSearch, entity: Entity) -> str:
    """The page's path as a create would name it, or the next free one if that is taken."""
    key = layout.page_key(entity)
    folder = layout.source_dir(entity.source)
    near = [e for _, e in search.entries_named(folder, key.base)
            if layout.source_dir_of_doc(e["doc"]) == folder]
    taken = {e["doc"] for e in near}  # a name and its `-2`, `-3`… all start with the base
    rivals = [
        layout.PageKey(key.base, e["source"], e["lines"][0], e["symbol"])
        for e in near if layout.base_of(e["doc"]) == key.base
    ]
    doc = layout.doc_paths([*rivals, key])[-1]
    stem = doc.removesuffix(".md")
    counter = 2
    while doc in taken or (search.project_dir / doc).exists():
        doc = f"{stem}-{counter}.md"
        counter += 1
    return doc
