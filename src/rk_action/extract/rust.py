"""Rust: functions, methods of `impl` and `trait` blocks, types, inline modules and macros.

Choices, matching what Universal Ctags tags:
- `struct`, `enum`, `union` and `trait` are classes; an inline `mod m { … }` is a class too and
  its items are its members (`m.helper`, `m.Config.new`); `mod m;` declares a file, no entity;
- methods of `impl Foo<T>` and `impl Trait for Foo` have parent `Foo`; trait methods are methods
  of the trait, with or without a default body;
- `macro_rules!` definitions are functions (ctags tags them; they are called like functions);
- items under `#[cfg(test)]` and `#[test]` functions are test code and get no entity, like test
  files; bodiless `extern` declarations and type aliases get none;
- types, traits and impls (with their methods) declared inside a function body are named
  items, not closures: they get entities as if declared in the enclosing module (a local
  struct's parent is that module, not the function), so two functions may each yield a
  `FieldVisitor`. Functions and macros nested directly in a body, and closures, get none.
  Bodies are searched through blocks and control flow only (`if`, `match`, loops, `let`,
  `unsafe`/`async` blocks), not through closures or macro calls;
- a struct, enum or union lists as `bases` the traits this file implements for it; a method of
  `impl Trait for T` where this file declares no `T` (`impl Serialize for bool`) lists `Trait`:
  the trait method it implements is found from there (`rk_action.overrides`).
"""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict

from rk_action.extract import looks_inside
from rk_action.extract._comments import clean_comment
from rk_action.extract._ts import (
    Node,
    Source,
    first_line,
    last_line,
    one_line,
)
from rk_action.model import Entity, Kind, Param

LANGUAGE = "rust"

_TYPE_ITEMS = ("struct_item", "enum_item", "union_item")
_COMMENTS = ("line_comment", "block_comment")
_TEST_ATTRIBUTES = ("#[cfg(test)]", "#[test]")
_TEST_ALL = re.compile(r"#\[cfg\(all\((?:[^()]|\([^()]*\))*\btest\b")
"""`#[cfg(all(loom, test))]`: compiled for tests only, whatever else it needs (bytes' loom
copies of `Bytes::new` and `from_static`, and its `mod fuzz`, had pages of their own)."""


def _test_only(attribute: str) -> bool:
    """Does the attribute (spaces removed) make its item test code?"""
    return attribute in _TEST_ATTRIBUTES or (
        attribute.startswith("#[cfg(all(") and bool(_TEST_ALL.match(attribute))
        and "not(test)" not in attribute)
# expressions and statements a function body is searched through for item declarations
_FLOW = frozenset(
    (
        "block", "expression_statement", "let_declaration", "if_expression", "else_clause",
        "match_expression", "match_block", "match_arm", "loop_expression", "while_expression",
        "for_expression", "unsafe_block", "async_block", "const_block", "try_block",
    )
)  # fmt: skip

# a container to walk: (node, parent symbol, context, enclosing module symbol, the trait of an
# `impl Trait for T`)
_Scope = tuple[Node, str, str, str, str]


class _Walk:
    """One file's extraction: a work list of item containers instead of recursion."""

    def __init__(self, source: str, text: str) -> None:
        self.source = source
        self.src = Source(text)
        self.entities: list[Entity] = []
        self.traits: defaultdict[str, list[str]] = defaultdict(list)
        self.impl_docs: dict[int, list[Node]] = {}
        """An `impl` block's doc comments by its body, when the block holds one function:
        that function's doc when it has none of its own (rustdoc shows them together)."""
        self.impl_heads: dict[int, str] = {}
        """A trait `impl` block's head by its body (`impl fmt::Debug for Version`), or a
        specialized one's (`_specialized`): the first line of its functions' signatures,
        which tells a type's `Display::fmt` from its `Debug::fmt` (one symbol, `Version.fmt`),
        as rustdoc's headings do."""

    def run(self) -> list[Entity]:
        pending: list[_Scope] = [(self.src.parse(LANGUAGE), "", "module", "", "")]
        while pending:
            container, parent, context, module, trait = pending.pop()
            for item, attributes, docs in _items(container):
                scope = (item, parent, context, module, trait)
                pending.extend(self._item(scope, attributes, docs))
        # broken code can leave a declaration nameless
        types = {e.symbol for e in self.entities if e.kind == "class"}
        return [self._with_traits(e, types) for e in self.entities if e.name]

    def _item(self, scope: _Scope, attributes: list[Node], docs: list[Node]) -> list[_Scope]:
        """Record the entity the node of `scope` defines; return the containers to walk next."""
        node, parent, context, module, trait = scope
        if any(_test_only(_compact(self.src.text_of(a))) for a in attributes):
            return []
        body = node.child_by_field_name("body")
        kind = node.type
        if kind == "function_item" or (kind == "function_signature_item" and context == "trait"):
            if context != "body":
                method = context in ("impl", "trait")
                head = ""
                if context == "impl" and node.parent is not None:
                    docs = docs or self.impl_docs.get(node.parent.id, [])  # its impl's, alone
                    head = self.impl_heads.get(node.parent.id, "")
                self._add(node, attributes, docs, parent, "method" if method else "function",
                          trait=trait, head=head)
            return [(body, module, "body", module, "")] if body is not None else []
        if kind in (*_TYPE_ITEMS, "trait_item"):
            if context == "body" and not docs and body is not None and not body.named_children:
                return []  # once_cell's `enum Void {}` in a function, a type no value has:
                # four pages listed it as a member of the module
            entity = self._add(node, attributes, docs, parent, "class")
            if kind == "trait_item" and body is not None and looks_inside(entity.symbol):
                return [(body, entity.symbol, "trait", module, "")]
        elif kind == "mod_item" and body is not None:
            entity = self._add(node, attributes, docs, parent, "class", inner=body)
            if looks_inside(entity.symbol):
                return [(body, entity.symbol, "module", entity.symbol, "")]
        elif kind == "impl_item" and body is not None:
            if docs and sum(child.type == "function_item" for child in body.named_children) == 1 \
                    and not _FEATURE_NOTE.match(_doc_text(self.src, docs)):
                self.impl_docs[body.id] = docs  # `/// URLs hash like their serialization.`
            return self._impl(node, body, module)
        elif kind == "macro_definition" and context != "body":
            # one in a function's body is that body's helper, as a nested function is (url's
            # `check_invariants` gave its `assert!` a page of its own)
            self._add(node, attributes, docs, parent, "function")
        elif kind == "type_item" and docs and context in ("module", "trait"):
            self._add(node, attributes, docs, parent, "class")  # `pub type Dedup<I> = …`
        elif context == "body":
            return [(block, module, "body", module, "") for block in _inner_blocks(node)]
        return []

    def _impl(self, node: Node, body: Node, module: str) -> list[_Scope]:
        owner = _impl_owner(self.src, node.child_by_field_name("type"), module)
        if not owner or owner.endswith(".") or not looks_inside(owner):
            return []
        trait = node.child_by_field_name("trait")
        named = one_line(self.src.text_of(trait)) if trait is not None else ""
        if any(child.type == "!" for child in node.children):
            named = ""  # `impl<K> !NotKeyRef for KeyRef<K> {}` says it does not (lru's KeyRef)
        if named:
            self.traits[owner].append(named)
        if named or _specialized(self.src, node):
            self.impl_heads[body.id] = _signature(self.src, node)
        return [(body, owner, "impl", module, named)]

    def _add(
        self,
        node: Node,
        attributes: list[Node],
        docs: list[Node],
        parent: str,
        kind: Kind,
        inner: Node | None = None,
        trait: str = "",
        head: str = "",
    ) -> Entity:
        src = self.src
        name = src.text_of(node.child_by_field_name("name"))
        start = first_line(attributes[0]) if attributes else first_line(node)
        end = last_line(node)
        doc = _doc_text(src, docs) or (_doc_text(src, _inner_docs(inner)) if inner else "")
        entity = Entity(
            name=name,
            symbol=_qualify(parent, name),
            kind=kind,
            language=LANGUAGE,
            source=self.source,
            start_line=start,
            end_line=end,
            code=src.line_span(start, end),
            doc=doc,
            signature="\n".join(part for part in (head, _signature(src, node)) if part),
            params=_params(src, node.child_by_field_name("parameters")),
            returns=one_line(src.text_of(node.child_by_field_name("return_type"))),
            parent=parent,
            bases=(trait,) if trait else _bounds(src, node.child_by_field_name("bounds")),
            decorators=_decorators(src, node, attributes),
        )
        self.entities.append(entity)
        return entity

    def _with_traits(self, entity: Entity, types: set[str]) -> Entity:
        """A type with the traits this file implements for it; a method of a trait's impl
        keeps that trait only for a type this file does not declare (the type's own bases
        serve the others)."""
        if entity.kind == "method":
            return dataclasses.replace(entity, bases=()) if (
                entity.bases and entity.parent in types) else entity
        traits = self.traits.get(entity.symbol)
        if entity.kind != "class" or not traits or entity.bases:
            return entity
        return dataclasses.replace(entity, bases=tuple(dict.fromkeys(traits)))


def extract(source: str, text: str) -> list[Entity]:
    """Every function, method, type, trait, inline module and macro of one Rust file."""
    return _Walk(source, text).run()


def _items(container: Node) -> list[tuple[Node, list[Node], list[Node]]]:
    """The items of a file or block body, each with its attributes and outer doc comments.

    Rust attaches those whatever blank lines or plain comments stand between; an inner doc
    comment (`//!`) belongs to the enclosing module and drops what came before it. One forward
    pass, so long runs of comments cost nothing per item. ERROR nodes are looked into.
    """
    found: list[tuple[Node, list[Node], list[Node]]] = []
    attributes: list[Node] = []
    docs: list[Node] = []
    for child in _children(container):
        if child.type == "attribute_item":
            attributes.append(child)
        elif _is_doc(child, "outer"):
            docs.append(child)
        elif _is_doc(child, "inner"):
            attributes, docs = [], []
        elif child.type not in _COMMENTS:
            found.append((child, attributes, docs))
            attributes, docs = [], []
    return found


def _inner_blocks(node: Node) -> list[Node]:
    """The blocks a body statement or expression holds, reached through control flow only."""
    if node.type == "block":
        return [node]
    found: list[Node] = []
    stack = [node] if node.type in _FLOW else []
    while stack:
        for child in stack.pop().named_children:
            if child.type == "block":
                found.append(child)
            elif child.type in _FLOW:
                stack.append(child)
    return found


def _children(container: Node) -> list[Node]:
    children: list[Node] = []
    for child in container.named_children:
        if child.type == "ERROR":
            children.extend(child.named_children)
        else:
            children.append(child)
    return children


def _qualify(parent: str, name: str) -> str:
    return f"{parent}.{name}" if parent else name


def _compact(text: str) -> str:
    return "".join(text.split())


def _is_doc(node: Node, marker: str) -> bool:
    return node.type in _COMMENTS and node.child_by_field_name(marker) is not None


def _inner_docs(body: Node) -> list[Node]:
    """`//!` comments opening an inline module's body: the module's own doc."""
    found: list[Node] = []
    for child in body.named_children:
        if not _is_doc(child, "inner"):
            break
        found.append(child)
    return found


def _doc_text(src: Source, comments: list[Node]) -> str:
    """Doc comments cleaned; consecutive `///` lines are cleaned together to keep indentation."""
    parts: list[str] = []
    lines: list[str] = []
    for comment in comments:
        raw = src.text_of(comment).rstrip("\n")
        if comment.type == "line_comment":
            lines.append(raw)
            continue
        if lines:
            parts.append(clean_comment("\n".join(lines)))
            lines = []
        parts.append(clean_comment(raw))
    if lines:
        parts.append(clean_comment("\n".join(lines)))
    return "\n".join(parts).replace("\r", "").strip()


_FEATURE_NOTE = re.compile(r"\W*(?:requires|only available|available)\b[^.\n]*\bfeatures?\b",
                           re.I)
"""An impl's doc that only says which crate feature it needs (indexmap's "Requires crate
feature `"serde"`"): no doc of its function."""


def _specialized(src: Source, impl: Node) -> bool:
    """Does an inherent `impl` hold methods that only some of its type's values have: its
    type's arguments are not its parameters in their order (`impl<T> Either<T, T>`, `impl
    Foo<u8>`)? Its head then heads its methods' signatures, as a trait impl's does: either's
    `map` showed a `T` that nothing declared. Bounds alone (`impl<Tz: TimeZone> Date<Tz>`,
    `where T: ?Sized`) most often repeat the type's own: chrono's every `Date` method would
    carry its impl's head."""
    params, kind = impl.child_by_field_name("type_parameters"), impl.child_by_field_name("type")
    arguments = kind.child_by_field_name("type_arguments") if (
        kind is not None and kind.type == "generic_type") else None
    return [_BOUND.sub("", src.text_of(p)) for p in (params.named_children if params else [])
            ] != [src.text_of(a) for a in (arguments.named_children if arguments else [])]


_BOUND = re.compile(r"\s*:.*", re.S)
"""A type parameter's bounds and default, after its name (`L: Read`, `T: ?Sized = X`)."""


def _impl_owner(src: Source, node: Node | None, module: str) -> str:
    """The symbol of the type an `impl` is for: `Foo<T>`, `&'a mut Foo` → `module.Foo`.

    A path (`super::Foo`, `de::Foo`) names a type declared elsewhere: its bare name is kept,
    unqualified. Types without a name (`[T]`, tuples) are kept as written.
    """
    while node is not None and node.type in ("reference_type", "pointer_type"):
        node = node.child_by_field_name("type")
    if node is not None and node.type == "generic_type":
        node = node.child_by_field_name("type")
    if node is not None and node.type == "scoped_type_identifier":
        name = src.text_of(node.child_by_field_name("name"))
        path = "".join(src.text_of(node.child_by_field_name("path")).split()).lstrip(":")
        if path.partition("::")[0] in _standard_modules(src.text):
            return f"{path.replace('::', '.')}.{name}"  # csv's `impl From<Error> for
            # io::Error`: the standard library's type, whose `from` was listed as csv's own
            # `Error.from`, beside its `From<Error>` ("Implements `From<io::Error>`,
            # `From<Error>`…")
        return name
    return _qualify(module, one_line(src.text_of(node)))


_STANDARD = frozenset(("std", "core", "alloc"))
_STANDARD_USE = re.compile(r"^[ \t]*(?:pub(?:\([^)]*\))?\s+)?use\s+(?:::)?(?:std|core|alloc)::"
                           r"([^;]*);", re.M)


def _standard_modules(text: str) -> frozenset[str]:
    """`std`, `core`, `alloc` and the modules a file imports from them (`use std::io;`, `use
    std::{fmt, io::Read};`, not in a doc's example): a path opening with one of these names a
    type of theirs."""
    if "use" not in text:
        return _STANDARD
    found = {word for listed in _STANDARD_USE.findall(text)
             for word in re.findall(r"\b[a-z_][a-z0-9_]*\b", listed)}
    return _STANDARD | (found - {"self", "super", "crate", "as"})


def _signature(src: Source, node: Node) -> str:
    """The item up to its `{ … }` body; the whole item for bodiless ones, without `;`."""
    if node.type == "macro_definition":
        return "macro_rules! " + src.text_of(node.child_by_field_name("name"))
    body = node.child_by_field_name("body")
    end = node.end_byte
    if body is not None and body.type not in ("ordered_field_declaration_list",):
        end = body.start_byte
    return one_line(src.uncommented(node, node.start_byte, end)).removesuffix(";").rstrip()


def _params(src: Source, parameters: Node | None) -> tuple[Param, ...]:
    """Declared parameters, `self` in any form left out."""
    if parameters is None:
        return ()
    params: list[Param] = []
    for parameter in parameters.named_children:
        if parameter.type != "parameter":
            continue
        pattern = parameter.child_by_field_name("pattern")
        name = one_line(src.text_of(pattern)).lstrip("&")
        name = name.removeprefix("mut ").strip()
        if name == "self":
            continue
        kind = one_line(src.text_of(parameter.child_by_field_name("type")))
        params.append(Param(name, kind))
    return tuple(params)


def _bounds(src: Source, bounds: Node | None) -> tuple[str, ...]:
    """A trait's supertraits, as written."""
    if bounds is None:
        return ()
    return tuple(one_line(src.text_of(b)) for b in bounds.named_children)


def _decorators(src: Source, node: Node, attributes: list[Node]) -> tuple[str, ...]:
    """Attributes as written, then visibility and function modifiers (`pub`, `async`…)."""
    found = [one_line(src.text_of(a)) for a in attributes]
    for child in node.children:
        if child.type == "visibility_modifier":
            found.append(one_line(src.text_of(child)))
        elif child.type == "function_modifiers":
            found.extend(one_line(src.text_of(m)) for m in child.children)
        elif child.type == "unsafe":
            found.append("unsafe")
    return tuple(found)
