"""Python through tree-sitter: the fallback for files that `ast` cannot read (another Python
version's syntax, a syntax error). Kept apart so that reading ordinary Python never loads
tree-sitter."""

from __future__ import annotations

import inspect
import re

from rk_action.extract import _ts, looks_inside
from rk_action.model import Entity, Param


def extract_tree_sitter(source: str, text: str) -> list[Entity]:
    """The functions and classes of Python source that `ast` cannot read."""
    src = _ts.Source(text)
    root = src.parse("python")
    found: list[Entity] = []
    stack: list[tuple[_ts.Node, str]] = [(child, "") for child in reversed(root.children)]
    while stack:
        node, parent = stack.pop()
        outer = node
        if node.type == "decorated_definition":
            inner = node.child_by_field_name("definition")
            if inner is None:
                continue
            node = inner
        if node.type == "function_definition":
            found.append(_ts_function(src, outer, node, source, parent))
        elif node.type == "class_definition":
            entity = _ts_class(src, outer, node, source, parent)
            found.append(entity)
            body = node.child_by_field_name("body")
            if body is not None and looks_inside(entity.symbol):
                stack.extend((child, entity.symbol) for child in reversed(body.children))
        elif node.type == "if_statement" and _MAIN_GUARD.fullmatch(
                src.text_of(node.child_by_field_name("condition"))):
            stack.extend((child, parent) for child in reversed(node.children)
                         if child.type in ("else_clause", "elif_clause"))
        elif node.type in ("if_statement", "try_statement", "with_statement", "block",
                           "else_clause", "elif_clause", "except_clause", "finally_clause"):
            stack.extend((child, parent) for child in reversed(node.children))
    return found


_MAIN_GUARD = re.compile(r"""__name__\s*==\s*(['"])__main__\1|(['"])__main__\2\s*==\s*__name__""")
"""`if __name__ == "__main__":` holds what running the file does, not what it defines."""


def _ts_docstring(src: _ts.Source, node: _ts.Node) -> str:
    body = node.child_by_field_name("body")
    if body is None or not body.children:
        return ""
    first = body.children[0]
    if first.type == "expression_statement" and first.children[0].type == "string":
        raw = src.text_of(first.children[0])
        stripped = raw.lstrip("rRuUbB")
        for quote in ('"""', "'''", '"', "'"):
            if stripped.startswith(quote) and stripped.endswith(quote) and len(stripped) > 1:
                return inspect.cleandoc(stripped[len(quote) : -len(quote)])
    return ""


def _ts_header(src: _ts.Source, node: _ts.Node) -> str:
    body = node.child_by_field_name("body")
    end = body.start_byte if body is not None else node.end_byte
    header = src.data[node.start_byte : end].decode("utf-8", "replace").rstrip().rstrip(":")
    return _ts.one_line(header)


def _ts_function(
    src: _ts.Source, outer: _ts.Node, node: _ts.Node, source: str, parent: str
) -> Entity:
    name = src.text_of(node.child_by_field_name("name"))
    params: list[Param] = []
    plist = node.child_by_field_name("parameters")
    for child in plist.named_children if plist is not None else []:
        ident = child if child.type == "identifier" else child.child_by_field_name("name")
        if ident is None and child.named_children:
            ident = child.named_children[0]
        pname = src.text_of(ident).lstrip("*")
        if pname and child.type != "comment":
            type_text = src.text_of(child.child_by_field_name("type"))
            params.append(Param(pname, type_text, src.text_of(child.child_by_field_name("value"))))
    if parent and params and params[0].name in ("self", "cls"):
        params = params[1:]
    first, last = _ts.first_line(outer), _ts.last_line(outer)
    return Entity(
        name=name,
        symbol=f"{parent}.{name}" if parent else name,
        kind="method" if parent else "function",
        language="python",
        source=source,
        start_line=first,
        end_line=last,
        code=src.line_span(first, last),
        doc=_ts_docstring(src, node),
        signature=_ts_header(src, node),
        params=tuple(params),
        returns=src.text_of(node.child_by_field_name("return_type")),
        parent=parent,
    )


def _ts_class(src: _ts.Source, outer: _ts.Node, node: _ts.Node, source: str, parent: str) -> Entity:
    name = src.text_of(node.child_by_field_name("name"))
    first, last = _ts.first_line(outer), _ts.last_line(outer)
    superclasses = node.child_by_field_name("superclasses")
    bases = tuple(src.text_of(b) for b in superclasses.named_children) if superclasses else ()
    return Entity(
        name=name,
        symbol=f"{parent}.{name}" if parent else name,
        kind="class",
        language="python",
        source=source,
        start_line=first,
        end_line=last,
        code=src.line_span(first, last),
        doc=_ts_docstring(src, node),
        signature=_ts_header(src, node),
        parent=parent,
        bases=bases,
    )
