"""PHP: functions, classes, interfaces, traits, enums and their methods.

- Files may mix HTML and `<?php … ?>` blocks; only the PHP parts hold entities.
- Namespaces prefix nothing: `App\\Http\\Kernel::handle` has the symbol `Kernel.handle`.
- Classes, interfaces, traits and enums are kind `class`; anonymous classes and closures get no
  entity, nor do functions declared inside function bodies.
- Abstract and interface methods have no body but are the only declaration there is, so they
  do get an entity (decorator `abstract` where written).
- Parameters are named without `$`; `type` and `default` are as written, promoted constructor
  parameters included. `returns` is the declared return type.
- Attributes (`#[Route(…)]`) and modifiers become decorators; the comment directly above
  (PHPDoc `/** */` or line comments) becomes `doc`.
"""

from __future__ import annotations

import re

from rk_action.extract import looks_inside
from rk_action.extract._ts import (
    Node,
    Source,
    doc_text,
    first_line,
    last_line,
    one_line,
    own_comments,
)
from rk_action.model import Entity, Param

_TYPES = {
    "class_declaration",
    "interface_declaration",
    "trait_declaration",
    "enum_declaration",
}
# Statements whose children still sit at file level (conditional declarations, braced
# namespaces, the PHP parts between HTML).
_PASS_THROUGH = frozenset(
    {
        "program",
        "compound_statement",
        "namespace_definition",
        "if_statement",
        "else_clause",
        "else_if_clause",
        "colon_block",
        "declare_statement",
        "text_interpolation",
    }
)
_MODIFIERS = frozenset(
    {
        "visibility_modifier",
        "static_modifier",
        "abstract_modifier",
        "final_modifier",
        "readonly_modifier",
    }
)


_GLOBAL_ALIAS = re.compile(r"\buse\s+\\?([A-Za-z_]\w*)\s+as\s+([A-Za-z_]\w*)\s*[;,]")
"""`use InvalidArgumentException as BaseInvalidArgumentException;`: a class of no namespace
given another name."""


_TOOL_COMMENT = re.compile(r"(?://|#|/\*)\s*(?:phpcs:|@phpcs|@codingStandardsIgnore|"
                           r"@?phpstan-ignore|@?psalm-suppress|@?infection-ignore)")
"""A line comment that speaks to a tool (PHP_CodeSniffer, PHPStan, Psalm): reflection-docblock's
`// phpcs:disable` over `splitDocBlock`'s doc made its one-liner "Phpcs:disable"."""


def extract(source: str, text: str) -> list[Entity]:
    """Every function, class-like type and method of one PHP file."""
    return _Extractor(source, text).run()


class _Extractor:
    def __init__(self, source: str, text: str) -> None:
        self.path = source
        self.src = Source(text)
        self.entities: list[Entity] = []
        self.global_aliases: dict[str, str] = {}
        """Names the file gives PHP's own classes (`use InvalidArgumentException as
        BaseInvalidArgumentException;`): a base so named is that class."""

    def run(self) -> list[Entity]:
        stack = [self.src.parse("php")]
        while stack:
            node = stack.pop()
            for child in node.named_children:
                if child.type == "function_definition":
                    self._function(child, "")
                elif child.type in _TYPES:
                    self._type(child)
                elif child.type in _PASS_THROUGH:
                    stack.append(child)
                elif child.type == "namespace_use_declaration":
                    self.global_aliases.update(
                        (alias, "\\" + name)
                        for name, alias in _GLOBAL_ALIAS.findall(self.src.text_of(child)))
        return self.entities

    def _type(self, node: Node) -> None:
        name = self.src.text_of(node.child_by_field_name("name"))
        body = node.child_by_field_name("body")
        if not name:
            return
        self._add(
            node,
            name=name,
            symbol=name,
            kind="class",
            signature=self._header(node, body),
            bases=self._bases(node, body),
            decorators=self._decorators(node),
        )
        for member in body.named_children if body is not None and looks_inside(name) else ():
            if member.type == "method_declaration":
                self._function(member, name)

    def _bases(self, node: Node, body: Node | None) -> tuple[str, ...]:
        named: dict[str, list[str]] = {"base_clause": [], "class_interface_clause": []}
        for clause in node.named_children:
            if clause.type in named:
                named[clause.type] += [self.global_aliases.get(text, text) for text in (
                    self.src.text_of(n) for n in clause.named_children if n.type != "comment")]
                # doctrine/instantiator's `extends BaseInvalidArgumentException`, PHP's
                # `InvalidArgumentException`
        traits = [self.src.text_of(n)
                  for member in (body.named_children if body is not None else ())
                  if member.type == "use_declaration"
                  for n in member.named_children if n.type in ("name", "qualified_name")]
        # In the order PHP looks a method up in: the traits it uses (whose methods it holds,
        # before its parent's), the class it extends, then the interfaces it implements, which
        # only declare them: illuminate's `Collection::sole` linked `$this->filter(…)` to
        # `Enumerable::filter`, not to the `EnumeratesValues` trait's that runs
        return (*traits, *named["base_clause"], *named["class_interface_clause"])

    def _function(self, node: Node, parent: str) -> None:
        name = self.src.text_of(node.child_by_field_name("name"))
        if not name:
            return
        body = node.child_by_field_name("body")
        returns = node.child_by_field_name("return_type")
        self._add(
            node,
            name=name,
            symbol=f"{parent}.{name}" if parent else name,
            kind="method" if parent else "function",
            parent=parent,
            signature=self._header(node, body),
            params=self._params(node.child_by_field_name("parameters")),
            returns=one_line(self.src.text_of(returns)),
            decorators=self._decorators(node),
        )

    def _params(self, params: Node | None) -> tuple[Param, ...]:
        found: list[Param] = []
        for param in params.named_children if params is not None else ():
            if param.type == "comment":
                found += _commented_params(self.src.text_of(param))
                continue
            name = param.child_by_field_name("name")
            if name is None:
                continue
            declared = one_line(self.src.text_of(param.child_by_field_name("type")))
            if param.type == "variadic_parameter":  # `string ...$extraPaths`, as Go's `...string`:
                declared = f"{declared} ...".lstrip()  # symfony/dotenv's `load` showed `string`
            found.append(
                Param(
                    name=self.src.text_of(name).lstrip("$"),
                    type=declared,
                    default=one_line(self.src.text_of(param.child_by_field_name("default_value"))),
                )
            )
        return tuple(found)

    def _decorators(self, node: Node) -> tuple[str, ...]:
        found: list[str] = []
        for child in node.children:
            if child.type == "attribute_list":
                found += [
                    one_line(self.src.text_of(g))
                    for g in child.named_children
                    if g.type == "attribute_group"
                ]
            elif child.type in _MODIFIERS:
                found.append(self.src.text_of(child))
        return tuple(found)

    def _header(self, node: Node, body: Node | None) -> str:
        """Declaration text from after the attributes to the body (or `;`), on one line."""
        start = node.start_byte
        for child in node.children:
            if child.type in ("attribute_list", "comment"):
                start = child.end_byte
            else:
                break
        end = body.start_byte if body is not None else node.end_byte
        return one_line(self.src.uncommented(node, start, end)).removesuffix(";").rstrip()

    def _doc(self, node: Node) -> str:
        return doc_text(self.src, [comment for comment in own_comments(node)
                                   if not _TOOL_COMMENT.match(self.src.text_of(comment))])

    def _add(self, node: Node, **fields: object) -> None:
        start, end = first_line(node), last_line(node)
        self.entities.append(
            Entity(
                language="php",
                source=self.path,
                start_line=start,
                end_line=end,
                code=self.src.line_span(start, end),
                doc=self._doc(node),
                **fields,  # type: ignore[arg-type]
            )
        )


_COMMENTED_PARAM = re.compile(
    r"(?:^|,)\s*(?P<type>\??[\\\w|]+\s+)?&?(?:\.\.\.)?\$(?P<name>\w+)"
    r"(?:\s*=\s*(?P<default>[^,]+?))?\s*(?=,|$)")
"""A parameter a signature keeps in a comment, `tempnam(string $dir, string $prefix/* ,
string $suffix = '' */)`: a Symfony convention for one a later major version adds, read with
`func_get_arg()` meanwhile; its `@param` documents it, and was lost with it."""


def _commented_params(comment: str) -> list[Param]:
    """The parameters a `/* , type $name = default */` comment in a parameter list declares."""
    inner = comment.strip()
    if not (inner.startswith("/*") and inner.endswith("*/")):
        return []
    inner = inner[2:-2].strip()
    if not inner.startswith(",") or "$" not in inner:
        return []
    return [Param(found["name"], (found["type"] or "").strip(), (found["default"] or "").strip())
            for found in _COMMENTED_PARAM.finditer(inner)]
