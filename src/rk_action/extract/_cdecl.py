"""Declarator navigation for C and C++: where a function's name and parameters sit.

C declarators nest inside out (`char *(*foo(int))(void)` declares `foo`), and tree-sitter
mirrors that nesting; these helpers walk it with bounded loops.
"""

from __future__ import annotations

from rk_action.extract._ts import Node

NAME_NODES = frozenset(
    [
        "identifier",
        "field_identifier",
        "qualified_identifier",
        "destructor_name",
        "operator_name",
        "template_function",
        "template_method",
        "operator_cast",
    ]
)
WRAPPING_DECLARATORS = frozenset(
    [
        "pointer_declarator",
        "reference_declarator",
        "parenthesized_declarator",
        "attributed_declarator",
        "array_declarator",
        "function_declarator",
        "init_declarator",
        "pointer_type_declarator",
        "variadic_declarator",
    ]
)
# Specifiers in front of a declaration that are not part of its type.
MODIFIERS = frozenset(
    [
        "storage_class_specifier",
        "virtual",
        "explicit_function_specifier",
        "attribute_specifier",
        "attribute_declaration",
        "ms_declspec_modifier",
    ]
)


def function_declarator(node: Node | None) -> Node | None:
    """The function declarator that carries the name: `foo(…)` in `char *(*foo(…))(int)`."""
    found: Node | None = None
    depth = 0
    while node is not None and depth < 64:
        depth += 1
        if node.type == "operator_cast":
            return node
        if node.type == "function_declarator":
            found = node
            inner = node.child_by_field_name("declarator")
            if inner is not None and inner.type in NAME_NODES:
                return node
            node = inner
        elif node.type in WRAPPING_DECLARATORS:
            node = node.child_by_field_name("declarator") or next(
                (c for c in node.named_children if c.type not in MODIFIERS), None
            )
        elif node.type == "qualified_identifier":
            # `MACRO type *f()` misread as a pointer to member `type::*f()`
            node = node.child_by_field_name("name")
        else:
            break
    return found


def declarator_name(decl: Node) -> Node | None:
    if decl.type == "operator_cast":
        return decl
    name = decl.child_by_field_name("declarator")
    return name if name is not None and name.type in NAME_NODES else None


def abstract_params(decl: Node) -> Node | None:
    """The parameter list of a conversion operator, under its abstract declarators."""
    if decl.type != "operator_cast":
        return None
    node = decl.child_by_field_name("declarator")
    depth = 0
    while node is not None and depth < 16:
        depth += 1
        plist = next((c for c in node.named_children if c.type == "parameter_list"), None)
        if plist is not None:
            return plist
        node = node.child_by_field_name("declarator") or next(
            (c for c in node.named_children if c.type.startswith("abstract_")), None
        )
    return None


def innermost_name(node: Node | None) -> Node | None:
    """The identifier a (possibly pointer/array/function) declarator finally declares."""
    depth = 0
    while node is not None and depth < 64:
        depth += 1
        if node.type in ("identifier", "field_identifier", "type_identifier"):
            return node
        if node.type not in WRAPPING_DECLARATORS:
            return None
        node = node.child_by_field_name("declarator") or next(
            (c for c in node.named_children if c.type not in MODIFIERS), None
        )
    return None
