"""JavaScript/TypeScript definitions made by running code rather than by declaring it.

Two forms hold a library's API in real code and are recognized here, at the levels
`javascript.py` walks (never inside a function body):

- a family of methods assigned through a computed name inside a loop over a known list, as
  express writes `methods.forEach(function (method) { app[method] = function () {...} })` or
  `for (const m of ['get', 'post']) proto[m] = ...`: one definition for the family, named after
  the loop variable in capitals (`app.METHOD`), with a sentence saying what list it ranges over
  (its lines and doc comment are the loop's; a loop that fills several objects gives each family
  the lines of its own assignment, so no page repeats a whole loop);
- a function handed to a definer: `defineGetter(req, 'fresh', function () {...})` (any callee
  whose name starts with `define`, called with an object, a string literal and a function),
  `Object.defineProperty(obj, 'name', { get() {...} })` and `Object.defineProperties(obj,
  { name: { value: function () {...} } })`: a definition under the defined name.

A list is known when it is a name (`methods`, `http.METHODS`), an array of plain string
literals, or one of those with `.concat(...)` of more of them; anything else (`Object.keys(x)`,
a call's result) is not, and its loop defines nothing. Each statement is read once and only its
own direct children are looked at, so the work stays linear in the file's size.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from rk_action.extract._ts import Node, Source, one_line

FUNCTIONS = frozenset(
    {"function_declaration", "generator_function_declaration", "function_expression",
     "function", "generator_function", "arrow_function"}
)
_WRAPPERS = frozenset({"parenthesized_expression", "as_expression", "satisfies_expression"})
_DOTTED = re.compile(r"(?!\d)[\w$]+(?:\.(?!\d)[\w$]+)*")
_PLAIN_STRING = re.compile(r"[\w$.:/-]{1,40}")
"""What a list item must look like to be shown: a method or event name, not arbitrary text."""
_SHOWN_ITEMS = 12
_DESCRIPTOR_KEYS = ("get", "value", "set")


@dataclass(frozen=True, slots=True)
class Defined:
    """One definition found: where it goes, what function it is, and where it is written."""

    owner: tuple[str, ...]
    """The member path of the object it is defined on: `("app",)`, `("Route", "prototype")`."""
    name: str
    """The defined name (`fresh`), or the family's placeholder (`METHOD`)."""
    function: Node
    """The function itself: its parameters and where its body starts."""
    outer: Node
    """What holds it, whose lines and doc comment are the definition's."""
    head: Node
    """Where its signature starts."""
    note: str = ""
    """A sentence for the doc: what list a family ranges over."""
    accessor: str = ""
    """`get` or `set` when it is a property's getter or setter, as written in the definer's
    name (`defineGetter`) or the descriptor's key (`{ get() {...} }`)."""


def families(src: Source, statement: Node) -> list[Defined]:
    """The method families a `forEach` call statement or a `for ... of` loop defines."""
    loop = _loop(src, statement)
    if loop is None:
        return []
    variable, listing, body = loop
    items = _list_items(src, listing, 3)
    if not items:
        return []
    placeholder = variable.upper()
    note = f"Defined for each `{placeholder}` in {_listing(items)}."
    found: dict[tuple[str, ...], Defined] = {}
    steps = body.named_children if body.type == "statement_block" else [body]
    for step in steps:
        assignment = unwrap(step.named_children[0] if step.type == "expression_statement"
                            else step)  # `m => (app[m] = ...)` too
        if assignment is None or assignment.type != "assignment_expression":
            continue
        target = assignment.child_by_field_name("left")
        function = unwrap(assignment.child_by_field_name("right"))
        if target is None or target.type != "subscript_expression" or function is None:
            continue
        owner = tuple(member_path(src, target.child_by_field_name("object")))
        index = target.child_by_field_name("index")
        if owner and src.text_of(index) == variable and function.type in FUNCTIONS:
            found.setdefault(owner, Defined(owner, placeholder, function, step, assignment, note))
    if len(found) == 1:  # the loop is the family's code, and its comment the family's doc
        return [replace(defined, outer=statement) for defined in found.values()]
    return list(found.values())  # each family its own lines, not all of the loop's


def _loop(src: Source, statement: Node) -> tuple[str, Node, Node] | None:
    """(loop variable, list, body) of `list.forEach(function (v) {...})` or `for (v of list)`."""
    if statement.type == "for_in_statement":
        operator = statement.child_by_field_name("operator")
        variable = statement.child_by_field_name("left")
        listing = statement.child_by_field_name("right")
        body = statement.child_by_field_name("body")
        if operator is None or operator.type != "of" or listing is None or body is None:
            return None
    else:
        call = unwrap(statement.named_children[0]) if statement.named_child_count else None
        callee = call.child_by_field_name("function") if call is not None else None
        if call is None or callee is None or callee.type != "member_expression":
            return None
        if src.text_of(callee.child_by_field_name("property")) != "forEach":
            return None
        callback = unwrap(next(iter(arguments(call)), None))
        if callback is None or callback.type not in FUNCTIONS:
            return None
        listing = callee.child_by_field_name("object")
        body = callback.child_by_field_name("body")
        variable = _first_parameter(callback)
        if listing is None or body is None:
            return None
    if variable is None or variable.type != "identifier":
        return None
    return src.text_of(variable), listing, body


def _first_parameter(function: Node) -> Node | None:
    single = function.child_by_field_name("parameter")  # `m => ...`
    if single is not None:
        return single
    parameters = function.child_by_field_name("parameters")
    first = parameters.named_children[0] if parameters and parameters.named_child_count else None
    if first is not None and first.type == "required_parameter":  # TypeScript
        return first.child_by_field_name("pattern")
    return first


def _list_items(src: Source, node: Node | None, depth: int) -> list[str]:
    """The list as Markdown code spans (`methods`, `'all'`), or [] when it is not known."""
    node = unwrap(node)
    if node is None or depth == 0:
        return []
    if node.type in ("identifier", "member_expression"):
        text = src.text_of(node)
        return [f"`{text}`"] if _DOTTED.fullmatch(text) and not text.startswith("this.") else []
    if node.type == "array":
        items = [_string(src, item) for item in node.named_children if item.type != "comment"]
        return [f"`'{item}'`" for item in items] if items and all(items) else []
    if node.type != "call_expression":
        return []
    callee = node.child_by_field_name("function")
    if callee is None or callee.type != "member_expression":
        return []
    if src.text_of(callee.child_by_field_name("property")) != "concat":
        return []
    items = _list_items(src, callee.child_by_field_name("object"), depth - 1)
    for added in arguments(node):
        text = _string(src, added)
        more = [f"`'{text}'`"] if text else _list_items(src, added, depth - 1)
        if not items or not more:
            return []
        items += more
    return items


def _string(src: Source, node: Node) -> str:
    """The content of a plain string literal, or "" for anything else."""
    if node.type != "string":
        return ""
    content = src.text_of(node)[1:-1]
    return content if _PLAIN_STRING.fullmatch(content) else ""


def _listing(items: list[str]) -> str:
    shown = items[:_SHOWN_ITEMS]
    rest = len(items) - len(shown)
    if rest:
        return ", ".join(shown) + f" and {rest:,} more"
    return ", ".join(shown[:-1]) + " and " + shown[-1] if len(shown) > 1 else shown[0]


def registered(src: Source, statement: Node, call: Node) -> list[Defined]:
    """What a `define...(obj, 'name', function)`, `Object.defineProperty` or
    `Object.defineProperties` call statement defines."""
    callee = unwrap(call.child_by_field_name("function"))
    if callee is not None and callee.type == "member_expression":
        callee = callee.child_by_field_name("property")
    definer = src.text_of(callee) if callee is not None else ""
    given = [a for a in arguments(call) if a.type != "comment"]
    if not definer.startswith("define") or not given:
        return []
    owner = tuple(member_path(src, given[0]))
    if not owner:
        return []
    if definer == "defineProperties" and len(given) == 2 and given[1].type == "object":
        return _properties(src, owner, given[1])
    if len(given) != 3 or given[1].type != "string":
        return []
    name = one_line(property_name(src, given[1]))
    if definer == "defineProperty":
        key, accessor = _accessor(src, given[2])
        if not name or accessor is None or (owner == ("exports",) and _forwards(src, accessor)):
            return []
        return [Defined(owner, name, accessor, statement, accessor, accessor=_kind(key))]
    function = _function_argument(given[2])
    if not name or function is None:
        return []
    written = "get" if "Getter" in definer else "set" if "Setter" in definer else ""
    # the signature is the function's own header (`function host()`), not the call around it
    return [Defined(owner, name, function, statement, function, accessor=written)]


def _forwards(src: Source, getter: Node) -> bool:
    """Is this getter of an export a module's re-export, as Babel and TypeScript write
    `export { enUS as defaultLocale } from "…"` (`get: function () { return _index.enUS; }`):
    date-fns's `defaultLocale` had a page, "Its body is empty"."""
    body = getter.child_by_field_name("body")
    return body is not None and _RETURNS_MEMBER.fullmatch(src.text_of(body)) is not None


_RETURNS_MEMBER = re.compile(r"\{\s*return\s+[\w$]+(?:\.[\w$]+)+\s*;?\s*\}")
"""A body that only returns another module's binding: `{ return _index.enUS; }`."""


def _properties(src: Source, owner: tuple[str, ...], descriptors: Node) -> list[Defined]:
    found: list[Defined] = []
    for pair in descriptors.named_children:
        if pair.type != "pair":
            continue
        key = pair.child_by_field_name("key")
        name = one_line(property_name(src, key))
        if key is None or key.type not in ("property_identifier", "string"):  # not `[key]`
            continue
        written, accessor = _accessor(src, pair.child_by_field_name("value"))
        if name and accessor is not None:
            found.append(Defined(owner, name, accessor, pair, accessor, accessor=_kind(written)))
    return found


def _kind(key: str) -> str:
    return key if key in ("get", "set") else ""


def _accessor(src: Source, descriptor: Node | None) -> tuple[str, Node | None]:
    """The `get`, else `value`, else `set` function of a property descriptor literal, with
    its key."""
    if descriptor is None or descriptor.type != "object":
        return "", None
    functions: dict[str, Node] = {}
    for member in descriptor.named_children:
        key = property_name(src, member.child_by_field_name("name"))
        function: Node | None = member
        if member.type == "pair":
            key = property_name(src, member.child_by_field_name("key"))
            function = unwrap(member.child_by_field_name("value"))
        elif member.type != "method_definition":
            continue
        if function is not None and (function.type in FUNCTIONS or function == member):
            functions.setdefault(key, function)
    return next(((k, functions[k]) for k in _DESCRIPTOR_KEYS if k in functions), ("", None))


def _function_argument(node: Node | None) -> Node | None:
    """A function, or the one function handed to a wrapper call such as express's
    `deprecate.function(function host() {...}, 'message')`."""
    node = unwrap(node)
    if node is not None and node.type == "call_expression":
        inner = [a for a in map(unwrap, arguments(node)) if a is not None and a.type in FUNCTIONS]
        node = inner[0] if len(inner) == 1 else None
    return node if node is not None and node.type in FUNCTIONS else None


def member_path(src: Source, node: Node | None) -> list[str]:
    """`a.b.c` (or `a["b"].c`) as `["a", "b", "c"]`; empty for anything else (`a[b]`, `this.x`)."""
    if node is not None and node.type == "subscript_expression":
        index = node.child_by_field_name("index")
        if index is None or index.type != "string":
            return []
        base = member_path(src, node.child_by_field_name("object"))
        return [*base, property_name(src, index)] if base else []
    if node is None or node.type not in ("identifier", "member_expression"):
        return []
    text = src.text_of(node)
    return text.split(".") if _DOTTED.fullmatch(text) and not text.startswith("this.") else []


def arguments(call: Node) -> list[Node]:
    """The arguments of a call expression, as written."""
    found = call.child_by_field_name("arguments")
    return found.named_children if found is not None else []


def property_name(src: Source, key: Node | None) -> str:
    """A property key as a name: `'fresh'` and `fresh` are both `fresh`."""
    text = src.text_of(key)
    return text[1:-1] if key is not None and key.type == "string" else text


def unwrap(node: Node | None) -> Node | None:
    """`(x)`, `x as T` and `x satisfies T` as `x`."""
    while node is not None and node.type in _WRAPPERS:
        node = next((c for c in node.named_children if c.type != "comment"), None)
    return node
