"""Go: functions, methods (by receiver type), type declarations and interface method specs.

Choices, matching what Universal Ctags tags:
- every `type` spec is a class, grouped `type ( … )` specs and aliases (`type A = B`) included;
  a grouped spec's lines are its own, not the whole group's;
- interface method specs are methods of the interface (no body, but they are the contract, and
  ctags tags them as `methodSpec`); embedded types and interfaces become `bases`;
- functions without a body (implemented in assembly) and function literals get no entity.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rk_action.extract import looks_inside
from rk_action.extract._comments import go_doc_text, names_a_group, without_banner
from rk_action.extract._ts import (
    Node,
    Source,
    first_line,
    last_line,
    leading_comments,
    one_line,
    trails_code,
)
from rk_action.model import Entity, Kind, Param

LANGUAGE = "go"

# `//go:generate`, `//nolint:…`, `//export f`, `//line f.go:1`: tool directives, not GoDoc.
_DIRECTIVE = re.compile(r"^//(line |extern |export |[a-z0-9]+:[a-z0-9])")


def extract(source: str, text: str) -> list[Entity]:
    """Every function, method, type and interface method spec of one Go file."""
    src = Source(text)
    entities: list[Entity] = []
    nodes = _top_level(src.parse(LANGUAGE))
    for number, node in enumerate(nodes):
        if node.type == "function_declaration":
            entities.extend(_function(src, source, node))
        elif node.type == "method_declaration":
            entities.extend(_method(src, source, node))
        elif node.type == "type_declaration":
            declared = _type_declaration(src, source, node)
            if len(declared) == 1:
                declared = [_with_constants(src, declared[0], nodes[number + 1 :])]
            entities.extend(declared)
    if "_ " in text:
        entities = _with_asserted(entities, text)
    return [e for e in entities if e.name]  # broken code can leave a declaration nameless


_ASSERTED = re.compile(r"^[ \t]*(?:var[ \t]+)?_[ \t]+([\w.]+)[ \t]*=[ \t]*(?:&[ \t]*(\w+)"
                       r"[ \t]*\{|\([ \t]*\*[ \t]*(\w+)[ \t]*\)[ \t]*\([ \t]*nil[ \t]*\)"
                       r"|(\w+)[ \t]*\{|new[ \t]*\([ \t]*(\w+)[ \t]*\))", re.M)
"""Go's assertion that a type implements an interface: `var _ Router = &Mux{}`,
`_ http.Flusher = (*flushWriter)(nil)` in a `var ( … )` block, gods' `var _ trees.Tree =
new(Tree)`."""


def _with_asserted(entities: list[Entity], text: str) -> list[Entity]:
    """The types of the file with the interfaces it asserts they implement among their bases
    (after their embedded types): Go has no `implements`, so chi's `Mux` named no base."""
    asserted: dict[str, list[str]] = {}
    for match in _ASSERTED.finditer(text):
        implementer = match.group(2) or match.group(3) or match.group(4) or match.group(5)
        asserted.setdefault(implementer, []).append(match.group(1))
    return [replace(e, bases=tuple(dict.fromkeys((*e.bases, *asserted[e.name]))))
            if e.kind == "class" and e.name in asserted and not e.parent else e
            for e in entities]


def _with_constants(src: Source, entity: Entity, following: list[Node]) -> Entity:
    """A type with the `const ( … )` blocks of its values right under it, as GoDoc lists a
    type's constants with it: cron's `ParseOption` showed `type ParseOption int` alone, its
    `Second`, `DowOptional`, … and their comments on no page. The constant declarations must
    follow one another (blank and comment lines between), and the type's take the first
    constant of a block of its type (`Second ParseOption = 1 << iota`); fatih/color's
    `Attribute` has an untyped `const escape` between it and its four blocks."""
    end, last = entity.end_line, entity.end_line
    for node in following:
        if node.type == "comment":
            continue
        if node.type != "const_declaration" or _code_between(src, last, first_line(node)):
            break
        last = last_line(node)
        specs = [c for c in node.named_children if c.type == "const_spec"]
        typed = specs[0].child_by_field_name("type") if specs else None
        if typed is not None and src.text_of(typed) == entity.name and len(specs) > 1:
            end = last
    if end == entity.end_line:
        return entity
    return replace(entity, end_line=end, code=src.line_span(entity.start_line, end))


def _code_between(src: Source, after: int, before: int) -> bool:
    """Is there code on the lines between line `after` and line `before`?"""
    if before <= after + 1:
        return False
    return any(line.strip() and not line.strip().startswith("//")
               for line in src.line_span(after + 1, before - 1).split("\n"))


def _top_level(root: Node) -> list[Node]:
    """Top-level declarations, looking one level into ERROR nodes left by broken syntax."""
    found: list[Node] = []
    for child in root.named_children:
        if child.type == "ERROR":
            found.extend(child.named_children)
        else:
            found.append(child)
    return found


def _function(src: Source, source: str, node: Node) -> list[Entity]:
    body = node.child_by_field_name("body")
    if body is None:
        return []
    return [
        _entity(
            src,
            source,
            node,
            name=src.text_of(node.child_by_field_name("name")),
            kind="function",
            signature=_header(src, node, body),
            params=_params(src, node.child_by_field_name("parameters")),
            returns=one_line(src.text_of(node.child_by_field_name("result"))),
        )
    ]


def _method(src: Source, source: str, node: Node) -> list[Entity]:
    body = node.child_by_field_name("body")
    if body is None:
        return []
    return [
        _entity(
            src,
            source,
            node,
            name=src.text_of(node.child_by_field_name("name")),
            kind="method",
            parent=_receiver_type(src, node.child_by_field_name("receiver")),
            signature=_header(src, node, body),
            params=_params(src, node.child_by_field_name("parameters")),
            returns=one_line(src.text_of(node.child_by_field_name("result"))),
        )
    ]


def _receiver_type(src: Source, receiver: Node | None) -> str:
    """`(s *Server[T])` → `Server`."""
    if receiver is None:
        return ""
    declaration = next(iter(receiver.named_children), None)
    node = declaration.child_by_field_name("type") if declaration is not None else None
    while node is not None and node.type in ("pointer_type", "parenthesized_type"):
        node = node.named_children[0] if node.named_children else None
    if node is not None and node.type == "generic_type":
        node = node.child_by_field_name("type")
    return src.text_of(node)


def _type_declaration(src: Source, source: str, node: Node) -> list[Entity]:
    specs = [c for c in node.named_children if c.type in ("type_spec", "type_alias")]
    grouped = any(c.type == "(" for c in node.children)
    # A group of one is documented above `type (`, as GoDoc shows it.
    group_doc = _doc(src, node) if grouped and len(specs) == 1 else ""
    entities: list[Entity] = []
    for spec in specs:
        outer = spec if grouped else node
        entities.extend(_type_spec(src, source, spec, outer, group_doc))
    return entities


def _empty_body(body: Node) -> bool:
    """Is a struct's or interface's body empty (`struct{}`, `interface{}`)? Its braces are
    the type, and stay in its signature (mapstructure's `type DecodeHookFunc interface{}` read
    `type DecodeHookFunc interface`)."""
    return not any(child.named_children for child in body.named_children) and not any(
        child.type not in ("{", "}", "struct", "interface", "field_declaration_list")
        for child in body.children)


def _type_spec(
    src: Source, source: str, spec: Node, outer: Node, fallback_doc: str = ""
) -> list[Entity]:
    """A type and, for an interface, its method specs. `outer` carries the lines and doc."""
    name = src.text_of(spec.child_by_field_name("name"))
    body = spec.child_by_field_name("type")
    opening = _opening_brace(body)
    if opening is not None and not (body is not None and _empty_body(body)):
        header = src.uncommented(spec, spec.start_byte, opening.start_byte)
    else:
        header = src.uncommented(spec, spec.start_byte, spec.end_byte)
    entity = _entity(
        src,
        source,
        outer,
        name=name,
        kind="class",
        signature=one_line("type " + header),
        bases=_embedded(src, body),
        doc=_doc(src, outer, name) or fallback_doc,
    )
    members: list[Entity] = []
    if body is not None and body.type == "interface_type" and looks_inside(name):
        for elem in body.named_children:
            if elem.type == "method_elem":
                member = _method_spec(src, source, elem, name)
                above = members[-1] if members else None
                if not member.doc and above is not None and above.end_line + 1 == (
                        member.start_line) and _over_group(above, member.name):
                    member = replace(member, doc=above.doc)  # one comment over a group
                members.append(member)
    return [entity, *members]


def _over_group(above: Entity, name: str) -> bool:
    """Is the doc of the interface method `above` one comment over the group of methods it
    opens, `name` among them: not GoDoc's own sentence for it ("Get returns…"), unless it
    names `name` too ("Handle and HandleFunc add…"), or names none ("HTTP-method routing")?"""
    doc = above.doc
    return bool(doc) and (not doc.startswith(above.name + " ") or re.search(
        rf"\b{re.escape(name)}\b", doc) is not None)


def _opening_brace(body: Node | None) -> Node | None:
    if body is None or body.type not in ("struct_type", "interface_type"):
        return None
    for child in body.children:
        if child.type == "{":
            return child
        if child.type == "field_declaration_list":
            return child
    return None


def _embedded(src: Source, body: Node | None) -> tuple[str, ...]:
    """Embedded struct fields and interface elements, as written: Go's stand-in for bases."""
    if body is None:
        return ()
    if body.type == "interface_type":
        return tuple(one_line(src.text_of(c)) for c in body.named_children if c.type == "type_elem")
    if body.type != "struct_type":
        return ()
    fields = next((c for c in body.named_children if c.type == "field_declaration_list"), None)
    if fields is None:
        return ()
    return tuple(
        one_line(src.text_of(f.child_by_field_name("type")))
        for f in fields.named_children
        if f.type == "field_declaration" and f.child_by_field_name("name") is None
    )


def _method_spec(src: Source, source: str, elem: Node, interface: str) -> Entity:
    return _entity(
        src,
        source,
        elem,
        name=src.text_of(elem.child_by_field_name("name")),
        kind="method",
        parent=interface,
        signature=one_line(src.uncommented(elem, elem.start_byte, elem.end_byte)),
        params=_params(src, elem.child_by_field_name("parameters")),
        returns=one_line(src.text_of(elem.child_by_field_name("result"))),
    )


def _params(src: Source, parameters: Node | None) -> tuple[Param, ...]:
    """`(a, b int, opts ...string)` → a: int, b: int, opts: ...string; unnamed ones keep ''."""
    if parameters is None:
        return ()
    params: list[Param] = []
    for declaration in parameters.named_children:
        if declaration.type == "parameter_declaration":
            kind = _type_text(src, declaration.child_by_field_name("type"))
        elif declaration.type == "variadic_parameter_declaration":
            kind = "..." + _type_text(src, declaration.child_by_field_name("type"))
        else:
            continue
        names = declaration.children_by_field_name("name")
        params.extend(Param(src.text_of(n), kind) for n in names)
        if not names:
            params.append(Param("", kind))
    return tuple(params)


def _type_text(src: Source, node: Node | None) -> str:
    """A type as written on one line, without the `//` comments inside it (go-cmp's `Reporter(r
    interface { // PushStep is called when … })` showed them all as the type of `r`)."""
    if node is None:
        return ""
    return one_line(src.uncommented(node, node.start_byte, node.end_byte))


def _header(src: Source, node: Node, body: Node) -> str:
    return one_line(src.uncommented(node, node.start_byte, body.start_byte))


def _doc(src: Source, node: Node, name: str = "") -> str:
    """The GoDoc comment: `//` or `/* */` lines directly above, tool directives dropped."""
    comments = leading_comments(node)
    if comments and trails_code(comments[0]):  # the previous line's, not `node`'s
        comments = comments[1:]
    texts = [src.text_of(c) for c in comments]
    text = without_banner(go_doc_text(t for t in texts if not _DIRECTIVE.match(t)))
    return "" if "\n" not in text and names_a_group(text, name) else text


def _entity(
    src: Source,
    source: str,
    node: Node,
    *,
    name: str,
    kind: Kind,
    signature: str,
    parent: str = "",
    params: tuple[Param, ...] = (),
    returns: str = "",
    bases: tuple[str, ...] = (),
    doc: str | None = None,
) -> Entity:
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
        doc=_doc(src, node, name) if doc is None else doc,
        signature=signature,
        params=params,
        returns=returns,
        parent=parent,
        bases=bases,
    )
