"""Notes for decorators, annotations, attributes and modifiers that change how code is used."""

from __future__ import annotations

import re

from rk_action.lazyre import lazy
from rk_action.model import Entity
from rk_action.summarize._facts import AnyFacts
from rk_action.summarize._markup import cut_code

_KNOWN = {
    "property": "Property: read it as an attribute, without calling it",
    "staticmethod": "Static method: called without an instance",
    "classmethod": "Class method: receives the class, not an instance",
    "cached_property": "Cached property: computed once per instance, then stored",
    "cache": "Memoized: results are cached by argument",
    "lru_cache": "Memoized: results are cached by argument",
    "abstractmethod": "Abstract: subclasses must implement it",
    "abstract": "Abstract: subclasses must implement it",
    "contextmanager": "Context manager: use it in a `with` statement",
    "asynccontextmanager": "Async context manager: use it in an `async with` statement",
    "override": "Overrides a method of a base class or interface",
    "deprecated": "Deprecated",
    "dataclass": "Dataclass: its fields become constructor parameters",
    "fixture": "pytest fixture",
    "test": "Test",
    "must_use": "The result must be used",
    "unsafe": "Unsafe: the caller must uphold its safety contract",
    "synchronized": "Synchronized: one thread at a time",
    "static": "Static: called on the type, without an instance",
    "total_ordering": "Comparison methods are completed by `functools.total_ordering`",
    "wraps": "",
    "overload": "",
    "final": "",
    "inline": "",
    "public": "",
    "private": "",
    "protected": "",
    "internal": "",
    "pub": "",
    "export": "",
    "default": "",
    "async": "",
    "virtual": "",
    "const": "",
    "extern": "",
    "readonly": "",
    "open": "",
    "suppresswarnings": "",
    "nonnull": "",
    "nullable": "",
    "cfg": "",
    "allow": "",
    "doc": "",
    "noexcept": "",
    "constexpr": "",
    "explicit": "",
    "mut": "",
    "crate": "",
    "typing.final": "",
}
_UNSAFE_TRAIT = "Unsafe to implement: an implementation must uphold its safety contract"
_LINKAGE = frozenset({"c", "cpp"})
"""Languages where `static` on a function outside a class means internal linkage."""
_NAME = lazy(r"^(?:@|#!?\[)?\s*([\w.:]+)")
_CONTEXT_MANAGER = lazy(r"contextmanager\b|\bfixture\b")
"""Decorators that make a generator something else for its caller (a `with` statement's
context, a pytest fixture)."""


def made_other(entity: Entity) -> bool:
    """Does a decorator make this generator function something else (a context manager)?"""
    return any(_CONTEXT_MANAGER.search(d) for d in entity.decorators)


def decorator_notes(entity: Entity, facts: AnyFacts) -> list[str]:
    """Notes about async, generators and each decorator or modifier worth knowing."""
    notes: list[str] = []
    if facts.is_async:
        await_hint = "`.await`" if entity.language == "rust" else "`await`"
        notes.append(f"Asynchronous: call it with {await_hint}")
    if facts.is_generator and not made_other(entity):
        notes.append("Generator: produces its values lazily, one at a time")
    if entity.language == "ruby" and "self" in entity.decorators:  # `def self.x`, `class << self`
        owner = entity.parent.rpartition(".")[2] or "the module"
        notes.append(f"Class method: called on `{owner}` itself, not on an instance")
    other: list[str] = []
    for decorator in entity.decorators:
        if entity.kind == "class" and decorator == "static":  # a nested type needs no instance
            continue  # of its outer one: nothing about how it is called (Java's 58 in regex)
        note = _note_for(decorator)
        if decorator == "abstract" and entity.kind == "class":  # type-resolver's `abstract
            note = _ABSTRACT_CLASS  # class AbstractList`, no abstract method in it: "Abstract:
            # subclasses must implement it", of a class
        if decorator == "unsafe" and entity.kind == "class":  # Rust's `pub unsafe trait
            note = _UNSAFE_TRAIT  # RawMutex`: its implementer answers for it, not a caller
        if decorator == "static" and entity.language in _LINKAGE and entity.kind != "method":
            # C's linkage, not a class's member; in a header, each file that includes it
            # has its own copy (Jansson's 19 `static JSON_INLINE` functions of its API)
            note = ("Static: each file that includes this header gets its own copy"
                    if _HEADER.search(entity.source) else "Static: visible only in its own file")
        if note is None:
            other.append(f"`{_short(decorator)}`")
        elif note:
            notes.append(note)
    if other:
        notes.append("Decorated with " + ", ".join(other))
    return notes


_ABSTRACT_CLASS = "Abstract: it is not made itself, only its subclasses are"
_HEADER = re.compile(r"\.(?:h|hh|hpp|hxx)$", re.IGNORECASE)
"""The headers among the C and C++ files read (`extract.LANGUAGES`)."""


def _note_for(decorator: str) -> str | None:
    """The note for one decorator: text, "" for modifiers not worth a note, None if unknown."""
    match = _NAME.match(decorator.strip())
    if not match:
        return ""
    full = match.group(1)
    last = full.replace("::", ".").rsplit(".", 1)[-1]
    if last == "derive":
        derived = re.findall(r"\w+", decorator.split("(", 1)[-1]) if "(" in decorator else []
        return "Derives " + ", ".join(f"`{d}`" for d in derived) if derived else ""
    if last in ("setter", "deleter") and "." in full:
        return f"Property {last} of `{full.rsplit('.', 1)[0]}`"
    if last in ("deprecated", "cfg_attr") and decorator.lstrip().startswith("#[") and (
            said := _RUST_DEPRECATED.search(decorator)):  # clap's `#[cfg_attr(feature =
        since = f" since {said['since']}" if said["since"] else ""  # "deprecated", deprecated(
        note = said["note"] or said["bare"] or ""  # since = "4.0.0", note = "Replaced with
        return f"Deprecated{since}" + (f": {note}" if note else "")  # …"))]` read "4.…"
    key = last.lower()
    if key in _KNOWN:
        return _KNOWN[key]
    if not decorator.lstrip().startswith(("@", "#[")):
        return ""
    return None


_RUST_DEPRECATED = re.compile(
    r"\bdeprecated\s*(?:=\s*\"(?P<bare>[^\"]*)\"|\((?:\s*since\s*=\s*\"(?P<since>[^\"]*)\"\s*,?)?"
    r"(?:\s*note\s*=\s*\"(?P<note>[^\"]*)\")?[^)]*\))")
"""Rust's `deprecated` attribute, alone or under `cfg_attr`, with its version and note."""


def _short(decorator: str) -> str:
    text = " ".join(decorator.split())
    return text if len(text) <= 60 else cut_code(text, 57) or text[:57] + "…"
