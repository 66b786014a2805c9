"""Java: classes, interfaces, enums, records, annotation types, their methods and constructors.

Choices, matching what Universal Ctags tags:
- nested and inner types are classes with parent `Outer` and symbol `Outer.Inner`;
- abstract and interface methods (no body) and annotation type elements are methods;
- anonymous classes, enum constant bodies and local classes (inside method bodies) get no
  entity, nor does anything inside them;
- `decorators` holds annotations and modifier keywords, in source order; the signature keeps the
  keywords but not the annotations; `returns` is `void` when so declared, empty for
  constructors; a record's components are its `params`.
"""

from __future__ import annotations

import re

from rk_action.extract import looks_inside
from rk_action.extract._comments import clean_comment, holds_notice
from rk_action.extract._ts import (
    Node,
    Source,
    first_line,
    last_line,
    one_line,
)
from rk_action.model import Entity, Kind, Param

LANGUAGE = "java"

_TYPES = (
    "class_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "annotation_type_declaration",
)
_METHODS = (
    "method_declaration",
    "constructor_declaration",
    "compact_constructor_declaration",
    "annotation_type_element_declaration",
)


def extract(source: str, text: str) -> list[Entity]:
    """Every type, method and constructor of one Java file, nested types included."""
    src = Source(text)
    entities: list[Entity] = []
    pending: list[tuple[Node, str]] = [(src.parse(LANGUAGE), "")]
    while pending:
        container, parent = pending.pop()
        for node in _members(container):
            if node.type in _TYPES:
                entity = _type(src, source, node, parent)
                entities.append(entity)
                body = node.child_by_field_name("body")
                if body is not None and looks_inside(entity.symbol):
                    pending.append((body, entity.symbol))
            elif node.type in _METHODS and parent:
                entities.append(_method(src, source, node, parent))
    return [e for e in entities if e.name]  # broken code can leave a declaration nameless


def _members(container: Node) -> list[Node]:
    """Declarations directly inside a file or type body (enum members and ERROR included)."""
    found: list[Node] = []
    for child in container.named_children:
        if child.type in ("ERROR", "enum_body_declarations"):
            found.extend(child.named_children)
        else:
            found.append(child)
    return found


def _type(src: Source, source: str, node: Node, parent: str) -> Entity:
    components = node.child_by_field_name("parameters")
    return _entity(
        src,
        source,
        node,
        kind="class",
        parent=parent,
        params=_params(src, components) if node.type == "record_declaration" else (),
        bases=_bases(src, node),
    )


def _method(src: Source, source: str, node: Node, parent: str) -> Entity:
    returns = node.child_by_field_name("type")
    return _entity(
        src,
        source,
        node,
        kind="method",
        parent=parent,
        params=_params(src, node.child_by_field_name("parameters")),
        returns=one_line(src.text_of(returns)) if returns is not None else "",
    )


def _bases(src: Source, node: Node) -> tuple[str, ...]:
    """`extends` and `implements` types, as written."""
    bases: list[str] = []
    for child in node.named_children:
        if child.type == "superclass":
            bases.extend(one_line(src.text_of(t)) for t in child.named_children)
        elif child.type in ("super_interfaces", "extends_interfaces"):
            for type_list in child.named_children:
                bases.extend(one_line(src.text_of(t)) for t in type_list.named_children)
    return tuple(bases)


def _params(src: Source, parameters: Node | None) -> tuple[Param, ...]:
    """Formal parameters; varargs typed `T...`; the explicit receiver `Foo this` left out."""
    if parameters is None:
        return ()
    params: list[Param] = []
    for parameter in parameters.named_children:
        if parameter.type == "formal_parameter":
            kind = src.text_of(parameter.child_by_field_name("type"))
            kind += src.text_of(parameter.child_by_field_name("dimensions"))
            name = src.text_of(parameter.child_by_field_name("name"))
        elif parameter.type == "spread_parameter":
            typed = [c for c in parameter.named_children if c.type not in ("modifiers",)]
            declarator = typed[-1] if typed else None
            kind = "".join(src.text_of(c) for c in typed[:-1]) + "..."
            name = src.text_of(declarator.child_by_field_name("name") if declarator else None)
        else:
            continue
        params.append(Param(name, one_line(kind)))
    return tuple(params)


def _modifiers(node: Node) -> Node | None:
    return next((c for c in node.children if c.type == "modifiers"), None)


def _decorators(src: Source, node: Node) -> tuple[str, ...]:
    modifiers = _modifiers(node)
    if modifiers is None:
        return ()
    return tuple(one_line(src.text_of(m)) for m in modifiers.children)


def _signature(src: Source, node: Node) -> str:
    """Modifier keywords, then the header up to the body (or the `;`), annotations left out."""
    modifiers = _modifiers(node)
    keywords = []
    start = node.start_byte
    if modifiers is not None:
        keywords = [src.text_of(m) for m in modifiers.children
                    if "annotation" not in m.type and "comment" not in m.type]
        start = modifiers.end_byte
    body = node.child_by_field_name("body")
    if node.type == "annotation_type_element_declaration":
        body = node.child_by_field_name("value")
    end = body.start_byte if body is not None else node.end_byte
    header = src.uncommented(node, start, end)
    text = one_line(" ".join([*keywords, header])).removesuffix(";").rstrip()
    return text.removesuffix("default").rstrip()


def _javadoc(src: Source, node: Node) -> str:
    """The `/** … */` comment right before the declaration (blank lines allowed, as javadoc),
    plain comments between them passed over (`/** A publisher … */ // TODO: …` above
    HttpRequest's `ofInputStream`, which read as undocumented)."""
    comment = node.prev_sibling
    while comment is not None and (comment.type == "line_comment" or (
            comment.type == "block_comment" and not src.text_of(comment).startswith("/**"))):
        comment = comment.prev_sibling
    if comment is None or comment.type != "block_comment":
        return _plain_doc(src, node)
    raw = src.text_of(comment)
    if not raw.startswith("/**") or raw == "/**/":
        return _plain_doc(src, node)
    return clean_comment(raw.replace("\r", ""))


def _plain_doc(src: Source, node: Node) -> str:
    """A plain `/* … */` block right above an undocumented declaration (no blank line
    between), as the JDK documents its private members (`HttpCookie`'s `parseInternal`: "/*
    Parse header string to cookie object."): not a notice, nor code commented out."""
    comment = node.prev_sibling
    if comment is None or comment.type != "block_comment" or (
            comment.end_point[0] + 1 != node.start_point[0]):
        return ""
    text = clean_comment(src.text_of(comment).replace("\r", ""))
    if not text or holds_notice(text) or _COMMENTED_CODE.search(text):
        return ""
    return text


_COMMENTED_CODE = re.compile(r"[;{}]\s*$", re.M)
"""A line ending as a statement or a block does: code commented out, no doc."""


def _entity(
    src: Source,
    source: str,
    node: Node,
    *,
    kind: Kind,
    parent: str,
    params: tuple[Param, ...] = (),
    returns: str = "",
    bases: tuple[str, ...] = (),
) -> Entity:
    name = src.text_of(node.child_by_field_name("name"))
    start, end = first_line(node), last_line(node)
    return Entity(
        name=name,
        symbol=f"{parent}.{name}" if parent else name,
        kind=kind,
        language=LANGUAGE,
        source=source,
        start_line=start,
        end_line=end,
        code=src.line_span(start, end),
        doc=_javadoc(src, node),
        signature=_signature(src, node),
        params=params,
        returns=returns,
        parent=parent,
        bases=bases,
        decorators=_decorators(src, node),
    )
