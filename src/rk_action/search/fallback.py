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

import itertools
import re
from collections import defaultdict
from typing import TYPE_CHECKING, Any

from rk_action import forge, gitutil, history, layout, scan, store
from rk_action import overview as folders_overview
from rk_action.create import today
from rk_action.errors import GitError
from rk_action.extract import extract_file
from rk_action.forge import SourceLink
from rk_action.model import DocUnit, Entity
from rk_action.redact import redact
from rk_action.render import render_doc
from rk_action.search.text import term
from rk_action.summarize.static import summarize

if TYPE_CHECKING:
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


def grep_patterns(words: list[str]) -> list[str]:
    """Each word, plus adjacent pairs joined as in identifiers (`read_file`, `readfile`)."""
    patterns = list(words)
    for first, second in itertools.pairwise(words):
        patterns += [f"{first}_{second}", f"{first}{second}"]
    return patterns


def word_stem(word: str) -> str | None:
    """The part of `word` its search term keeps (`numbers` → number, `includes` → includ), when
    that is shorter than the word and at least 4 letters long; else None."""
    stemmed = term(word)
    length = next((i for i, (a, b) in enumerate(zip(word, stemmed, strict=False)) if a != b),
                  min(len(word), len(stemmed)))
    return word[:length] if 4 <= length < len(word) else None


def grep_variants(words: list[str]) -> list[tuple[list[str], list[str]]]:
    """The searches layer 4 tries in turn, as (patterns, words that count on a line): the
    words and their identifier joins, then the words cut to their stems."""
    stems = list(dict.fromkeys(s for s in map(word_stem, words) if s))
    return [(grep_patterns(words), words), (stems, stems)]


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
    repo = search.home / "_repos" / search.project
    # `-z`: names as they are, ended by a NUL (without it git quotes a name that is not ASCII,
    # and a `:` in a name cannot be told from the separator).
    args = ["grep", "-z", "-n", "-i", "-I", "-F", "--full-name"]
    for pattern in patterns:
        args += ["-e", pattern]
    out = gitutil.git(*args, "HEAD", cwd=repo, check=False)
    per_file: dict[str, int] = defaultdict(int)
    candidates: list[tuple[int, str, int, str]] = []
    for line in out.split("\n"):
        name, _, rest = line.partition("\0")
        line_number, _, text = rest.partition("\0")
        path = name.removeprefix("HEAD:")
        if (not line_number.isdigit() or scan.skip_reason(path) is not None
                or not wanted.keeps(path)):
            continue
        hits = _hits(text, words)
        per_file[path] += hits
        candidates.append((hits, path, int(line_number), text))
    if not candidates:
        return None

    def key(candidate: tuple[int, str, int, str]) -> tuple[int, int, int, str]:
        return candidate[0], per_file[candidate[1]], -candidate[2], candidate[1]

    # The docs show the code redacted: a line that matches only by a secret answers nothing
    # (else the secret, as the query, would become the alias of a doc on the public site).
    best = max(candidates, key=key)
    if _hits(redact(best[3]), words) == best[0]:
        return best[1], best[2]
    for hits, path, number, text in sorted(candidates, key=key, reverse=True):
        if _hits(redact(text), words) == hits:
            return path, number
    return None


def _hits(line: str, words: list[str]) -> int:
    """How many of `words` a line holds."""
    text = line.lower()
    return sum(1 for word in words if word in text)


def largest_entry(entries: list[dict[str, Any]]) -> int | None:
    """The last resort of layer 4: the position of the entry spanning the most lines (ties:
    the first), so that a query always gets a result when the project has code."""
    sizes = [e["lines"][1] - e["lines"][0] for e in entries]
    return max(range(len(sizes)), key=lambda i: (sizes[i], -i)) if sizes else None


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
    """Layer 4: the position (in `search.entries`) of the entity found in the source.

    An entity that already has a doc adds nothing to what the ranking knows: when the ranking
    gave results (`ranked`), such a find is dropped (None) and the ranking's order stands.
    """
    found = best_line(search, query_words(query))
    if found is None:
        return None
    path, line = found
    repo = search.home / "_repos" / search.project
    listed = gitutil.tree(repo, "HEAD", [path])
    if not listed:
        return None
    source = scan.decode_source(path, gitutil.read_blobs(repo, [listed[0].blob])[0])
    if source.text is None:
        return None
    try:
        entity, members, overview = enclosing_page(path, source.text, line)
    except (LookupError, ValueError, SyntaxError):
        return None
    for position, entry in enumerate(search.entries):
        if (entry["source"], entry["symbol"], entry["lines"][0]) == (
                entity.source, entity.symbol, entity.start_line):
            if ranked:
                return None
            if learn:
                search.learn(position, query)
            return position
    return _add_doc(search, entity, members, overview, query, learn)


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
             overview: bool, query: str, learn: bool) -> int:
    """Generate the entity's page; save and index it unless learning is off."""
    summary = summarize(entity, members, overview)
    text = render_doc(DocUnit(entity, "", members, overview), summary, today(),
                      _source_link(search, entity.source))
    doc = _free_doc_path(search, entity)
    name = layout.base_name_of(doc)
    entry: dict[str, Any] = {"name": name, "doc": doc, "source": entity.source,
             "symbol": entity.symbol, "kind": entity.kind,
             "lines": [entity.start_line, entity.end_line], "description": summary.description}
    if not learn:
        search.entries.append(entry)
        return len(search.entries) - 1
    project_dir = search.project_dir
    target = store.inside(project_dir, project_dir / doc)
    target.parent.mkdir(parents=True, exist_ok=True)  # a folder create never wrote a doc in
    store.write_atomic(target, text, project_dir)
    meta = store.read_meta(project_dir) or {}
    folders = _overviews_with(search, meta.get("last_commit", "HEAD"),
                              folders_overview.Listed(doc, entity.source, entity.symbol,
                                                      summary.description))

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
    search.reload()
    return next(i for i, e in enumerate(search.entries) if e["doc"] == doc)


def _overviews_with(search: ProjectSearch, commit: str,
                    listed: folders_overview.Listed) -> dict[str, store.IndexEntry | None]:
    """Write the folder overviews as an update adding the doc `listed` would (its folder's
    overview gains its row, and those above where a one-liner changed); their index entries."""
    from rk_action.update import overview_changes

    project_dir = search.project_dir
    repo = search.home / "_repos" / search.project
    changes = overview_changes(project_dir, repo, commit, store.IndexText.read(project_dir),
                               [], [listed], [])
    for doc, text in changes.writes.items():
        target = store.inside(project_dir, project_dir / doc)
        target.parent.mkdir(parents=True, exist_ok=True)
        store.write_atomic(target, text, project_dir)
    return changes.entries


def _free_doc_path(search: ProjectSearch, entity: Entity) -> str:
    """The page's path as a create would name it, or the next free one if that is taken."""
    taken = {e["doc"] for e in search.entries}
    key = layout.page_key(entity)
    folder = layout.source_dir(entity.source)
    rivals = [
        layout.PageKey(layout.base_of(e["doc"]), e["source"], e["lines"][0], e["symbol"])
        for e in search.entries
        if layout.source_dir_of_doc(e["doc"]) == folder and layout.base_of(e["doc"]) == key.base
    ]
    doc = layout.doc_paths([*rivals, key])[-1]
    stem = doc.removesuffix(".md")
    counter = 2
    while doc in taken or (search.project_dir / doc).exists():
        doc = f"{stem}-{counter}.md"
        counter += 1
    return doc
