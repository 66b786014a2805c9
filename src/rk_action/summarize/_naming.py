"""One-line descriptions of undocumented entities, from names, signatures and body facts.

General rules only: identifiers are split into words, a verb-first name becomes an imperative
sentence that uses the parameters and the return type, a predicate name becomes "Check
whether …", a noun phrase becomes "Return the …". The vocabulary lives in `_words`.
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import replace

from rk_action.lazyre import lazy
from rk_action.model import Entity, Param
from rk_action.summarize import _words as w
from rk_action.summarize._facts import AnyFacts, LazyFacts
from rk_action.summarize._special import is_constructor, special_description
from rk_action.summarize.docstrings import parse_summary

_WRAPPERS = lazy(
    r"^(?:Optional|Option|Promise|Future|Awaitable|Result|Task|Box|Rc|Arc|Ref|List|Vec|"
    r"Iterator|Iterable|Generator|AsyncIterator|Sequence|Array|Set|Observable|Maybe|"
    r"ReadonlyArray|Mono|Flux|CompletableFuture|Callable)[\[<]\s*"
)
_PRIMITIVES = w.word_set(
    "String Str Object Any Bool Boolean Integer Int Long Double Float Number Void None Unit Error "
    "Exception T U K V E Self Value Item Output Result Response Dict Map Tuple Bytes Char "
    "Record Unknown Never Symbol Union Literal Type"
)
_DEST_PARAMS = lazy(
    r"^(?:path|file|filename|fname|dest|destination|target|url|uri|out|output|stream|fp|f|fd|"
    r"writer|w|dir|directory|folder|sock|socket|conn|connection|channel|to|addr|address|"
    r"host|buf|buffer|sink|queue|topic)$",
    re.I,
)
_TEST_NAME = lazy(r"^(?:test_?|Test(?=[A-Z_\d])|it_|should_)(.*)$")
_MIDDLE_PREDICATES = w.word_set("is are has have can should was were")
_TYPE_END = lazy(r"[\[<,|>\]\s?]")
_MEANINGFUL = lazy(r"[A-Za-z]{3}|^[A-Za-z]{2}$")


def describe_generated(
    entity: Entity, facts: AnyFacts | None, members: tuple[Entity, ...] = ()
) -> str:
    """A one-line description of an undocumented entity, from its name, signature and body."""
    if entity.kind == "class":
        return class_description(entity, members)
    if any(param.name[:1] in ("{", "[") for param in entity.params):  # a destructured
        entity = replace(entity, params=tuple(  # parameter is no name to show: query-persist-
            param for param in entity.params if param.name[:1] not in ("{", "[")))  # client's
        # `removeOldestQuery({ persistedClient })` read "Remove the oldest query `{ … }`"
    if _returns_its_parameter(entity):  # tRPC's default transformer's `serialize: (obj) =>
        return f"Return `{entity.params[0].name}` unchanged"  # obj`, read "Serialize `obj`":
        # its name says what a transformer does, not what this one does
    if NO_OP.fullmatch(entity.name) and not _RETURNS_VALUE.search(entity.code):  # `function
        return "Do nothing"  # noop() {}`, handed on where a callback is wanted: its one-liner
        # read "Noop"; not peewee's `Model.noop`, which makes a query that does nothing
    answer = _ALWAYS.fullmatch(_body_text(entity, facts)) if entity.params and (
        not _asks(entity.name)) else None
    if answer is not None:  # retrying's `always_reject(self, result)` read "Return the always
        return f"Always return `{answer[1]}`"  # reject for `result`"; a predicate's name
        # reads as its question (`is_match(candidate)`, a stub's `true`)
    made = _MADE_ERROR.search(entity.code) if entity.code.count("return") == 1 else None
    if made is not None:  # a factory of errors, one message each
        error = (made["class"] or made["new"]).rpartition("\\")[2]  # PHP's `new \Foo\Error`
        if error in ("self", "static"):
            error = entity.symbol.rpartition(".")[0].rpartition(".")[2]
        if _ERROR_CLASS.search(error):
            return f'Create a `{error}` with the message "{made["text"]}"'
    said = _from_name(entity, facts)
    message = _MESSAGE.search(entity.code) if said.startswith("Return the ") and (
        entity.code.count("return") == 1) else None
    if message:  # email-validator's reasons: "Return the description: `'S_HYPHEN found in
        return f"{said}: `{message.group(1)}`"  # domain'`", the words its user reads
    returned = entity.returns.strip()
    if entity.language == "go" and (named := _GO_NAMED_RESULT.fullmatch(returned)):
        returned = named.group(1)  # toml's `func (lx *lexer) next() (r rune)`
    returned = returned.lstrip("*&")
    if said.lower() in _ORDINAL_READS and _TYPE_NAME.fullmatch(returned) and (
            returned not in w.BOOLEAN):
        return f"{said} `{returned}`"  # gobwas/glob's `Next() Token`: "Return the next", what?
    return said


def constructor_function(entity: Entity) -> bool:
    """A JavaScript function named as a constructor is (capitalised), whose prototype holds
    its class's methods: handlebars' `function Compiler() {}`, then `Compiler.prototype = {…}`
    and 40 methods, was "a stub, a hook or an abstract method"."""
    return (entity.language in ("javascript", "typescript") and entity.kind == "function"
            and entity.name[:1].isupper())


def _builds_its_instance(entity: Entity) -> bool:
    """Is this a JavaScript constructor function at the top level that sets fields of `this`,
    its name a class's (in CapWords, not capitals alone), no verb?"""
    return (constructor_function(entity) and not entity.parent
            and not entity.name.isupper() and _SETS_THIS.search(entity.code) is not None)


_SETS_THIS = lazy(r"\bthis\.[A-Za-z_$][\w$]*\s*=(?!=)|\bObject\.defineProperty\(\s*this\b|"
                  r"\.call\(\s*this\b")
"""A constructor function's work on its instance: a field set, a property defined, its base's
constructor called on it (deep-diff's `DiffNew`, `DiffNew.super_.call(this, 'N', path)` then
`Object.defineProperty(this, 'rhs', …)`, read "Diff the new with `path` and `value`")."""


NO_OP = lazy(r"_*no_?(?:o?p|Op)(?:Fn|s)?")
"""A function named for doing nothing (`noop`, `noOp`, `_nop`), there to be handed on; not a
constructor function so named (bluebird's `function Noop() {}`)."""
_ALWAYS = lazy(r"\s*(?:return\s+)?(True|False|true|false)\s*;?\s*")
"""A body that is one yes-or-no answer, whatever it is handed."""


def _asks(name: str) -> bool:
    """Is the name a question (`is_match`, `_path_is_relative_to`, `hasKey`)?"""
    words = [word.lower() for word in w.split_identifier(name)]
    return bool(words) and (w.split_compound(words[0])[0] in w.PREDICATES or any(
        word in _MIDDLE_PREDICATES for word in words[1:]))


def _body_text(entity: Entity, facts: AnyFacts | None) -> str:
    """The stripped body of a function, its closing brace left out."""
    known = facts if isinstance(facts, LazyFacts) else LazyFacts(entity)
    return known.body.strip().removesuffix("}").strip().removeprefix("{").strip()


_RETURNS_VALUE = lazy(r"\breturn[ \t]+(?!None\b|null\b|undefined\b|nil\b)[^\s;}]")
"""A `return` statement with a value."""


def _returns_its_parameter(entity: Entity) -> bool:
    """Does the function only return the one parameter it is handed: `{ return value; }`,
    Rust's `{ x }`, Python's `return value` (its docstring aside), an arrow function's
    `serialize: (obj) => obj` (named, since one line may hold several)?"""
    if len(entity.params) != 1:
        return False
    param = entity.params[0].name
    body = _IDENTITY.search(entity.code)
    if body is not None and body.group(2) is not None:  # the colon may be an `else:`'s
        return body.group(2) == param and _python_returns_only(entity.code, param)  # (typeguard's
        # `iterate_samples` returned a list of the first item, or `collection` "unchanged")
    if body is not None:  # PHP's `{ return $word; }` (doctrine/inflector's `NoopWordInflector`)
        return param.lstrip("$") in (group.lstrip("$") for group in body.groups() if group)
    return "=>" in entity.code and re.search(
        rf"(?<![\w$]){re.escape(entity.name)}\s*[:=]\s*(?:async\s*)?\(\s*{re.escape(param)}"
        rf"\s*(?::[^()]*)?\)\s*=>\s*\(?\s*{re.escape(param)}\s*\)?[ \t]*(?=[,;}})]|\Z|\n"
        rf"(?![ \t]*[.?\[(+\-*/%|&=<>]))",  # not `(path) => path` / `.map(String)…` (superjson)
        entity.code) is not None


def _python_returns_only(code: str, param: str) -> bool:
    """Is the Python function of `code` one `return param` statement, its docstring aside?"""
    try:
        tree = ast.parse(textwrap.dedent(code))
    except (SyntaxError, ValueError):
        return False
    function = tree.body[0] if tree.body else None
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    body = function.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    return (len(body) == 1 and isinstance(body[0], ast.Return)
            and isinstance(body[0].value, ast.Name) and body[0].value.id == param)


_IDENTITY = lazy(r"(?:\{\s*(?:return\s+)?([A-Za-z_$][\w$]*)\s*;?\s*\}|:\s*(?:(?:\"\"\"|\'\'\')"
                 r"[^\n]*\n(?:.*\n)*?\s*)?\n\s*return\s+(\w+))\s*[;,]?\s*\Z")
"""A body that only returns a name: `{ return value; }`, Rust's `{ x }`, Python's `return x`."""
_ITSELF = frozenset({"`self`", "`this`"})
_CONVERSIONS = w.word_set(
    "int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 uintptr float32 float64 "
    "complex64 complex128 string byte rune bool str float bytes list dict tuple set len")
"""A type conversion or a built-in that reads like a call: jsonparser's `h2I(c byte) int`,
`int(c - '0')` in a switch, read "Wrap a call to `int`"."""
_ORDINAL_READS = frozenset(f"return the {word}" for word in ("next", "previous", "prev", "first",
                                                          "last", "current", "top"))
_TYPE_NAME = lazy(r"[A-Za-z_][\w.]*")
_GO_RESULT = lazy(r"\(?\s*\*?(?:\w+\.)?([A-Z]\w*)\s*(?:,\s*error\s*\))?")
"""A Go function's result type, qualified by its package or not, maybe with an error after it:
`(io.ReadCloser, error)`."""
_GO_NAMED_RESULT = lazy(r"\(\s*\w+\s+(\*?[A-Za-z_][\w.]*)\s*\)")
"""A Go function's one result, named: `(r rune)`."""


def _react_description(entity: Entity) -> str:
    """A React hook (`useQueryClient`, read "Use the query client") or a component
    (`QueryClientProvider`, read "Query the client provider"), as React names them: a
    JavaScript or TypeScript function `use…` that calls hooks, or a capitalized one that
    returns markup."""
    if entity.language not in ("javascript", "typescript") or entity.kind != "function":
        return ""
    react = "React." in entity.code  # not Solid's (solid-query's, of the same names)
    hook = _HOOK_NAME.fullmatch(entity.name)
    if hook and _CALLS_A_HOOK.search(entity.code, len(entity.name) + 4):
        kind = "React hook" if react else "Hook"
        words = " ".join(word.lower() for word in w.split_identifier(hook.group(1)))
        if words.split()[0] in ("is", "has", "can", "should"):
            return f"{kind}: {words}"  # `useIsFetching`
        return f"{kind} for the {words}"
    if entity.name[:1].isupper() and _RENDERS.search(entity.code):
        return f"`{entity.name}` {'React component' if react else 'component'}"
    return ""


_HOOK_NAME = lazy(r"use([A-Z]\w*)")
_CALLS_A_HOOK = lazy(r"\b(?:React\.)?(?:use[A-Z]\w*|createSignal|createEffect|createMemo|onMount"
                     r"|onCleanup)\s*[(<]")
_RENDERS = lazy(r"(?:\breturn|=>)\s*\(?\s*<[A-Za-z>]|\bReact\.createElement\(|\bJSX\.Element\b"
                r"|\bReact(?:\.ReactElement|\.ReactNode|\.FC)\b")
"""Markup a function returns, or says it returns: what makes it a React component."""


_MESSAGE = lazy(r"""\breturn\s+((["'])[^"'`\n\\]*\s[^"'`\n\\]*\2)\s*;?\s*(?:\}|\bend\b)?\s*\Z""")
"""A body that ends returning a string literal of words, a message: `return 'S_HYPHEN found in
domain';`."""


_RUST_ERR_ONLY = lazy(r"(?:let\s[^;{}]*;\s*)*(?:return\s+)?Err\(\s*([\w:.]+)(?:!)?\s*[(\[{][^;]*\)"
                      r"\s*;?", re.S)
"""A Rust body that only makes its values and returns an error: `let unexp = …;
Err(DeserializeError::invalid_type(unexp, &"newtype variant"))`."""
_MADE_ERROR = lazy(
    r"""\breturn\s+(?:new\s+(?P<new>[\w\\]+)|(?P<class>[A-Z]\w*)(?:\.new)?)\s*\(\s*"""
    r"""(?:\\?sprintf\(\s*)?(["'])(?P<text>[^"'`\n\\]*\s[^"'`\n\\]*)\3""")
"""A body that returns an error made with a message (its only `return`): brick/math's
`DivisionByZeroException::divisionByZero()`, `return new self('Division by zero.');`, read
"Return the division by zero"."""
_ERROR_CLASS = lazy(r"(?:Error|Exception)$")


def _from_name(entity: Entity, facts: AnyFacts | None) -> str:
    """`describe_generated` of a function or method: its name's words, or failing that its
    body's."""
    refused = _always_raised(entity, facts)
    if refused:
        return f"Always raise `{refused}`"
    if entity.language == "python" and (made := _decorator_made(entity)):
        return made
    if entity.language == "rust" and (failed := _RUST_ERR_ONLY.fullmatch(
            _body_text(entity, facts))):  # the csv crate's `DeRecordWrap::tuple_variant`,
        return f"Always return an error: `{failed.group(1)}(…)`"  # `Err(DeserializeError::
        # invalid_type(…))` alone, read "Return the tuple variant"
    if constant := _always_returned(entity, facts):  # python-decouple's `RepositoryEmpty.
        return f"Always return `{constant}`"  # __contains__`, `return False`, read "Check
        # whether the `RepositoryEmpty` contains `key`"
    special = special_description(entity)
    if special:
        return special
    react = _react_description(entity)
    if react:
        return react
    if _builds_its_instance(entity):  # bluebird's `function Queue(capacity) { this._capacity
        # = capacity; … }` read "Queue `capacity`", `PromiseInspection` "Promise the inspection"
        made = f"Construct {w.article(entity.name)} `{entity.name}`"
        return made + (f" from {_codes(entity)}" if entity.params else "")
    if entity.language in _UNUSED_MARKED and any(p.name.startswith("_") for p in entity.params):
        entity = replace(entity, params=tuple(p for p in entity.params  # `_len`: never used
                                              if not p.name.startswith("_")))
    passed_on = _pass_through(entity)
    if passed_on:  # `setdefault(*args, **kwargs)`: no "Set the default `args` to `kwargs`"
        entity = replace(entity, params=tuple(p for p in entity.params
                                              if p.name not in passed_on))
    if _APPENDS_TO_FIRST.match(entity.returns) and len(entity.params) > 1 and (
            entity.language == "go" and entity.params[0].type == "[]byte"):
        entity = replace(entity, params=entity.params[1:])  # `encodeKey(b []byte, k string)
        # []byte`: `b` is the buffer it appends to and returns, what it encodes is `k`
    into = ""
    if len(entity.params) > 1 and _WRITTEN_INTO.fullmatch(entity.params[0].name):
        into = f" into `{entity.params[0].name}`"  # `encodeHex(dst []byte, uuid UUID)`:
        entity = replace(entity, params=entity.params[1:])  # what it encodes is `uuid`
    name = _verb_alias(entity) or _async_twin(entity) or entity.name.rstrip("?!=")
    if "$" in name and entity.language in ("javascript", "typescript"):
        name = _BUNDLED.sub("", name) or name  # zustand's `shallow$1`, a bundler's second
        # `shallow`: "Return the shallow 1"
    words = w.split_identifier(name)
    third = words[0].lower() + ("es" if words and words[0].endswith(
        ("ch", "sh", "s", "x", "z")) else "s") if len(words) == 1 else ""
    if entity.name.endswith("?") and third in w.PREDICATES:  # Ruby's `exist?(key)` read
        if third == "exists" and len(entity.params) == 1:  # "Check whether `key` is an
            return f"Check whether `{entity.params[0].name}` exists"  # exist", `include?(
        words = (third,)  # item)` "Check whether to include `item`"
    split = w.split_compound(words[0].lower()) if words and words[0][:1].isupper() and (
        words[0][1:].islower()) else ()
    if split and split[0] in w.PREDICATES:  # Go's exported `Haskey`, a deprecated alias,
        words = (split[0].capitalize(), *split[1:], *words[1:])  # read "is haskey"; not
        # logrus' `Warningf`, "Warn the ingf"
    elif words:
        words = w.split_compound(words[0]) + words[1:]
    last = words[-1].lower() if len(words) > 1 else ""
    manner = (_MANNERS.get(last, "") if entity.language in _MANNER_LANGUAGES else "") or (
        _PATHS.get(last, ""))
    if len(words) == 1 and entity.language == "python" and words[0].lower() in _STRING_FORMS:
        listed = _codes(entity)  # CacheControl's `Serializer.dumps(request, response, body)`
        if words[0].lower() == "dumps":  # read "Return dumps for…"
            return f"Dump {listed} to a string" if listed else "Dump to a string"
        return f"Load a value from {listed}" if listed else "Load a value from a string"
    if len(words) > 1 and words[-1].lower() in _WHEN_OR_HOW:  # bunyan's `destroySoon()` read
        manner = f" {words[-1].lower()}"  # "Destroy the soon"
    if manner and (w.base_verb(words[0]) is None or words[0].lower() in w.PREDICATES or (
            manner.startswith(",") and len(words) < 3 and last not in _PATHS) or any(
            words[-1].lower() in p.name.lower() for p in entity.params)):
        manner = ""  # `isAsync`, `toPromise`, `makePromise`: the word is what it names, as
        # in axios' `wrapAsync(asyncExecutor)`
    if manner:  # xml2js' `processAsync()` read "Process the async", `parseStringPromise(str)`
        cut = len(words[-1]) + (len(words[-2]) if len(words) > 2 and words[-2].lower() == "as"
                                else 0)  # tRPC's `requestAsPromise`
        entity = replace(entity, name=entity.name[:-cut].rstrip("_"))
        return _from_name(entity, facts) + manner  # "Parse `str` as a string promise"
    if not words or not _meaningful(name, words) or _named_for_an_index(entity):
        return _from_body(entity, facts)
    if entity.signature.startswith("macro_rules!") and w.base_verb(words[0]) is None:
        return f"`{entity.name}!` macro"  # not "Regex": a macro named for what it makes
    tested = _test_description(entity, words, facts)
    if tested:
        return tested
    if f"@{entity.name}.setter" in entity.decorators or (  # a property's setter, `@x.setter`,
            entity.language == "ruby" and entity.name.endswith("=") and entity.params) or (
            entity.language in ("javascript", "typescript") and "set" in entity.decorators):
        return _capitalize(_setter(entity, words))  # Ruby's `x=`, JavaScript's `set ip(_ip)`
    if f"@{entity.name}.deleter" in entity.decorators:
        return _capitalize(f"delete the {w.render(words)}")
    if _field_setter(entity, facts):  # aho-corasick's `fn anchored(&mut self, yes: bool) ->
        return _capitalize(_setter(entity, words))  # &mut Builder` read "Return `self`"
    read = w.PROPERTY_DECORATORS.intersection(entity.decorators) or _read_accessor(entity)
    if read and facts is not None and facts.assigns and facts.single_return in _ITSELF:
        # schedule's `Job.seconds` sets `self.unit` and returns the job: "Return the seconds"
        assigned = w.listing([f"`{name}`" for name in facts.assigns], 3)
        return f"Set {assigned} and return the `{_owner_name(entity)}`, for chaining"
    if (read or _field_getter(entity, facts)) and words[0].lower() not in w.PREDICATES and (
            not entity.name.endswith("?") or w.is_plural(words[-1])):  # (Ruby's `ambiguous?`,
        return _capitalize(_noun(entity, words, facts))  # a question, read "Return the
        # ambiguous"); an attribute: `fold`
    named = _named_return(entity) if entity.language in _JS_LIKE and entity.kind == (
        "function") and not entity.parent else ""
    if named and named != entity.name and named.lower() == entity.name.lower():  # a factory
        made = f"Make {w.article(named)} `{named}`"  # named as its class: signals-core's
        return made + (f" from {_codes(entity)}" if entity.params else "")  # `signal(value):
        # Signal<T>` read "Signal `value`"; not a method so named, a getter (chrono's
        # `weekday(&self) -> Weekday`)
    if _names_what_it_returns(entity, words):  # tRPC's `splitLink(opts): TRPCLink<TRouter>`
        made = f"Make {w.article(w.render(words))} {w.render(words)}"  # read "Split the link"
        return made + (f" from {_codes(entity)}" if entity.params else "")
    return _with_fallback(entity, _capitalize(
        _function_phrase(entity, words, facts, entity.name.endswith("?")))) + into


def _names_what_it_returns(entity: Entity, words: tuple[str, ...]) -> bool:
    """Is the name, a verb then a noun, a compound noun for the class it returns, which no
    parameter is (`splitLink(opts): TRPCLink`, `retryLink(…): TRPCLink`), not an action on a
    value of that class (`normalizeOptions(o: Options): Options`, `getLink(): Link`)? Outside
    JavaScript and TypeScript, only where the class's name ends with every word of the name,
    its verb too (a `ReadGuard`)."""
    named = _named_return(entity) if len(words) > 1 else ""
    if not named and entity.language == "go" and len(words) > 1 and (
            result := _GO_RESULT.fullmatch(entity.returns.strip())):
        named = result[1]  # go-ini's `ReadCloser() (io.ReadCloser, error)` read "Read the closer"
    if not named or any(named in p.type for p in entity.params):
        return False
    typed = [word.lower() for word in w.split_identifier(named)]
    lowered = [word.lower() for word in words]
    if typed[-len(words):] == lowered and w.base_verb(words[0]) is not None and not any(
            word in w.PREPOSITIONS for word in lowered):
        return True  # the type ends with every word of the name, a verb first: lock_api's
        # `read_guard(&self) -> RwLockReadGuard<'_, R, T>` read "Read the guard"; not chrono's
        # `iso_week() -> IsoWeek` nor serde's `map_as_enum(map) -> MapAsEnum`
    if entity.language not in _JS_LIKE or w.verb_class(words[0].lower()) in _MAKING or (
            w.base_verb(words[0]) is None or words[0].lower() in _STARTING):
        return False  # (httpx's `_init_proxy_transport(…) -> BaseTransport` initializes one)
    return typed[-1] == words[-1].lower()


_MAKING = frozenset({"new", "get", "as", "for", "from", "to"})
"""The classes of verbs that return what they name: `createLink`, `getLink`, `toLink`."""
_STARTING = frozenset({"init", "initialize", "setup", "prepare", "open", "start", "wrap"})
_JS_LIKE = frozenset({"javascript", "typescript"})


def _verb_alias(entity: Entity) -> str:
    """Another name of the entity that says more, a verb then the words of its name and others
    (js-yaml's `TAG: function handleTagDirective(…)`, whose page read "Tag `state`."), or ""."""
    own = {word.lower() for word in w.split_identifier(entity.name)}
    for alias in entity.aliases:
        words = w.split_identifier(alias)
        if (len(words) > len(own) and own <= {word.lower() for word in words}
                and w.base_verb(words[0]) is not None):
            return alias
    return ""


def _async_twin(entity: Entity) -> str:
    """The name of the synchronous twin an `async` method's name is, an `a` before a verb
    (httpcore's `aclose`, `aread`: "Aclose", "Return the aread"), or ""."""
    name = entity.name
    if "async" not in entity.decorators or not name.startswith("a") or len(name) < 4:
        return ""
    first = w.split_identifier(name)[0]
    return name[1:] if w.base_verb(first) is None and w.base_verb(first[1:]) else ""


def _read_accessor(entity: Entity) -> bool:
    """Is it a JavaScript or TypeScript getter (`get size()`, `static get AbortController()`),
    whose name is a property's, a noun even if a verb's too (lru-cache's read "Abort the
    controller")?"""
    return (entity.language in ("javascript", "typescript") and "get" in entity.decorators
            and not entity.params)


def _field_getter(entity: Entity, facts: AnyFacts | None) -> bool:
    """Does the method only return its object's field of its own name (urfave/cli's `func (ee
    *exitError) ExitCode() int { return ee.exitCode }` read "Exit the code"): a noun, read?"""
    if entity.kind != "method" or entity.params or entity.line_count > _GETTER_LINES:
        return False
    known = facts if isinstance(facts, LazyFacts) else LazyFacts(entity)
    read = _RETURNS_FIELD.fullmatch(known.body.strip())
    return read is not None and w.letters(read.group(1)) == w.letters(entity.name)


def _field_setter(entity: Entity, facts: AnyFacts | None) -> bool:
    """Does the method only give its object's field of its own name its one parameter, then
    return the object or nothing (a builder's `self.anchored = yes; self`, `b.kind = k; return
    b`, `this.config.matchKind = kind`)? Its name is the field's, a noun, set."""
    if entity.kind != "method" or len(entity.params) != 1 or entity.line_count > _GETTER_LINES:
        return False
    known = facts if isinstance(facts, LazyFacts) else LazyFacts(entity)
    sets = _SETS_FIELD.fullmatch(known.body.strip())
    return sets is not None and sets["value"] == entity.params[0].name and (
        w.letters(sets["field"]) == w.letters(entity.name))


_SETS_FIELD = lazy(r"\{?\s*(?:self|this|\$this|\w{1,4})\s*(?:\.|->)\s*(?:\w+\s*(?:\.|->)\s*)?_*"
                   r"(?P<field>\w+)\s*=\s*(?P<value>\w+)\s*;?\s*(?:(?:return\s+)?"
                   r"(?:self|this|\$this|\w{1,4})\s*;?\s*)?\}?")
_GETTER_LINES = 5
"""The most lines a method that only returns a field takes (braces and a doc inside too)."""
_RETURNS_FIELD = lazy(r"\{?\s*(?:return\s+(?:self|this|\$this|\w{1,4})\s*(?:\.|->)\s*|@"
                      r"|&?self\s*\.\s*)_*(\w+)\s*;?\s*\}?")
"""A body that returns a field: `return ee.exitCode`, `return self._size`, Ruby's `@size`,
Rust's `self.write_style` (env_logger's `Formatter::write_style` read "Write the style")."""


def _always_returned(entity: Entity, facts: AnyFacts | None) -> str:
    """The constant a method's body only returns (`return False`, `{ return null; }`, Ruby's
    `false`), when it takes parameters it does not read: a stand-in that answers the same
    whatever it is asked, in place of the protocol's own answer (Python's special methods:
    a base's stand-in of another name says what its overrides do, CacheControl's `loads(…)`,
    `return None`, "Load a value from `request`…"); "" otherwise."""
    if entity.kind != "method" or not entity.params or not (
            entity.name.startswith("__") and entity.name.endswith("__")):
        return ""
    body = _body_text(entity, facts)
    found = _CONSTANT_RETURN.fullmatch(body)
    if found is None or any(re.search(rf"(?<![\w$]){re.escape(p.name.lstrip('$'))}\b", body)
                            for p in entity.params if p.name):
        return ""
    return found.group(1)


_CONSTANT_RETURN = lazy(r"(?:return[ \t]+)?(True|False|None|true|false|null|nil|undefined)"
                        r"[ \t]*;?")


def _always_raised(entity: Entity, facts: AnyFacts | None) -> str:
    """The exception a function's body does nothing but raise, when that is no placeholder for
    an override (`NotImplementedError`, an abstract method's body): attrs' frozen
    `Attribute.__setattr__` raises `FrozenInstanceError`, and read "Set the attribute `name` to
    `value`"."""
    if any(decorator.endswith("abstractmethod") for decorator in entity.decorators):
        return ""  # multidict's `MultiMapping.getall` raises `KeyError` for what overrides it
    known = facts if isinstance(facts, LazyFacts) else LazyFacts(entity)
    if _NEVER_RETURNS.fullmatch(entity.returns.strip()) and len(set(known.raises)) == 1:
        raised = known.raises[0]  # jsonpath-ng's `p_error(self, t) -> typing.Never`, two
        return "" if _PLACEHOLDER.search(raised) else raised  # raises, read "Return the p
        # error for `t`"
    body = _body_text(entity, known)
    if not (_RAISE_ONLY.fullmatch(body) or _one_bracketed_raise(body)) or len(
            known.raises) != 1 or _MODIFIER.search(body):
        return ""
    raised = known.raises[0]
    return "" if _PLACEHOLDER.search(raised) else raised


def _one_bracketed_raise(body: str) -> bool:
    """Is `body` one `raise` (`throw`) statement whose lines go on inside its brackets
    (APScheduler's `__getstate__`: `raise TypeError("Schedulers cannot be serialized. "` over
    two more lines of its message, read "Return the state of the `BaseScheduler` for
    pickling")?"""
    text = body.strip()
    if not text.startswith(("raise ", "throw ")) or "\n" not in text:
        return False
    depth = 0
    for char in text:
        depth += (char in "([{") - (char in ")]}")
        if char == "\n" and depth <= 0:
            return False
    return depth == 0


_RAISE_ONLY = lazy(r"(?:raise|throw|fail)\b[^\n;]*(?:[,(\[{+\\][ \t]*\n[^\n;]*)*"
                   r"(?:\n[ \t]*[)\]}]+)?[ \t]*;?")
"""A body of one `raise` or `throw` statement, on one line or continued on the next after a
comma, an opening bracket or a `+`, its brackets closed on a last line (hashie's
`fail_property_required_error!`: `raise ArgumentError,` and its message on the line under
it)."""
_NEVER_RETURNS = lazy(r"(?:typing\.|t\.)?(?:Never|NoReturn)|never|!")
"""A declared result that says the function never returns (Python's `NoReturn`, TypeScript's
`never`, Rust's `!`): whatever it raises, it raises always."""
_MODIFIER = lazy(r"\s(?:if|unless)\s")
"""A condition after the statement (Ruby's `raise ArgumentError, "…" unless value`): it
raises only then (HTTParty's `validate_timeout_argument` read "Always raise"); the body's
strings are blanked, so none of their words counts."""
_PLACEHOLDER = lazy(r"NotImplemented|Unsupported|AbstractMethod|Abstract|Unimplemented")
"""What an abstract method raises, for a subclass to do what its name says."""


_FALLBACK = lazy(r"(?:default(?:_?value)?|fallback|dflt|defval)", re.I)
"""A last parameter named so is what the function gives when it finds nothing."""
_LOOKUPS = frozenset({"Get", "Return", "Find", "Pop", "Read", "Fetch", "Look", "Load", "Take"})
"""The first words of a one-liner that looks something up, for which a fallback is one."""


def _pass_through(entity: Entity) -> frozenset[str]:
    """The names of the parameters that gather whatever else is passed, to hand it on: keyword
    arguments (Python's `**kwargs`, Ruby's `**opts`), a Ruby `&block`, and positional ones named
    for no role (`*args`, `...rest`). No one-liner names them as what it works on (cachetools'
    `_TimedCache.pop(*args, **kwargs)` read "Pop `args`"); `any(*choices)` keeps its choices."""
    return frozenset(name for name, stars in starred_params(entity).items()
                     if stars in ("**", "&") or name.lower() in _NO_ROLE)


_NO_ROLE = frozenset({"args", "arg", "argv", "arguments", "rest", "params", "others", "more",
                      "extra", "a", "kw", "kwargs", "kwds", "opts", "options"})


def starred_params(entity: Entity) -> dict[str, str]:
    """The parameters a Python or Ruby signature takes as `*name` or `**name`
    (`interleave(*iterables)`, `def self.join(*uris)`), with their stars, and a Ruby block's
    `&`: the Parameters section and a class page's list of members show them as the signature
    does (i18n's `deep_merge(hash, other, &block)` read as taking a third argument); and a
    JavaScript or TypeScript rest parameter's `...` (undici's `onConnect(...args)`)."""
    if entity.language in ("javascript", "typescript"):
        if "..." not in entity.signature:
            return {}
        return {name: "..." for name in _REST.findall(entity.signature)}
    if entity.language not in ("python", "ruby") or not (
            "*" in entity.signature or (entity.language == "ruby" and "&" in entity.signature)):
        return {}
    return {name: stars for stars, name in _STARRED.findall(entity.signature)}


def optional_params(entity: Entity) -> frozenset[str]:
    """The parameters a TypeScript signature marks optional (`opts?: { … }`), read at the
    parameter list's own depth, not in a type's fields: the Parameters section says so
    (@tanstack/history's `createBrowserHistory(opts?: …)` read as if `opts` were needed)."""
    if entity.language != "typescript" or "?" not in entity.signature:
        return frozenset()
    found, depth = set(), 0
    opened = entity.signature.find("(")
    for at in range(max(opened, 0), len(entity.signature)):
        char = entity.signature[at]
        if char in "([{<":
            depth += 1
        elif char in ")]}>" and not (char == ">" and entity.signature[at - 1] == "="):
            depth -= 1
            if not depth:
                break
        elif char == "?" and depth == 1:
            name = _NAME_BEFORE.search(entity.signature, opened, at)
            if name is not None:
                found.add(name[1])
    return frozenset(found)


_NAME_BEFORE = lazy(r"(?:^|[(,]|\.\.\.)\s*([A-Za-z_$][\w$]*)\s*\Z")


def keyword_params(entity: Entity) -> frozenset[str]:
    """The parameters a Ruby method takes by keyword (`def self.parse(name, list: List.default,
    ignore_private: false)`): shown `list: …`, not as positional defaults (`list=…`)."""
    if entity.language != "ruby" or ":" not in entity.signature:
        return frozenset()
    return frozenset(_RUBY_KEYWORD.findall(entity.signature.partition("(")[2] or
                                           entity.signature))


_RUBY_KEYWORD = lazy(r"(?<![\w:])([a-z_]\w*):(?!:)")
_STARRED = lazy(r"(?<![\w*&])(\*\*?|&)(\w+)")
_REST = lazy(r"\.\.\.\s*([A-Za-z_$][\w$]*)")


def _with_fallback(entity: Entity, text: str) -> str:
    """`get(key, default)`: "Get the value for `key`, or `default`", not "… for `key` and
    `default`" (cachetools' Cache.get), as if both were looked up."""
    last = entity.params[-1].name if len(entity.params) > 1 else ""
    if not last or not _FALLBACK.fullmatch(last) or text.partition(" ")[0] not in _LOOKUPS:
        return text
    for listed in (f" and `{last}`", f" for `{last}`"):  # nyholm/psr7's `getAttribute(
        if text.endswith(listed):  # $attribute, $default = null)` read "Get `attribute` for
            return f"{text.removesuffix(listed)}, or `{last}`"  # `default`"
    return text


_WRITTEN_INTO = lazy(r"dst|dest")
"""A first parameter named as what the function writes its result into, before what it reads
(Go's `hex.Encode(dst, src []byte)`, google/uuid's `encodeHex(dst []byte, uuid UUID)`, read
"Encode `dst` as a hex"; C's `strcpy(dest, src)`)."""
_APPENDS_TO_FIRST = lazy(r"\(?\s*(?:\w+\s+)?\[\]byte\b")
"""A Go result list that starts with a byte slice: with a first parameter `[]byte`, the
append-style buffer the function writes to (`strconv.AppendInt(dst []byte, …) []byte`)."""
_FUNCTION_TYPE = lazy(r"^\s*func\b|=>|\b(?:Callable|Runnable|Consumer|Function|Handler|"
                      r"Listener|Callback)\b")
"""A parameter's type that is a function's (Go's `func(…)`, TypeScript's `(e) => void`,
Java's `Consumer<Event>`, Python's `Callable[…]`)."""
def _events(words: tuple[str, ...]) -> str:
    """The events an `on…` name handles: "the config change event" (`OnConfigChange`), a name
    that says events as they are (watchdog's `on_any_event`: "any event", not "the any event
    event"), and all of them (`onAll`, `onAllPluginEvents`: "all plugin events", not "the all
    plugin events event")."""
    if words[0].lower() in _EVERY:
        said = words if words[-1].lower() in ("event", "events") else (
            *words, "events" if words[0].lower() == "all" else "event")
        return w.render(said)
    if words[-1].lower() in ("event", "events"):
        return w.noun_phrase(words, definite=True)
    return f"the {w.render(words)} event"


def _wraps(entity: Entity) -> bool:
    """Does a function named `with…` wrap what it is handed: a function (flask's
    `with_appcontext(f)`), or code that makes one (a nested `def`, `function` or arrow)?"""
    first = entity.params[0]
    return bool(_FUNCTION_TYPE.search(first.type) or _HANDLER_NAME.fullmatch(first.name)
                or _WRAPPED_NAME.fullmatch(first.name)
                or _NESTED_FUNCTION.search(entity.code.partition("\n")[2]))


def _decorator_made(entity: Entity) -> str:
    """What a Python decorator factory's decorator does, from the factory's name: huey's
    `task(retries=0, …)`, `on_startup(name=None)`, `pre_execute(name=None)`, each ending on
    `return decorator`, its nested `def decorator(fn)`, read "Return the task for `retries`…",
    "Handle the startup event", "Return the pre execute for `name`"."""
    if not _RETURNS_NESTED.search(entity.code):
        return ""
    words = [word.lower() for word in w.split_identifier(entity.name.strip("_"))]
    if len(words) > 1 and words[0] == "on":
        handled = _events(tuple(words[1:]))
        return f"Return a decorator that registers a function to handle {handled}"
    if len(words) > 1 and w.base_verb(words[-1]) and words[-1] not in w.PREDICATES:
        return f"Return a decorator that registers a function as a {' '.join(words)} hook"
    if w.base_verb(words[-1]) is None and w.base_verb(words[0]) is None:
        return f"Return a decorator that makes a {w.render(tuple(words))} of a function"
    return ""


_RETURNS_NESTED = lazy(r"\n([ \t]+)def[ \t]+(\w+)\([ \t]*\w+[ \t]*\)[^\n]*:[\s\S]*\n\1return"
                      r"[ \t]+\2\s*\Z")
"""A body that defines a function of one parameter (the function it decorates) and ends by
returning it: a decorator factory's."""


def _with_or_without(entity: Entity, first: str, rest: tuple[str, ...]) -> str:
    """What a function named `with…`/`without…` that returns its first parameter changed
    gives: "Return `input` with a trailing slash", "… without the base `base`"."""
    subject, *others = [p.name for p in entity.params if p.name] or [""]
    named = _matching_param(rest[-1], others)
    rendered = w.render(rest)
    if named:
        thing = f"the {rendered} `{named}`"
    elif rendered.isupper():  # `withHttps(input)`: "with HTTPS", not "with an HTTPS"
        thing = rendered
    else:
        thing = w.noun_phrase(rest, definite=first == "without")
    return f"return `{subject}` {first} {thing}"


_WRAPPING = frozenset({"python", "javascript", "typescript"})
"""Languages whose function named `with…` may wrap a function (not Go's functional option
`WithTimeout(d)`, which sets a value)."""
_WRAPPED_NAME = lazy(r"f|g|func|function|wrapped|view|method|target|decorated")
_NESTED_FUNCTION = lazy(r"\n[ \t]+(?:async[ \t]+)?def[ \t]|\blambda\b|\bfunction\b|=>")
"""A function written inside another's body."""
_EVERY = frozenset({"all", "any", "every", "each"})
_HANDLER_NAME = lazy(r"(?:handler|callback|cb|fn|func|listener|hook|run)", re.I)
_UNUSED_MARKED = frozenset({"rust", "go"})
"""Languages whose parameter named `_x` (Go: `_`) is one the function does not use (a trait's
signature it must keep): serde_json's `serialize_map(self, _len)` is no "Serialize `_len` as
a map". Not Python's internal keyword arguments, nor JavaScript's (koa's `set ip(_ip)`), used."""


def _meaningful(name: str, words: tuple[str, ...]) -> bool:
    """Do the name's words say what it does? Not when it is two capitals, a code (validator's
    `vatMatchers.MK`, `.IS`, `.NO` read "Make `str`", "Check whether `str` is")."""
    if len(name) == 2 and name.isupper():
        return False
    if len(words) > 1 and words[0].lower() in ("to", "as", "is", "on", "into"):
        return True
    return bool(_MEANINGFUL.search(name)) or w.base_verb(words[0]) is not None


def _function_phrase(
    entity: Entity, words: tuple[str, ...], facts: AnyFacts | None, asks: bool
) -> str:
    """The description of a function or method from its name words (`asks`: Ruby `name?`)."""
    first, rest = words[0].lower(), words[1:]
    if first in _ATTEMPTS and rest and w.base_verb(rest[0]) and (
            rest[0].lower() not in w.PREDICATES):  # h11's `maybe_read_from_IDLE_client(buf)`
        # read "Return the maybe read from IDLE client for `buf`", fs-extra's `mayCopyFile(
        # srcStat, src, dest)` "Check whether `srcStat` may copy file"
        return "try to " + _function_phrase(entity, rest, facts, asks)
    if first == "get" and len(rest) > 1 and rest[0].lower() in w.PREDICATES:
        # @tanstack/pacer's `getIsEmpty()`, `getShouldExecute(item)` read "Get the is empty":
        # the getter of a state is its question
        return _function_phrase(entity, rest, facts, asks)
    if asks and first not in w.PREDICATES and w.base_verb(first):
        return "check whether to " + _function_phrase(entity, words, facts, asks=False)
    if (not asks and first in w.PREDICATES and (rest or entity.params)
            and _answers_nothing(entity) and (base := w.imperative(first))):
        # globset's `matches_into(&self, candidate, matches: &mut Vec<usize>)` fills
        # `matches`, read "Check whether the `LiteralStrategy` matches into `candidate`"
        return _function_phrase(entity, (base, *rest), facts, asks)
    if not rest and first in _COMPARISONS and entity.params:  # Doctrine's `eq($field,
        # $value)` read "Return the eq for `field` and `value`"
        params = [f"`{p.name}`" for p in entity.params if p.name]
        subject = params[0] if len(params) > 1 else f"the `{_owner_name(entity)}`"
        other = params[1] if len(params) > 1 else params[0]  # semver's `gt(a, b, loose)`:
        checked = f"whether {subject} is {_COMPARISONS[first]} {other}"  # not "than `loose`"
        return _built_test(entity, checked) or f"check {checked}"
    if asks or (first in w.PREDICATES and (rest or entity.params)) or (
            rest and entity.returns.strip() in w.BOOLEAN and w.third_person(first)):
        # envconfig's `implementsInterface(t reflect.Type) bool` read "Return the implements
        # interface for `t`"
        return _built_test(entity, _predicate(entity, words, of_instance=False).removeprefix(
            "check ")) or _predicate(entity, words)
    if first == "for" and rest and rest[0].lower() == "each":
        handler = next((param.name for param in entity.params if _FUNCTION_TYPE.search(
            param.type) or _HANDLER_NAME.fullmatch(param.name)), "")
        walked = next((param.name for param in entity.params if param.name != handler), "")
        names = [param.name for param in entity.params]
        if handler and walked and names.index(walked) > names.index(handler):
            walked = ""  # mobx's `forEach(callback, thisArg)`: what the callback's `this` is
        if handler and walked:  # superjson's `forEach(record, run)` read "Run `record` for
            return (f"run `{handler}` for each {w.render(rest[1:]) or 'item'}"  # each item"
                    f" of `{walked}`")
        target = f"`{entity.params[0].name}`" if entity.params else "an action"
        return f"run {target} for each {w.render(rest[1:]) or 'item'}"
    if first == "to" and rest:
        return _conversion(entity, (), rest)
    if first == "into" and rest and entity.language == "rust":  # env_logger's `Color::
        # into_termcolor(self)` read "Return the into termcolor": it consumes its object
        if [word.lower() for word in rest] == ["inner"] and entity.parent:  # unicase's
            # `Ascii::into_inner(self) -> S` read "Convert the `Ascii` into an inner"
            return f"unwrap the `{_owner_name(entity)}`, returning the value it holds"
        target = w.noun_phrase(rest, definite=False)
        made = f"convert the `{_owner_name(entity)}` into {target}" if entity.parent else (
            f"convert into {target}")
        return made + (f" for {_codes(entity)}" if entity.params else "")
    if first == "as" and rest:
        return f"return as {w.noun_phrase(rest, definite=False)}"
    if first == "from" and rest:
        made = f"`{_owner_name(entity)}`" if entity.parent else "a value"
        returned = entity.returns.strip().lstrip("?")
        if entity.parent and _BUILT_IN_RESULT.fullmatch(returned):  # symfony/uid's static
            # `BinaryUtil::fromBase(string $digits, array $map): string` read "Create
            # `BinaryUtil` from a base": it makes a string (as ramsey/uuid's converters'
            # `fromHex(string $hex): string` do)
            handed = f" `{entity.params[0].name}`" if entity.params else ""
            return f"convert{handed} from {w.noun_phrase(rest, definite=False)}"
        if entity.parent and _of_instance(entity) and (typed := _CLASS_NAME.fullmatch(
                returned)) and typed[1] not in (_owner_name(entity), *_SELF_TYPES):
            made = f"`{typed[1]}`"  # ramsey/uuid's `UuidFactory::fromBytes(string $bytes):
            # UuidInterface` read "Create `UuidFactory` from bytes": a factory makes others
        elif entity.parent and not returned and entity.params and (
                entity.language in _STATIC_DECLARED) and _of_instance(entity) and (
                not any(decorator.endswith("classmethod") for decorator in entity.decorators)
                ) and not re.search(rf"(?<![\w$.])(?:new\s+)?(?:{re.escape(_owner_name(entity))}"
                                    r"|type\(self\)|self\.__class__)\s*\(", entity.code):
            return (f"convert `{entity.params[0].name}` from "  # peewee's `Database.from_
                    f"{w.noun_phrase(rest, definite=False)}")  # timestamp(self, date_field)`
            # makes an SQL expression, and read "Create `Database` from a timestamp"
        if len(rest) == 1 and len(rest[0]) == 1 and len(entity.params) == 1:
            return f"create {made} from `{entity.params[0].name}`"  # diff-lcs' `from_a(arr)`
            # read "Create `Change` from an a"
        return f"create {made} from {w.noun_phrase(rest, definite=False)}"
    if first == "on" and rest and _BUILDS_ON.search(entity.code):  # knex's `onIn(first,
        # values) {…; return this; }`, `onConflict(columns)` making an `OnConflictBuilder`:
        # a query builder's ON clause, no handler of an event (27 of its pages said so)
        return _noun(entity, words, facts)
    if first == "on":
        handler = next((param.name for param in entity.params if _FUNCTION_TYPE.search(
            param.type) or (not param.type and _HANDLER_NAME.fullmatch(param.name))), "")
        named = next((param.name for param in entity.params if param.name != handler), "")
        if handler and not rest and named:  # @tanstack/devtools-event-client's
            # `on(eventSuffix, cb)` read "Return a value on `eventSuffix`"
            return f"register `{handler}` to handle the `{named}` event"
        if rest and handler:  # viper's `OnConfigChange(run func(in fsnotify.Event))`
            return f"register `{handler}` to handle {_events(rest)}"  # registers `run`
        if rest and len(entity.params) > _EVENT_ARGUMENTS:  # fs-extra's `onDir(srcStat,
            # destStat, src, dest, opts)` copies a folder, which its caller found: no event,
            # "Handle the dir event"
            return f"handle {w.noun_phrase(rest, definite=False)} for {_codes(entity)}"
        if rest:
            return f"handle {_events(rest)}"
    if first in ("with", "without") and rest and entity.params and _COPIES_ITSELF.search(
            entity.code):  # PSR-7's `withStatus($code, …)`, `$new = clone $this; …`: the
        # message is immutable, its copy changed (it read "Set the status to `code`")
        return f"return a copy {first} the {w.render(rest)} {_codes(entity)}"
    if first in ("with", "without") and rest and entity.params and entity.kind == "function" and (
            entity.language in _WRAPPING) and not _wraps(entity) and not (
            len(rest) > 1 and w.base_verb(rest[0])):  # ufo's `withTrailingSlash(input)`,
        return _with_or_without(entity, first, rest)  # `withoutBase(input, base)` read "Wrap
        # `input` with trailing slash", "Return the without base for `input` and `base`"
    if first == "with" and rest and entity.params:
        if _constructs_own(entity):  # Rust's `with_capacity(n) -> Self`
            return f"create `{_owner_name(entity)}` with the {w.render(rest)} {_codes(entity)}"
        if entity.kind == "function" and entity.language in _WRAPPING:
            # a wrapper, not Go's functional option `WithTimeout(d)`: flask's
            # `with_appcontext(f)`, python-dotenv's `with_warn_for_invalid_lines(mappings)`
            return f"wrap {_codes(entity)} with {w.render(rest)}"
        if not _codes(entity):  # logr's `discardLogSink.WithName(string)`: a parameter
            return f"ignore the {w.render(rest)}"  # without a name is not used ("Set the
            # name to")
        added = entity.params[0].name
        if re.search(rf"\+=[ \t]*{re.escape(added)}\b", entity.code):  # logr's `WithCallDepth(
            return f"add `{added}` to the {w.render(rest)}"  # depth)`: `l.depth += depth`
        return f"set the {w.render(rest)} to {_codes(entity)}"
    if "to" in (word.lower() for word in rest[:-1]) and w.base_verb(first) is None:
        split = [word.lower() for word in words].index("to")
        return _conversion(entity, words[:split], words[split + 1 :])
    if first == "set" and rest and rest[0].lower() not in w.PARTICLES:
        return _setter(entity, rest)
    if first in w.PHRASAL and rest and rest[0].lower() in w.PARTICLES:
        return _imperative(entity, f"{first} {rest[0].lower()}", rest[1:])
    if first == "replace" and rest and len(entity.params) >= 2 and _REPLACEMENT.search(
            entity.params[1].name):  # pathvalidate's `replace_ansi_escape(text,
        # replacement_text)` read "Replace the ANSI escape with `text` and `replacement_text`"
        where = "" if _REPLACED.match(entity.params[0].name) else "in "  # `replace_key(old,
        # new)`: the key is `old`
        return (f"replace the {w.render(rest)} {where}`{entity.params[0].name}` with "
                f"`{entity.params[1].name}`")
    if first in _ASSURING and 0 < len(rest) <= 3 and _names_a_state(rest):
        # nunjucks' `ensureDefined(val, lineno, colno)` read "Ensure the defined with `val`,
        # `lineno` and `colno`": it makes sure its value is defined
        subject = (f"`{entity.params[0].name}`" if entity.params else
                   f"the `{_owner_name(entity)}`" if _of_instance(entity) else "")
        if subject:
            state = w.render(rest).lower()
            if first in ("require", "expect"):
                return f"{first} {subject} to be {state}"
            return f"{'check whether' if first == 'check' else first} {subject} is {state}"
    prefixed = _after_prefix(entity)
    if prefixed is not None:
        return _imperative(entity, *prefixed, definite=True)
    verb = w.base_verb(first)
    if verb == "new" and rest and rest[0].lower() in w.PREPOSITIONS and (
            made := _owner_name(entity) if entity.parent else _made_type(entity.returns)):
        return f"create {w.article(made)} `{made}` {w.render(rest)}"  # siphasher's
        # `Hasher::new_with_keys(key0, key1)` read "Create a new with keys"
    if verb == "new" and rest:  # `new_message`: no verb, a new message is made
        return _imperative(entity, "create", ("new", *rest))
    if verb == "new" and entity.parent:  # urllib3's `Retry.new(self, **kw)`, a copy with
        return f"create a new `{_owner_name(entity)}`"  # changes, read "New the `Retry`"
    if verb:
        return _imperative(entity, verb, rest)
    if entity.language == "ruby" and entity.params and _ENDS_ON_SELF.search(entity.code) and (
            first not in w.PREPOSITIONS and first not in _BOUNDS):  # ice_cube's rule builders,
        return f"set the {w.render(words)} to {_codes(entity)}, for chaining"  # `day(*days)
        # … self`, read "Return the day for `days`": they return their rule
    return _noun(entity, words, facts)


_BOUNDS = w.word_set("until since before after")
"""A name's first word that bounds in time, no thing set (ice_cube's `until(time)`)."""
_ENDS_ON_SELF = lazy(r"\n[ \t]*self[ \t]*\n[ \t]*end[ \t]*\Z")
"""A Ruby method whose last expression is `self`: it returns its object, to chain calls."""


def _made_type(returns: str) -> str:
    """The type a declared return names alone (`*Client`, `Hasher<S>`), else ""."""
    made = _RETURNED_TYPE.fullmatch(returns.strip())
    return made[1] if made else ""


_RETURNED_TYPE = lazy(r"[*&]?([A-Z]\w*)(?:<[^<>]*>)?")
_TYPE_VARIABLE = lazy(r"T(?:_[A-Za-z]+|[A-Z][a-z]+)?\d?")
"""A type variable's name, by convention (`T`, `T_co`, `T_Retval`, `TValue`, `TKey`): no class."""
_INTRANSITIVE = {"wait": "for", "sleep": "for", "exit": "with", "quit": "with"}
"""Verbs that take no object: not the instance, not what the function returns."""
_ATTEMPTS = frozenset({"try", "maybe", "may", "attempt"})
"""A name's first word that says it does what the rest of the name says only when it can."""
_BUILDS_ON = lazy(r"\breturn[ \t]+(?:this|self|\$this)[ \t]*;?[ \t]*$|\breturn[ \t]+new\b", re.M)
"""A method that gives back its own object, for more calls on it, or makes a new one."""
_EVENT_ARGUMENTS = 3
"""The most arguments a handler named `on…` is called with for an event (paho's `on_connect(client,
userdata, flags)`); more are a step of its caller's work, handed what it found."""
_REPLACEMENT = lazy(r"(?i)repl|^(?:new|with|by|sub|substitute|to)(?:_|$|[A-Z])")
"""A parameter named for what replaces (`replacement_text`, `repl`, `new_value`)."""
_REPLACED = lazy(r"(?i)old|orig|from|pattern|search|find|target")
"""A first parameter named for what is replaced, not for the text it is in."""
_SWITCHES = frozenset({"on", "enabled", "enable", "active", "value", "state", "b", "bool"})
"""A second parameter a setter turns its first to: `setFlag($flag, $on)`."""
_ASSURING = frozenset({"ensure", "assert", "check", "verify", "expect", "require"})
_STATES = w.word_set(
    "valid invalid empty null nil none open closed ready alive present absent positive negative "
    "finite numeric writable readable callable true false equal unique active idle safe")


def _names_a_state(words: tuple[str, ...]) -> bool:
    """Do `words` name a state a value is in (`defined`, `not null`, `valid`)?"""
    last = words[-1].lower()
    lead = [word.lower() for word in words[:-1]]
    return (last in _STATES or (last.endswith("ed") and len(last) > 4)) and all(
        word in ("not", "non", "all", "already", "still", "fully") for word in lead)


_COPIES_ITSELF = lazy(r"\bclone\s+\$this\b|\bcopy\.copy\(self\)|\bself\.clone\(\)"
                      r"|\bnew\s+(?:static|self)\s*\(")
"""A method's copy of its own object, which it changes and returns (`with…` methods)."""
_PREFIXED_VERBS = w.word_set(
    "get set find add remove del delete init alloc free create destroy register unregister "
    "update read write lookup store show check clear reset start stop enable disable attach "
    "detach insert release acquire put unmap parse copy open close flush sync wake "
    "handle prepare commit apply dump validate verify compute calc "
    "reserve charge uncharge install uninstall cancel submit complete fill build load save "
    "emit grab drop"
)
"""Verbs that name what a C function does after its subsystem's prefix (`damon_destroy_target`,
`xz_crc32_init`)."""
_NO_PREFIX = w.word_set(
    "make maybe try do may must should can test is has nr num max min total")
_NOT_OBJECTS = w.word_set(
    "lock unlock trylock inc dec only internal generic nested locked unlocked common fast slow "
    "raw safe atomic noprof once one all early late irq irqsave bh rcu aligned"
)
"""Words after a verb that say how it is done, or what the verb is part of (`read_unlock`,
`add_internal`, `update_only`): the name is then not `prefix_verb_object`."""
_AGENTS = w.word_set("handler handlers callback cb fn func ops fops notifier hook worker thread")
"""A name's last word that makes it a thing, not an action: `min_free_kbytes_sysctl_handler`."""


def _after_prefix(entity: Entity) -> tuple[str, tuple[str, ...]] | None:
    """(verb, object) of a C or C++ free function named `prefix_verb_object` or `object_verb`,
    the convention of C code without namespaces: its subsystem's prefix comes first, so that the
    name's first word is no verb, or not its verb (`trace_find_mark`, `padata_work_init`). The
    object is a definite thing: "Initialize the xz crc32". None when the first word is such a
    verb itself, or no such verb follows it, or another verb comes between."""
    if entity.language not in ("c", "cpp", "go") or entity.parent or "_" not in (
            entity.name.strip("_")):  # a method's class is its namespace; Go names only
        return None  # code ported from C so (go-yaml's `yaml_emitter_write_indent`, which
        # read "Return the YAML emitter write indent for `emitter`")
    words = tuple(w.split_identifier(entity.name))  # a prefix is no compound (`padata`)
    if not words or words[0].lower() in _PREFIXED_VERBS or words[0].lower() in _NO_PREFIX:
        return None
    lowered = [word.lower() for word in words]
    at = next((i for i, word in enumerate(lowered[1:], 1) if word in _PREFIXED_VERBS), None)
    if at is None:
        return None
    after = lowered[at + 1 :]
    if lowered[-1] in _AGENTS:
        return None
    if after and (after[0] in _PREFIXED_VERBS or after[0] in ("or", "and")
                  or all(word in _NOT_OBJECTS for word in after)):
        return None
    if any(w.base_verb(word) for word in lowered[1:at]):  # `asan_report_load_n`: `report`
        return None
    verb = w.base_verb(lowered[at]) or lowered[at]
    return (verb, words[at + 1 :]) if after else (verb, words[:at])


_KEY_NAME = lazy(r"(?:^|[a-z_])(?:[Kk]ey|KEY)$")
"""A parameter that names the key something is kept under: `key`, `queryKey`, `cache_key`."""


def _setter(entity: Entity, obj: tuple[str, ...]) -> str:
    given = [p for p in entity.params if p.name]
    if len(given) > 1 and _flag(given[-1]) and not _flag(given[0]) and (
            given[-1].name.lower() not in _SWITCHES):  # croniter's `set_current(start_time,
        given = given[:-1]  # force=True)`: "…`start_time` to `force`"
    elif len(given) == 2 and given[-1].name.lower() in _OPTION_NAMES and _KEY_NAME.search(
            given[0].name) and obj:  # @tanstack/vue-query's `setQueryDefaults(queryKey,
        # options)` read "Set the query defaults to `queryKey`": the options are what it sets
        return f"set the {w.render(obj)} for `{given[0].name}` to `{given[1].name}`"
    elif len(given) > 1 and given[-1].name.lower() in _OPTION_NAMES and not (
            obj and _matching_param(obj[-1], [given[-1].name])):  # @tanstack/store's
        given = given[:-1]  # `setState(updater, opts)`: "Set the state `updater` to `opts`";
        # not rack's `set_options(req, options)`, whose options are what it sets
    params = [f"`{p.name}`" for p in given]
    names = [p.name for p in given]
    if len(names) > 2 and obj and _matching_param(obj[-1], names[-1:]):  # symfony's
        # `setValue($objectOrArray, $propertyPath, $value)`: "Set the value to
        # `objectOrArray`, `propertyPath` and `value`"
        return f"set the {w.render(obj)} at {w.listing(params[:-1])} to {params[-1]}"
    if _only_many(obj) and params:
        return f"set {obj[0].lower()}: {w.listing(params)}"  # cachelib's `set_many(mapping,
        # timeout)`: "Set the many `mapping` to `timeout`"
    if len(names) == 2 and obj and names[1].lower() in _SWITCHES and _matching_param(
            obj[-1], names[:1]):  # symfony/css-selector's `setFlag($flag, $on)` read "Set the
        return f"set the {w.render(obj)} {params[0]} to {params[1]}"  # flag to `flag`"
    if names and obj and _matching_param(obj[-1], names[:1]):  # `set_pattern(pattern, kind)`
        return f"set the {w.render(obj)} to {params[0]}"
    if len(params) == 2:
        return f"set the {w.render(obj)} {params[0]} to {params[1]}"
    return f"set the {w.render(obj)}" + (f" to {w.listing(params)}" if params else "")


def _imperative(entity: Entity, verb: str, obj: tuple[str, ...], definite: bool = False) -> str:
    """`verb` applied to the name's words `obj` and the parameters; the object is definite
    unless the verb makes something new, or always with `definite`. A flag is no object
    (tomlkit's `_parse_key_value(parse_comment=False)` read "Parse `parse_comment` as a key
    value")."""
    params = [p.name for p in entity.params if p.name and not _flag(p)]
    kind = w.verb_class(verb)
    new = kind == "new" and not definite
    named = _named_return(entity)
    if not obj:
        return _bare_verb(entity, verb, kind, params, named)
    lowered = [word.lower() for word in obj]
    if lowered[0] in ("or", "and"):
        return f"{verb} {w.render(obj)}"
    if _only_many(obj) and params:  # cachelib's `get_many(*keys)`: "Get the many for `keys`"
        return f"{verb} {lowered[0]}: {_codes_of(params)}"
    if len(lowered) == 1 and lowered[0] in _PLACES and len(params) == 2 and (
            _REFERENCE.search(params[1])):  # the DOM's `insertBefore(node, refNode)`, bs4's
        # html5lib tree builder's, read "Insert `refNode` before `node`"
        return f"{verb} `{params[0]}` {lowered[0]} `{params[1]}`"
    if len(lowered) == 1 and lowered[0] in _PLACES and len(params) >= 2:
        # tomlkit's `_insert_at(idx, key, item)` read "Insert at `idx`", `_insert_after(key,
        # other_key, item)` "Insert an after from `key`, …": the first says where
        return f"{verb} {_codes_of(params[1:])} {lowered[0]} `{params[0]}`"
    if lowered[0] in _CONJUNCTIONS and len(obj) > 1 and not (obj[0][0].isupper() and re.search(
            rf"_{obj[0]}(?![a-z])", entity.name)) and obj[0][1:].islower():
        # `checkIfFinished`: "Check if finished", `optimize_if_necessary!` "Optimize if
        # necessary", not "Check the if…" (`visit_If`: a node)
        return f"{verb} {w.render(obj)}" + (f" with {_codes(entity)}" if params else "")
    if lowered == ["into"] and len(params) >= 2 and _DEST_PARAMS.match(params[1]) and not (
            _DEST_PARAMS.match(params[0])):  # idna's `encode_into(input, output)` read
        return f"{verb} `{params[0]}` into `{params[1]}`"  # "Encode into `input`"
    if len(lowered) == 1 and lowered[0] in _TARGETS and len(params) >= 2:
        if _of_instance(entity):
            # `queue.drainTo(c, maxElements)`: the instance goes to `c`
            return f"{verb} {lowered[0]} `{params[0]}` with {_codes_of(params[1:])}"
        return f"{verb} `{params[0]}` {lowered[0]} `{params[1]}`"  # `copy_to(src, dst)`
    if lowered[0] in w.PREPOSITIONS and named and verb not in _INTRANSITIVE:
        return f"{verb} the `{named}` {_with_params(obj, params, definite=True)}"
    if any(word in w.PREPOSITIONS for word in lowered):
        return f"{verb} {_with_params(obj, params, definite=not new)}"
    match = _matching_param(obj[-1], params)
    if new and match and match.lower() != obj[-1].lower():
        match = ""  # attrs' `_make_hash(cls, attrs, frozen, cache_hash)` makes no `cache_hash`
    if verb in ("convert", "cast", "coerce") and len(lowered) == 1 and params and (
            lowered[0] in _CONVERSIONS) and params[0].lower() != lowered[0]:
        return f"{verb} `{params[0]}` to {w.noun_phrase(obj, definite=False)}"  # gorilla/
        # schema's `convertBool(value string)` read "Convert the bool `value`"
    if kind == "as" and params:
        # not the parser it is handed nor the buffer it fills (mistune's `parse_url_link(inline,
        # m, state)` read "Parse `inline` as a URL link", shlex's `parse_double(result)`
        # "Parse `result` as a double")
        parsed = next((p for p in params if p.lower() not in _AT_HAND
                       or p.lower() in lowered), "")
        if not parsed:
            return f"{verb} {w.noun_phrase(obj, definite=False)}"
        if lowered[-1] in _INPUT_FORMS:  # xml2js' `parseString(str, cb)` reads a string,
            return f"{verb} {w.noun_phrase(obj, definite=True)} `{parsed}`"  # makes none
        if len(lowered) == 1 and lowered[0] in _HOW_MANY:  # go-version's `parseSingle(v)`
            return f"{verb} {w.article(lowered[0])} {lowered[0]} `{parsed}`"  # read "Parse
            # `v` as a single"
        return f"{verb} `{parsed}` as {w.noun_phrase(obj, definite=False)}"
    phrase = w.noun_phrase(obj, definite=not new)
    if match and match.lower() == obj[-1].lower() and len(obj) == 1:
        phrase = f"`{match}`"
    elif match:
        phrase = f"{phrase} `{match}`"
    others = [p for p in params if p != match]
    if not match and len(params) == 1 and kind in ("", "self"):
        if verb in _TAKING_AWAY and params[0].lower() in _HOLDERS:  # query-string's
            return f"{verb} {phrase} from `{params[0]}`"  # `removeHash(input)` read "Remove
            # the hash `input`", as if it were the hash; not rack's `delete_param(k)`
        return f"{verb} {phrase} `{params[0]}`"
    if verb in _ADDING and match and others:  # guzzle's `addElement($stream, $element)` read
        # "Add `element` from `stream`", cssselect's `add_condition(condition, conjuction='and')`
        # "Add `condition` from `conjuction`": what it is added to, and the options
        optional = _options(entity)
        targets = [p for p in others if p not in optional]
        options = [p for p in others if p in optional]
        return (f"{verb} {phrase}" + (f" to {_codes_of(targets)}" if targets else "")
                + (f" with {_codes_of(options)}" if options else ""))
    return f"{verb} {phrase}{_prepositional(kind, _worked_on(entity, others))}"


def _options(entity: Entity) -> set[str]:
    """The names of the parameters that have defaults: options of what a function does, not
    what it works on."""
    return {p.name for p in entity.params if p.default}


def _only_many(obj: tuple[str, ...]) -> bool:
    """Is a name's object only a word of quantity (`get_many`, `set_multiple`)?"""
    return len(obj) == 1 and obj[0].lower() in ("many", "multiple")


_OPTION_NAMES = w.word_set("opts options config cfg settings")
"""A last parameter that says how a setter sets, not what."""
_TAKING_AWAY = w.word_set("remove strip drop delete trim detach pop pluck erase discard")
"""Verbs whose object is taken out of what their one parameter is, when it names a holder."""
_HOLDERS = w.word_set("input s str string text source src value val url uri path data headers "
                      "args arguments list arr array obj object content html line lines buf "
                      "buffer")
"""Parameters named for what holds a thing, not for the thing (`key`, `name`, `k`)."""
_ADDING = w.word_set("add insert append prepend attach register push put")
"""Verbs whose object goes into what another parameter is."""
_AT_HAND = w.word_set("inline block parser md ctx context state env options opts config cfg "
                      "settings result out output buf buffer dst dest")
"""Parameters that are what a function works with or into, not what it reads."""
_MANNERS = {"sync": " synchronously", "async": " asynchronously",
            "promise": ", returning a promise", "nowait": " without waiting"}
"""A name's last word that says how it does what the rest says (`readFileSync`, `processAsync`,
`parseStringPromise`, anyio's `receive_nowait`: "Receive the nowait")."""
_PATHS = {"slow": ", the slow path", "fast": ", the fast path"}
"""A name's last word that says which of two ways a step goes (parking_lot's `lock_slow(timeout)`
read "Lock the slow `timeout`"), in any language."""
_STRING_FORMS = frozenset({"dumps", "loads"})
"""Python's names, after `json` and `pickle`, for what writes a value into a string or reads
one from it."""
_WHEN_OR_HOW = w.word_set("soon now later lazily eagerly once twice again immediately quietly "
                          "silently safely forcibly recursively")
"""A name's last word that is an adverb: when or how it does what the rest says."""
_MANNER_LANGUAGES = frozenset({"javascript", "typescript", "python"})
"""Languages whose `…Sync`, `…Async` names say how: Rust's `assert_send_sync` names a trait."""
_INPUT_FORMS = w.word_set("string str text buffer bytes file stream")
"""What a parser reads from, not what it makes: `parseString(str)` parses the string `str`."""
_HOW_MANY = w.word_set("single one")
"""A name's object that only says how many it takes (`parseSingle`): no thing to make."""
_PLACES = w.word_set("at after before")
"""The one word after a name's verb that says where its object goes."""
_REFERENCE = lazy(r"^(?:ref|reference)(?:$|[A-Z_])|(?:[a-z_]Ref|_ref|Reference|_reference)$")
"""A parameter named as the thing another goes next to: `refNode`, `ref_node`, `reference`."""
_CONJUNCTIONS = w.word_set("if whether when unless once until while")
"""Words after a name's verb that begin a condition, not its object."""
_TARGETS = w.word_set("to with by")
"""The prepositions of a `verb_preposition(thing, target)` name: `copy_to(src, dst)`,
`fill_with(array, value)`, `sort_by(items, key)`; not `from` (`load_from(path, encoding)`) nor
`into` (`recv_into(buffer, nbytes)`)."""


def _flag(param: Param) -> bool:
    """A yes-or-no parameter: declared boolean, defaulting to a boolean literal, or named as
    a switch (tomlkit's `_parse_escaped_char(multiline)` read "Parse `multiline` as an escaped
    char")."""
    return param.type.strip() in w.BOOLEAN or param.default.strip() in _BOOLEAN_LITERALS or (
        not param.type.strip() and _SWITCH.fullmatch(param.name) is not None)


_SWITCH = lazy(r"(?:is|has|allow|use|should|skip|ignore|enable|disable)_\w+|multiline|strict"
               r"|verbose|recursive|quiet|silent|inplace|in_place|dry_run")
"""A parameter's name that says it turns something on or off."""


_BOOLEAN_LITERALS = frozenset({"True", "False", "true", "false"})
_POSITIONS = w.word_set("pos position index idx i at offset where loc")
"""Names of a parameter that says where the next one goes."""
_PLACING = w.word_set("insert add put set write place store push")
"""Verbs that put their object somewhere."""


def _bare_verb(entity: Entity, verb: str, kind: str, params: list[str], named: str) -> str:
    owner = f"the `{_owner_name(entity)}`" if _of_instance(entity) else ""
    if owner and verb == "receive":  # anyio's `TLSStream.receive()` read "Receive the
        owner = "from " + owner  # `TLSStream`": it receives bytes from it
    if verb == "get" and params:
        thing = f"the `{named}`" if named else "the value"
        return f"get {thing} for {_codes(entity)}"
    if verb == "get" and owner and named != _owner_name(entity):  # env_logger's `Var::get(&self)
        return f"get the value of {owner}"  # -> Option<String>` read "Get the `Var`"
    if verb in _INTRANSITIVE:  # httpcore's `MockBackend.sleep(seconds)` read "Sleep the
        # `MockBackend` with `seconds`"; one exits with a code
        return verb + (f" {_INTRANSITIVE[verb]} {_codes_of(params)}" if params else "")
    if kind == "self" and owner:
        return f"{verb} {owner}{_prepositional('', params)}"
    if params and named and kind in ("from", "new", "for") and named != _owner_name(entity):
        # what it makes is what it returns, not its instance (symfony/uid's
        # `UlidFactory::create(?DateTimeInterface $time = null): Ulid` read "Create the
        # `UlidFactory` with `time`")
        return f"{verb} {w.article(named)} `{named}` from {_inputs(entity)}"
    if owner and params and set(params) <= _options(entity):
        # options of how the instance is handled (pyrsistent's `CheckedPVector.serialize(
        # format=None)` read "Serialize `format`")
        return f"{verb} {owner} with {_codes_of(params)}"
    if params:
        if named and kind in ("from", "new", "for"):
            return f"{verb} {w.article(named)} `{named}` from {_inputs(entity)}"
        if verb in _CREATING:  # what it is handed is no more what it makes (symfony/uid's
            # `Ulid::generate(?DateTimeInterface $time = null): string` read "Generate `time`"),
            # but where it writes (cobra's `gen(buf io.StringWriter, cmd *Command)`)
            into = next((p for p in params if _DEST_PARAMS.match(p)), "")
            sources = [p for p in params if p != into]
            return (f"{verb} into `{into}`" if into else verb) + (
                f" from {_codes_of(sources)}" if sources else "")
        if named and kind == "as":
            return f"{verb} `{params[0]}` into {w.article(named)} `{named}`"
        if verb in _RELATING and len(params) > 1:
            return f"{verb} `{params[0]}` and `{params[1]}`"
        if verb in _INTO_SELF and owner:
            return f"{verb} {owner} with {_codes(entity)}"
        if owner and params[0].lower().strip("_") in _SEPARATORS:  # markupsafe's `Markup.
            return f"{verb} {owner} at `{params[0]}`"  # partition(sep)` read "Partition `sep`"
        if len(params) > 1 and params[0].lower() in _POSITIONS and verb in _PLACING:
            # tomlkit's `insert(pos, value)` read "Insert `pos`"; not `remove(index, count)`
            return f"{verb} `{params[1]}` at `{params[0]}`"
        return f"{verb} `{params[0]}`"
    if named and kind in ("new", "for", "from") and named != _owner_name(entity):
        # Doctrine's `InflectorFactory::create(): LanguageInflectorFactory` and `build():
        # Inflector` read "Create the `InflectorFactory`": what is made is what it returns
        return f"{verb} {w.article(named)} `{named}`"
    if owner and not _owner_name(entity).lower().startswith(verb[:4]):
        return f"{verb} {owner}"
    if named and kind in ("new", "for", "from"):
        return f"{verb} {w.article(named)} `{named}`"
    return verb


_CREATING = w.word_set("create generate build produce construct")
_BUILT_IN_RESULT = lazy(r"(?i)str|string|int|integer|float|double|bool|boolean|bytes|array"
                        r"|number|u?int(?:8|16|32|64)|i(?:8|16|32|64)|u(?:8|16|32|64)")
"""A declared return type of the language's own, which no class of the code base is."""
"""Verbs of making something new: a parameter is what it is made from, not the thing made."""
_SEPARATORS = w.word_set("sep separator delimiter delim")
"""A parameter that says where the instance is cut, not what is worked on."""
_INTO_SELF = w.word_set("extend update")
"""Verbs whose object is a method's own instance, given what its parameters hold: either's
`Either::extend(iter)` read "Extend `iter`", which it reads from."""
_RELATING = w.word_set("combine merge compare concat concatenate join union intersect zip swap "
                       "diff unify")
"""Verbs of two things alike, each one of the first two parameters: qs's `combine(a, b)`
read "Combine `a`", `merge(target, source, options)` "Merge `target`"."""


def _prepositional(kind: str, params: list[str]) -> str:
    if not params:
        return ""
    codes = [f"`{p}`" for p in params]
    if kind == "to" and _DEST_PARAMS.match(params[-1]):
        head = f" to {codes[-1]}"
        return head + (f" with {w.listing(codes[:-1])}" if len(codes) > 1 else "")
    preposition = {"for": "for", "from": "from", "new": "from", "to": "with"}.get(kind, "with")
    return f" {preposition} {w.listing(codes)}"


def _answers_nothing(entity: Entity) -> bool:
    """Is a function named as a test (`matches`, `contains`) no test: it is declared to return
    neither a boolean nor a class it builds (`Vec<usize>`; not in C and C++, whose tests return
    `int`), or (Rust) nothing, filling what it is handed (`matches: &mut Vec<usize>`). One that
    returns nothing otherwise may assert (`Assert::startsWith($value, $prefix)` checks)."""
    returns = entity.returns.strip()
    if not returns or w.is_void(returns):
        return entity.language == "rust" and any(
            param.type.startswith("&mut ") for param in entity.params)
    return entity.language not in ("c", "cpp") and not (
        "bool" in returns.lower() or " is " in returns or _MADE_TYPE.fullmatch(returns))


def _with_params(obj: tuple[str, ...], params: list[str], definite: bool) -> str:
    """Words containing a preposition: a trailing one takes the first parameter."""
    lowered = [word.lower() for word in obj]
    if lowered[-1] in w.PREPOSITIONS and params:
        return f"{w.render(obj)} `{params[0]}`"
    match = _matching_param(obj[-1], params)
    if match:
        return f"{w.render(obj[:-1])} `{match}`"
    head = lowered.index(next(word for word in lowered if word in w.PREPOSITIONS))
    if head == 0:
        return w.render(obj)
    return f"{w.noun_phrase(obj[:head], definite)} {w.render(obj[head:])}"


def _matching_param(word: str, params: list[str]) -> str:
    """The parameter named like `word`: `user` ~ `user`, `request` ~ `req`, `path` ~ `file_path`."""
    lowered = word.lower()
    for param in params:
        name = param.lower().strip("_")
        if name == lowered or (len(name) >= 3 and lowered.startswith(name)):
            return param
        if (
            len(lowered) >= 3
            and name.endswith(("_" + lowered, lowered))
            and len(name) > len(lowered)
        ):
            return param
    return ""


def _predicate(entity: Entity, words: tuple[str, ...], of_instance: bool = True) -> str:
    params = [p.name for p in entity.params if p.name]
    lowered = [word.lower() for word in words]
    said = lowered[0] in w.PREDICATES or (len(words) > 1 and w.third_person(lowered[0]))
    verb = lowered[0] if said else "is"  # dry-types' `yields_block?` read "Check whether the
    obj = words[1:] if said else words  # `Fn` is a yields block"
    method = of_instance and _of_instance(entity)
    owner = f"the `{_owner_name(entity)}`" if method else "it"
    ends_with_preposition = bool(obj) and (obj[-1].lower() in w.PREPOSITIONS
                                           or obj[-1].lower() in _RELATIONS)
    # a JavaScript function of `this`, set on a prototype elsewhere (moment's `isBefore(input)`,
    # "Check whether `input` is before", which it tests the other way round): a method's
    bound = (not method and ends_with_preposition
             and entity.language in ("javascript", "typescript")
             and _THIS_USED.search(entity.code) is not None)
    inside = [word.lower() for word in obj[1:-1]]
    if verb == "is" and "in" in inside and len(params) == 2 and (
            held := [p.name for p in entity.params if p.name and _CONTAINER_TYPE.match(
                p.type.strip())]) and len(held) == 1:  # gojsonschema's `isStringInSlice(s
        other = params[1] if held[0] == params[0] else params[0]  # []string, what string)`
        return f"check whether `{other}` is in `{held[0]}`"  # read "…whether `s` is a string
        # in slice"
    if verb in ("is", "are") and obj and obj[0].lower() == "same" and len(params) == 2 and (
            not method):  # ufo's `isSamePath(p1, p2)` read "Check whether `p1` is a same path"
        return f"check whether `{params[0]}` and `{params[1]}` are the {w.render(obj)}"
    relation = _RELATION_NOUNS.get(lowered[-1]) if obj and verb in ("is", "are") else None
    if relation and params and (method or len(params) > 1):  # golang-set's `IsSubset(other)`
        # read "Check whether `other` is subset", the other way round
        subject, other = (owner, params[0]) if len(params) == 1 else (f"`{params[0]}`",
                                                                      params[1])  # java.time's
        # `PrefixTree.isEqual(c1, c2)` compares its two characters
        head = w.render(obj[:-1])
        return f"check whether {subject} {verb} {head + ' ' if head else ''}{relation} `{other}`"
    at = next((at for at, name in enumerate(params) if name.lower() in _SUBJECTS), 0) if (
        verb in ("is", "are")) else 0  # what `is_…` tests, wherever it stands: jsonschema's
    # `is_number(checker, instance)` read "Check whether `checker` is a number"
    # an option of the test is not its subject: pathvalidate's `_is_linux(self,
    # include_universal=False)` read "Check whether `include_universal` is linux"
    optional = bool(params) and method and params[at] in _options(entity)
    if params and not bound and not optional and (not method or (
            verb in ("is", "are") and not ends_with_preposition)):
        subject, others = f"`{params[at]}`", params[:at] + params[at + 1 :]
    else:
        subject, others = owner, params
    if not obj:
        tail = f" `{others[0]}`" if others else ""
        return f"check whether {subject} {verb}{tail}"
    if [word.lower() for word in obj] in (["a"], ["an"]) and params:
        # doctrine/lexer's `Token::isA(...$types)` read "Check whether `types` is a": the
        # instance is of a kind it is handed
        return f"check whether {owner} is of {_codes_of(params)}"
    if ends_with_preposition and others:
        both = (f"`{others[0]}` and `{others[1]}`" if obj[-1].lower() == "between"
                and len(others) > 1 else f"`{others[0]}`")
        return f"check whether {subject} {verb} {w.render(obj)} {both}"
    match = _matching_param(obj[-1], others)
    if match:
        return f"check whether {subject} {verb} {w.render(obj[:-1])} `{match}`".replace("  ", " ")
    if verb in ("is", "are", "was", "were") and not w.is_adjective(obj):
        return f"check whether {subject} {verb} {w.noun_phrase(obj, definite=False)}"
    if verb in ("has", "have") and subject != owner and obj[0].lower() not in w.PREPOSITIONS:
        owned = (w.noun_phrase(obj, definite=False) if len(obj) > 1 and not w.is_adjective(obj)
                 else w.render(obj))  # ufo's `hasTrailingSlash(input, respectQueryAndFragment)`
        given = f", given {_codes_of(others)}" if others else ""  # read "…whether `input`
        if all(_QUALIFIER.match(name) or name in _OPTION_NAMES for name in others):
            return f"check whether {subject} {verb} {owned}{given}"  # has trailing slash
        # `respectQueryAndFragment`": an option it is handed qualifies the test
    tail = f" {_codes_of(others)}" if others and verb not in ("is", "are", "was", "were") else ""
    if verb not in w.PREDICATES and obj[0].lower() not in w.PREPOSITIONS:  # "yields a block"
        return f"check whether {subject} {verb} {w.noun_phrase(obj, definite=False)}{tail}"
    return f"check whether {subject} {verb} {w.render(obj)}{tail}"


_CONTAINER_TYPE = lazy(r"\[\]|\.\.\.|map\[|(?:list|List|Set|set|Array|array|Iterable|Sequence"
                       r"|Collection|tuple|frozenset)\b|.*\[\]$")
"""A parameter's type that holds many: Go's `[]string`, `map[…]`, Python's `list[str]`,
Java's `String[]`."""


_SUBJECTS = w.word_set("instance value val obj object item subject input candidate")
"""The names of a predicate's parameter that is what it tests, wherever it stands."""
_MADE_TYPE = lazy(r"[A-Z][A-Za-z0-9_]*")
"""A declared return type naming a class (`Comparison`), not a boolean, a generic or a union."""
_RELATION_NOUNS = {"subset": "a subset of", "superset": "a superset of", "equal": "equal to",
                   "disjoint": "disjoint from", "prefix": "a prefix of", "suffix": "a suffix of",
                   "ancestor": "an ancestor of", "descendant": "a descendant of"}
"""The last word of a predicate's name that relates its subject to the one other value it is
given, and how: `IsSubset(other)` checks that its set is a subset of `other`."""
_RELATIONS = w.word_set("before after between within")
"""The last word of a predicate's name that relates its subject to what it is given
(`isBefore(input)`: it is before `input`)."""
_THIS_USED = lazy(r"(?<![\w$.])this\b")


_QUALIFIER = lazy(r"(?:respect|strict|allow|ignore|include|exclude|loose|exact)(?:[A-Z_]|$)")
"""A parameter named as a way to test (`respectQueryAndFragment`, `strict`)."""
_FLAG = lazy(r"(?:allow|use|should|with|include|keep|force|enable|disable|skip|ignore|strict|"
             r"pretty|verbose)(?:[A-Z0-9_]|$)")
"""A parameter named as a switch (`allow3Char`, `use_cache`, `pretty`)."""


def _conversion(entity: Entity, source: tuple[str, ...], target: tuple[str, ...]) -> str:
    goal = (
        w.render(target)
        if len(target) > 1 or target[0].lower() not in _RUBY_TYPES
        else _RUBY_TYPES[target[0].lower()]
    )
    origin = f" from {w.render(source)}" if source else ""
    if entity.params and (entity.params[0].default or _FLAG.match(entity.params[0].name)) and (
            not source and _of_instance(entity)):
        # furl's `tostr(self, query_delimiter='&', …)` read "Convert `query_delimiter` to a
        # string", tinycolor's `toHexString(allow3Char)` "Convert `allow3Char` to hex string":
        # an option of how the instance is converted, not what is
        return f"convert the `{_owner_name(entity)}` to {goal}"
    if entity.params:
        return f"convert `{entity.params[0].name}`{origin} to {goal}"
    if source:
        return f"convert {w.render(source)} to {goal}"
    return f"convert to {goal}"


_RUBY_TYPES = {
    "s": "a string",
    "str": "a string",
    "a": "an array",
    "ary": "an array",
    "h": "a hash",
    "i": "an integer",
    "int": "an integer",
    "f": "a float",
    "sym": "a symbol",
    "proc": "a proc",
    "r": "a rational",
    "c": "a complex number",
}


_COMPARISONS = {"eq": "equal to", "ne": "not equal to", "neq": "not equal to",
                "gt": "greater than", "gte": "greater than or equal to",
                "ge": "greater than or equal to", "lt": "less than",
                "lte": "less than or equal to", "le": "less than or equal to"}
"""The comparisons named by their abbreviations, as query builders and matchers name them."""


def _built_test(entity: Entity, checked: str) -> str:
    """"Build a `Comparison` checking whether …" for a query builder's test, which makes the
    object it returns (Doctrine's `startsWith($field, $value): Comparison` read "Check whether
    the `ExpressionBuilder` starts with `field`"), else "": not Rust glob's `matches_from(…)
    -> MatchResult`, which answers with one of an enum's values."""
    built = _MADE_TYPE.fullmatch(entity.returns.strip() or _made_by_body(entity))
    made = built.group(0) if built and entity.params else ""
    if not made or made in (_owner_name(entity), *w.BOOLEAN) or not _makes(entity, made):
        return ""
    return f"build {w.article(made)} `{made}` checking {checked}"


def _makes(entity: Entity, made: str) -> bool:
    """Does the body of `entity` make a `made` (`new Comparison(…)`, `Comparison(…)`,
    `Comparison::new(…)`, `Comparison { … }`)?"""
    body = entity.code.partition("\n")[2]
    return any(not body[: found.start()].rstrip().endswith(("->", ":"))  # a type, not a value
               for found in re.finditer(
                   rf"(?<![\w.:$]){re.escape(made)}\s*(?:::new\s*\(|\.new\b|[({{])", body))


def _made_by_body(entity: Entity) -> str:
    """The type a body of one statement makes and returns, `return new Comparison(…)`
    (Doctrine's `ExpressionBuilder.contains`, typed in its PHPDoc alone), or ""."""
    made = _RETURNS_NEW.search(entity.code) if entity.code.count("return") == 1 else None
    return made.group(1) if made else ""


_RETURNS_NEW = lazy(r"\breturn\s+new\s+\\?(?:\w+\\)*([A-Z]\w*)\s*\(")


_COMPARED = 2
"""The values `equal(a, b)` compares."""
_AGENT_VERBS = {
    "reducer": "reduce", "splitter": "split", "parser": "parse", "formatter": "format",
    "handler": "handle", "serializer": "serialize", "deserializer": "deserialize",
    "encoder": "encode", "decoder": "decode", "matcher": "match", "converter": "convert",
    "transformer": "transform", "loader": "load", "printer": "print", "writer": "write",
    "reader": "read", "logger": "log", "resolver": "resolve", "renderer": "render",
    "sorter": "sort", "mapper": "map", "checker": "check", "validator": "validate",
    "comparator": "compare", "normalizer": "normalize", "sanitizer": "sanitize",
    "escaper": "escape", "tokenizer": "tokenize", "hasher": "hash",
}
"""Agent nouns of code, and the verb of each (`reducer` → reduce, `splitter` → split): not a
`server`, a `folder` or an `owner`, whose verb is no job of theirs."""
_MAKES_ITS_AGENT = lazy(r"\breturn\s+(?:lambda\b|function\b|async\s|\(?[\w$, ]*\)?\s*=>|"
                         r"(?:new\s+)?[A-Z]\w*\s*\([^()\n]*\)\s*;?[ \t]*$)|"
                         r"\n[ \t]+(?:async\s+)?def\s|"
                         r"\n[ \t]+function\s", re.M)
"""A body that makes a function or an object (a lambda, a nested `def` or `function`, `return
JSONParser(…)`): what a name as `json_parser(options)` gives, not what it is."""


_EVENT_AGENTS = frozenset({"listener", "handler", "callback"})
_EVENT_PARAM = lazy(r"e|ev|evt|event|_event|_e")


def _noun(entity: Entity, words: tuple[str, ...], facts: AnyFacts | None) -> str:
    if len(words) == 1 and _NOT_A_NOUN.search(words[0]):  # `when`, `untracked`: no "the when"
        if entity.returns.strip() in w.BOOLEAN and not entity.params and words[0].lower(
                ).endswith("ed"):  # email-validator's `escaped(): bool` tests its parser
            return _predicate(entity, words)
        return _from_body(entity, facts)
    if (entity.returns.strip() in w.BOOLEAN and len(entity.params) <= 1
            and w.is_adjective(words) and words[0].lower() not in w.QUANTIFIERS
            and not _VERB_ENDING.search(words[-1])
            and not any(w.base_verb(word) or w.imperative(word)
                        or word.lower() in _MIDDLE_PREDICATES for word in words)):
        # Go's `Valid(b []byte) bool` checks `b`; not `anyMatch(p)`, `offer(e)`, `all(f)`
        return _predicate(entity, words)
    phrase = w.render(words)
    params = [p.name for p in entity.params if p.name]
    returns = _returns_something(entity, facts)
    lowered = [word.lower() for word in words]
    if (len(words) > 1 and lowered[-1] in _EVENT_AGENTS and entity.kind != "class"
            and params and _EVENT_PARAM.fullmatch(params[0])):
        # the handler itself, given its event: @tanstack/history's
        # `beforeUnloadListener(event)` read "Return the before unload listener for `event`"
        return f"handle the {w.render(words[:-1])} event"
    if lowered[-1] in ("equal", "equals") and len(params) == _COMPARED and lowered[:-1] in (
            [], ["deep"]):  # fast-deep-equal's `equal(a, b)` read "Return the equal for `a`
        manner = "deeply " if lowered[:-1] else ""  # and `b`"
        return f"check whether `{params[0]}` and `{params[1]}` are {manner}equal"
    acts = _AGENT_VERBS.get(lowered[-1], "") if len(words) > 1 and params and (
        entity.kind != "class") and not _MAKES_ITS_AGENT.search(entity.code) and not any(
        lowered[-1] in p.lower() for p in [*params, entity.returns]) else ""  # (not click's
    # `_force_correct_text_reader(text_reader, …)`, which wraps the reader it is given)
    if acts:  # flatten-dict's `dot_reducer(k1, k2)` is a reducer, handed to `flatten`: it read
        return f"{acts} {_codes_of(params)} (the {phrase})"  # "Return the dot reducer for…"
    middle = next((i for i, word in enumerate(lowered[1:], 1) if word in _MIDDLE_PREDICATES), 0)
    if middle:
        singular = middle == 1 and lowered[middle] not in ("are", "have", "were")
        named = _matching_param(words[0], params) if singular else ""  # `creds_are_invalid(cred)`
        subject = f"`{named}`" if named else w.noun_phrase(words[:middle], definite=True)
        others = [p for p in params if p != named]
        tail = f" `{others[0]}`" if lowered[-1] in w.PREPOSITIONS and others else ""
        return f"check whether {subject} {w.render(words[middle:])}{tail}"
    if len(words) == 1 and _ADJECTIVE.search(lowered[0]) and all(
            _flag(p) for p in entity.params) and _fluent(entity):  # nette/schema's `nullable():
        return f"make the `{_owner_name(entity)}` {lowered[0]}"  # self`, "Return the nullable"
    if params and _fluent(entity):  # cxxopts' `Options& positional_help(help_text)`
        return f"set the {phrase} to {_codes_of(params)}"
    if entity.language == "go" and entity.params and entity.returns.strip() == "error":
        # a visitor's callback, its error the only result: copystructure's walker's `Struct(s
        # reflect.Value) error` read "Return the struct for `s`", reflectwalk's `Array(reflect.
        # Value) error`, its parameter unnamed, "Return the array"
        return f"handle the {phrase}" + (f" {_codes_of(params)}" if params else "")
    if lowered[-1] in w.PREPOSITIONS:
        head = w.noun_phrase(words[:-1], definite=True) if len(words) > 1 else "a value"
        tail = f" `{params[0]}`" if params else ""
        return f"return {head} {lowered[-1]}{tail}" if returns else f"{phrase}{tail}"
    if returns or _generates(entity, facts):
        definite = "" if w.is_plural(words[-1]) or lowered[0] in w.QUANTIFIERS else "the "
        suffix = f" for {_codes_of(params)}" if params else ""
        verb = "return" if returns else "yield"  # lru-cache's `*rkeys()` read "Rkeys"
        return f"{verb} {definite}{phrase}{suffix}"
    return f"{phrase} for {_codes_of(params)}" if params else phrase


def _generates(entity: Entity, facts: AnyFacts | None) -> bool:
    known = facts if facts is not None else LazyFacts(entity)
    return known.is_generator


_VERB_ENDING = lazy(r"[^su]s$")
"""A word that may be a verb's third person (`Matches`, `Exists`): no "is matches"."""
_NOT_A_NOUN = lazy(
    r"^(?:until|after|before|when|while|unless|since|once|then|not|and|or|around|"
    r"\w{3,}[^e]ed)$", re.I)
"""A one-word name that names no thing: a conjunction, preposition or participle (mobx's
`when(predicate, effect)`, `untracked(action)`) is no "Return the when for …"."""


_ADJECTIVE = lazy(r"\w{2,}(?:able|ible|ic|al|ive|ous|ful|less|[^e]ed)$")
"""A word that says what something is (`nullable`, `dynamic`, `optional`, `required`): what a
builder's method of that name makes of its object."""


def _fluent(entity: Entity) -> bool:
    """Is this a builder's setter: a method named by a noun that returns its own object to be
    called on again, as a chain does (cxxopts' `Options& positional_help(text)`, Go's
    `*Options`, TypeScript's `: this`, Rust's `&mut Self`)? Such a name says what it sets. A
    copy of its own type returned by value is an immutable value's new one (`Duration
    plus(d)`): no setter, nor is a method that changes a copy of its object or makes a new
    one (symfony/string's `repeat(int $multiplier): static`, `$str = clone $this; …`, read
    "Set the repeat to `multiplier`")."""
    if entity.kind != "method" or not entity.parent or _COPIES_ITSELF.search(entity.code):
        return False
    if entity.language == "go" and entity.receiver and any(
            value != entity.receiver for value in _GO_RETURNED.findall(entity.code)):
        return False  # google/btree's `(n *node) mutableFor(cow) *node` returns `n` or a
        # copy, and `mutableChild(i) *node` a child: "Set the mutable for to `cow`"
    returns, owner = " ".join(entity.returns.split()), _owner_name(entity)
    own = {"cpp": (f"{owner}&", f"{owner} &"), "go": (f"*{owner}",),
           "rust": (f"&mut {owner}",)}.get(entity.language, ())
    return bool(returns) and (returns in _FLUENT.get(entity.language, ()) or returns in own)


_GO_RETURNED = lazy(r"\breturn[ \t]+([^\n;]*?)[ \t]*(?://[^\n]*)?$", re.M)
"""What a Go `return` statement returns, as written."""
_FLUENT = {"typescript": ("this",), "javascript": ("this",), "php": ("static", "$this", "self"),
           "rust": ("&mut Self",)}


def _returns_something(entity: Entity, facts: AnyFacts | None) -> bool:
    if entity.returns.strip():
        return not w.is_void(entity.returns)
    if entity.language == "ruby" or entity.read_as_value:
        return True
    return bool(facts and facts.returns_value)


def _named_return(entity: Entity) -> str:
    """The user-defined type a function returns (`Promise<User>` -> `User`), or empty."""
    text = entity.returns.strip().lstrip("*&?").removeprefix("mut ").strip()
    while True:
        unwrapped = _WRAPPERS.sub("", text)
        if unwrapped == text:
            break
        text = unwrapped
    text = _TYPE_END.split(text, maxsplit=1)[0].lstrip("*&")
    if text == "Self" and entity.parent:
        return _owner_name(entity)
    if not text or not text[0].isupper() or text in _PRIMITIVES or not text.isidentifier() or (
            w.is_void(text)) or _TYPE_VARIABLE.fullmatch(text):  # h11's `_reraise_as_remote_
        return ""  # protocol_error(self) -> NoReturn` read "Reraise the `NoReturn` as remote
        # protocol error", anyio's `receive_nowait(self) -> T_co` "Receive a `T_co`"
    head = entity.signature.split("(", 1)[0]
    if "<" in head and re.search(rf"[<,]\s*{re.escape(text)}\b(?!\s*[.<])", head):
        return ""  # a type parameter of its own (tRPC's `requestAsPromise<TInput, TOutput>(
        # opts): Promise<TOutput>` read "Request the `TOutput` as `opts`")
    return text


def _test_description(entity: Entity, words: tuple[str, ...], facts: AnyFacts | None) -> str:
    match = _TEST_NAME.match(entity.name)
    if not match or (entity.language == "go" and not entity.name.startswith("Test")):
        return _go_special(entity) if entity.language == "go" else ""
    subject = match.group(1).strip("_")
    if not subject and not entity.parent.rsplit(".", 1)[-1].startswith("Test"):
        return ""
    called = next(
        (
            call
            for call in (facts.calls if facts else ())
            if subject.startswith(call.split(".")[-1]) and len(call.split(".")[-1]) > 2
        ),
        "",
    )
    if called:
        rest = subject[len(called.split(".")[-1]) :].strip("_")
        tail = f": {w.render(w.split_identifier(rest))}" if rest else ""
        return f"Test `{called.split('.')[-1]}`{tail}"
    return "Test " + w.render(w.split_identifier(subject))


def _go_special(entity: Entity) -> str:
    for prefix, label in (("Benchmark", "Benchmark"), ("Example", "Example of"), ("Fuzz", "Fuzz")):
        rest = entity.name.removeprefix(prefix)
        if (
            entity.language == "go"
            and rest != entity.name
            and (not rest or rest[0] in "_ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        ):
            return f"{label} `{rest.strip('_')}`" if rest.strip("_") else label
    return ""


def _named_for_an_index(entity: Entity) -> bool:
    """Is this an unnamed JavaScript function that takes its name from its file, `index.js`
    (minimist's `module.exports = function (args, opts)`, read "Index `args`")? The name says
    where a package starts, not what the function does."""
    return (entity.name == "index" and entity.language in ("javascript", "typescript")
            and "index" not in entity.signature)


_BUNDLED = lazy(r"\$\d+$")
"""The suffix a bundler gives a second function of one name (`shallow$1`)."""
_TSC_ALIAS = lazy(r"^[a-z][a-z0-9_]*?_\d+\.(?=[A-Za-z_$])")
"""The name TypeScript's CommonJS output gives an imported module, `binding_on_syntax_1.`."""


def _from_body(entity: Entity, facts: AnyFacts | None) -> str:
    tested = _REGEX_TEST.search(entity.code) if entity.language in _SLASH_REGEX else None
    if tested:  # `return /^(MK)?\d{13}$/.test(str);`: what a validator checks
        pattern, value = tested.groups()
        shown = f"`{pattern}`" if len(pattern) <= _PATTERN_SHOWN else "a regular expression"
        return f"Check whether `{value}` matches {shown}"
    if facts and len(facts.calls) == 1 and facts.calls[0] not in _CONVERSIONS:
        made = facts.calls[0].rpartition("::")[2]
        if entity.language == "rust" and made[:1].isupper() and made not in ("Some", "Ok", "Err"):
            given = f" from {_codes(entity)}" if entity.params else ""  # bytesize's `b(size)`,
            return f"Make a `{made}`{given}"  # `ByteSize(size)`: a tuple struct, no call
        called = facts.calls[0]
        if entity.language in ("javascript", "typescript"):  # inversify's compiled `when`
            called = _TSC_ALIAS.sub("", called)  # read "Wrap a call to `binding_on_syntax_1.
        return f"Wrap a call to `{called}`"  # BindingOnSyntax`"
    if facts and facts.single_return:
        return f"Return {facts.single_return}"
    # Its parameters are on its page already: nothing more is known.
    return f"`{entity.name}` {'method' if entity.kind == 'method' else 'function'}"


_SLASH_REGEX = frozenset({"javascript", "typescript"})
_REGEX_TEST = lazy(r"\{\s*return\s+(/(?![*/])(?:\\.|\[(?:\\.|[^\]\n])*\]|[^/\\\n\[])+/[a-z]*)"
                   r"\.test\(\s*([A-Za-z_$][\w$]*)\s*\)\s*;?\s*\}[\s;,)]*\Z")
"""A function whose whole body returns a regular expression literal's `.test(x)`."""
_PATTERN_SHOWN = 48
"""Longer patterns are named, not shown, in a one-liner."""


_TESTING_PARTS = ("Listener", "Trait", "Interface", "Case", "Suite", "Runner", "Helper",
                  "Result", "Reporter", "Double", "Hook", "Fixture", "Loader")
"""What a testing tool's own class named `Test…` is (`TestListener`, `TestCase`): no tests."""


def class_description(entity: Entity, members: tuple[Entity, ...]) -> str:
    """`HTTP adapter (extends `BaseAdapter`)`, `` `Config` struct ``, `Tests for `Parser``."""
    name = entity.name
    if name.startswith("Test") and len(name) > 4 and name[4].isupper() and not (
            name.endswith(_TESTING_PARTS)):  # mockery's `TestListenerTrait`, PHPUnit's
        return f"Tests for `{name[4:]}`"  # listener, read "Tests for `ListenerTrait`"
    words = w.split_identifier(name)
    kind_word = _declared_kind(entity)
    if len(words) > 2 and kind_word in ("interface", "type") and words[0].lower() in (
            w.VERB_CLASS) and entity.language == "typescript":  # @tanstack's
        phrase = f"`{name}` {kind_word}"  # `CreateSyncStoragePersisterOptions` read "Create
        # sync storage persister options interface", an order
    elif len(words) > 1:
        phrase = _capitalize(w.render(words))
        if kind_word in ("enum", "interface", "trait", "protocol", "module", "namespace", "union"):
            phrase += "" if words[-1].lower() == kind_word else f" {kind_word}"
    else:
        phrase = f"`{name}` {kind_word or 'class'}"
    message = _error_message(entity) if _ERROR_CLASS.search(name) else ""
    said = f': "{message}"' if message else ""  # dacite's `MissingValueError` read "Missing
    # value error (extends `DaciteFieldError`)", no word of its meaning
    if entity.bases and (relation := inheritance(entity)):
        return f"{phrase} ({relation}){said or _its_one_method(members)}"
    if said:
        return phrase + said
    defined = _GO_DEFINED.match(entity.signature) if entity.language == "go" else None
    if defined and not _GO_COMPOSITE.match(defined.group(2)):
        # BurntSushi/toml's `type TextMarshaler encoding.TextMarshaler` read "Text marshaler"
        underlying = f"`{defined.group(2).strip()}`"
        if defined.group(1):
            return f"Another name for {underlying}"
        return f"{phrase} ({w.article(underlying.strip('`*[]'))} {underlying})"
    public = [m.name for m in members if not m.name.startswith("_") and m.kind != "class"
              and m.parent in ("", entity.symbol)]  # not a nested class's (rack-cors'
    # `Resource` listed its `CorsMisconfigurationError`'s `message` first)
    if len(words) == 1 and public:
        names = [f"`{n}`" for n in dict.fromkeys(public)]  # the members it does not name,
        return f"{phrase} with {w.listing(names, total=len(public))}"  # each counted:
        # rack-cors' `Result` listed 7 and said "`hit?`, `preflight?` and 4 more", its class
        # method `self.miss` and its `miss` one name
    return phrase


def _its_one_method(members: tuple[Entity, ...]) -> str:
    """What the one public method of an undocumented class does, when its doc says so in the
    third person: myclabs/deep-copy's `KeepFilter` read "Keep filter (implements `Filter`)",
    its `apply` documented "Keeps the value of the object property"."""
    public = [m for m in members if m.kind != "class" and not m.name.startswith("_")
              and not is_constructor(m)]
    if len(public) != 1:
        return ""
    summary = parse_summary(public[0].doc, public[0].language).rstrip(".")
    first = summary.split(" ", 1)[0]
    if " " not in summary or not first[:1].isupper() or not w.third_person(first.lower()):
        return ""
    return f", whose `{public[0].name}` {w.sentence_tail(summary)}"


def _error_message(entity: Entity) -> str:
    """The message an error class gives, its values left out (`…`): what its Python `__str__`
    returns, or the text its constructor hands its base (`super().__init__("…")`,
    `parent::__construct("…")`); "" when it writes none."""
    at = entity.code.find("def __str__(")
    said = _RETURNED_TEXT.search(entity.code, at) if at >= 0 else None
    said = said or _HANDED_TEXT.search(entity.code)
    if said is None:
        return ""
    text = _MESSAGE_VALUE.sub("…", said.group(2)).replace('"…"', "…").replace("'…'", "…")
    text = " ".join(text.split()).rstrip(" :-,")
    if len(re.findall(r"[A-Za-z]{2,}", text)) < 2:
        return ""
    return text if len(text) <= _MESSAGE_SHOWN else text[:_MESSAGE_SHOWN].rsplit(" ", 1)[0] + " …"


_RETURNED_TEXT = lazy(r"return\s*\(?\s*[fbr]?([\"'])(.+?)\1")
_HANDED_TEXT = lazy(r"(?:\bsuper\(\)\.__init__|\bsuper|\bparent::__construct)\s*\(\s*[f]?"
                    r"([\"'`])(.+?)\1")
_MESSAGE_VALUE = lazy(r"\$?\{[^{}]*\}|%[-#0-9.]*[sdrfx]|#\{[^{}]*\}")
_MESSAGE_SHOWN = 80


_GO_DEFINED = lazy(r"type\s+\w+(?:\[[^\]]*\])?\s+(=\s*)?(\S.*)$")
"""A Go type declared as another type (`type Celsius float64`), or an alias (`type A = B`)."""
_GO_COMPOSITE = lazy(r"(?:struct|interface)\b")


def inheritance(entity: Entity) -> str:
    """`extends `A`, implements `B``: how a class relates to its bases, by language."""
    if entity.language == "go":  # embedded in its body, or asserted (`var _ Router = &Mux{}`)
        embedded = [base for base in entity.bases if re.search(  # a field of its type alone
            rf"(?:^|[{{;])[ \t]*\*?{re.escape(base)}[ \t]*(?:`[^`\n]*`)?[ \t]*(?://.*)?(?:$|[;}}])",
            entity.code, re.M)]
        asserted = [base for base in entity.bases if base not in embedded]
        embedded = [f"*{base}" if re.search(  # a pointer as written: negroni's `Logger`
            rf"(?:^|[{{;])[ \t]*\*{re.escape(base)}[ \t]*(?:`|//|$|[;}}])",  # embeds
            entity.code, re.M) else base for base in embedded]  # `*log.Logger`
        return ", ".join([*([f"embeds {_codes_of(embedded)}"] if embedded else []),
                          *([f"implements {_codes_of(asserted)}"] if asserted else [])])
    if entity.language == "rust":
        verb = "requires" if _declared_kind(entity) == "trait" else "implements"
        return f"{verb} {_codes_of(list(entity.bases))}"  # a trait's supertraits it requires
    if entity.language == "ruby":
        return _ruby_inheritance(entity)
    cut = f" {entity.signature} ".find(" implements ")
    after = entity.signature[cut:] if cut >= 0 else ""  # a whole name: not `Node` in NodeOutput
    implemented = [b for b in entity.bases
                   if after and re.search(rf"(?<![\w\\]){re.escape(b)}(?!\w)", after)]
    extended = [b for b in entity.bases if b not in implemented]
    used: list[str] = []
    if entity.language == "php":  # a trait `use`d in the body is no base the head names
        used = [b for b in extended if not b.startswith("\\") and not re.search(
            rf"\bextends\b[^{{]*(?<![\w\\]){re.escape(b)}(?!\w)", entity.signature)]
        # (a base of PHP's own, `\InvalidArgumentException`, is the one an alias in the head
        # names: `extends BaseInvalidArgumentException`)
        extended = [b for b in extended if b not in used]
    parts = [f"extends {_codes_of([_base_shown(b) for b in extended])}"] if extended else []
    if implemented:
        parts.append(f"implements {_codes_of([_base_shown(b) for b in implemented])}")
    if used:
        parts.append(f"uses {_codes_of(used)}")
    return ", ".join(parts)


def _base_shown(base: str) -> str:
    """A base as a one-liner names it: without type arguments of unions or object types, or
    too long to read on one line (tRPC's `JSONRPC2.ResultResponse< | { type: 'started' } | …
    >`, cut to "…| >"); rxjs' `UnaryFunction<Observable<T>, Observable<R>>` kept."""
    name, bracket, arguments = base.partition("<")
    return name.rstrip() if bracket and (len(base) > _BASE_SHOWN or any(
        mark in arguments for mark in "|{")) else base


_BASE_SHOWN = 60


def _ruby_inheritance(entity: Entity) -> str:
    """`extends `Base`, includes `Enumerable``: a Ruby class's superclass, and the modules it
    includes, prepends or extends itself with (ActiveSupport's `include
    DateAndTime::Calculations` read "Extends"); an expression (`include forking_env? ? A : B`)
    is no module's name."""
    named = [base for base in entity.bases if _RUBY_CONSTANT.fullmatch(base)]
    superclass = [b for b in named if re.search(rf"<\s*(?:::)?{re.escape(b)}\b", entity.signature)]
    parts = [f"extends {_codes_of(superclass)}"] if superclass else []
    for verb, words in (("include", "includes"), ("prepend", "prepends"),
                        ("extend", "is extended with")):
        mixed = [b for b in named if b not in superclass and re.search(
            rf"^[ \t]*{verb}\b[^\n]*?(?<![\w:]){re.escape(b)}\b", entity.code, re.M)]
        if mixed:
            parts.append(f"{words} {_codes_of(mixed)}")
    return ", ".join(parts)


_RUBY_CONSTANT = lazy(r"(?:::)?[A-Z]\w*(?:::[A-Z]\w*)*")


_MODULE_EXPORTS = lazy(r"\bmodule\.exports\b")
_KIND_WORDS = lazy(
    r"\b(class|struct|interface|trait|enum|union|module|namespace|protocol|record|object|type|impl|mixin)\b"
)


_GO_TYPE_HEAD = lazy(r"\s*type\s+\w+(?:\[[^\]]*\])?\s+\w+")
"""A Go type declaration up to the word that says its kind (`struct`, `interface`, `func`)."""


def _declared_kind(entity: Entity) -> str:
    declared = entity.signature or entity.code[:200]
    if entity.language == "go" and (head := _GO_TYPE_HEAD.match(declared)):
        declared = head[0]  # go-ini's `type Parser func(s string) (interface{}, error)`: a
        # function type, not an interface
    if "module." in declared:  # winston's `module.exports = class Profiler {`: a class, no
        declared = _MODULE_EXPORTS.sub("", declared)  # module
    found: list[str] = _KIND_WORDS.findall(declared)
    if not found:
        return ""
    kind = next((k for k in found if k not in ("type", "object")), found[0])
    return {"impl": "implementation", "record": "record", "type": "type"}.get(kind, kind)


def _constructs_own(entity: Entity) -> bool:
    """Does the method return a new value of its own type, with no receiver (`self`, `this`) to
    change: indexmap's `IndexMap::with_capacity(n: usize) -> Self` read "Set the capacity to
    `n`"?"""
    owner = _owner_name(entity)
    returned = entity.returns.strip().split("<", 1)[0].strip()
    return bool(owner) and returned in ("Self", owner) and not _RECEIVER.search(entity.signature)


_RECEIVER = lazy(r"[(,]\s*(?:&\s*(?:'\w+\s+)?)?(?:mut\s+)?(?:self|this)\b")


_CLASS_NAME = lazy(r"\\?(?:[A-Za-z_]\w*(?:\\|::|\.))*([A-Z]\w*)")
"""A declared type that is one class (PHP's `\\Ramsey\\Uuid\\UuidInterface`, `UuidInterface`)."""
_SELF_TYPES = frozenset({"Self", "static", "self"})
_STATIC_DECLARED = frozenset({"python", "php", "java", "javascript", "typescript"})
"""Languages whose methods say they are static (`@classmethod`, `static`), so that one which
does not is called on an instance, no constructor of its class."""


def _of_instance(entity: Entity) -> bool:
    """A method called on an instance of its type, which its one-liner may name: not a static
    method (Java's and PHP's `static`, Python's `@staticmethod`, Ruby's `def self.x`), whose
    first parameter is what it works on (webmozart's `Assert::contains($value, $subString)`
    read "Check whether the `Assert` contains `value`")."""
    return entity.kind == "method" and bool(entity.parent) and not any(
        decorator in _STATIC for decorator in entity.decorators) and not _namespaced(entity)


def _namespaced(entity: Entity) -> bool:
    """A JavaScript function kept in an object of helpers, not a class (numeral's `_ = {
    includes: function(string, search) {…} }`, "Check whether the `_` includes `string`"):
    the object's name is no class's, and the function never reads `this`."""
    return entity.language in ("javascript", "typescript") and not _owner_name(
        entity)[:1].isupper() and _THIS_OR_SUPER.search(entity.code) is None


_THIS_OR_SUPER = lazy(r"\b(?:this|super)\b")


_STATIC = frozenset({"static", "@staticmethod", "self"})


def _owner_name(entity: Entity) -> str:
    return entity.parent.rsplit(".", 1)[-1].rsplit("::", 1)[-1]


def _codes(entity: Entity) -> str:
    return _codes_of([p.name for p in entity.params if p.name])


def _inputs(entity: Entity) -> str:
    """The parameters it works on, ticked: those it takes, less its options (the parameters
    with defaults) when it takes one without."""
    return _codes_of(_worked_on(entity, [p.name for p in entity.params if p.name]))


def _worked_on(entity: Entity, names: list[str]) -> list[str]:
    """`names` less the options of `entity` when it takes a parameter with no default:
    tldextract's `extract(url, include_psl_private_domains=False, session=None)` read
    "Extract an `ExtractResult` from `url`, `include_psl_private_domains` and `session`"."""
    optional = _options(entity)
    if not optional or all(p.name in optional for p in entity.params if p.name):
        return names
    return [name for name in names if name not in optional or _FALLBACK.fullmatch(name)]


def _codes_of(names: list[str]) -> str:
    return w.listing([f"`{n}`" for n in names])


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text
