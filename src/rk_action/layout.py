"""Layout: which entities get a page of their own, and the page's path (DESIGN §2).

Granularity: a function gets a page; a class under 200 lines gets one page with its members
inside; a larger class gets an overview page and one page per method. Naming: `docs/` + the
source directory + a kebab-case name; collisions inside one directory are resolved by
`(source path, first line)`: later ones get `--<file-stem>`, then `-2`, `-3`, …
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import PurePosixPath

from rk_action import scan
from rk_action.extract import extract_file
from rk_action.model import DocUnit, Entity

LARGE_CLASS_LINES = 200
MAX_NAME_LENGTH = 80

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NOT_WORD = re.compile(r"[^\w]+|_+")


def kebab(identifier: str) -> str:
    """`validateToken` → `validate-token`, `HTTPAdapter` → `http-adapter`, `__init__` → `init`."""
    words = _NOT_WORD.sub("-", _CAMEL.sub("-", identifier)).strip("-").lower()
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
        units = plan_units(extract_file(path, source.text))
    except Exception as exc:  # a parser failure must cost only this file
        return SourcePlan([], "unparsable", f"{path}: cannot be parsed ({exc}), skipped")
    return SourcePlan(units, None, source.warning)


def _contains(outer: Entity, inner: Entity) -> bool:
    return outer.start_line <= inner.start_line and inner.end_line <= outer.end_line


def _plan_file(entities: list[Entity]) -> list[Planned]:
    # Symbols may repeat in one file (Rust types local to functions): the owner is the class
    # of that name whose lines contain the member.
    classes: dict[str, list[Entity]] = defaultdict(list)
    for entity in entities:
        if entity.kind == "class":
            classes[entity.symbol].append(entity)
    children: dict[Entity, list[Entity]] = defaultdict(list)
    roots: list[Entity] = []
    for entity in entities:
        owners = [c for c in classes.get(entity.parent, ()) if c is not entity]
        owner = next((c for c in owners if _contains(c, entity)), None)
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

    planned: list[Planned] = []
    queue = list(roots)
    while queue:
        entity = queue.pop(0)
        if entity.kind != "class" or entity.line_count < LARGE_CLASS_LINES:
            planned.append((entity, tuple(descendants(entity)), False))
            continue
        direct = children.get(entity, [])
        planned.append((entity, tuple(direct), True))
        queue[0:0] = direct
    return planned


def base_name(entity: Entity, standalone_method: bool) -> str:
    """The kebab name before collisions: methods on their own page are `<class>-<method>`."""
    if standalone_method and entity.parent:
        owner = re.split(r"\.|::", entity.parent)[-1]
        return kebab(f"{owner}-{entity.name}")
    return kebab(entity.name)


def source_dir(source: str) -> str:
    """`src/auth/x.ts` → `src/auth`; refuses paths that could leave `docs/`."""
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
        taken: set[str] = set()
        prefix = f"docs/{directory}/" if directory else "docs/"
        order = sorted(positions, key=lambda p: (pages[p].source, pages[p].start_line,
                                                 pages[p].symbol, p))
        for position in order:
            name = _free_name(pages[position], taken)
            taken.add(name)
            paths[position] = f"{prefix}{name}.md"
    return paths


def _free_name(key: PageKey, taken: set[str]) -> str:
    if key.base not in taken:
        return key.base
    stem = kebab(PurePosixPath(key.source).name.split(".", 1)[0])
    candidate = f"{key.base}--{stem}"
    counter = 2
    while candidate in taken:
        candidate = f"{key.base}--{stem}-{counter}"
        counter += 1
    return candidate


def layout(entities: Iterable[Entity]) -> list[DocUnit]:
    """Every doc page of a set of entities, sorted by doc path."""
    planned = plan_units(entities)
    paths = doc_paths([page_key(entity) for entity, _, _ in planned])
    units = [
        DocUnit(entity, path, members, overview)
        for (entity, members, overview), path in zip(planned, paths, strict=True)
    ]
    return sorted(units, key=lambda u: u.doc_path)
