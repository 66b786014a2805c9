"""Overrides: the method a method page overrides or implements, and, read backwards, the
methods that override it (issue 17).

A method that overrides one of its base class (or implements one of an interface or trait) is
often undocumented: its doc is on the base. Javadoc, rustdoc and Sphinx link the two; so do our
pages. The rules are those of `rk_action.refs`, and as sure: for a method page `C.m`, the class
`C` is looked up in its file; each of `C`'s bases is resolved in `C`'s file as a chain of `C`'s
page would be (a class, the only candidate); then `B.m` in `B`'s file. Not found there, `B`'s
own bases are walked, depth first in declared order, at most `MAX_DEPTH` classes up and never
twice the same class: the first `B.m` found wins. A name declared twice (Java's overloads
`m(int)` and `m(String)`, a Python property's getter and setter), in `C` or in the first base
declaring it, gives no edge: which overrides which is not known. Every class passed is a true
ancestor and every `B.m` a declared method, so an edge is never wrong; at most, of two methods
overridden, it names the farther (a Python diamond whose MRO visits a sibling first).

Per language: Go has no classes (embedding overrides nothing); C and C++ are left out, since a
C++ method only hides a base's of the same name unless that one is virtual, which the records do
not say. Rust has no inheritance: a type's methods are looked up in the traits its file
implements for it (`extract.rust` gives them as the type's bases), one level up, and only when
exactly one of those traits declares the name; a method of `impl Trait for T` where the file
declares no `T` (`impl Serialize for bool`) is looked up in `Trait` alone (its page's bases).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from rk_action.refs import (
    _CONSTRUCTOR_NAMED,
    HIDDEN,
    Edge,
    FileRefs,
    PageRefs,
    _one,
    _Resolver,
    _Scopes,
    _Target,
    class_bases,
    import_words,
    module_words,
    parameter_types,
)

MAX_DEPTH = 5
"""Classes walked up from a method's class: a deeper hierarchy is rare, a cycle impossible."""
_NO_OVERRIDES = frozenset({"go", "c", "cpp"})
_TRAITS = frozenset({"rust"})
_UNSURE = _Target("", "", "", "")
"""Where a walk stops with no edge: at a class declaring the name twice, or as a class."""
_TYPE_VARIABLE = re.compile(r"[A-Z][A-Z0-9_]*(?:\[\])*")
"""A generic's type parameter (`E`, `T[]`, `T_ARR`): after erasure, any class."""


def _unsure(declared: list[_Target]) -> bool:
    return len(declared) > 1 or any(target.kind == "class" for target in declared)


def _hidden(shape: str) -> bool:
    """A Java method private or static: it overrides nothing, and nothing overrides it."""
    return shape.startswith("-")


def _same_shape(one: str, other: str) -> bool:
    """Can the method of one shape override that of the other: their parameter types the same,
    one by one, where a type variable (`E`, `T`) stands for any; or either shape not known."""
    if not one or not other:
        return True
    these, those = parameter_types(one), parameter_types(other)
    return len(these) == len(those) and all(
        a == b or _TYPE_VARIABLE.fullmatch(a) is not None or _TYPE_VARIABLE.fullmatch(b) is not None
        for a, b in zip(these, those, strict=True))


def _overridable(declared: list[_Target], shape: str, reach: bool = False) -> list[_Target]:
    """The methods of `declared` (one name, one class) that a method of `shape` overrides:
    none private or static, of its parameter types; with `reach`, those a call through the
    object reaches, a PHP private one too (a trait's, which the class using it calls: guzzle's
    `Request` calls its `MessageTrait`'s `setHeaders`)."""
    return [one for one in declared if one.kind == "class"
            or ((not _hidden(one.shape) or (reach and one.shape == HIDDEN))
                and _same_shape(one.shape, shape))]


def lookups(file: FileRefs) -> Iterator[tuple[PageRefs, str, str]]:
    """(page, method name, its shape) of every method of `file` whose override is looked up,
    with the page that holds it: the page of a method of a class that this file declares with
    bases (its own, or its small class's, which lists it), or of a Rust method that names the
    trait it implements. A Java method that is private or static overrides nothing, nor does a
    constructor (named as its class: `MessageFormat.Field` "overrode" `Format.Field`'s)."""
    if file.language in _NO_OVERRIDES:
        return
    derived = {page.symbols[0][0] for page in file.pages if page.bases}
    if not derived:
        return
    for page in file.pages:
        if page.owner not in derived and not _implements(file, page):
            continue
        for symbol, kind, shape in page.shaped():
            if kind == "method" and symbol.startswith(page.owner + ".") and not _hidden(shape):
                name = symbol[len(page.owner) + 1:]
                if file.language in _CONSTRUCTOR_NAMED and name == page.owner.rpartition(".")[2]:
                    continue  # a constructor: java.text's `MessageFormat.Field(…)`
                yield page, name, shape  # (a small class's page lists its methods)


def _implements(file: FileRefs, page: PageRefs) -> bool:
    """Does the method `page` (Rust) name the trait it implements (`extract.rust`)?"""
    return file.language in _TRAITS and bool(page.bases)


def resolve_overrides(scopes: _Scopes, files: Iterable[FileRefs]) -> dict[str, set[Edge]]:
    """The methods each page of `files` overrides, by page (one edge a method page, one a
    method a small class's page lists; pages that override nothing are left out): boltons'
    `SpooledIOBase.read` named none of the small classes that override it."""
    ancestry = _Ancestry(scopes)
    found: dict[str, set[Edge]] = {}
    for file in files:
        for page, name, shape in lookups(file):
            target = (ancestry.implemented(file, page, name) if _implements(file, page)
                      else ancestry.overridden(file, page.owner, name, shape))
            if target is not None and target.doc != page.doc:
                found.setdefault(page.doc, set()).add((target.symbol, target.doc, target.path))
    return found


def ancestry_of(scopes: _Scopes) -> _Ancestry:
    """The one `_Ancestry` of a resolution's scopes (made on first use)."""
    if scopes.ancestry is None:
        scopes.ancestry = _Ancestry(scopes)
    return scopes.ancestry


class _Ancestry:
    """Classes' resolved bases, each worked out once (a base shared by many classes is
    resolved once, in its own file)."""

    def __init__(self, scopes: _Scopes) -> None:
        self.scopes = scopes
        self._resolvers: dict[str, _Resolver] = {}
        self._chains: dict[str, dict[tuple[str, str], tuple[str, ...]]] = {}
        self._bases: dict[tuple[str, str], list[_Target]] = {}

    def overridden(self, file: FileRefs, owner: str, name: str,
                   shape: str = "") -> _Target | None:
        """The method `name` (of `shape`) that the method `owner.name` of `file` overrides,
        or None. An overloaded name (two entities `C.m` in a class, Java's `m(int)` and
        `m(String)`) is no answer, in the class or in a base, unless the shapes (Java's
        parameter types) tell which overrides which."""
        table = self.scopes.file_table(file.path)
        start = _one(table.get(owner))
        if start is None or start.kind != "class" or len(
                _overridable(table.get(f"{owner}.{name}", []), shape)) != 1:
            return None
        if file.language in _TRAITS:
            found = [self._declared(trait, name) for trait in self.bases(start)]
            return None if any(map(_unsure, found)) else _one([one[0] for one in found if one])
        return self.inherited(start, name, shape)

    def inherited(self, cls: _Target, name: str, shape: str = "",
                  reach: bool = False) -> _Target | None:
        """The method `name` a method of `cls` reaches in its bases (the one it overrides, or,
        with `reach`, the one `super().name(…)` or `self.name(…)` calls): the first declaring
        it, depth first (`_first`), or None."""
        method = self._first(cls, name, {(cls.path, cls.symbol)}, MAX_DEPTH, shape, reach)
        return None if method is _UNSURE else method

    def implemented(self, file: FileRefs, page: PageRefs, name: str) -> _Target | None:
        """The trait method `name` that the method of `page` implements: its trait (the
        page's bases) resolved in `file` as a chain of its type's module, then `name` declared
        there, once."""
        traits = self._resolver(file.path).classes(page.bases, page.owner.rpartition(".")[0])
        found = [self._declared(trait, name) for trait in traits]
        return None if any(map(_unsure, found)) else _one([one[0] for one in found if one])

    def _first(self, cls: _Target, name: str, seen: set[tuple[str, str]],
               depth: int, shape: str = "", reach: bool = False) -> _Target | None:
        """Depth first through the bases of `cls`: the first class declaring a `name` a
        method of `shape` overrides (`_UNSURE` when that class declares two, or a class)."""
        for base in self.bases(cls):
            if (base.path, base.symbol) in seen:
                continue
            seen.add((base.path, base.symbol))
            declared = _overridable(self._declared(base, name), shape, reach)
            if _unsure(declared):
                return _UNSURE
            found = declared[0] if declared else None
            if found is None and depth > 1:
                found = self._first(base, name, seen, depth - 1, shape, reach)
            if found is not None:
                return found
        return None

    def _declared(self, cls: _Target, name: str) -> list[_Target]:
        """The entities `cls.name` (in the file of `cls`)."""
        return self.scopes.file_table(cls.path).get(f"{cls.symbol}.{name}", [])

    def bases(self, cls: _Target) -> list[_Target]:
        """The classes the bases of `cls` name, resolved in its file, in declared order (a
        base that is no class of the repository, or not only one, is left out). A class with
        no page of its own (a member of another's) has no bases known: the walk stops there."""
        key = (cls.path, cls.symbol)
        if key not in self._bases:
            self._bases[key] = []  # while they are looked up: a cycle reads none
            chains = self._declared_bases(cls.path).get((cls.doc, cls.symbol), ())
            self._bases[key] = class_bases(self._resolver(cls.path), chains, cls.symbol)
        return self._bases[key]

    def _declared_bases(self, path: str) -> dict[tuple[str, str], tuple[str, ...]]:
        """(page, class symbol) → the base chains of the class that page is about."""
        if path not in self._chains:
            self._chains[path] = {(page.doc, page.symbols[0][0]): page.bases
                                  for page in self.scopes.load(path).pages if page.bases}
        return self._chains[path]

    def _resolver(self, path: str) -> _Resolver:
        if path not in self._resolvers:
            self._resolvers[path] = _Resolver(self.scopes, self.scopes.load(path))
        return self._resolvers[path]


def derived_files(users: Callable[[set[str]], set[str]], load: Callable[[str], FileRefs],
                  names: set[str]) -> set[str]:
    """The files declaring a class with an ancestor, at most `MAX_DEPTH` classes up, whose
    name's last part is one of `names`, or whose module's word is (`refs.module_word`: an
    imported name): when what those names resolve to, or their classes' bases, change, only
    these files' overrides may (`users` gives the files naming one of some names, `load` a
    file's references)."""
    found: set[str] = set()
    frontier, seen = set(names), set(names)
    for _level in range(MAX_DEPTH):
        grown: set[str] = set()
        for path in sorted(users(frontier)) if frontier else ():
            file = load(path)
            imported = import_words(file)  # `extends Base`, Base bound by an import
            for page in file.pages:
                if any(part in frontier or imported.get(part) in frontier
                       for chain in page.bases for part in chain.split(".")):
                    found.add(path)
                    grown.add(page.symbols[0][0].rsplit(".", 1)[-1])
                    if page.symbols[0][0] == file.export:  # imported under any name
                        grown |= module_words(path)
        frontier = grown - seen
        seen |= grown
    return found


def reseeded(old: FileRefs | None, new: FileRefs | None) -> set[str]:
    """The last names of the classes an edited file declares with bases, when its imports
    changed (what its bases resolve to may then change though no symbol did)."""
    if old is not None and new is not None and old.imports == new.imports:
        return set()
    return {page.symbols[0][0].rsplit(".", 1)[-1]
            for file in (old, new) if file is not None for page in file.pages if page.bases}
