"""Facts read from an entity's code by a language-agnostic scan: calls, raises, flags, outline.

The scan blanks comments and string literals first (keeping line breaks, so line numbers still
hold), then looks for `name(` patterns. It is a heuristic, cheap by design: no parser.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from rk_action.lazyre import lazy
from rk_action.model import Entity
from rk_action.summarize._markup import HANGING, cut_code, is_whole_expression
from rk_action.summarize._strip import strip_code
from rk_action.summarize._words import word_set

# Every identifier chain, with the `(` that follows when it is called: one pass, no
# backtracking into words.
_WORDS = lazy(r"[A-Za-z_$][\w$]*(?:(?:\.|::|->|\?\.)#?[A-Za-z_$][\w$]*)*(?:!?\s*\()?")
_DEFINERS = word_set("def fn func function class struct interface trait enum sub macro_rules")
_NOT_CALLS = word_set(
    "if for while switch catch return sizeof typeof elif except with match not and or in is "
    "lambda yield await assert super print_function foreach unless until case when do else "
    "defined isset empty unset list array echo require include require_once include_once "
    "instanceof delete void throw raise synchronized using decltype alignof static_assert "
    "let var const self this cls Self func fn def function new import from del try "
    "finally global nonlocal pass"
)
_TRIVIAL = word_set(
    "len str int float bool list dict set tuple isinstance range enumerate print super type repr "
    "hasattr append extend get format join split strip items keys values zip min max sorted "
    "any all iter next abs round map filter sum open push String Number Boolean Array Object "
    "make cap println printf fmt.Sprintf fmt.Errorf errors.New Some Ok Err Box::new "
    "vec to_string clone unwrap expect into as_str as_ref is_some is_none to_owned log "
    "console.log"
)
# Searched patterns start with their literal, so that the regex engine can skip to it in C: a
# check on what precedes it comes after it, as a lookbehind (`\braise` is `raise(?<!\wraise)`,
# `(?<![\w.])self` is `self(?<![\w.]self)`).
_RAISE = {
    "python": lazy(r"raise(?<!\wraise)\s+([A-Za-z_][\w.]*)"),
    "ruby": lazy(r"(?<![\w.:])(?:raise|fail)\s+([A-Z][\w:]*)"),  # `fail` is Ruby's `raise`
}
_RUBY_RAISE_MESSAGE = lazy(r"(?<![\w.:])(?:raise|fail)\b[ \t]*\(?[ \t]*[\"']")
"""Ruby's `raise "message"` (or `fail`): a `RuntimeError` with that message."""
_THROW = lazy(r"throw(?<!\wthrow)\s+(?:Object\.assign\(\s*)?(?:new\s+)?(?!Object\.assign\()"
              r"\\?([A-Z][\w.\\]*)")
"""A thrown type's name; `throw Object.assign(new HandledError(…), {…})` throws the first
argument, given more fields (@reduxjs/toolkit's `fail` "threw `Object.assign`")."""
_MADE_BY_CALL = lazy(r"\s*(?:::|->)")
"""After a thrown name, a call that makes the exception (`throw Create::exceptionFor($r)`):
the name is no exception's, unless it is named as one (composer/pcre's `throw PcreException::
fromFunction(…)`, its library's error, in ten methods whose pages did not say so)."""
_EXCEPTION_NAME = lazy(r"(?:Exception|Error)\Z")
_THROWS_CLAUSE = lazy(r"\)\s*throws\s+([\w.,\s<>]+?)\s*(?:\{|$)")
_PANIC = lazy(r"\b(?:panic|unreachable|todo|unimplemented)!?\s*\(|\bassert(?:_eq|_ne)?!\s*\(")
"""A call that panics; Rust's `assert!` does when its condition fails (getopts'
`validate_names`, two `assert!`s, had no note), not `debug_assert!` (in debug builds only)."""
_YIELD = lazy(r"yield(?<!\wyield)\b")
_RETURN_VALUE = lazy(r"return(?<!\wreturn)\b[ \t]*(?![ \t]*(?:;|\n|$|None\b|nil\b))")
# A return line, `^[ \t]*return…$` (re.M), as two patterns: one for the first line, one that
# starts with the newline before each later line.
_GOES_ON = r"(?:(?=\n[ \t]*([?:.|&+*/%<>=-]))|)"
"""After a line: whether the next one starts with an operator, which continues its statement
(`return ready\n    ? now()\n    : later()`)."""
_RETURN_REST = r"return(?:[ \t]+(.+?))?(;?)[ \t]*$" + _GOES_ON
"""A return statement's value (none for a bare `return`), its `;`, and whether it goes on."""
_SELVES = frozenset({"self", "this"})
_GUARDED_RETURN = lazy(r"(?:\)|=>|\belse|:)[ \t]*return(?![\w$])")
"""A return on the line of its condition or match arm (`if (!x) return null;`, `None =>
return None,`), which no line starts."""
_FIRST_RETURN_LINE = lazy(r"\s*" + _RETURN_REST, re.M)
_NEXT_RETURN_LINE = lazy(r"\n[ \t]*" + _RETURN_REST, re.M)
_LINE_ENDS_STATEMENT = frozenset(("python", "go"))
"""Languages where a line that could end a statement does (an operator starting the next line
begins another one)."""
_STUBS = {
    "python": lazy(r'(?:[\s{}:;]|""|\bpass\b|\.\.\.)*$'),  # a docstring, `pass`, `...`
    "ruby": lazy(r"[\s;]*$"),  # `{}` is a hash and a string the value: `def url; "#{h}"; end`
}
_BRACES_STUB = lazy(r"[\s{};]*$")
"""An empty body elsewhere: a lone string is a value there (Rust's `fn tag() -> &str { "" }`)."""
_ASSIGNS = {
    "python": lazy(r"(self(?<![\w.]self)\.[A-Za-z_]\w*)\s*(?::[^=\n]+|[-+*/|&]|//)?=(?!=)"),
    "ruby": lazy(r"(@(?<![\w@]@)[A-Za-z_]\w*)\s*(?:[-+*/|&]|\|\|)?=(?![=~])"),
    "php": lazy(r"(\$this->[A-Za-z_]\w*)\s*(?:[-+*/.|&]|\?\?)?=(?!=)"),
    "rust": lazy(r"(self(?<![\w.]self)\.[A-Za-z_]\w*)\s*(?:[-+*/|&])?=(?!=)"),
}
_THIS_ASSIGN = lazy(
    r"(this(?<![\w.]this)(?:\.|->)[A-Za-z_]\w*)\s*(?:[-+*/|&]|\?\?|\|\|)?=(?!=)"
)
_RUBY_ONE_LINE = lazy(r"[?!=]?[ \t]*(?:\([^()\n]*\)[ \t]+(?=[^\s#])"
                      r"|(?:\([^()\n]*\))?[ \t]*(?:;|=(?![=~>])))")
"""What follows a Ruby method's name when its body is on the same line: its parameters, then
`;` (`def size; @items.size end`) or the `=` of an endless method (`def size = @items.size`),
or its parameters in brackets and the body after them (sinatra's `def delete(path, opts = {},
&bk) route 'DELETE', path, opts, &bk end`, whose body read as empty)."""
_RUBY_END = lazy(r"(?<![\w.:])end\s*$")
_RUBY_STATEMENT = lazy(r"(?:if|unless|while|until|case|begin|raise|fail|yield|return|super|puts"
                       r"|print|pp?|loop|for|alias|require|include|extend|private|protected"
                       r"|public|module|class|def|attr_\w+)(?![\w?!])")
_RUBY_MEMO = lazy(r"(@{1,2}[A-Za-z_]\w*)\s*\|\|=")
"""A Ruby body of one memoizing assignment (`@template_path ||= …`), whose value is the
variable's: mustache's getters read only "It sets `@template_path`"."""
_RUBY_MODIFIER = lazy(r"(?:^|\s)(?:if|unless)\s")
"""`return x if y`, `return unless y`: a return under a condition written after it."""
_RUBY_NO_VALUE = lazy(r"(?<![=!<>])=(?![=~>])|;|\b(?:if|unless|while|until|rescue|do|yield)\b")
"""A line that is no method's value: an assignment, two statements, a modifier, a block."""
_NESTED_DEFINITION = lazy(r"(?:async\s+)?def\s|class\s")
_HEADER_MARKS = lazy(r"=>|[()\[\]{;:<>]")
_RUST_NO_VALUE = lazy(r"(?:let|loop|while|for|if|match|unsafe|use|return|(?:panic|unreachable"
                      r"|unimplemented|todo|assert\w*)!)(?!\w)|$")
"""A tail that is no value a Rust function returns: a statement, a block, a macro that
diverges, or nothing."""
_RUST_VALUED_BLOCK = lazy(r"(?:if|match|loop|unsafe)(?!\w)")
"""A tail block whose branches give the function's value (`if let Some(r) = … { Some(r) }
else { None }`): its `return`s are not the only values."""
_ELSE = lazy(r"\s*else\b")
_WRAPPED = lazy(r"\s*(?:[(<]|(?:async\s+)?function\b)")
_SEPARATOR = lazy(r"\?\.|\.|::|->")
_ASYNC = lazy(r"\basync\b")
_NO_ASYNC = frozenset({"ruby", "go", "php", "c", "java"})
"""Languages without an `async` keyword: a word `async` in a signature is a name."""
_STAR_METHOD = lazy(r"\s*(?:(?:static|async)\s+)*\*")


@dataclass(frozen=True, slots=True)
class Facts:
    """What the code of one entity shows without a parser."""

    calls: tuple[str, ...]
    """Called functions, most frequent first, trivial built-ins last."""
    raises: tuple[str, ...]
    """Exception types raised or thrown."""
    panics: bool
    is_async: bool
    is_generator: bool
    is_recursive: bool
    returns_value: bool
    single_return: str
    """The only `return` statement's expression in backticks (`a string` for a literal)."""
    empty: bool
    """The body holds nothing but `pass`, `...` or braces."""
    assigns: tuple[str, ...] = ()
    """Attributes of the instance it sets: `self.path`, `this.name`, `@count`."""


NO_FACTS = Facts((), (), False, False, False, False, False, "", False)
"""For classes: their code is their members', so a scan would say nothing about the class."""


class LazyFacts:
    """The same facts as `Facts`, each read from the code on first use.

    A page needs few of them: with a doc comment, no calls or assignments are listed, and most
    one-line descriptions of members need none. The costly ones are kept once read.
    """

    __slots__ = ("_body", "_called", "_entity", "_own", "_raises", "_stripped")

    def __init__(self, entity: Entity, stripped: str | None = None) -> None:
        self._entity = entity
        self._stripped = stripped
        self._body: str | None = None
        self._own: str | None = None
        self._raises: tuple[str, ...] | None = None
        self._called: tuple[tuple[str, ...], int] | None = None

    @property
    def stripped(self) -> str:
        """The entity's code from `strip_code`."""
        if self._stripped is None:
            self._stripped = strip_code(self._entity.code, self._entity.language)
        return self._stripped

    @property
    def body(self) -> str:
        if self._body is None:
            self._body = body_of(self._entity, self.stripped)
        return self._body

    @property
    def calls(self) -> tuple[str, ...]:
        return self._calls_and_self_calls()[0]

    @property
    def is_recursive(self) -> bool:
        if self._entity.name not in self.body:
            return False  # every call of itself names it: no need to read every call
        return self._calls_and_self_calls()[1] > 0 and self._entity.kind != "class"

    def _calls_and_self_calls(self) -> tuple[tuple[str, ...], int]:
        if self._called is None:
            calls = _calls(self.body)
            name = self._entity.name
            self_calls = calls.pop(name, 0)
            if self_calls and (_bound_here(name).search(self.body) or any(
                    param.name == name for param in self._entity.params)):
                self_calls = 0  # `close = self._close; close()`, `def _close(self, _close=…)`
            elif self_calls:  # `super().save(` in `save` calls another `save`
                self_calls -= len(_member_calls(name).findall(self.body))
            if self_calls and self._entity.language in _OVERLOADING:
                self_calls = min(self_calls, self._same_arity_calls())
            if self_calls and self._entity.language == "rust" and f"{name}!" in self.body:
                self_calls -= len(_macro_calls(name).findall(self.body))  # parking_lot's `fn
                # unreachable()` calls the `unreachable!()` macro, not itself
            if self_calls and self._names_another(name):
                self_calls = 0
            if self_calls and self._entity.language in ("javascript", "typescript") and (
                    name[:1].isupper() and "new" in self.body):  # postcss-value-parser's `if
                self_calls -= len(re.findall(  # (!(this instanceof ValueParser)) return new
                    rf"\bnew\s+{re.escape(name)}\s*\(", self.body))  # ValueParser(value)`
            receiver = self._entity.receiver  # gorilla/schema's `d.decode(…)` in
            receivers = (f"{receiver}.",) if receiver and receiver not in _SELVES else ()
            for prefix in ("self.", "this.", "Self::", "$this->", "self::", "static::",
                           *receivers):  # `(d *Decoder) decode`: Go's named receiver
                self_calls += calls.pop(prefix + name, 0) * (not self._inherent_first())
            for exception in self.raises:
                calls.pop(exception, None)
            ordered = sorted(calls, key=lambda called: (called in _TRIVIAL, -calls[called]))
            self._called = tuple(ordered), self_calls
        return self._called

    def _inherent_first(self) -> bool:
        """Does `self.name(…)` in this method call another method of its name? In a Rust trait
        impl's method it calls the type's inherent method when there is one, which Rust
        tries first: url's `impl Index<Range<Position>> for Url`'s `index` slices with
        `self.index(range.start)`, the inherent `Url::index(Position)`, and was "recursive".
        Whether there is one is not known here, so no such call counts as recursion."""
        entity = self._entity
        return entity.language == "rust" and entity.signature.startswith("impl")

    def _names_another(self, name: str) -> bool:
        """Does a bare call of its own name, in this method, call something else? A Python,
        JavaScript, PHP, Rust or Go method is only reached through its receiver (`self.x()`,
        `this.x()`): immer's `getPrototypeOf(target)` trap calls the module's
        `getPrototypeOf`, a Python `open(self)` the built-in `open`. Not a JavaScript
        function expression that names itself (`res.send = function send(…)`). An object's
        method written short (`module.exports = { setTimeout (cb, d) { … setTimeout(cb, d) }
        }`, undici's timers) is one too, though documented as a function."""
        entity = self._entity
        if entity.language in ("javascript", "typescript") and entity.kind == "function" and (
                re.match(rf"\s*(?:async\s+)?\*?\s*{re.escape(name)}\s*\(", entity.code)):
            return True
        if entity.language in ("javascript", "typescript") and entity.signature and (
                name not in entity.signature):  # named after its file, it has no name in
            return True  # scope to call: chroma-js's `random.js` calls `Math`'s `random()`
        if entity.kind != "method" or entity.language not in _EXPLICIT_RECEIVER:
            return False
        return entity.language not in ("javascript", "typescript") or not re.search(
            rf"\bfunction\b\s*\*?\s*{re.escape(name)}\s*\(", entity.code)

    def _same_arity_calls(self) -> int:
        """Calls of its own name that pass as many arguments as it takes: in Java and C++,
        `indexOf(o)` calling `indexOf(o, 0)` calls another overload, not itself."""
        params = self._entity.params
        if any(p.name.startswith("...") or "..." in p.type for p in params):
            return len(_own_calls(self._entity.name).findall(self.body))
        least = sum(1 for p in params if not p.default)
        found = 0
        for call in _own_calls(self._entity.name).finditer(self.body):
            count = _argument_count(self.body, call.end())
            found += count is not None and least <= count <= len(params)
        return found

    @property
    def raises(self) -> tuple[str, ...]:
        if self._raises is None:
            self._raises = _raises(self._entity, self._own_body("raise"), self.stripped)
        return self._raises

    @property
    def panics(self) -> bool:
        body = self.body
        if self._entity.language not in ("rust", "go") or not ("panic" in body or "!(" in body):
            return False
        return bool(_PANIC.search(body))

    @property
    def is_async(self) -> bool:
        """`async` before the parameters: a parameter named so (marked's `onError(silent,
        async)`, ajv's `func(name, args, async?)`) makes nothing asynchronous."""
        head = self._entity.signature.partition("(")[0]
        if self._entity.name == "async" or self._entity.language in _NO_ASYNC:
            head = head.rpartition(self._entity.name)[0]  # concurrent-ruby's `def async`,
            # a plain method named so, read "Asynchronous: call it with `await`"
        return "async" in self._entity.decorators or (
            "async" in head and bool(_ASYNC.search(head))
        )

    @property
    def is_generator(self) -> bool:
        return _is_generator(self._entity, self._own_body("yield"))

    @property
    def returns_value(self) -> bool:
        """Does a `return` of its own give a value? Not one in a function written inside it:
        handlebars' helpers register callbacks that return, and read "Return the if for
        `instance`"."""
        if "return" not in self.body:
            return False
        return bool(_RETURN_VALUE.search(self._own_body("return")))

    @property
    def single_return(self) -> str:
        body = self._own_body("return")
        language = self._entity.language
        returns = (_return_lines(body, language not in _LINE_ENDS_STATEMENT)
                   if "return" in body else [])
        if language == "rust":  # its last expression is a value as a `return` is
            tail, block = self._tail()
            if not tail and _RUST_VALUED_BLOCK.match(block):
                return ""  # `if … { true } else { false }`: more values than its `return`s
            returns += [value] if (value := self._tail_value(tail)) else []
        elif not returns:
            value = self._ruby_value() if language == "ruby" else self._arrow_value()
            returns = [value] if value else []
        if returns and "return" in body and _GUARDED_RETURN.search(body):
            return ""  # `if (!x) return null;`: not the only value it returns
        if language == "ruby" and any(_RUBY_MODIFIER.search(value) for value in returns):
            return ""  # `return unless result`: a guard, its method returns more below
        if language == "ruby" and returns and "return" in body and _RUBY_RESCUED_RETURN.search(
                body):  # netrc's `home_path` ends with its home's value, and returns
            return ""  # `Dir.pwd` only when `rescue ArgumentError` runs
        found = _single_return(self._entity, returns)
        if found.startswith("`new ") and self._entity.name[:1].isupper() and re.match(
                rf"`new (?:(?:module\.)?exports\.)?{re.escape(self._entity.name)}\(", found):
            return ""  # `if (!(this instanceof Parser)) return new Parser(opts)`: a
            # constructor called without `new` makes one, what the function is
        if _reassigned_parameter(self._entity, found, body):
            return ""  # superjson's `getDeep(object, path)` walks `object` down its path and
            # returns it: "Returns `object`" read as the argument it was handed
        if _MASKED in found and _MASKED not in self.body:  # a callback's `return`, hidden
            found = found.replace(_MASKED, "return")  # from the search for the function's
        return self._handed_on(found[1:-1]) or found if found.startswith("`") else found

    def _handed_on(self, name: str) -> str:
        """`the result of `F(a, b)`` for a body of two statements, `v, _ := F(a, b)` (or
        `v = F(a, b)`) then `return v`: spf13/cast's wrappers said only "Returns `v`"."""
        lines = [line.strip() for line in self.body.split("\n")]
        lines = [line for line in lines if line not in ("", "{", "}", "end")]
        if len(lines) != 2 or lines[1].removesuffix(";") != f"return {name}" or not (
                name.isidentifier() and _ASSIGNED_CALL.match(lines[0])):
            return ""
        for line in self._entity.code.split("\n"):  # its strings as written
            found = _ASSIGNED_CALL.match(line.strip())
            if found and found.group(1) == name:
                call = found.group(2)
                if len(call) <= 60 and is_whole_expression(call):
                    return f"the result of `{call}`"
        return ""

    def _tail_value(self, tail: str) -> str:
        """The expression that ends a Rust function's body without a `;` (`_tail`), which it
        returns (`Ok(Content::Seq(self.elements))`); "" when a block (`if`, `match`,
        `unsafe`) or a statement ends it."""
        return "" if _RUST_NO_VALUE.match(tail) else _one_line(tail)

    def _tail(self) -> tuple[str, str]:
        """What ends a Rust function's body after its last `;` or block, and that last block
        statement (`if … {…} else {…}`, `match x {…}`); "" when the function declares no
        result."""
        body = self.body.rstrip()
        if not body.endswith("}") or "->" not in self._entity.signature.rpartition("\n")[2]:
            return "", ""
        depth, start, block = 0, 0, 0
        for at, char in enumerate(body[:-1]):
            if char in "([{":
                depth += 1
            elif char in ")]}":
                depth -= 1
                if depth == 0 and char == "}" and not _ELSE.match(body, at + 1):
                    block, start = start, at + 1
            elif char == ";" and depth == 0:
                start = at + 1
        return body[start:-1].strip(), body[block:start].strip()

    def _ruby_value(self) -> str:
        """The expression a Ruby method's body of one line is (`def size; @items.size end`),
        which it returns; "" for a statement (`raise`, `if`, an assignment…), more lines, or a
        setter (`def name=(v)`: `x.name = v` is `v` whatever it returns)."""
        value = self.body.strip().removesuffix(";").rstrip()
        if not value or "\n" in value or self._entity.name.endswith("="):
            return ""
        if (memo := _RUBY_MEMO.match(value)) is not None:
            return memo.group(1)  # `@path ||= default`: the value of `@path`, set if unset
        return "" if _RUBY_STATEMENT.match(value) or _RUBY_NO_VALUE.search(value) else value

    def _arrow_value(self) -> str:
        """The expression an arrow function's body is (`(s) => s.trim()`), which it returns;
        "" for a body in braces, or no arrow function."""
        if self._entity.language not in ("javascript", "typescript"):
            return ""
        body, stripped = self.body, self.stripped
        at = len(stripped) - len(body)  # the body is the end of the code, after its header
        if stripped[at - 2:at] != "=>" or body.lstrip()[:1] in ("{", ""):
            return ""
        value = body.strip().removesuffix(";").removesuffix(",").rstrip()  # `,`: a property
        value = _one_line(value)
        if value.count(")") > value.count("("):  # the parenthesis of `= (… => value)`
            value = value.removesuffix(")").rstrip()
        return value

    def _own_body(self, word: str) -> str:
        """The body without the functions and classes defined in it (Python), when it holds
        `word`: their `yield`, `return` or `raise` is not the function's own."""
        body = self.body
        language = self._entity.language
        if language != "python" and word == "raise":  # what a closure throws is thrown when
            closure = _CLOSURES.get(language)  # it runs, not by the function: angular-query's
            if closure is None or "throw" not in body or not closure.search(body):  # `with
                return body  # Devtools`, its `throw` in a callback run later, "Throws `Error`"
            return _without_deferred_throws(body, closure, not self.is_async)
        if word not in body:
            return body
        if language != "python":
            closure = _CLOSURES.get(language)
            if closure is None or not closure.search(body):
                return body
            if self._own is None:
                self._own = _without_closures(body, closure)
            return self._own
        if not ("def " in body or "class " in body):
            return body
        if self._own is None:  # read once for its `return`, `yield` and `raise` alike
            self._own = _without_nested(body)
        return self._own

    @property
    def empty(self) -> bool:
        if self._entity.signature.startswith("macro_rules!"):
            return False  # `macro_rules! map ( … );`: its rules in parentheses are its body,
            # under attributes too (smallvec's `#[cfg(…)] macro_rules! impl_array(…);`)
        body = self.body
        stub = _STUBS.get(self._entity.language, _BRACES_STUB)
        return bool(stub.match(body)) and "raise" not in body and "throw" not in body

    @property
    def assigns(self) -> tuple[str, ...]:
        if self._entity.language == "go":
            return _go_assigns(self._entity, self.body)
        if self._entity.language == "python" and self._entity.kind != "class":
            # not what a class defined inside sets (dateutil's `__get_gettz`, which returns
            # a `GettzFunc()`, "set" its `__init__`'s four attributes)
            return _assigns("python", self._own_body("self."))
        if self._entity.language in ("javascript", "typescript") and _JS_FUNCTION.search(
                self.body):  # not a nested `function`'s `this` (nunjucks' `installCompat`
            # "sets `this.peeked`", in the parser method it installs); an arrow's is its own
            return _assigns(self._entity.language, _without_bodies(self.body, _JS_FUNCTION))
        return _assigns(self._entity.language, self.body)


AnyFacts = Facts | LazyFacts
"""What the summarizer reads facts from: both have the same attributes."""


def body_of(entity: Entity, stripped: str) -> str:
    """The stripped code after the declaration header (decorators and signature)."""
    name_at = _declared_at(stripped, entity.name) if entity.name else 0
    if entity.language in ("javascript", "typescript") and entity.signature and (
            entity.name not in entity.signature or (
                name_at > 0 and 0 <= stripped.find("{") < name_at)):
        name_at = max(stripped.find(entity.signature), 0)  # `export default function(
        # instance)`, named after its file (`if.js`): the `if` of its body is not its name; nor
        # bluebird's `break;` in the body of `Promise.prototype["break"] = … function() {`, its
        # name a string ("body is empty"); signals-core's `Object.defineProperty(Signal.
        # prototype, "value", { get() {…}, set(value) {…} })`: the getter's header, `get()`
    if entity.language in ("c", "cpp") and name_at > 0 and not _C_DECLARED_AFTER.search(
            stripped, 0, name_at):  # `DEPRECATED_FOR(3.8, from_cbor(p, n))` above the head
        named = re.compile(rf"(?<=[\w*&>:~\s]){re.escape(entity.name)}\s*\(")
        heads = [m.start() for m in named.finditer(stripped, name_at + 1)
                 if _C_DECLARED_AFTER.search(stripped, 0, m.start())]
        name_at = heads[0] if heads else name_at
    if entity.language == "ruby":
        head = re.search(rf"\bdef[ \t]+(?:[\w:]+\.)?({re.escape(entity.name)})(?![\w?!=])",
                         stripped)
        if head is not None:  # excon's `def pp` calls `Excon::PrettyPrinter.pp($stdout, @data)`:
            name_at = head.start(1)  # its first `pp(` was no declaration ("body is empty")
        one_line = _RUBY_ONE_LINE.match(stripped, max(name_at, 0) + len(entity.name))
        if one_line:  # `def name; body end`, `def name(x) = body`
            start = one_line.end()
        else:
            start = stripped.find("\n", max(name_at, 0)) + 1
            if not start:
                return ""
        return _RUBY_END.sub("", stripped[start:])  # the `end` that closes the method
    return _after_header(entity, stripped, max(name_at, 0))


def _after_header(entity: Entity, stripped: str, start: int) -> str:
    """`body_of` past the declaration that starts at `start` (not Ruby)."""
    marker = "{" if entity.language != "python" else ":"
    braces = marker == "{"
    typed = entity.language == "typescript"  # `): ZodObject<{ … }>`: a type, not a body
    while start >= 0:
        depth = wrapped = angled = 0
        for mark in _HEADER_MARKS.finditer(stripped, start):
            token = mark.group()
            if token in "<>":
                if typed and depth == 0:
                    angled = angled + 1 if token == "<" else max(angled - 1, 0)
                continue
            if token == "(" and depth == 0 and braces and _wraps(stripped, mark.start()):
                wrapped += 1  # `= (<T>(x: T) => …)`: the value in parentheses, not parameters
            elif token in "([":
                depth += 1
            elif token == ")" and depth == 0 and wrapped:
                wrapped -= 1
            elif token in ")]":
                depth -= 1
            elif angled:
                continue
            elif depth == 0 and (token == marker or (braces and token == "=>")):
                return stripped[mark.end() :]
            elif depth == 0 and braces and token == ";":
                # a declaration without a body: an abstract method, or one of a function's
                # overloads (TypeScript), whose implementation may come after them
                start = _declared_at(stripped, entity.name, mark.end(), anywhere=False)
                break
        else:
            return ""
    return ""


def _one_line(code: str) -> str:
    """An expression over several lines on one: a method chain's `.` and `?` join the line
    before, other lines join with a space."""
    if "\n" not in code:
        return code
    lines = [line.strip() for line in code.split("\n")]
    joined = lines[0]
    for line in lines[1:]:
        if line:  # a line that starts with `.` or `?` goes on the line before it
            joined += line if line[0] in ".?" else " " + line
    return " ".join(joined.split())


def _wraps(stripped: str, at: int) -> bool:
    """Does the `(` at `at` wrap an assigned or exported function, `= (<T>(x) => …)`, `=
    (function`, `export default (function (o, c, d) {…})` (dayjs' plugins, whose bodies read
    as empty), rather than open an arrow function's parameters (`= (x) => …`)?"""
    before = stripped[max(at - 40, 0):at].rstrip()
    return bool(_WRAPPED.match(stripped, at + 1)) and (
        before.endswith("=") or _EXPORTED_DEFAULT.search(before) is not None)


_EXPORTED_DEFAULT = lazy(r"\bexport\s+default\Z")


def _declared_at(stripped: str, name: str, start: int = 0, anywhere: bool = True) -> int:
    """Where the declaration of `name` starts in its code (from `start`): the first `name(`
    or `name<` (a generic one, `fn f<T>(`, whose first `f(` may be a call in its own body),
    Rust's `macro_rules! name` (whose rules may call `x.name(`), or an assigned or typed
    `name =`, `name:` (`const isEmpty = <V>(s) => HashMap.isEmpty(…)`, whose body calls
    `isEmpty(` first: its body was empty), else (when `anywhere`) the first `name`; -1 when
    there is none. StandardJS writes `name (`: undici's recursive `getGreatestCommonDivisor
    (a, b)` read as empty from its own call."""
    candidates = (stripped.find(name + "(", start), stripped.find(name + " (", start),
                  stripped.find(name + "<", start), stripped.find("macro_rules! " + name, start),
                  _assigned(stripped, name, start))
    found = [at for at in candidates if at >= 0]
    return min(found) if found else _word_at(stripped, name, start) if anywhere else -1


_C_DECLARED_AFTER = lazy(r"[\w*&>]\s*(?:\w+::)*~?\Z")
"""What a C or C++ function's name follows where it is declared: its type (`int f(`,
`T* f(`, `vector<T> f(`, `Class::f(`), not an argument list's `(` or `,` (a macro above the
head that names it: nlohmann/json's `JSON_HEDLEY_DEPRECATED_FOR(3.8.0, from_cbor(ptr, …))`
made the body of 8 functions "empty")."""


def _assigned(stripped: str, name: str, start: int) -> int:
    """Where `name` first stands as a word, if it is assigned or typed there (`name =`,
    `name:`); else -1."""
    at = _word_at(stripped, name, start)
    return at if at >= 0 and _ASSIGNED.match(stripped, at + len(name)) else -1


def _word_at(stripped: str, name: str, start: int) -> int:
    """Where `name` first stands as a word from `start`, not inside a longer identifier; -1
    when nowhere (a function exported without a name, `module.exports = function (str)`, is
    named after its file: qs' `parse`, whose `parseValues(` in its body made it "empty")."""
    at = stripped.find(name, start)
    while at >= 0 and (_word_char(stripped[at - 1 : at], "_$@")
                       or _word_char(stripped[at + len(name) : at + len(name) + 1], "_$")):
        at = stripped.find(name, at + 1)
    return at


_ASSIGNED = lazy(r"[ \t]*=(?![=>])|:(?!:)")


def _word_char(char: str, more: str) -> bool:
    return bool(char) and (char.isalnum() or char in more)


def scan(entity: Entity, stripped: str | None = None) -> Facts:
    """The facts of one function, method or class (`stripped`: its code from `strip_code`)."""
    found = LazyFacts(entity, stripped)
    return Facts(
        calls=found.calls,
        raises=found.raises,
        panics=found.panics,
        is_async=found.is_async,
        is_generator=found.is_generator,
        is_recursive=found.is_recursive,
        returns_value=found.returns_value,
        single_return=found.single_return,
        empty=found.empty,
        assigns=found.assigns,
    )


def _calls(body: str) -> dict[str, int]:
    """How often each function is called, in order of first call."""
    found: dict[str, int] = {}
    previous = ""
    for word in _WORDS.findall(body):
        if word[-1] != "(":
            previous = word
            continue
        # The word is `name!?\s*(`: `rstrip` strips exactly what `\s` matches.
        name = word[:-1].rstrip().removesuffix("!")
        if previous not in _DEFINERS and name not in _NOT_CALLS:
            shown = _display(name)
            found[shown] = found.get(shown, 0) + 1
        previous = name
    return found


_EXPLICIT_RECEIVER = frozenset({"python", "javascript", "typescript", "php", "rust", "go"})
"""Languages where a method calls another method of its object only through a receiver."""
_OVERLOADING = frozenset({"java", "cpp"})
"""Languages where a call of a method's own name may call another overload of it."""


@lru_cache(maxsize=256)
def _macro_calls(name: str) -> re.Pattern[str]:
    """Calls of the Rust macro `name!`, which no function of that name is."""
    return re.compile(rf"(?<![\w:.]){re.escape(name)}!\s*[(\[{{]")


@lru_cache(maxsize=256)
def _own_calls(name: str) -> re.Pattern[str]:
    """Calls of `name` itself, unqualified or through `this`."""
    return re.compile(r"(?:(?<![\w$.>:])|(?<=\bthis\.)|(?<=\bthis->))" + re.escape(name)
                      + r"\s*\(")


def _argument_count(body: str, start: int) -> int | None:
    """How many arguments the call whose `(` ends at `start` passes (None: no closing `)` in
    reach). Commas inside brackets and strings do not count."""
    depth, count, quote, seen = 0, 0, "", False
    for at in range(start, min(len(body), start + 2000)):
        char = body[at]
        if quote:
            quote = "" if char == quote and body[at - 1] != "\\" else quote
            continue
        if char in "\"'":
            quote, seen = char, True
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            if depth == 0:
                return count + seen if char == ")" else None
            depth -= 1
        elif char == "," and depth == 0:
            count += 1
        elif not char.isspace():
            seen = True
    return None


@lru_cache(maxsize=256)
def _member_calls(name: str) -> re.Pattern[str]:
    """Calls of a member `name` of some value that is no name (`super().name(`,
    `(**self).name(`, `items[0]->name(`, Rust's `self.0.name(`), which `_calls` counts as
    calls of `name` itself."""
    return re.compile(r"(?:(?:(?<![\w$?])|(?<=\.\d)|(?<=\.\d\d))\.|(?<![\w$])(?:\?\.|->))"
                      + re.escape(name) + r"!?\s*\(")


def _assigns(language: str, body: str) -> tuple[str, ...]:
    if "=" not in body or not ("self" in body or "this" in body or "@" in body):
        return ()
    pattern = _ASSIGNS.get(language, _THIS_ASSIGN)
    return tuple(dict.fromkeys(pattern.findall(body)))


def _go_assigns(entity: Entity, body: str) -> tuple[str, ...]:
    """The fields of its receiver a Go method sets: `c.args = a` in `func (c *Command) …`."""
    receiver = entity.receiver
    if not receiver or "=" not in body:
        return ()
    return tuple(dict.fromkeys(_receiver_assign(receiver).findall(body)))


@lru_cache(maxsize=256)
def _receiver_assign(receiver: str) -> re.Pattern[str]:
    return re.compile(rf"((?<![\w.]){re.escape(receiver)}\.[A-Za-z_]\w*)\s*"
                      r"(?:[-+*/|&^%]|<<|>>|&\^)?=(?!=)")


@lru_cache(maxsize=4096)
def _display(name: str) -> str:
    """The last two parts of a dotted call: `self.client.get` -> `client.get`."""
    if "." not in name and ":" not in name and ">" not in name:
        return name
    parts = _SEPARATOR.split(name)
    separators: list[str] = _SEPARATOR.findall(name)
    return parts[-2] + separators[-1] + parts[-1]


def _raises(entity: Entity, body: str, stripped: str) -> tuple[str, ...]:
    pattern = _RAISE.get(entity.language, _THROW)
    keyword = "raise" if entity.language in _RAISE else "throw"
    if entity.language in ("javascript", "typescript") and "try" in body and "catch" in body:
        body = _without_caught(body)
    elif entity.language == "python" and "try" in body and "except" in body:
        body = _py_without_caught(body)
    names = [m.group(1).lstrip("\\") for m in pattern.finditer(body)
             if not _MADE_BY_CALL.match(body, m.end()) or _EXCEPTION_NAME.search(m.group(1))
             ] if keyword in body or "fail" in body else []
    if entity.language == "ruby" and _RUBY_RAISE_MESSAGE.search(body):
        names.append("RuntimeError")  # dry-types' `Enum#default(*)`, `raise '… is not
        # supported'`, read "Return the default"
    clause = _THROWS_CLAUSE.search(entity.signature)
    if clause:
        names += [part.strip() for part in clause.group(1).split(",") if part.strip()]
    return tuple(dict.fromkeys(name for name in names  # a module's class too: typer's `raise
                               if name.rpartition(".")[2][:1].isupper()))  # click.Abort()`


_TRY = lazy(r"\btry\s*\{")
_CATCH = lazy(r"\s*catch\b")


def _without_caught(body: str) -> str:
    """A JavaScript body without its `try` blocks that a `catch` follows: what they throw, the
    `catch` takes (all of it, in JavaScript), and is not thrown by the function (body-parser's
    `createStrictSyntaxError` returns the `SyntaxError` it throws and catches, and its page
    said "Throws `SyntaxError`")."""
    kept, done = [], 0
    for found in _TRY.finditer(body):
        if found.start() < done:
            continue  # a `try` inside one already left out
        depth, at = 1, found.end()
        while at < len(body) and depth:
            depth += {"{": 1, "}": -1}.get(body[at], 0)
            at += 1
        if depth or not _CATCH.match(body, at):
            continue
        kept.append(body[done:found.end()])
        done = at - 1  # the block's closing brace
    return "".join(kept) + body[done:]


_PY_TRY = lazy(r"^([ \t]*)try[ \t]*:[ \t]*(?:#.*)?$", re.M)
_PY_EXCEPT = lazy(r"except\b[ \t]*(?:\(([^)]*)\)|([\w.]+))?")
_CATCH_ALL = lazy(r"(?<![\w.])(?:Base)?Exception\b")
"""`except Exception` takes whatever a function raises but the interpreter's own exits."""


def _py_without_caught(body: str) -> str:
    """A Python body without the `raise` of an exception that the `except` of the `try`
    around it takes (by its name, `Exception`, or a bare `except:`): it never leaves the
    function (wcmatch's `WcParse._handle_dot` raises `StopIteration` to break out of its loop
    and catches it: its page said "Raises `StopIteration`")."""
    lines = body.split("\n")
    for found in _PY_TRY.finditer(body):
        first = body.count("\n", 0, found.start()) + 1
        indent = len(found.group(1).expandtabs())
        end = first
        while end < len(lines) and (not lines[end].strip()
                                    or _depth(lines[end]) > indent):
            end += 1
        caught: set[str] = set()
        every = False
        at = end
        while at < len(lines) and _depth(lines[at]) == indent and (
                handler := _PY_EXCEPT.match(lines[at].strip())):
            names = handler.group(1) or handler.group(2)
            every = every or not names or bool(_CATCH_ALL.search(names))
            caught.update(name.rpartition(".")[2] for name in re.findall(r"[\w.]+", names or ""))
            at += 1
            while at < len(lines) and (not lines[at].strip() or _depth(lines[at]) > indent):
                at += 1
        for number in range(first, end):
            raised = _RAISE["python"].search(lines[number])
            if raised and (every or raised.group(1).rpartition(".")[2] in caught):
                line = lines[number]
                lines[number] = f"{line[:raised.start()]}_{line[raised.start() + 1:]}"
    return "\n".join(lines)


def _depth(line: str) -> int:
    return len(line.expandtabs()) - len(line.expandtabs().lstrip())


@lru_cache(maxsize=256)
def _bound_here(name: str) -> re.Pattern[str]:
    """A binding of `name` in a body: an assignment at the start of a line (`close =
    self._close`, `const close = …`) or an import naming it."""
    word = re.escape(name)
    return re.compile(rf"^[ \t]*(?:(?:const|let|var)\s+)?{word}[ \t]*=(?!=)"
                      rf"|\bimport\b[^\n]*(?<![\w.]){word}(?![\w.])", re.M)


_JS_FUNCTION = lazy(r"\bfunction\b")
_CLOSURES = {
    "go": lazy(r"\bfunc\s*\("),
    "javascript": lazy(r"\bfunction\b|=>\s*\{"),
    "typescript": lazy(r"\bfunction\b|=>\s*\{"),
    "java": lazy(r"->\s*\{|\bnew\s+[\w.<>]+\s*\([^;{}]*\)\s*\{"),
    "php": lazy(r"\bfunction\s*\("),
    "rust": lazy(r"\|[^|;{}]*\|\s*(?:->[^{;]+)?\{|\bfn\s+\w+"),
    "cpp": lazy(r"\]\s*(?:\([^;{}]*\))?\s*(?:mutable\s*)?(?:->[^{;]+)?\{"),
}
"""What opens a function inside a function, by language (Go's `func(i, j int) bool {`, an
arrow's `=> {`, Java's `-> {` and anonymous classes, Rust's `|x| {`, C++'s `[&](int a) {`): the
`return`s in its body are not the outer function's."""


def _without_bodies(body: str, closure: re.Pattern[str]) -> str:
    """`body` without the bodies of the functions written inside it (`closure` opens one)."""
    kept, done = [], 0
    for opening, end in _closure_spans(body, closure):
        kept.append(body[done:opening])
        done = end
    kept.append(body[done:])
    return "".join(kept)


_RETURN_WORD = lazy(r"(?<![\w$])return(?![\w$])")
_MASKED = "_eturn"
"""What a callback's `return` reads as while the function's own are looked for."""
_THROW_WORD = lazy(r"(?<![\w$])throw(?![\w$])")
_THROW_MASKED = "_hrow"


def _reassigned_parameter(entity: Entity, found: str, body: str) -> bool:
    """Is the value `found` (a code span) a parameter that `body` assigns anew?"""
    name = found[1:-1] if len(found) > 2 and found[0] == found[-1] == "`" else ""
    if not name or not any(param.name.lstrip("$*&") == name.lstrip("$") for param in
                           entity.params):
        return False
    return re.search(rf"(?<![\w$.]){re.escape(name)}[ \t]*(?:[-+*/%|&^]|\?\?|\|\||&&)?=(?![=>])",
                     body) is not None


def _without_deferred_throws(body: str, closure: re.Pattern[str], sync: bool = False) -> str:
    """`body` where the functions it hands on (`_CLOSURES` written as a call's argument or an
    object's property) throw nothing, but those an array's iteration method runs at once
    (`items.forEach((x) => { … throw … })`, whose throw leaves the function). A function it
    declares, or gives a name, is most often called by it (axios' `set` calls its inner
    `setHeader`, whose throw is `set`'s), unless it is `async` in a function that is not
    (`sync`): its throw rejects the promise it returns (ky's `Ky.create` "threw" the
    `RangeError` of its `const function_ = async () => {…}`, which it hands to its retries)."""
    kept, done = [], 0
    for found in closure.finditer(body):
        if found.start() < done or _SYNC_CALLBACK.search(body, max(0, found.start() - 160),
                                                         found.start()) or not (
                _handed_on(body, found.start()) or (sync and _async_closure(body, found))
                or _never_called(body, found)):
            continue
        span = _closure_body(body, found.start())
        if span is None:
            break
        opening, end = span
        kept += [body[done:opening], _THROW_WORD.sub(_THROW_MASKED, body[opening:end])]
        done = end
    kept.append(body[done:])
    return "".join(kept)


def _never_called(body: str, found: re.Match[str]) -> bool:
    """Is the function whose text `found` starts bound to a name (`var useStore = function
    useStore(…) {`, `const f = (x) => {`) that the body never calls? zustand's `createContext`
    returns its hooks, and "threw" what they throw."""
    line = body[body.rfind("\n", 0, found.start()) + 1 : found.start()]
    named = _BOUND_FUNCTION.search(line)
    if named is None:
        return False
    after = body[found.end():]
    if found.group(0).startswith("function"):  # past its own name, `function useStore(`
        after = after[after.find("(") :]
    return re.search(rf"(?<![\w$.]){re.escape(named.group(1))}\s*\(", after) is None


_BOUND_FUNCTION = lazy(r"\b(?:var|let|const)\s+([\w$]+)\s*=\s*(?:async\s+)?"
                       r"(?:\([^()]*\)|[\w$]+)?\s*$")
"""A function expression bound to a name on its line, up to its `function` or arrow."""


def _async_closure(body: str, found: re.Match[str]) -> bool:
    """Is the function whose text `found` starts (`=> {`, `function`) declared `async`?"""
    before = body[:found.start()].rstrip() if found.group(0).startswith("function") else (
        _past_parameters(body, found.start()))
    return bool(_TRAILING_ASYNC.search(before))


def _handed_on(body: str, at: int) -> bool:
    """Is the function whose text starts at `at` (its `=>`, `function`, `->`…) written as a
    call's argument or an object's property: after `(`, `,` or `:`, past its parameters?"""
    before = _TRAILING_ASYNC.sub("", _past_parameters(body, at)).rstrip()
    return before[-1:] in ("(", ",", ":")


def _past_parameters(body: str, at: int) -> str:
    """The text before the function whose text starts at `at`, back over its parameters
    (`(a, b) =>`, Rust's `|x|`) or the one name before it (`x =>`, `async function`)."""
    before = body[:at].rstrip()
    if before.endswith(")"):
        depth = 0
        for index in range(len(before) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(before[index], 0)
            if depth == 0:
                return before[:index].rstrip()
        return before
    if before[-1:] == "|":
        return before[: before.rfind("|", 0, len(before) - 1)].rstrip()
    return _TRAILING_NAME.sub("", before).rstrip()


_TRAILING_NAME = lazy(r"[\w$]+\Z")
_TRAILING_ASYNC = lazy(r"\basync\Z")
_SYNC_CALLBACK = lazy(r"(?:\.(?:forEach|map|flatMap|filter|some|every|reduce|reduceRight|find"
                      r"|findIndex|findLast|findLastIndex|sort)|\b(?:array_map|array_filter"
                      r"|array_walk|array_walk_recursive|array_reduce|usort|uasort|uksort"
                      r"|preg_replace_callback))\(\s*(?:[^(),;{}]*,\s*)?(?:async\s+)?"
                      r"(?:\([^()]*\)|[\w$]+)?\s*(?::\s*[\w$<>\[\], ]+)?\Z")
"""What calls a closure written in its arguments at once: an array's iteration method (PHP's
`array_map(function ($value) { … throw … }, $values)`, guzzle's header check)."""


def _without_closures(body: str, closure: re.Pattern[str]) -> str:
    """`body` where the functions written inside it (`_CLOSURES`) return nothing: their
    `return` is hidden, the rest of their text kept (an outer `return` that spans them is no
    expression of one line, and is not quoted)."""
    kept, done = [], 0
    for opening, end in _closure_spans(body, closure):
        kept += [body[done:opening], _RETURN_WORD.sub(_MASKED, body[opening:end])]
        done = end
    kept.append(body[done:])
    return "".join(kept)


def _closure_spans(body: str, closure: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """Where the bodies of the functions `closure` opens start (their `{`) and end (their
    `}`), outermost only."""
    done = 0
    for found in closure.finditer(body):
        if found.start() < done:
            continue
        span = _closure_body(body, found.start())
        if span is None:
            break
        yield span
        done = span[1]


def _closure_body(body: str, start: int) -> tuple[int, int] | None:
    """Where the body of the function written at `start` opens (its first `{` from there) and
    ends (the `}` that closes it, or the text's last character); None without a `{`."""
    opening = body.find("{", start)
    if opening < 0:
        return None
    depth, at = 0, opening
    for at in range(opening, len(body)):
        depth += (body[at] == "{") - (body[at] == "}")
        if depth == 0:
            break
    return opening, at


def _without_nested(body: str) -> str:
    """Python code without the bodies of the functions and classes defined in it (their
    `def`/`class` line stays)."""
    kept = []
    nested = -1  # the indent of the definition being left out, -1 outside one
    for line in body.split("\n"):
        stripped = line.lstrip()
        if not stripped:
            continue
        indent = len(line) - len(stripped)
        if nested >= 0 and indent > nested:
            continue
        nested = indent if _NESTED_DEFINITION.match(stripped) else -1
        kept.append(line)
    return "\n".join(kept)


def _is_generator(entity: Entity, body: str) -> bool:
    if entity.language == "javascript" or entity.language == "typescript":
        return bool(_OWN_GENERATOR.search(entity.signature) or _STAR_METHOD.match(entity.signature))
    if entity.language in ("python", "php"):
        return "yield" in body and bool(_YIELD.search(body))
    return False


_OWN_GENERATOR = lazy(r"(?:^|[=:]|\bexport|\bdefault)\s*(?:async\s+)?function\s*\*")
"""A generator function that is the entity itself, not one passed to a call that makes it
(Effect's `const f = Effect.fn(function* () {…})`, 121 pages said "generator")."""


def _return_lines(body: str, read_on: bool) -> list[str]:
    """The expressions of the `return` statements that start a line: the first two at most
    (only whether there is exactly one matters); "" for one that goes on over the next line
    (with `read_on`: a line without `;` whose next line starts with an operator)."""
    first = _FIRST_RETURN_LINE.match(body)
    matches = itertools.chain([first] if first else [],
                              _NEXT_RETURN_LINE.finditer(body, first.end() if first else 0))
    found = []
    for match in itertools.islice(matches, 2):
        goes_on = read_on and match.group(3) and not match.group(2)
        found.append("" if goes_on else match.group(1) or "")
    return found


_ASSIGNED_CALL = lazy(r"(?:(?:let|const|var|auto)\s+(?:mut\s+)?)?(\w+)(?:\s*,\s*_)?\s*:?=\s*"
                      r"([\w.:$]+\(.*\))\s*;?")
"""A local given a call's result: `v, _ := F(i)`, `data = read(path)`, `let v = f(x);`."""


_RUBY_RESCUED_RETURN = lazy(r"^[ \t]*rescue\b[^\n]*\n(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*return\b",
                            re.M)
"""A Ruby `return` in a method's `rescue` clause: the body above it returns its last value."""


def _single_return(entity: Entity, returns: list[str]) -> str:
    if len(returns) != 1:
        return ""
    expression = returns[0].strip()
    if not expression:
        return ""
    if expression == '""':
        return "a string"
    if expression in _UNIT:  # globset's `Parser::parse` reads the whole glob, then returns
        return ""  # `Ok(())`: its page said only "Returns `Ok(())`."
    # A return that goes on over more lines is left out rather than quoted cut.
    if (not is_whole_expression(expression) or '""' in expression
            or _OPERATOR_END.search(expression)):  # go-cmp's `return (x != nil …) &&`
        return ""
    return f"`{expression}`" if 0 < len(expression) <= 60 else ""


_UNIT = frozenset({"()", "Ok(())"})
"""Rust's values that say only that the function ended (well)."""
_OPERATOR_END = lazy(r"(?:&&|\|\||[-+*/%,.:|&^=<\\]|(?<=\s)[?!]|\b(?:and|or|not|in|is))\Z")
"""A line ending with an operator, whose expression goes on over the next line."""


def yields_to_block(entity: Entity, body: str) -> bool:
    """Ruby: the method passes values to the caller's block."""
    return entity.language == "ruby" and bool(_YIELD.search(body))


_COMMENT_START = lazy(r"\s*(?:#:?|//|/\*|\*|--|<!--)\s?\**\s*")
"""A comment's opening: `#:` too, the comment Sphinx reads as the doc of the attribute below."""
# An end-of-line comment as style guides write it (two spaces before `#`, a space after `//`).
_TRAILING_COMMENT = lazy(r"(?:\s{2,}#|\s+//\s).*$")
_CLOSERS = lazy(
    r"\s*(?:[}\])]|end\b|else\b|elif\b|elsif\b|except\b|finally\b|catch\b|rescue\b|ensure\b|"
    r"when\b|case\b|default\b)"
)


def outline(entity: Entity, stripped: str, limit: int = 15) -> list[tuple[int, str]]:
    """Body sections of a long function: (file line, heading comment or first statement)."""
    original = entity.code.split("\n")
    blanked = stripped.split("\n")
    if len(blanked) != len(original):
        return []
    top = next((i for i, line in enumerate(original) if entity.name in line), 0)
    top_indent = _indent(original[top])
    body = [
        i
        for i in range(_signature_end(blanked, top, entity.language in _GENERICS) + 1,
                       len(original))
        if original[i].strip() and _indent(original[i]) > top_indent
    ]
    if not body:
        return []
    base = min(_indent(original[i]) for i in body)
    blocks: list[tuple[int, str]] = []
    statements: list[tuple[int, str]] = []
    after_blank = True
    python = entity.language == "python"
    for i in range(body[0], len(original)):
        text = original[i]
        if not text.strip():
            after_blank = True
            continue
        label = _label(text, blanked[i]) if _indent(text) == base and not (
            python and not blanked[i]) else ""  # a Python string's lines blank to nothing, a
        # comment's to its indentation: arrow's docstring "**No inputs** to get current UTC
        # time::" was a `*` comment of the outline
        if label and not _CLOSERS.match(blanked[i] or text):
            if label.startswith("`") and "…" not in label and _goes_on(blanked, i):
                label = label[:-1] + " …`"  # humantime's "`let mut year = 2000 +`"
            if after_blank:
                if not label.startswith("`"):
                    label = _comment_goes_on(label, original, blanked, i)
                blocks.append((i + 1, label))
            if blanked[i].strip():
                statements.append((i + 1, label))
        after_blank = False
    commented = [block for block in blocks if not block[1].startswith("`")]
    chosen = commented if len(commented) >= 3 else blocks if len(blocks) >= 3 else statements
    step = max(1, -(-len(chosen) // limit))
    return chosen[::step]


_GENERICS = frozenset({"typescript", "java", "rust", "cpp"})
"""Languages whose signatures may open a list of type parameters in angle brackets."""


def _goes_on(blanked: list[str], at: int) -> bool:
    """Does the statement of line `at` go on over the next line: it ends with an operator, or
    the next line starts with one or a method's dot (`.expect(…)`)?"""
    if _ENDS_OPEN.search(blanked[at]):
        return True
    following = next((line for line in blanked[at + 1 :] if line.strip()), "")
    return bool(_STARTS_ON.match(following))


_ENDS_OPEN = lazy(r"(?:&&|\|\||(?<=\s)[-+*/%]|(?<![=!<>])=|,|\\|\b(?:and|or))\s*\Z")
"""A line whose statement goes on: after `&&`, ` +`, an assignment's `=`, a comma."""
_STARTS_ON = lazy(r"\s*(?:\.(?!\.)|\?\.|&&|\|\||\+(?!\+)|-(?![-=>])|\*(?![*/])|(?:and|or)\b)")
"""A line that goes on with the statement above it: `.expect(…)`, `&& b`, `+ c`."""


def _comment_goes_on(label: str, original: list[str], blanked: list[str], at: int) -> str:
    """A heading comment with the lines that go on with its sentence (a comment of its own
    each, at its indent): "Read and parse frame length as per" read as the whole heading
    (gorilla/websocket, undici's "… whose start time and")."""
    indent, first, cut = _indent(original[at]), len(label), False
    for line, code in zip(original[at + 1 : at + 1 + _MORE_LINES],
                          blanked[at + 1 : at + 1 + _MORE_LINES], strict=True):
        if label.endswith((".", "!", "?", ":")) or code.strip() or _indent(line) != indent or (
                not _COMMENT_START.match(line)):
            break
        more = _COMMENT_START.sub("", line, count=1).strip().rstrip("*/").strip()
        hanging = label.endswith(",") or label.rpartition(" ")[2].lower() in HANGING
        if not (more[:1].islower() or (hanging and more[:1].isalnum())):
            break  # a sentence, a list item or a step of its own (but CacheControl's "…, our
            # response has a Content-Length, that" goes on "Content-Length is valid then…")
        if len(label) + len(more) > _LONGEST_HEADING:
            cut = True  # enough said
            break
        label = f"{label} {more}"
    end = _SENTENCE_GOES_ON.search(label, first)  # up to the end of the heading's sentence
    if end:
        return label[: end.start() + 1]
    if cut or label.endswith(",") or label.rpartition(" ")[2].lower() in HANGING:  # cut short:
        end = _SENTENCE_GOES_ON.search(label)  # the sentence that ends in it, or what it says
        return label[: end.start() + 1] if end else label.rstrip(",") + " …"  # marked cut
    return label


_SENTENCE_GOES_ON = lazy(r"[.!?](?=\s+[A-Z])")
_MORE_LINES, _LONGEST_HEADING = 3, 160
"""Lines a heading comment of an outline may go on over, and its most characters."""


def _signature_end(blanked: list[str], top: int, generic: bool = False) -> int:
    """The line where the signature that starts at line `top` ends: the first line, from
    `top` on, where its brackets are closed again (a signature over several lines keeps its
    parameters out of the outline), its angle brackets too where they hold type parameters
    (`generic`: angular-query's `injectQueries<` over `T extends Array<any>,`, an outline's
    "Line 2"). `top` when they never close."""
    depth = 0
    for i in range(top, len(blanked)):
        line = blanked[i]
        depth += sum(map(line.count, "([")) - sum(map(line.count, ")]"))
        if generic:
            line = line.replace("=>", "").replace("->", "")
            depth += line.count("<") - line.count(">")
        if depth <= 0:
            return i
    return top


def _label(text: str, blanked: str) -> str:
    """A comment line's text, or a statement in backticks; empty for string continuations."""
    code = blanked.strip()
    if code and code != '""':
        if not any(character.isalnum() for character in code):
            return ""  # a brace alone on its line (Parsedown's `{` read "`{…}`")
        statement = _TRAILING_COMMENT.sub("", text.strip()).replace("`", "'")
        statement = cut_code(statement, 60)
        return f"`{statement}`" if statement else ""
    if _COMMENT_START.match(text) and not code:
        comment = _COMMENT_START.sub("", text, count=1).strip().rstrip("*/").strip()
        if not any(character.isalnum() for character in comment) or (  # `# ~`, `// ----`
                _COMMENTED_CODE.search(comment) or _ANNOTATION.fullmatch(comment)):
            return ""  # (cron-expression's "@codeCoverageIgnoreStart" headed a step)
        first = comment.split(None, 1)[0]
        if _IDENTIFIER_CASE.search(first) or "://" in first:  # `remainField is set to…`: a
            return comment  # name as written; so a URL (CacheControl's "Https://tools.…")
        return comment[:1].upper() + comment[1:]
    return ""


_COMMENTED_CODE = lazy(r"[{}]$|:=|^(?:for|if|while|switch|return|func|def|var|let|const)\b"
                       r"[^\n]*[({]$|^(?:const|let|var)\s+[\w$]+\s*=|^return\b.*(?:[;(]|\?\?"
                       r"|\|\||&&|\w\.\w)|^[\w$]+(?:\.[\w$]+)+\(.*\);?$")
"""A comment that is code set aside (mapstructure's `// for fieldType, field := range fields {`,
table-core's `//   const firstRow = findSelectedRow(rows) || rows[0]`, `// table.setRowSelection(
selectedRowIds)`, `// return table.options.enableGroupingRowSelection ?? false` were headings
of their outlines), no heading."""
_ANNOTATION = lazy(r"@[\w-]+(?:\s*\([^)]*\))?")
"""A comment that is a tool's annotation alone (`@codeCoverageIgnoreStart`, `@ts-ignore`)."""
_IDENTIFIER_CASE = lazy(r"^[a-z]\w*[A-Z_0-9]")
"""A word written as an identifier (`remainField`, `max_len`), kept as it is at a heading's
start rather than capitalized."""


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())
