"""C and C++: function definitions, structs/unions/enums/classes and their member functions.

Choices worth knowing:
- Namespaces are walked through but prefix nothing: `ns::Foo::bar` defined inside
  `namespace ns { … }` has the symbol `Foo.bar`. In an out-of-class definition such as
  `void ns::Foo::bar()`, scope parts that name a namespace opened somewhere in the same file
  (or `std`) are dropped too; the remaining parts (`Foo`, `Outer::Inner`) become the parent.
- Macros get no entity, and neither do `= default`/`= delete` declarations, functions nested
  in bodies or anonymous structs without a typedef name.
- A prototype, or a method declared in its class, is an entity only when it is documented and
  its file does not define it: a header's API doc (`/** … */` or `//` lines above it, or zlib's
  comment of several lines right below it, set off from what follows by a blank line). A
  definition in the same file, of the same overload (parameter types), without a doc of its
  own takes the declaration's. Undocumented declarations are none: they repeat a definition,
  or say no more than their signature.
- Preprocessor conditionals, `extern "C"` blocks, namespaces and parse-error islands are looked
  through, so a `#ifdef` around a function does not hide it.
- Macro noise that derails the grammar (export and attribute macros, bare `FOO_BEGIN` lines,
  `#define` bodies) is blanked before parsing, see `_cmacros`. A file that still fails to
  parse is read a second time keeping only the first branch of each `#if`, as ctags does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from rk_action.extract import looks_inside
from rk_action.extract._cdecl import (
    MODIFIERS,
    abstract_params,
    declarator_name,
    function_declarator,
    innermost_name,
)
from rk_action.extract._cmacros import (
    TYPE_MACRO_OPENING,
    directive_end,
    first_branch,
    prepare,
)
from rk_action.extract._comments import names_a_group
from rk_action.extract._ts import (
    Node,
    Source,
    doc_text,
    first_line,
    last_line,
    one_line,
    own_comments,
    parser,
)
from rk_action.model import Entity, Param

_SPECIFIERS = ("class_specifier", "struct_specifier", "union_specifier", "enum_specifier")
# Nodes whose children are looked at as if they stood at the enclosing level.
_TRANSPARENT = frozenset(
    [
        "translation_unit",
        "declaration_list",
        "preproc_if",
        "preproc_ifdef",
        "preproc_else",
        "preproc_elif",
        "preproc_elifdef",
        "ERROR",
        "linkage_specification",
        "namespace_definition",
        "export_declaration",
    ]
)
# Never worth descending into, even inside a parse error.
_LEAVES = frozenset(
    [
        "function_definition",
        "comment",
        "string_literal",
        "raw_string_literal",
        "char_literal",
        "identifier",
        "number_literal",
        "preproc_def",
        "preproc_function_def",
        "preproc_call",
        "initializer_list",
        "concatenated_string",
        "argument_list",
        "enumerator_list",
    ]
)
# Statement-like nodes that may carry a struct/class definition in their `type` field.
_TYPE_CARRIERS = ("declaration", "field_declaration", "type_definition")
_WORD_QUALIFIERS = frozenset({"constexpr", "consteval", "constinit"})


# Comments and preprocessor lines inside a declaration header; strings are matched to be kept.
_COMMENT_OR_STRING = re.compile(
    r'"(?:\\.|[^"\\\n])*"|//[^\n]*|/\*.*?\*/|^[ \t]*#[^\n]*', re.DOTALL | re.MULTILINE
)


@dataclass(frozen=True, slots=True)
class _Scope:
    """Where a node sits: the enclosing class symbol ("" outside classes)."""

    parent: str = ""
    broken: bool = False
    """Inside a parse-error island: definitions may hide under any node, so look everywhere."""


def extract(source: str, text: str) -> list[Entity]:
    """Every function definition, class/struct/union/enum and member function of one file."""
    language = "c" if source.lower().endswith(".c") else "cpp"
    src = Source(text)
    data = prepare(src.data)
    root = parser(language).parse(data).root_node
    first = _Extractor(source, language, src)
    entities = first.run(root)
    if root.has_error:
        # Conditionals inside a class head or signature derail the grammar; read the file
        # again the way ctags does (first branch only) and keep the better reading.
        retry_data, hidden = first_branch(data)
        retry = parser(language).parse(retry_data).root_node
        again = _Extractor(source, language, src)
        second = again.run(retry)
        if keep_retry((len(entities), first.guessed), (len(second), again.guessed)):
            # Definitions that only the other branches hold still come from the first reading.
            return second + [e for e in entities if _inside(e, hidden)]
    return entities


def keep_retry(first: tuple[int, int], retry: tuple[int, int]) -> bool:
    """Is the second reading of a file that failed to parse (`first_branch`) the better one?
    Each reading is (entities found, of which inside parse-error islands). Yes when it found
    more, or at least 90 % as many and more outside the islands: a reading that finds a
    class's members as free functions inside one error is worse than one that finds the class
    whole (nlohmann's json.hpp: 273, 257 in one error, against 264, none; but libstdc++'s
    stl_map.h: 89, 85 in errors, against 17 with the `map` class lost)."""
    (found, guessed), (refound, reguessed) = first, retry
    return refound > found or (10 * refound >= 9 * found and refound - reguessed > found - guessed)


def _inside(entity: Entity, spans: list[tuple[int, int]]) -> bool:
    return any(first <= entity.start_line and entity.end_line <= last for first, last in spans)


class _Extractor:
    def __init__(self, source: str, language: str, src: Source) -> None:
        self.path = source
        self.language = language
        self.src = src
        self.namespaces: set[str] = {"std"}
        self.entities: list[Entity] = []
        # Out-of-class definitions wait for every namespace name to be known.
        self.pending: list[tuple[Node, Node, list[str], tuple[str, ...]]] = []
        self.prototypes: list[Entity] = []
        self.guessed = 0
        """How many entities were found inside parse-error islands."""

    def run(self, root: Node) -> list[Entity]:
        stack: list[tuple[Node, _Scope]] = [(root, _Scope())]
        while stack:
            node, scope = stack.pop()
            before = len(self.entities) + len(self.pending)
            for child in reversed(node.children):
                self._visit(child, scope, stack)
            if scope.broken:
                self.guessed += len(self.entities) + len(self.pending) - before
        for outer, func, scope_parts, extra in self.pending:
            parts = [p for p in scope_parts if p not in self.namespaces]
            self._function(outer, func, ".".join(parts), extra)
        defined: dict[str, list[int]] = {}
        for at, entity in enumerate(self.entities):
            if entity.kind != "class":
                defined.setdefault(entity.symbol, []).append(at)
        for prototype in self.prototypes:
            found = defined.get(prototype.symbol)
            if not found:
                self.entities.append(prototype)
                continue
            # `static int f(int);` documented above, then `f` (of the same overload) without
            same = [at for at in found if _types(self.entities[at]) == _types(prototype)]
            if len(same) == 1 and _GROUPING_ONLY.fullmatch(self.entities[same[0]].doc):
                self.entities[same[0]] = replace(self.entities[same[0]], doc=prototype.doc)
        self._macros(root, {entity.symbol for entity in self.entities})
        return self.entities

    def _macros(self, root: Node, taken: set[str]) -> None:
        """Each documented function-like macro (`#define NAME(args) …` under its doc comment,
        as a prototype's is found) is a function: the kernel's `list_for_each_entry`, cJSON's
        `cJSON_ArrayForEach`, libgit2's `GIT_ATTR_IS_TRUE` are called like functions and are
        documented as its API. Undocumented macros, and a name the file defines otherwise, are
        none: the first are mostly a file's own shorthand, the second a wrapper's twin."""
        data, row, at = self.src.data, 0, 0
        for match in _FUNCTION_MACRO.finditer(data):
            row += data.count(b"\n", at, match.start())
            at = match.start()
            name = match.group(1).decode("ascii")
            if name in taken:
                continue
            comments = self._comments_ending_above(root, match.start(), row)
            opener = self.src.lines[row - 1] if row else ""
            if not comments and _OPENING_DIRECTIVE.match(opener):
                # the doc, `#if defined(__cpp_if_constexpr)`, the macro: fmt's `FMT_COMPILE`
                line = self.src.data.rfind(b"\n", 0, match.start() - 1) + 1
                comments = self._comments_ending_above(root, line, row - 1)
                if comments and not self._about(comments[-1], name):
                    continue
            if not comments:
                continue
            raw = self.src.text_of(comments[-1])
            doc = _without_man_labels(doc_text(self.src, comments))
            if (not _names_it(raw, name) or not any(c.isalpha() for c in doc)
                    or doc.lstrip().startswith("#")  # the line commented out: ujson's
                    # `// #define PRINTMARK() fprintf(stderr, …)` over the empty macro
                    or _FILE_NAME.fullmatch(doc) or doc.strip("(): ") == name
                    or self._label(comments, doc) or _GROUP_TITLE.search(doc)
                    or self._names_a_group(comments, doc)):
                continue
            taken.add(name)
            end = directive_end(data, match.end())
            last = row + 1 + data.count(b"\n", match.start(), end)
            params = tuple(Param(name=one.strip()) for one in
                           match.group(2).decode("utf-8", "replace").split(",") if one.strip())
            self.entities.append(Entity(
                name=name, symbol=name, kind="function", language=self.language,
                source=self.path, start_line=row + 1, end_line=last,
                code=self.src.line_span(row + 1, last), doc=doc,
                signature=f"#define {name}({', '.join(one.name for one in params)})",
                params=params, decorators=("#define",)))

    def _comments_ending_above(self, root: Node, start: int, row: int) -> list[Node]:
        """The comments that end on the line above the one starting at byte `start` (row
        `row`), a run of line comments whole, none when the first trails code."""
        data = self.src.data
        last = data.rfind(b"\n", 0, start)
        while last > 0 and data[last - 1 : last].isspace():  # no copy: a header of a thousand
            last -= 1  # macros (the kernel's) would copy itself once for each
        if last <= 0:
            return []
        node = root.descendant_for_byte_range(last - 1, last)
        if node is None or node.type != "comment" or node.end_point[0] != row - 1:
            return []
        found = [node]
        before = node.prev_sibling
        while (before is not None and before.type == "comment"
               and before.end_point[0] == found[0].start_point[0] - 1):
            found.insert(0, before)
            before = before.prev_sibling
        if before is not None and before.end_point[0] == found[0].start_point[0]:
            return []  # `int x; // note` documents `x`
        return found

    def _visit(self, node: Node, scope: _Scope, stack: list[tuple[Node, _Scope]]) -> None:
        kind = node.type
        if kind == "function_definition":
            self._function_or_pending(node, node, scope, ())
        elif kind == "template_declaration":
            self._template(node, scope, stack)
        elif kind == "friend_declaration":
            self._friend(node, node, scope)
        elif kind in _SPECIFIERS and node.child_by_field_name("body") is not None:
            self._type(node, node, scope, stack)
        elif kind in _TYPE_CARRIERS and _specifier(node) is not None:
            self._type(node, _specifier(node), scope, stack)
        elif kind in _PROTOTYPES and not scope.broken:
            self._prototype(node, node, scope.parent)
        elif kind == "preproc_if" and _never(node):  # `#if 0`: an example, or dead code
            alternative = node.child_by_field_name("alternative")
            if alternative is not None:
                stack.append((alternative, scope))
        elif kind in _TRANSPARENT or (scope.broken and kind not in _LEAVES):
            if kind == "namespace_definition":
                name = node.child_by_field_name("name")
                if name is not None:
                    self.namespaces.update(self.src.text_of(name).split("::"))
            if kind == "ERROR" and not scope.broken:
                scope = _Scope(parent=scope.parent, broken=True)
            stack.append((node, scope))

    def _friend(self, outer: Node, friend: Node, scope: _Scope) -> None:
        for child in friend.named_children:
            if child.type == "function_definition":
                self._function_or_pending(outer, child, scope, ("friend",))

    def _template(self, outer: Node, scope: _Scope, stack: list[tuple[Node, _Scope]]) -> None:
        inner: Node | None = outer
        while inner is not None and inner.type == "template_declaration":
            inner = next((c for c in inner.named_children if c.type not in _TEMPLATE_HEAD), None)
        if inner is None:
            return
        if inner.type == "function_definition":
            self._function_or_pending(outer, inner, scope, ())
        elif inner.type in _SPECIFIERS:
            self._type(outer, inner, scope, stack)
        elif inner.type in _TYPE_CARRIERS and _specifier(inner) is not None:
            self._type(outer, _specifier(inner), scope, stack)
        elif inner.type in _PROTOTYPES and not scope.broken:
            self._prototype(outer, inner, scope.parent)
        elif inner.type == "friend_declaration":
            self._friend(outer, inner, scope)

    # --- types ---------------------------------------------------------------------------

    def _type(
        self, outer: Node, spec: Node | None, scope: _Scope, stack: list[tuple[Node, _Scope]]
    ) -> None:
        body = spec.child_by_field_name("body") if spec is not None else None
        if spec is None or body is None:
            return
        name_node = spec.child_by_field_name("name")
        if name_node is not None and name_node.type == "template_type":
            name_node = name_node.child_by_field_name("name") or name_node
        name = _last_part(self.src.text_of(name_node)) if name_node is not None else ""
        if not name and outer.type == "type_definition":
            name = self.src.text_of(innermost_name(outer.child_by_field_name("declarator")))
        if not name:
            return
        symbol = f"{scope.parent}.{name}" if scope.parent else name
        signature = self._header(outer, body.start_byte)
        if name_node is None:
            signature = f"{signature} {{...}} {name}"
        elif outer.type == "type_definition":  # `typedef struct yaml_parser_s {…} yaml_parser_t;`
            alias = one_line(self.src.text_of(outer.child_by_field_name("declarator")))
            if alias and alias != name:  # the name its users write (`*png_structp` as is)
                signature = f"{signature} {{...}} {alias}"
        self._add(
            outer,
            name=name,
            symbol=symbol,
            kind="class",
            parent=scope.parent,
            signature=signature,
            bases=self._bases(spec),
        )
        if spec.type != "enum_specifier" and looks_inside(symbol):
            stack.append((body, _Scope(parent=symbol)))

    def _bases(self, spec: Node) -> tuple[str, ...]:
        clause = next((c for c in spec.named_children if c.type == "base_class_clause"), None)
        if clause is None:
            return ()
        skip = {"access_specifier", "virtual", "comment"}
        return tuple(
            one_line(self.src.text_of(c)) for c in clause.named_children if c.type not in skip
        )

    # --- functions -----------------------------------------------------------------------

    def _function_or_pending(
        self, outer: Node, func: Node, scope: _Scope, extra: tuple[str, ...]
    ) -> None:
        if func.child_by_field_name("body") is None:
            return  # `= default`, `= delete`, or a prototype the grammar took for a definition
        decl = function_declarator(func.child_by_field_name("declarator"))
        if decl is None:
            return
        name_node = declarator_name(decl)
        if name_node is not None and name_node.type == "qualified_identifier" and not scope.parent:
            self.pending.append((outer, func, self._scope_parts(name_node), extra))
            return
        self._function(outer, func, scope.parent, extra)

    def _function(self, outer: Node, func: Node, parent: str, extra: tuple[str, ...]) -> None:
        decl = function_declarator(func.child_by_field_name("declarator"))
        name_node = declarator_name(decl) if decl is not None else None
        if decl is None or name_node is None:
            return
        name = self._name(name_node)
        if not name:
            return
        body = func.child_by_field_name("body")
        cut = next((c for c in func.children if c.type == "field_initializer_list"), body)
        end = cut.start_byte if cut is not None else func.end_byte
        signature = self._header(outer, end)
        self._add(
            outer,
            opening=self._opening_comment(body),
            name=name,
            symbol=f"{parent}.{name}" if parent else name,
            kind="method" if parent else "function",
            parent=parent,
            signature=signature,
            params=self._params(func, decl),
            returns=self._returns(func, decl),
            decorators=extra + self._modifiers(func, decl),
        )

    def _prototype(self, outer: Node, node: Node, parent: str) -> None:
        """A documented declaration of one function or method, named by a plain name
        (`char *f(void);`, `virtual Status Put(…) = 0;`, `~DB();`, `bool operator==(…) const;`;
        not a function pointer `int (*f)(void);` nor `int f(void), g;`)."""
        declared = _declared(node)
        if declared is None or declared[1].type not in _DECLARED_NAMES:
            return
        decl, name_node = declared
        name = self._name(name_node)
        above = self._comments(outer, name)
        doc = _without_man_labels(doc_text(self.src, above)) if above else (
            self._doc_after(outer) or self._doc_below(outer) or self._run_doc(outer, name))
        if (not any(c.isalpha() for c in doc) or _FILE_NAME.fullmatch(doc)
                or doc.strip("(): ") == name or (above and (
                    self._label(above, doc) or self._names_a_group(above, doc)))):
            return
        self.prototypes.append(self._entity(
            outer, doc, name=name, symbol=f"{parent}.{name}" if parent else name,
            parent=parent, kind="method" if parent else "function",
            signature=self._header(outer, node.end_byte).rstrip("; "),
            params=self._params(node, decl), returns=self._returns(node, decl),
            decorators=self._modifiers(node, decl)))

    def _run_doc(self, outer: Node, name: str) -> str:
        """The doc of the run of prototypes `outer` is in (one a line, no blank line or comment
        between), when it names `name`: SQLite documents `sqlite3_backup_init`, `…_step`,
        `…_finish` in one comment above them all, zlib `adler32` and `adler32_z` in one below."""
        first = last = outer
        for _ in range(_RUN_LIMIT):
            before = first.prev_sibling
            if before is None or not _declares(before) or (
                    before.end_point[0] + 1 != first.start_point[0]):
                break
            first = before
        for _ in range(_RUN_LIMIT):
            after = last.next_sibling
            if after is None or not _declares(after) or (
                    after.start_point[0] != last.end_point[0] + 1):
                break
            last = after
        above = own_comments(first) if first is not outer else []
        doc = doc_text(self.src, above) if above else ""
        if not doc and last is not outer:
            doc = self._doc_below(last)
        if _GROUP_DOC.match(doc):
            return doc  # cJSON's "These functions check the type of an item", over ten
        return doc if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", doc) else ""

    def _label(self, comments: list[Node], doc: str) -> bool:
        """Is this plain comment of one or two words the title of the group of prototypes
        below it (LLVM's `/* Arithmetic */`, `// Accessors`), not the doc of the first?"""
        return (len(comments) == 1 and self._plain(comments)
                and len(doc.split()) <= 2 and not doc.endswith((".", "!", "?")))

    def _doc_after(self, node: Node) -> str:
        """Doxygen's doc of what precedes it, on the prototype's last line: zstd's
        `int ZSTD_maxCLevel(void);   /*!< maximum compression level available */`."""
        after = node.next_sibling
        if (after is None or after.type != "comment"
                or after.start_point[0] != node.end_point[0]):
            return ""
        raw = self.src.text_of(after)
        if not raw.startswith(("/**<", "/*!<", "///<", "//!<")):
            return ""
        return doc_text(self.src, [after]).lstrip("<").strip()

    def _doc_below(self, node: Node) -> str:
        """zlib's way: a block comment of three lines or more on the line right below a
        prototype, with a blank line between it and whatever follows (else it leads that)."""
        below = node.next_sibling
        if (below is None or below.type != "comment"
                or below.start_point[0] != node.end_point[0] + 1
                or below.end_point[0] - below.start_point[0] < 2
                or not self.src.text_of(below).startswith("/*")):
            return ""
        after = below.next_sibling
        if after is not None and after.start_point[0] <= below.end_point[0] + 1:
            return ""
        return doc_text(self.src, [below])

    def _name(self, node: Node) -> str:
        """The bare name of a declarator name node: `bar`, `~Foo`, `operator==`."""
        while node.type == "qualified_identifier":
            inner = node.child_by_field_name("name")
            if inner is None:
                return ""
            node = inner
        if node.type in ("template_function", "template_method"):
            inner = node.child_by_field_name("name")
            return self.src.text_of(inner) if inner is not None else ""
        if node.type == "operator_name":
            rest = one_line(self.src.text_of(node))[len("operator") :].strip()
            return f"operator {rest}" if rest[:1].isalpha() else f"operator{rest.replace(' ', '')}"
        if node.type == "operator_cast":
            cast = node.child_by_field_name("type")
            plist = abstract_params(node)
            if cast is None or plist is None:
                return ""
            target = self.src.data[cast.start_byte : plist.start_byte].decode("utf-8", "replace")
            return f"operator {one_line(target)}"
        return one_line(self.src.text_of(node))

    def _scope_parts(self, node: Node) -> list[str]:
        parts: list[str] = []
        while node.type == "qualified_identifier":
            scope = node.child_by_field_name("scope")
            if scope is not None:
                if scope.type == "template_type":
                    scope = scope.child_by_field_name("name") or scope
                parts.append(self.src.text_of(scope))
            inner = node.child_by_field_name("name")
            if inner is None:
                break
            node = inner
        return [p for p in parts if p]

    def _params(self, func: Node, decl: Node) -> tuple[Param, ...]:
        plist = decl.child_by_field_name("parameters")
        if plist is None:
            plist = next((c for c in decl.named_children if c.type == "parameter_list"), None)
        if plist is None:
            plist = abstract_params(decl)
        if plist is None:
            return ()
        params = [c for c in plist.named_children if c.type != "comment"]
        if params and all(p.type == "identifier" for p in params):
            return self._kr_params(func, params)
        if len(params) == 1 and one_line(self.src.text_of(params[0])) == "void":
            return ()
        # C++ reads C's `variadic_parameter` as a bare token (`int printf(const char *, ...)`)
        variadic = (Param(name="..."),) if any(c.type == "..." for c in plist.children) else ()
        return tuple(self._param(p) for p in params) + variadic

    def _param(self, node: Node) -> Param:
        if node.type == "variadic_parameter":
            return Param(name="...")
        declarator = node.child_by_field_name("declarator")
        name_node = innermost_name(declarator)
        default = node.child_by_field_name("default_value")
        end = declarator.end_byte if declarator is not None else node.end_byte
        if declarator is None and default is None:
            end = node.end_byte
        data = self.src.data
        if name_node is None:
            text = data[node.start_byte : end]
        else:
            text = data[node.start_byte : name_node.start_byte] + data[name_node.end_byte : end]
        return Param(
            name=self.src.text_of(name_node),
            type=one_line(text.decode("utf-8", "replace")),
            default=one_line(self.src.text_of(default)),
        )

    def _kr_params(self, func: Node, names: list[Node]) -> tuple[Param, ...]:
        """Old-style `int f(a, b) int a; char *b; {…}`: types come from the declarations."""
        types: dict[str, str] = {}
        for decl in func.named_children:
            if decl.type != "declaration":
                continue
            base = self.src.text_of(decl.child_by_field_name("type"))
            for declarator in decl.children_by_field_name("declarator"):
                name_node = innermost_name(declarator)
                if name_node is None:
                    continue
                stars = self.src.data[declarator.start_byte : name_node.start_byte]
                types[self.src.text_of(name_node)] = one_line(
                    f"{base} {stars.decode('utf-8', 'replace')}"
                )
        return tuple(
            Param(name=self.src.text_of(n), type=types.get(self.src.text_of(n), "int"))
            for n in names
        )

    def _returns(self, func: Node, decl: Node) -> str:
        trailing = next((c for c in decl.named_children if c.type == "trailing_return_type"), None)
        if trailing is not None:
            return one_line(self.src.text_of(trailing).lstrip("->").strip())
        declarator = func.child_by_field_name("declarator")
        parts = []
        for child in func.children:
            if declarator is not None and child.start_byte >= declarator.start_byte:
                break
            if child.type in MODIFIERS or child.type == "comment":
                continue
            if child.type == "type_qualifier" and self.src.text_of(child) in _WORD_QUALIFIERS:
                continue
            parts.append(self.src.text_of(child))
        node = declarator
        while node is not None and node is not decl and node.type != "function_declarator":
            if node.type == "pointer_declarator":
                parts.append("*")
            elif node.type == "reference_declarator":
                parts.append(self.src.text_of(node.children[0]))
            node = node.child_by_field_name("declarator") or (
                node.named_children[0] if node.named_children else None
            )
        return one_line(" ".join(parts))

    def _modifiers(self, func: Node, decl: Node) -> tuple[str, ...]:
        found = [
            one_line(self.src.text_of(c))
            for c in func.children
            if c.type in MODIFIERS
            or (c.type == "type_qualifier" and self.src.text_of(c) in _WORD_QUALIFIERS)
        ]
        found += [self.src.text_of(c) for c in decl.children if c.type == "virtual_specifier"]
        return tuple(found)

    # --- output --------------------------------------------------------------------------

    def _add(self, outer: Node, opening: str = "", **fields: object) -> None:
        """Record the entity whose lines are `outer`'s; its doc is the comment above it, else
        `opening`, the comment its body opens with."""
        doc = self._doc(outer, str(fields["name"])) or opening
        self.entities.append(self._entity(outer, doc, **fields))

    def _opening_comment(self, body: Node | None) -> str:
        """The comment of two lines or more a function's body opens with, which says what the
        function does where no comment above it does (cbor2's `unpack_float16`: "This function
        assumes that i contains the big-endian representation of an IEEE754 16-bit floating
        point value… It returns the IEEE754 single-precision equivalent value"; cmark's
        `process_footnotes`), not one line that says what the first lines do."""
        if body is None or body.type != "compound_statement":
            return ""
        comments: list[Node] = []
        for child in body.named_children:
            if child.type != "comment" or (comments and child.start_point[0] > (
                    comments[-1].end_point[0] + 1)):
                break
            comments.append(child)
        if not comments or comments[-1].end_point[0] == comments[0].start_point[0]:
            return ""
        text = doc_text(self.src, comments)
        return "" if _COMMENTED_OUT.search(text) else text

    def _entity(self, outer: Node, doc: str, **fields: object) -> Entity:
        """The entity whose lines are `outer`'s, with `doc` and `fields`."""
        start, end = first_line(outer), last_line(outer)
        return Entity(
            language=self.language,
            source=self.path,
            start_line=start,
            end_line=end,
            code=self.src.line_span(start, end),
            doc=doc,
            **fields,  # type: ignore[arg-type]
        )

    def _header(self, outer: Node, end: int) -> str:
        """The declaration text from `outer`'s start to `end`, comments dropped, on one line;
        from the export macro that wraps its return type, if any (`GIT_EXTERN(int) f(…)`)."""
        start = outer.start_byte
        line = self.src.data.rfind(b"\n", 0, start) + 1
        if TYPE_MACRO_OPENING.fullmatch(self.src.data, line, start):
            start = line
        text = self.src.data[start:end].decode("utf-8", "replace")
        text = _COMMENT_OR_STRING.sub(_keep_strings, text)
        return one_line(_GONE_BEFORE_CLOSE.sub("", text).replace(_GONE, " "))

    def _doc(self, node: Node, name: str = "") -> str:
        """The doc of a definition or type: its comments, but a group's title (`// public
        methods`, `// flush functions` over spdlog's definitions), which is no doc of the
        first of the group."""
        comments = self._comments(node, name)
        doc = doc_text(self.src, comments)
        titled = comments and ((self._label(comments, doc) and _GROUP_TITLE.search(doc))
                               or self._names_a_group(comments, doc))
        return "" if titled else _without_man_labels(doc)

    def _names_a_group(self, comments: list[Node], doc: str) -> bool:
        """Is this plain comment of one line the title of the group of definitions below it
        (cmark's man.c: "// Functions to convert cmark_nodes to groff man strings." over
        `S_outc`, which escapes one character, was its one-liner; "// Macros for creating
        various kinds of simple." over the first of seven)?"""
        return (len(comments) == 1 and self._plain(comments)
                and "\n" not in self.src.text_of(comments[0]).strip() and names_a_group(doc))

    def _plain(self, comments: list[Node]) -> bool:
        """Is the last of `comments` a plain comment, no Doxygen block?"""
        return not self.src.text_of(comments[-1]).lstrip().startswith(
            ("/**", "/*!", "///", "//!"))

    def _comments(self, node: Node, name: str) -> list[Node]:
        """The comments that document `node` (named `name`): those right above it, or above the
        macro lines that stand between (zstd's `ZSTD_DEPRECATED("…")`, `ZSTDLIB_API` on lines of
        their own, which the parse reads as blank); else a Doxygen block (`/** … */`,
        `/*! … */`) one empty line above it, as libyaml writes its whole API and Doxygen reads
        it. Not a banner (`/*****`), nor a block that documents the file or opens a group
        (`@file`, `@defgroup`, `@{`, the kernel's `DOC:`), nor a kernel-doc block naming another
        entity (`foo() - …` above `bar`), nor one set off by a line that held a directive."""
        found = own_comments(node)
        if found:
            return found
        conditional = _opened_conditional(node)
        if conditional is not None:  # the doc, `#ifndef SQLITE_OMIT_X`, the prototype
            found = own_comments(conditional)
            return found if found and self._about(found[-1], name) else []
        above = node.prev_sibling
        if above is not None and above.type == "type_definition" and (
                above.end_point[0] + 1 == node.start_point[0]):
            forward = _FORWARD_TYPEDEF.fullmatch(self.src.text_of(above))
            if forward is not None and forward.group(1) == name:
                return own_comments(above)  # the doc, `typedef struct x x;`, `struct x {…}`
        if above is None or above.type != "comment":
            return []
        gap = self.src.lines[above.end_point[0] + 1 : node.start_point[0]]
        empty = sum(not line.strip() for line in gap)
        if (not gap or len(gap) > _GAP_LINES or empty > 1
                or not all(not line.strip() or _MACRO_LINE.fullmatch(line) for line in gap)):
            return []
        found = own_comments(node, blank=len(gap))
        if not found or not empty:
            return found
        raw = self.src.text_of(found[-1])
        if len(found) != 1 or not raw.startswith(("/**", "/*!")) or not _names_it(raw, name):
            return []
        return found

    def _about(self, comment: Node, name: str) -> bool:
        """Is a comment above a conditional about the first declaration it holds, not about
        the conditional's part (`/* Pickle support. */`, `/* Internal C API */`)? When it
        is a Doxygen block (`/**`, `/*!`) or names the declaration, and `_names_it`."""
        raw = self.src.text_of(comment)
        return (raw.startswith(("/**", "/*!")) or re.search(
            rf"(?<![\w$]){re.escape(name)}(?![\w$])", raw) is not None) and (
            "{{{" not in raw and "}}}" not in raw and _names_it(raw, name))


def _names_it(raw: str, name: str) -> bool:
    """Can a comment (its text `raw`) set off from `name` (by an empty line, or a directive)
    document it: no banner (`/*****`), no trailing doc (`/**<`), no block that documents a
    file or a group (`_STRUCTURAL`), and no kernel-doc block naming another entity?"""
    named = _KERNEL_DOC_NAME.match(raw)
    return not (raw.startswith(("/**<", "/***")) or _STRUCTURAL.search(raw)
                or (named and named.group(1) != name))


def _never(conditional: Node) -> bool:
    """Is this `#if`'s condition `0` (googletest's usage examples, code kept but not built)?"""
    condition = conditional.child_by_field_name("condition")
    return condition is not None and condition.type == "number_literal" and (
        condition.text or b"").strip() == b"0"


def _opened_conditional(node: Node) -> Node | None:
    """The conditional (`#if`/`#ifdef`/`#ifndef`) whose first thing `node` is, on the line
    after its directive: a comment right above the directive is then its doc, as Doxygen,
    which reads the code preprocessed, has it (SQLite's `sqlite3_compileoption_used`)."""
    parent = node.parent
    if parent is None or parent.type not in ("preproc_if", "preproc_ifdef"):
        return None
    condition = parent.child_by_field_name("condition") or parent.child_by_field_name("name")
    first = (condition is not None and node.prev_named_sibling == condition
             and node.start_point[0] == condition.end_point[0] + 1)
    return parent if first else None


_GROUP_DOC = re.compile(r"\s*(?:these|the\s+following|all\s+(?:of\s+)?these)\s+(?:\w+\s+)?"
                        r"(?:functions|calls|routines|procedures|macros|prototypes)\b", re.I)
"""A comment over a run of prototypes that speaks of them all ("These functions check the type
of an item", "These calls create a cJSON item of the appropriate type"): each one's doc, as a
comment naming each is (`_run_doc`); cJSON's other nine checks and eight makers had no page."""
_RUN_LIMIT = 64
"""How far a run of prototypes is followed for its shared doc (`_run_doc`)."""


def _declared(node: Node) -> tuple[Node, Node] | None:
    """The function declarator and its name, where `node` declares one function by name."""
    declarators = node.children_by_field_name("declarator")
    decl = function_declarator(declarators[0]) if len(declarators) == 1 else None
    name_node = declarator_name(decl) if decl is not None else None
    return None if decl is None or name_node is None else (decl, name_node)


def _declares(node: Node) -> bool:
    """Does `node` declare one function by name (a prototype)?"""
    return node.type in _PROTOTYPES and _declared(node) is not None


_COMMENTED_OUT = re.compile(r"[;{}][ \t]*$", re.M)
"""A line of code in a comment: what a body's first comment holds when it is code put aside."""
_GROUP_TITLE = re.compile(r"\b(?:methods|functions|helpers|accessors|getters|setters|operators"
                          r"|constructors|utilities|members|overrides|internals|API)\W*\Z", re.I)
"""The last word of a group's title (`// public methods`, `// factory functions`): a label over
the definitions below it, no doc of the first of them."""
_GAP_LINES = 3
"""How many lines (empty, or a macro's) may stand between a doc and what it documents."""
_MAN_NAME = re.compile(r"(?:NAME|Name:)[ \t]+[A-Za-z_]\w*(?:\(\))?[ \t]*(?:\n|\Z)")
_MAN_LABEL = re.compile(r"^(?:DESCRIPTION[ \t]*$\n?|Desc:[ \t]+)", re.MULTILINE)
_MAN_DESCRIPTION = re.compile(r"^[ \t]*Desc:[ \t]+(.*(?:\n(?!\s*\n)[ \t]+.*)*)", re.MULTILINE)
"""`Desc:` and the description's lines indented under it, up to an empty line."""


def _without_man_labels(doc: str) -> str:
    """A doc laid out as a manual page, as curl's headers write theirs ("NAME
    curl_easy_reset()", "DESCRIPTION", or "Name: … Desc: …"), without those labels: its
    one-liner was "NAME curl_easy_duphandle()" (52 of curl's pages). The description's
    continuation lines, indented under `Desc:`, are dedented with it."""
    if not _MAN_NAME.match(doc):
        return doc
    text = _MAN_NAME.sub("", doc, count=1).lstrip("\n")
    if "Desc:" in text:
        text = _MAN_DESCRIPTION.sub(
            lambda m: "\n".join(line.strip() for line in m.group(1).split("\n")), text, count=1)
    return _MAN_LABEL.sub("", text).lstrip("\n")


_MACRO_LINE = re.compile(r"[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*(?:\(.*\))?[ \t]*\r?")
"""A line holding only an upper-case macro (`ZSTDLIB_API`, `LZ4_DEPRECATED("…")`)."""
_FORWARD_TYPEDEF = re.compile(r"typedef\s+(?:struct|union|enum)\s+(\w+)\s+\w+\s*;")
"""A typedef naming a tag before its definition (SQLite's `typedef struct sqlite3_file
sqlite3_file;` between the doc and `struct sqlite3_file {…}`)."""
_STRUCTURAL = re.compile(r"[@\\](?:file|defgroup|addtogroup|ingroup|name|mainpage|page|"
                         r"section|\{|\})|\bDOC:|\bSPDX-License")
"""Doxygen commands (and the kernel's `DOC:`) by which a block documents a file, a group or a
page rather than the declaration below it."""
_KERNEL_DOC_NAME = re.compile(r"/\*\*\s*(?:\*\s*)?(?:(?:struct|union|enum|typedef)\s+)?(\w+)"
                              r"(?:\s*\(\))?\s+-\s")
"""The name a kernel-doc block opens with (`/** foo() - …`, `/**\n * struct bar - …`)."""
_FILE_NAME = re.compile(r"[\w./-]+\.(?:c|cc|cpp|cxx|h|hh|hpp|S)\s*:?")
"""A comment that names the file a group of prototypes is defined in (the kernel's
`/* fs/dcache.c */`): no doc, as a comment without a letter is none (Tcl's `/* 623 */`), nor
one that only repeats the name."""
_GROUPING_ONLY = re.compile(r"(?:\s*[@\\]ingroup\b[^\n]*)*\s*")
"""A doc that only lists its declaration in a Doxygen group (xxHash's definitions' `/*!
@ingroup xxh32_family */`): the prototype's doc is the one to show."""
_FUNCTION_MACRO = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)\(([^()\n]*)\)", re.M)
"""A function-like macro's head: no space between its name and `(`."""
_OPENING_DIRECTIVE = re.compile(r"[ \t]*#[ \t]*if(?:n?def)?\b")
_PROTOTYPES = frozenset({"declaration", "field_declaration"})
"""What declares a function without defining it, in a file or a class body."""
_DECLARED_NAMES = frozenset({"identifier", "field_identifier", "destructor_name",
                             "operator_name"})
_TEMPLATE_HEAD = frozenset({"template_parameter_list", "requires_clause", "comment", "ERROR"})


def _keep_strings(match: re.Match[str]) -> str:
    """A string as it is; a comment gone, but a parameter's name written as one
    (`int /*iteration*/`, googletest's unused parameters), which is all the reader has."""
    found = match.group(0)
    if found.startswith('"') or (_NAME_COMMENT.fullmatch(found) and _CLOSE_AFTER.match(
            match.string, match.end())):
        return found
    return _GONE


_NAME_COMMENT = re.compile(r"/\*\s*[A-Za-z_]\w*\s*\*/")
_CLOSE_AFTER = re.compile(r"\s*[,)=]")
_GONE = "\x00"
"""Where `_header` took a comment out: a space, or nothing before a comma or a bracket."""
_GONE_BEFORE_CLOSE = re.compile(r"\s*\x00\s*(?=[,)])")


def _specifier(carrier: Node) -> Node | None:
    """The struct/class/union/enum definition a declaration or typedef carries, if any."""
    spec = carrier.child_by_field_name("type")
    if spec is not None and spec.type in _SPECIFIERS and spec.child_by_field_name("body"):
        return spec
    return None


def _types(entity: Entity) -> tuple[str, ...]:
    """What tells one overload from another: its parameters' types."""
    return tuple(" ".join(param.type.split()) for param in entity.params)


def _last_part(name: str) -> str:
    return name.rsplit("::", 1)[-1]
