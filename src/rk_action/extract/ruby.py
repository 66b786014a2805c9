"""Ruby: classes and modules, their methods, singleton methods and top-level functions.

- `class`/`module` are kind `class`; `Outer::Inner` (written nested or with `::`) has the
  symbol `Outer.Inner`. `Foo = Struct.new(…) do … end` (also `Class.new`, `Module.new`,
  `Data.define`) counts as a class named `Foo`.
- `def self.x`, `def obj.x` and the methods of a `class << self` block are methods of the
  enclosing class with the decorator `self` (or the object's text).
- Visibility (`private`, `protected`, `module_function`), bare or in front of a `def`, becomes
  a decorator. A documented `attr_reader :x` (`attr_accessor`, `attr_writer`) is a method
  `x` (`x=`); an undocumented one, `alias` and `define_method` make no entity.
- Methods in `do` blocks of a class body (`included do … end`) and in `if`/`unless`/`begin`
  at class or file level belong to the enclosing class; `def` inside a method body is nested
  and ignored.
- `#` comment blocks and `=begin`/`=end` directly above become `doc`, YARD tags included (they
  may stand one blank line above it, as RDoc and YARD read them).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from rk_action.extract import looks_inside, ruby_stem, snake_case
from rk_action.extract._comments import holds_notice, names_a_group
from rk_action.extract._ts import (
    Node,
    Source,
    doc_text,
    first_line,
    last_line,
    leading_comments,
    one_line,
    trails_code,
)
from rk_action.model import Entity, Param

_VISIBILITY = frozenset(
    {"private", "protected", "public", "module_function", "private_class_method"}
)
_HIDDEN = frozenset({"private", "protected", "private_class_method"})
"""Visibility a method's signature shows, as Ruby allows writing it (`private def x`)."""
_TOMDOC_VISIBILITY = re.compile(r"(?:Public|Internal|Private|Protected)\.?", re.IGNORECASE)
"""TomDoc's visibility line, or a section marker written above a method (public_suffix's
`# private` over `def self.decompose`, read as its doc "Private")."""


_SET_ASIDE = re.compile(r"(?:def|attr_(?:reader|writer|accessor)|alias_method|require"
                        r"|require_relative)[ \t]+[\w:.'\"]+[?!=]?(?:[ \t]*[(,;].*)?$")
"""The first line of a comment that is Ruby code commented out, no prose."""


def _own_lines(comments: list[Node]) -> list[Node]:
    """Comments above a definition without the first when it ends a line of code (`if
    ruby_older # Ruby 2.5 and older`: that line's note, not the definition's doc)."""
    return comments[1:] if comments and trails_code(comments[0]) else comments


def _without_visibility(doc: str) -> str:
    """No doc for TomDoc's bare `# Public` or `# Internal` (faraday's `Options` methods): it
    says who may call the method, not what it does."""
    return "" if _TOMDOC_VISIBILITY.fullmatch(doc) else doc


_MIXINS = frozenset({"include", "extend", "prepend"})
_ATTRIBUTES = frozenset({"attr_reader", "attr_accessor", "attr_writer"})
_CLASS_FACTORIES = frozenset({"Struct.new", "Class.new", "Module.new", "Data.define"})
# Statements whose children still sit at the enclosing class or file level.
_PASS_THROUGH = frozenset(
    {
        "body_statement",
        "then",
        "else",
        "elsif",
        "if",
        "unless",
        "begin",
        "ensure",
        "parenthesized_statements",
        "do_block",
        "block",
        "block_body",
        "begin_block",
        "end_block",
        "rescue",
        "if_modifier",
        "unless_modifier",
        "rescue_modifier",
    }
)
_DIRECTIVE = re.compile(
    r"#\s*(?:frozen_string_literal:|(?:-\*-\s*)?(?:en)?coding[:=]|rubocop:|typed:|warn_indent:|!"
    r"|:(?:stopdoc|startdoc|nodoc|enddoc|nocov):)"
)
_OPENERS = frozenset({"class", "module", "singleton_class"})
"""A comment beside a part of their first line (the name, the superclass) heads their body."""
_LABEL = re.compile(r"[A-Z][\w-]*(?: [\w-]+)?")
"""A comment of one or two words, the first capitalised, without a full stop: a title."""
_SIGILS = {
    "splat_parameter": "*",
    "hash_splat_parameter": "**",
    "block_parameter": "&",
    "forward_parameter": "...",
}


@dataclass(frozen=True, slots=True)
class _Scope:
    parent: str = ""
    singleton: bool = False
    """Inside `class << self`: every method is a class method."""


def extract(source: str, text: str) -> list[Entity]:
    """Every class, module, method and top-level function of one Ruby file."""
    return _Extractor(source, text).run()


class _Extractor:
    def __init__(self, source: str, text: str) -> None:
        self.path = source
        self.src = Source(text)
        self.entities: list[Entity] = []
        self.named_visibility: list[tuple[str, str, str]] = []
        """(class, method name, visibility) of `private :x`, `private_class_method :x`."""
        self.aliases: list[tuple[str, bool, str, str, int]] = []
        """(class, of its singleton?, method name, new name, line) of `alias_method :new,
        :old` and `alias new old`."""

    def run(self) -> list[Entity]:
        stack: list[tuple[Node, _Scope]] = [(self.src.parse("ruby"), _Scope())]
        while stack:
            node, scope = stack.pop()
            visibility = ""
            for child in node.named_children:
                if child.type == "identifier" and self.src.text_of(child) in _VISIBILITY:
                    visibility = self.src.text_of(child)  # applies to the defs below it
                    continue
                self._visit(child, scope, visibility, stack)
        self._name_visibility()
        self._name_aliases()
        found = _file_doc_down(self.entities, self.path)
        return _with_directive_docs(found, self.src) if ":" in self.src.text else found

    def _visit(
        self, node: Node, scope: _Scope, visibility: str, stack: list[tuple[Node, _Scope]]
    ) -> None:
        kind = node.type
        if kind in ("class", "module"):
            self._class(node, node, node.child_by_field_name("name"), scope, stack)
        elif kind == "method":
            self._method(node, node, scope, (visibility,) if visibility else ())
        elif kind == "singleton_method":  # a bare `private` does not reach `def self.x`
            self._method(node, node, scope, ())
        elif kind == "singleton_class":
            body = node.child_by_field_name("body")
            value = node.child_by_field_name("value")
            named = self.src.text_of(value) if value is not None else "self"
            parent = scope.parent  # `class << self`: the class around it
            if named != "self" and _CONSTANT_PATH.fullmatch(named):  # `class << MIME::Types`
                parent = named.removeprefix("::").replace("::", ".")
            elif value is not None and value.type == "assignment" and (
                    left := value.child_by_field_name("left")) is not None and (
                    _CONSTANT_PATH.fullmatch(constant := self.src.text_of(left))):
                constant = constant.removeprefix("::").replace("::", ".")  # haml's `class <<
                parent = f"{scope.parent}.{constant}" if scope.parent else constant  # Attribute
                # Merger = Object.new` in `Parser`: its methods are that object's, not Parser's
            if body is not None:
                stack.append((body, _Scope(parent=parent, singleton=True)))
        elif kind == "call":
            self._call(node, scope, stack)
            self._attributes(node, scope, visibility)
        elif kind == "assignment":
            self._factory(node, scope, stack)
        elif kind == "alias" and scope.parent:
            names = [self._method_name(one) for one in node.named_children]
            if len(names) == 2 and all(names):
                self.aliases.append((scope.parent, scope.singleton, names[1], names[0],
                                     node.start_point[0] + 1))
        elif kind in _PASS_THROUGH:
            stack.append((node, scope))

    def _call(self, node: Node, scope: _Scope, stack: list[tuple[Node, _Scope]]) -> None:
        """`private def x` (and any receiver-less call handed a `def`: `ruby2_keywords def x`,
        `memoize def x`), or a block such as `included do … end` holding methods."""
        method = self.src.text_of(node.child_by_field_name("method"))
        arguments = node.child_by_field_name("arguments")
        bare = node.child_by_field_name("receiver") is None
        if (method in _VISIBILITY or bare) and arguments is not None:
            for arg in arguments.named_children:
                if arg.type in ("method", "singleton_method"):
                    self._method(node, arg, scope, (method,))
                elif arg.type == "simple_symbol" and method in _VISIBILITY and scope.parent:
                    self.named_visibility.append(
                        (scope.parent, self.src.text_of(arg).lstrip(":"), method))
        if method == "alias_method" and bare and arguments is not None and scope.parent:
            names = [self._method_name(one) for one in arguments.named_children]
            if len(names) == 2 and all(names):
                self.aliases.append((scope.parent, scope.singleton, names[1], names[0],
                                     node.start_point[0] + 1))
        block = node.child_by_field_name("block")
        if block is not None and (scope.parent or node.child_by_field_name("receiver") is None):
            stack.append((block, scope))

    def _method_name(self, node: Node) -> str:
        """The method name a symbol, a plain string or a bare name gives (`:unescape`,
        `"unescape"`, `unescape`), else ""."""
        text = self.src.text_of(node)
        if node.type == "simple_symbol":
            return text[1:]
        if node.type == "string" and node.named_child_count == 1 and (
                node.named_children[0].type == "string_content"):
            return self.src.text_of(node.named_children[0])
        return text if node.type in ("identifier", "constant", "operator") else ""

    def _name_aliases(self) -> None:
        """Each method's other names in its class (`alias_method :unescape, :unencode`,
        `alias unescape unencode`), for its page to say them: addressable's `unescape`,
        `escape`, `to_str` were on no page but their class's. An alias above the method's
        `def` names the method it overrides (excon's `alias_method :raw_reader, :[]` in
        `Headers < Hash` is Hash's `[]`), not this one."""
        for owner, singleton, name, alias, line in self.aliases:
            for at, entity in enumerate(self.entities):
                if (entity.parent == owner and entity.name == name and entity.kind == "method"
                        and ("self" in entity.decorators) == singleton and entity.start_line < line
                        and alias not in entity.aliases and alias != name):
                    self.entities[at] = replace(entity, aliases=(*entity.aliases, alias))
                    break

    def _name_visibility(self) -> None:
        """`private :x, :y` and `private_class_method :x` give the methods they name (of the
        class they are written in) their visibility, as `private def x` does: addressable's
        17 `private_class_method`s of `IDNA` read as its public API."""
        for owner, name, visibility in self.named_visibility:
            singleton = visibility == "private_class_method"
            for at, entity in enumerate(self.entities):
                if (entity.parent != owner or entity.name != name or entity.kind != "method"
                        or ("self" in entity.decorators) != singleton
                        or visibility in entity.decorators):
                    continue
                hidden = visibility in _HIDDEN and not _HIDDEN.intersection(entity.decorators)
                kept = entity.decorators if visibility != "module_function" else tuple(
                    d for d in entity.decorators if d not in _HIDDEN)  # the text gem's
                # `private`, `def soundex_str`, `module_function :soundex_str`: public as
                # `Soundex.soundex_str`, its page's "(private)" said it could not be called
                self.entities[at] = replace(
                    entity, decorators=(*kept, visibility),
                    signature=f"{visibility} {entity.signature}" if hidden else entity.signature)

    def _attributes(self, node: Node, scope: _Scope, visibility: str) -> None:
        """A documented `attr_reader :name, :other` (`attr_accessor`, `attr_writer`) of a
        class: a method for each name, with the comment above as its doc, as YARD lists them
        (tzinfo's `TimezoneOffset#observed_utc_offset` and 49 more had no page). An
        undocumented one makes none: a reader of an instance variable says no more."""
        method = self.src.text_of(node.child_by_field_name("method"))
        arguments = node.child_by_field_name("arguments")
        if (method not in _ATTRIBUTES or not scope.parent or arguments is None
                or node.child_by_field_name("receiver") is not None):
            return
        comments = self._doc_comments(node)
        symbols = [a for a in arguments.named_children if a.type == "simple_symbol"]
        if not comments or (len(symbols) > 1 and _LABEL.fullmatch(doc_text(self.src, comments))):
            return  # undocumented, or `# Headers` over `attr_reader :original_headers,
            # :cookies`: a section's title (rack's MockResponse), no doc of either
        decorators = ("self",) if scope.singleton else ()
        for argument in symbols:
            name = self.src.text_of(argument).lstrip(":") + ("=" if method == "attr_writer"
                                                             else "")
            self._add(node, name=name, symbol=f"{scope.parent}.{name}", kind="method",
                      parent=scope.parent, signature=one_line(self.src.text_of(node)),
                      params=(Param(name="value"),) if name.endswith("=") else (),
                      decorators=(*decorators, method, *((visibility,) if visibility else ())))

    def _factory(self, node: Node, scope: _Scope, stack: list[tuple[Node, _Scope]]) -> None:
        """`Point = Struct.new(:x, :y) do … end` defines a class named `Point`."""
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if left is None or right is None or left.type not in ("constant", "scope_resolution"):
            return
        if right.type in _PASS_THROUGH:  # `Impl = if … then class A … end else … end`
            stack.append((right, scope))
        if right.type != "call":
            return
        receiver = self.src.text_of(right.child_by_field_name("receiver"))
        method = self.src.text_of(right.child_by_field_name("method"))
        if f"{receiver}.{method}" in _CLASS_FACTORIES:
            self._class(node, right, left, scope, stack)

    def _class(
        self,
        outer: Node,
        node: Node,
        name_node: Node | None,
        scope: _Scope,
        stack: list[tuple[Node, _Scope]],
    ) -> None:
        path = self.src.text_of(name_node).removeprefix("::").split("::")
        name = path[-1]
        if not name:
            return
        qualified = ".".join(path)
        symbol = f"{scope.parent}.{qualified}" if scope.parent else qualified
        parent = symbol.rpartition(".")[0]
        body = node.child_by_field_name("body") or node.child_by_field_name("block")
        self._add(
            outer,
            name=name,
            symbol=symbol,
            kind="class",
            parent=parent,
            signature=self._class_header(outer, node, name_node),
            bases=tuple(parent.rpartition(".")[2] if base == "self" and parent else base
                        for base in self._bases(node, body)),  # ice_nine's `class Object <
        )  # self` inside `class Freezer`: a subclass of the class around it
        if body is not None and looks_inside(symbol):
            stack.append((body, _Scope(parent=symbol)))

    def _class_header(self, outer: Node, node: Node, name_node: Node | None) -> str:
        """`class Store < Base`, `module Storage`, `Entry = Struct.new(:key, :value)`."""
        if node.type == "call":
            block = node.child_by_field_name("block")
            return self._header(outer, block) if block is not None else self._header(outer, None)
        last = node.child_by_field_name("superclass") or name_node
        return self._header(outer, last, after=True)

    def _bases(self, node: Node, body: Node | None) -> tuple[str, ...]:
        bases: list[str] = []
        superclass = node.child_by_field_name("superclass")
        if superclass is not None:
            bases.append(self.src.text_of(superclass).lstrip("<").strip())
        elif node.type == "call":  # Struct.new / Class.new(Base)
            arguments = node.child_by_field_name("arguments")
            if arguments is not None and self.src.text_of(node).startswith("Class.new"):
                bases += [self.src.text_of(a) for a in arguments.named_children[:1]]
        for child in body.named_children if body is not None else ():
            if child.type != "call" or child.child_by_field_name("receiver") is not None:
                continue
            if self.src.text_of(child.child_by_field_name("method")) not in _MIXINS:
                continue
            arguments = child.child_by_field_name("arguments")
            if arguments is not None:
                bases += [self.src.text_of(a) for a in arguments.named_children]
        return tuple(bases)

    def _method(self, outer: Node, node: Node, scope: _Scope, extra: tuple[str, ...]) -> None:
        name = self.src.text_of(node.child_by_field_name("name"))
        if not name:
            return
        decorators = list(extra)
        target = node.child_by_field_name("object")
        if target is not None:
            decorators.insert(0, self.src.text_of(target))
        elif scope.singleton:
            decorators.insert(0, "self")
        parent = scope.parent
        params = node.child_by_field_name("parameters")
        signature = self._header(node, params, after=True) if params else self._def_line(node)
        hidden = next((d for d in extra if d in _HIDDEN), "")
        self._add(
            outer,
            name=name,
            symbol=f"{parent}.{name}" if parent else name,
            kind="method" if parent else "function",
            parent=parent,
            signature=f"{hidden} {signature}" if hidden else signature,
            params=self._params(params),
            decorators=tuple(decorators),
        )

    def _def_line(self, node: Node) -> str:
        name = node.child_by_field_name("name")
        end = name.end_byte if name is not None else node.end_byte
        prefix = self.src.data[node.start_byte : end].decode("utf-8", "replace")
        return one_line(prefix)

    def _params(self, params: Node | None) -> tuple[Param, ...]:
        if params is None:
            return ()
        found: list[Param] = []
        for param in params.named_children:
            if param.type == "comment":
                continue
            name_node = param.child_by_field_name("name")
            value = param.child_by_field_name("value")
            if param.type == "identifier":
                name = self.src.text_of(param)
            elif name_node is not None:
                name = self.src.text_of(name_node)
            else:
                name = _SIGILS.get(param.type, one_line(self.src.text_of(param)))
            found.append(Param(name=name, default=one_line(self.src.text_of(value))))
        return tuple(found)

    def _header(self, outer: Node, stop: Node | None, after: bool = False) -> str:
        """The text from `outer`'s start to `stop` (or its end with `after`), on one line."""
        if stop is None:
            end = outer.end_byte
            text = self.src.data[outer.start_byte : end].decode("utf-8", "replace")
            return one_line(text.split("\n", 1)[0])
        end = stop.end_byte if after else stop.start_byte
        return one_line(self.src.data[outer.start_byte : end].decode("utf-8", "replace"))

    def _doc_comments(self, node: Node) -> list[Node]:
        """Comments directly above `node`, less magic comments and linter directives. A
        class's, module's or method's may stand one blank line above it, as RDoc and YARD read
        them (rack writes most of its classes' docs so, mustache its settings' methods), unless
        they open the file.

        The comments above the first statement of a class body (or of an `if`'s branch: hashie
        defines `deep_merge` under `if with_minimum_ruby?('2.6.0')`) sit before the body node,
        not beside the statement, so the walk climbs out of the body when it starts there.
        """
        current = node  # a body starts where its first statement does: same line
        while current.prev_sibling is None and current.parent is not None:
            if current.parent.type not in ("body_statement", "then"):
                break
            current = current.parent
        found = _own_lines(leading_comments(current))
        if found and _SECTION_FIRST.match(self._first_words(found)):
            # thor's `copy_file`: its prose, a blank line, then `#`, `# ==== Examples` over the
            # `def`; the page kept only the examples
            upper = _own_lines(leading_comments(found[0], blank=1))
            found = upper + found if upper else found
        after = node.next_sibling
        if not found and after is not None and after.type == "comment" and (
                node.start_point[0] == node.end_point[0] and trails_code(after)):
            found = [after]  # `ParseError = Class.new(Error) # Raised if … parsing …`
        if not found and node.type in ("class", "module", "method", "singleton_method"):
            found = _own_lines(leading_comments(current, blank=1))
            before = found[0].prev_sibling if found else None
            if (before is not None and before.end_point[0] + 1 == found[0].start_point[0]
                    and before.parent is not None and before.parent.type not in _OPENERS):
                found = []  # a comment right under a statement, then a blank line: the
                # statement's (rack's `ruby2_keywords(…)` between two `# :nocov:`)
            if found and ((_opens_file(found[0]) and len(found) < 2) or holds_notice(
                    "\n".join(self.src.text_of(c) for c in found))):
                found = []  # the file's header (a licence, a title), not the class's doc,
                # nor a licence further down (Builder's blankslate.rb: "Permission is granted
                # for use, copying, …" above `class String` was that class's one-liner)
            if len(found) == 1 and names_a_group(self.src.text_of(found[0])):
                found = []  # Chronic's `# support methods` over the methods below it
        if not found and node.type in ("method", "singleton_method") and (
                conditional := self._defining_conditional(node)) is not None:
            return self._doc_comments(conditional)  # tty-screen's doc over `if windows?`,
            # whose branches define `size_from_win_api` each (read "Return the size from win
            # API for `verbose`", "it has no doc comment")
        if found and _SET_ASIDE.match(self._first_words(found)):
            found = []  # code set aside: rufus-scheduler's `#def free_all_work_threads`, …,
            # `#end` over `start` was its one-liner, `#attr_accessor :min_work_threads` over
            # `max_work_threads`
        return _documented([c for c in found if not _DIRECTIVE.match(self.src.text_of(c))],
                           self.src.text_of)

    def _defining_conditional(self, method: Node) -> Node | None:
        """The `if`/`unless` whose branches define `method` and no other method of another
        name: a method defined per platform, its doc written over the condition."""
        branch = method.parent
        conditional = branch.parent if branch is not None and branch.type in (
            "then", "else") else None
        if conditional is None or conditional.type not in ("if", "unless"):
            return None
        name = self.src.text_of(method.child_by_field_name("name"))
        defined = {self.src.text_of(child.child_by_field_name("name"))
                   for part in conditional.named_children if part.type in ("then", "else")
                   for child in part.named_children
                   if child.type in ("method", "singleton_method")}
        return conditional if defined == {name} else None

    def _first_words(self, comments: list[Node]) -> str:
        """The text of the first comment of `comments` that holds any."""
        return next((text for text in (self.src.text_of(c).lstrip("#").strip()
                                       for c in comments) if text), "")

    def _add(self, outer: Node, **fields: object) -> None:
        start, end = first_line(outer), last_line(outer)
        self.entities.append(
            Entity(
                language="ruby",
                source=self.path,
                start_line=start,
                end_line=end,
                code=self.src.line_span(start, end),
                doc=_without_visibility(doc_text(self.src, self._doc_comments(outer))),
                **fields,  # type: ignore[arg-type]
            )
        )


_SECTION_FIRST = re.compile(r"=+\s*\w|@example\b|Examples?:", re.I)
"""The heading of an RDoc section (`==== Examples`) or a YARD example tag: a block of comments
that opens with one goes on from the prose above it."""
_HIDE, _SHOW = re.compile(r"#--\s*"), re.compile(r"#\+\+\s*")
_CALL_SEQ = re.compile(r"#\s*:?call-seq:\s*")
"""RDoc's `:call-seq:` directive, or the `call-seq:` label it also reads (http-cookie's
`CookieJar#save` read "Call-seq: jar.save(filename_or_io, **options) …")."""
_BLANK = re.compile(r"#?\s*")


def _documented(comments: list[Node], text_of: Callable[[Node], str]) -> list[Node]:
    """The comments RDoc shows: not those from a `#--` line to a `#++` one (or the end: notes
    for the code's maintainers, a licence), nor a `:call-seq:` block (the call forms, up to a
    blank line), which read as the summary ("`:call-seq: task(task_name) …`")."""
    shown: list[Node] = []
    hidden = calls = False
    for comment in comments:
        text = text_of(comment).strip()
        if _HIDE.fullmatch(text) or _SHOW.fullmatch(text):
            hidden = text.startswith("#--")
        elif _CALL_SEQ.fullmatch(text):
            calls = True
        elif calls:
            calls = not _BLANK.fullmatch(text)
        elif not hidden:
            shown.append(comment)
    return shown


_CONSTANT_PATH = re.compile(r"(?:::)?[A-Z]\w*(?:::[A-Z]\w*)*")
"""A class or module named by its path (`MIME::Types`), as `class << MIME::Types` writes it."""
_DIRECTED = re.compile(r"^[ \t]*#[ \t]*:(?:attr_accessor|attr_reader|attr_writer|method|"
                       r"singleton-method):[ \t]*(\w+[?!=]?)[ \t]*$", re.M)


def _with_directive_docs(entities: list[Entity], src: Source) -> list[Entity]:
    """`entities`, a method without a doc given the one an RDoc directive writes for its name:
    mime-types documents `preferred_extension` in a comment ending `# :attr_accessor:
    preferred_extension`, then a blank line and a bare `##` above the `def` (its page said
    "Undocumented"). The directive names the method (an accessor's writer too, `name=`)."""
    text, lines = src.text, src.lines
    docs: dict[str, str] = {}
    for directive in _DIRECTED.finditer(text):
        number = text.count("\n", 0, directive.start())
        start = number
        while start > 0 and lines[start - 1].lstrip().startswith("#"):
            start -= 1
        block = [line.strip()[1:].removeprefix(" ") for line in lines[start:number]
                 if line.strip() != "##"]
        if any(line.strip() for line in block):
            docs.setdefault(directive.group(1), "\n".join(block).strip("\n"))
    if not docs:
        return entities

    def documented(entity: Entity) -> Entity:
        doc = docs.get(entity.name) or docs.get(entity.name.rstrip("="))
        return replace(entity, doc=doc) if (doc and entity.kind == "method" and (
            not entity.doc.strip() or _SEE_ONLY.fullmatch(entity.doc.strip()))) else entity

    return [documented(entity) for entity in entities]


_SEE_ONLY = re.compile(r"See\s+[#.]?[\w:.#]+[?!=]?\.?")
"""A doc that only points to another (`See #name.` above http-cookie's `name=`), when the
directive's doc it points to is at hand: the reader came for that one."""


def _file_doc_down(entities: list[Entity], path: str) -> list[Entity]:
    """The entities with the doc of a namespace wrapper handed down to the class or module the
    file is named for: i18n's `backend/cascade.rb` documents `module I18n`, which holds only
    `module Backend`, which holds only `module Cascade`, the module the doc describes ("The
    Cascade module adds the ability to do cascading lookups…"); its page said nothing. Only
    along wrappers holding one class or module and nothing else, to one named as the file is
    (Ruby's convention: `cascade.rb` defines `Cascade`) that has no doc of its own."""
    stem = ruby_stem(path)
    classes = [e for e in entities if e.kind == "class"]
    found = list(entities)
    for wrapper in classes:
        if not wrapper.doc or snake_case(wrapper.name) == stem:
            continue
        inner = wrapper
        while snake_case(inner.name) != stem:
            children = [e for e in entities if e.parent == inner.symbol]
            if len(children) != 1 or children[0].kind != "class" or not _only_holds(
                    inner, children[0]):
                break
            inner = children[0]
        if inner is not wrapper and snake_case(inner.name) == stem and not inner.doc:
            found[found.index(inner)] = replace(inner, doc=wrapper.doc)
            found[found.index(wrapper)] = replace(wrapper, doc="")
        elif wrapper.signature.startswith("module") and not wrapper.parent and _only_holds(
                wrapper, *(e for e in entities if e.parent == wrapper.symbol)):
            # a file's label over the gem's namespace, reopened in every file: tilt's
            # `asciidoc.rb`, "# AsciiDoc see: http://asciidoc.org/" over `module Tilt`, made
            # a page of `Tilt` saying so
            found[found.index(wrapper)] = replace(wrapper, doc="")
    return found


def _only_holds(outer: Entity, *inner: Entity) -> bool:
    """Does `outer`'s body hold the classes or modules `inner` and nothing else but blank and
    comment lines?"""
    lines = outer.code.split("\n")[1:-1]
    spans = [(one.start_line - outer.start_line - 1, one.end_line - outer.start_line - 1)
             for one in inner]
    return bool(inner) and all(one.kind == "class" for one in inner) and all(
        not line.strip() or line.strip().startswith("#") for number, line in enumerate(lines)
        if not any(first <= number <= last for first, last in spans))


def _opens_file(comment: Node) -> bool:
    """Whether only comments stand above `comment` in its file."""
    above = comment.prev_sibling
    while above is not None and above.type == "comment":
        above = above.prev_sibling
    return above is None and comment.parent is not None and comment.parent.type == "program"
