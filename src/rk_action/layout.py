"""Layout: which entities get a page of their own, and the page's path (DESIGN §2).

Granularity: a function gets a page; a class under 200 lines gets one page with its members
inside; a larger class gets an overview page and one page per method. A namespace (a Ruby
`module`, a TypeScript `namespace`, a Rust `mod`) that holds types is not a class whose members
live on its page: its types get pages of their own, and it has an overview page only when it
has a doc comment or holds functions too (a bare wrapper, such as the `module Rack` that opens
every file of a gem, is skipped as C++ namespaces are; so is one that holds nothing to
document, as a gem's `version.rb` does). Naming: `docs/` + the source directory + a kebab-case
name; collisions inside one directory are resolved by
`(source path, first line)`: later ones get `--<file-stem>`, then `-2`, `-3`, …
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections import defaultdict, deque
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate
from pathlib import PurePosixPath

from rk_action import refs, scan
from rk_action.extract import (
    MAX_SCOPE_NAME,
    extract_file,
    is_namespace,
    language_of,
    looks_inside,
    ruby_stem,
    snake_case,
)
from rk_action.model import DocUnit, Entity
from rk_action.refs import FileRefs

LARGE_CLASS_LINES = 200
MAX_NAME_LENGTH = 80
MAX_ENTITIES_PER_FILE = 10_000
"""Entities documented of one file, in source order; the rest are left out with a warning.
Hand-written files hold a few hundred at most (in CPython's `Lib/`, 557 in `tkinter`, 1,461 in
its tests), but a file under the 1 MB limit (`scan.MAX_BYTES`) can declare 100,000 one-line
functions: the limit bounds what one file costs (pages, index entries, one site page) to about
half of what all of CPython's `Lib/` costs, whatever the file holds."""

_CAMEL = re.compile(
    r"(?<=[a-z0-9])(?=[A-Z])"  # validate|Token, base64|Encode, HTTP2|Server
    # HTTP|Server, but not inside an acronym's plural: URLs, getURLsFrom, APIsV2
    r"|(?<=[A-Z])(?=[A-Z][a-z])(?![A-Z]s(?![a-z]))"
)
_DIGITS_THEN_WORD = re.compile(r"([A-Za-z][0-9]+)(?=[a-z]{2})")  # sha256|sum, md5|hex
_NOT_WORD = re.compile(r"[^\w]+|_+")


def kebab(identifier: str) -> str:
    """`validateToken` → `validate-token`, `HTTPAdapter` → `http-adapter`, `parseURLs` →
    `parse-urls`, `sha256sum` → `sha256-sum`, `__init__` → `init`: an acronym's plural stays
    one word, digits stay with the word before them, and a word after them is one of its own."""
    split = _DIGITS_THEN_WORD.sub(r"\1-", _CAMEL.sub("-", identifier))
    words = _NOT_WORD.sub("-", split).strip("-").lower()
    words = re.sub(r"-{2,}", "-", words)[:MAX_NAME_LENGTH].strip("-")
    return words or "entity"


Planned = tuple[Entity, tuple[Entity, ...], bool]
"""A page before naming: its entity, the members documented inside it, and whether it is the
overview of a large class."""


def plan_units(entities: Iterable[Entity]) -> list[Planned]:
    """(entity, members, overview) for every page, before naming; entities of many files."""
    by_file: dict[str, list[Entity]] = defaultdict(list)
    for entity in entities:
        by_file[entity.source].append(entity)
    planned: list[Planned] = []
    for source in sorted(by_file):
        planned.extend(_plan_file(by_file[source]))
    return planned


def documented(members: tuple[Entity, ...], overview: bool) -> int:
    """How many entities a page documents: itself and its members (an overview: itself)."""
    return 1 if overview else 1 + len(members)


@dataclass(frozen=True, slots=True)
class SourcePlan:
    """One file read, extracted and planned into pages, or why it could not be."""

    units: list[Planned]
    skip: str | None = None
    warning: str | None = None
    refs: FileRefs | None = None
    """The file's imports and what each of its pages names (None when it was not read)."""
    about: str = ""
    """What the file's own doc says it is, for its folder's overview (`readme.file_about`)."""

    @property
    def entities(self) -> int:
        return sum(documented(members, overview) for _, members, overview in self.units)


def plan_source(path: str, data: bytes) -> SourcePlan:
    """Decode, extract and plan one file. Never raises for bad input: a file that cannot be
    decoded or parsed costs only itself, and says why."""
    source = scan.decode_source(path, data)
    if source.text is None:
        return SourcePlan([], source.skip, source.warning)
    try:
        entities = extract_file(path, source.text)
        units = plan_units(entities[:MAX_ENTITIES_PER_FILE])
        names = refs.collect(path, language_of(path) or "", source.text, units)
    except Exception as exc:  # a parser failure (or nesting too deep for it) costs this file
        return SourcePlan([], "unparsable", f"{path}: cannot be parsed ({exc}), skipped")
    notes = [source.warning] if source.warning else []
    if len(entities) > MAX_ENTITIES_PER_FILE:
        extra = len(entities) - MAX_ENTITIES_PER_FILE
        notes.append(f"{path}: {len(entities):,} functions, methods and classes; only the "
                     f"first {MAX_ENTITIES_PER_FILE:,} are documented ({extra:,} left out)")
    unread = sum(e.kind == "class" and not looks_inside(e.symbol) for e in entities)
    if unread:
        notes.append(f"{path}: {unread:,} types nested too deep or named too long (a qualified "
                     f"name over {MAX_SCOPE_NAME} characters): their members are not documented")
    from rk_action.site.readme import file_about  # (it reads a doc as an overview does)

    return SourcePlan(units, None, "; ".join(notes) or None, names,
                      file_about(path, source.text) if units else "")


def _contains(outer: Entity, inner: Entity) -> bool:
    return outer.start_line <= inner.start_line and inner.end_line <= outer.end_line


class _Owners:
    """The classes of one file by symbol, to find a member's owner in O(log n).

    Symbols may repeat in one file (Rust types local to functions, or 20,000 `class C:` in an
    adversarial file): the owner is the first class of that name, in source order, whose lines
    contain the member. Per name, `reach[i]` is the furthest last line of classes `0..i`, so
    the first class reaching past the member's end is found by bisection."""

    def __init__(self, entities: list[Entity]) -> None:
        by_symbol: dict[str, list[Entity]] = defaultdict(list)
        for entity in entities:
            if entity.kind == "class":
                by_symbol[entity.symbol].append(entity)
        self.classes: dict[str, tuple[list[Entity], list[int], list[int]]] = {}
        for symbol, found in by_symbol.items():
            found.sort(key=lambda c: c.start_line)
            self.classes[symbol] = (found, [c.start_line for c in found],
                                    list(accumulate((c.end_line for c in found), max)))

    def owner(self, entity: Entity) -> Entity | None:
        if entity.parent not in self.classes:
            return None
        found, starts, reach = self.classes[entity.parent]
        before = bisect_right(starts, entity.start_line)  # those starting at or before it
        for position in range(bisect_left(reach, entity.end_line, 0, before), before):
            candidate = found[position]
            # the first is the owner unless it is the entity itself (a class named like its
            # parent): only then does the scan go on
            if candidate is not entity and _contains(candidate, entity):
                return candidate
        return None


def _plan_file(entities: list[Entity]) -> list[Planned]:
    owners = _Owners(entities)
    children: dict[Entity, list[Entity]] = defaultdict(list)
    roots: list[Entity] = []
    for entity in entities:
        owner = owners.owner(entity)
        if owner is not None:
            children[owner].append(entity)
        else:
            roots.append(entity)

    def descendants(owner: Entity) -> list[Entity]:
        found: list[Entity] = []
        stack = list(reversed(children.get(owner, [])))
        while stack:
            entity = stack.pop()
            found.append(entity)
            stack.extend(reversed(children.get(entity, [])))
        return found

    def empty(entity: Entity) -> bool:  # a gem's `version.rb`: `module Rack; VERSION = …;
        return not children.get(entity) and not entity.doc and is_namespace(entity)  # end`

    made: dict[str, list[Entity]] = defaultdict(list)  # a factory's methods, pages of their
    for entity in roots:  # own: csv-parse's `transform` returns 21, and its page showed all
        if entity.kind == "method" and entity.parent:  # their 879 lines of code
            made[entity.parent].append(entity)
    planned: list[Planned] = []
    queue = deque(e for e in roots if not empty(e))
    while queue:
        entity = queue.popleft()
        direct = children.get(entity, [])
        reopened = _reopened(entity, direct)
        namespace = (is_namespace(entity) or reopened) and any(
            member.kind == "class" for member in direct)
        if entity.kind != "class" and (returned := made.get(entity.symbol)) and all(
                _contains(entity, member) for member in returned):
            planned.append((entity, tuple(returned), True))  # its methods' pages come apart
            continue
        if not namespace and (entity.kind != "class" or entity.line_count < LARGE_CLASS_LINES):
            planned.append((entity, tuple(descendants(entity)), False))
            continue
        paged = [member for member in direct if not empty(member)]  # no page, none listed:
        # the text gem's `Metaphone` listed its `Rules` (constants) as on a page of its own
        # an overview and its members on pages of their own; a bare namespace: only those
        if not namespace or (entity.doc and not reopened) or any(
                member.kind != "class" for member in direct):
            planned.append((entity, tuple(paged), True))
        queue.extendleft(reversed(paged))
    return planned


def _reopened(entity: Entity, members: list[Entity]) -> bool:
    """A Ruby class reopened only to hold the classes of its file, as a module would be
    (mustache's `context.rb`: `class Mustache` around `class Context`, a page of `Mustache`
    that kept `Context` and its fourteen methods inside it, and no page of `Context`): no doc,
    nothing of its own. Its superclass may be written again when it holds the class its file
    is named for (highline's `menu/item.rb`: `class Menu < Question` around `class Item`, a
    second page of `HighLine.Menu` that held `Item`); else a class with a base is one. Its doc
    too, written again over it, when it holds the class its file is named for (tty-prompt's
    `prompt/suggestion.rb`: "# A class responsible for terminal prompt interactions." over
    `class Prompt` around `class Suggestion`, a page of `TTY.Prompt` that held it)."""
    stem = ruby_stem(entity.source)
    named = any(snake_case(member.name) == stem for member in members)
    return (entity.language == "ruby" and entity.kind == "class" and (not entity.doc or named)
            and all(member.kind == "class" for member in members)
            and (not entity.bases or named))


def base_name(entity: Entity, standalone_method: bool) -> str:
    """The kebab name before collisions: methods on their own page are `<class>-<method>`."""
    return _base(entity.parent if standalone_method else "", entity.name)


def _base(parent: str, name: str) -> str:
    """`kebab(name)`, or `<class>-<method>` for a method of `parent` on a page of its own."""
    if parent:
        return kebab(f"{re.split(r'[.]|::', parent)[-1]}-{name}")
    return kebab(name)


@lru_cache(maxsize=4096)
def source_dir(source: str) -> str:
    """`src/auth/x.ts` → `src/auth`; refuses paths that could leave `docs/`. (Kept: asked for
    each page and entry of a file, and a path takes pathlib several microseconds.)"""
    parts = PurePosixPath(source).parts[:-1]
    if source.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise ValueError(f"unsafe source path: {source!r}")
    return "/".join(parts)


@dataclass(frozen=True, slots=True)
class PageKey:
    """What naming needs of a page: its base name and its place for resolving collisions."""

    base: str
    source: str
    start_line: int
    symbol: str


def page_key(entity: Entity) -> PageKey:
    return PageKey(base_name(entity, entity.kind == "method"), entity.source, entity.start_line,
                   entity.symbol)


def documents_itself(symbol: str, doc_path: str) -> bool:
    """Is the page `doc_path` the page of `symbol` itself, not of the class it is a member of
    (a small class's methods are kept on its page)? A symbol of no class is; else the page's
    base name is the symbol's (`base_name`: the name, or `<class>-<method>`)."""
    owner, name = split_member(symbol)
    return not owner or base_of(doc_path) in (_base("", name), _base(owner, name))


def split_member(symbol: str) -> tuple[str, str]:
    """`Headers.get` → (`Headers`, `get`); a computed name stays whole: `Headers.[Symbol.
    iterator]` → (`Headers`, `[Symbol.iterator]`) (node-fetch's read "Documented within
    `Headers.[Symbol`", of a method with a page of its own)."""
    if symbol.endswith("]") and ".[" in symbol:
        owner, _, name = symbol.rpartition(".[")
        return owner, "[" + name
    owner, _, name = symbol.rpartition(".")
    return owner, name


def base_name_of(doc_path: str) -> str:
    """`docs/src/auth/validate-token.md` → `validate-token` (the link text in `_index.md`)."""
    return doc_path.rsplit("/", 1)[-1].removesuffix(".md")


def source_dir_of_doc(doc_path: str) -> str:
    """`docs/src/auth/validate-token.md` → `src/auth`, the source folder it documents."""
    return doc_path.removeprefix("docs/").rpartition("/")[0]


def base_of(doc_path: str) -> str:
    """The base name inside a doc path: kebab names never hold `--`, so it ends there."""
    return doc_path.rsplit("/", 1)[-1].removesuffix(".md").split("--", 1)[0]


def doc_paths(pages: list[PageKey]) -> list[str]:
    """The doc path of each page, in the order given; collisions resolved per folder.

    Only the pages of one folder influence each other's names, so a caller may name one
    source folder at a time.
    """
    by_dir: dict[str, list[int]] = defaultdict(list)
    for position, key in enumerate(pages):
        by_dir[source_dir(key.source)].append(position)
    paths = [""] * len(pages)
    for directory, positions in by_dir.items():
        names = _FreeNames()
        prefix = f"docs/{directory}/" if directory else "docs/"
        order = sorted(positions, key=lambda p: (_private(pages[p]), pages[p].source,
                                                 pages[p].start_line, pages[p].symbol, p))
        for position in order:
            paths[position] = f"{prefix}{names.take(pages[position])}.md"
    return paths


def _private(key: PageKey) -> bool:
    """Is the page's entity named as private (`_batched`; Go's unexported `lookup`)? Of two
    names a folder's docs would share, the public one takes the plain name: more-itertools'
    `batched` was `batched--recipes.md`, its private helper `_batched` `batched.md`."""
    own = key.symbol.rpartition(".")[2]
    if own.startswith("_"):
        return not (own.startswith("__") and own.endswith("__"))
    return key.source.endswith(".go") and own[:1].islower()


def renamed_aliases(old: dict[str, list[str]], new_docs: list[str]) -> dict[str, list[str]]:
    """The learned aliases of docs that another version of rk-action named differently: a new
    doc gets those of the vanished old doc of its folder whose base name differs from its own
    only in hyphens (`parse-ur-ls` → `parse-urls`, or `parse-urls--urls` when `parse-urls` is
    taken), when neither has a twin. `old`: doc → aliases of the old index."""
    kept = set(new_docs)

    def spelling(doc: str) -> str:
        return doc.rsplit("/", 1)[0] + "/" + base_of(doc).replace("-", "")

    vanished: dict[str, list[str]] = defaultdict(list)
    for doc in old:
        if doc not in kept:
            vanished[spelling(doc)].append(doc)
    arrived: dict[str, list[str]] = defaultdict(list)
    for doc in new_docs:
        if doc not in old:
            arrived[spelling(doc)].append(doc)
    return {docs[0]: old[vanished[key][0]] for key, docs in arrived.items()
            if len(docs) == 1 and len(vanished.get(key, ())) == 1 and old[vanished[key][0]]}


class _FreeNames:
    """The names taken in one folder, handing out the next free one in O(1) amortized.

    A name taken is `<base>`, else `<base>--<stem>`, else the lowest free `<base>--<stem>-<k>`
    from k = 2. Names are only ever added, so the counters below the last one handed out for a
    `<base>--<stem>` stay taken: the search resumes there instead of at 2 (which made 12,000
    functions of one name in one file cost 72 million lookups)."""

    __slots__ = ("next_counter", "taken")

    def __init__(self) -> None:
        self.taken: set[str] = set()
        self.next_counter: dict[str, int] = {}

    def take(self, key: PageKey) -> str:
        name = key.base
        if name in self.taken:
            stem = kebab(PurePosixPath(key.source).name.split(".", 1)[0])
            name = prefix = f"{key.base}--{stem}"
            counter = self.next_counter.get(prefix, 2)
            while name in self.taken:
                name = f"{prefix}-{counter}"
                counter += 1
            self.next_counter[prefix] = counter
        self.taken.add(name)
        return name


def layout(entities: Iterable[Entity]) -> list[DocUnit]:
    """Every doc page of a set of entities, sorted by doc path."""
    planned = plan_units(entities)
    paths = doc_paths([page_key(entity) for entity, _, _ in planned])
    units = [
        DocUnit(entity, path, members, overview)
        for (entity, members, overview), path in zip(planned, paths, strict=True)
    ]
    return sorted(units, key=lambda u: u.doc_path)
