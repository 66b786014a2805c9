"""References: which documented entities each page names, and who names it (issue 16).

Two steps, both pure. `collect` runs where a file is parsed: from the file's text it reads the
imports, and from each page's code the names it calls, constructs or inherits from, as dotted
chains (`send`, `self.send`, `models.Request`, `pkg.New`). A cheap per-language tokenizer does
it (comments and strings blanked, then `name(`-shaped chains): it needs no parse tree, so the
same code serves every language and a page's names can be kept in `_refs/`, letting an
update resolve the whole repository again without reading any unchanged source.

`resolve` turns chains into edges with each language's sure scope rules: `self.`/`this.`/a Go
receiver → the same class (PHP: `$this->`, `static::`); a bare name → the same module, then an
imported name, then (Go, Java, PHP: one package or namespace per folder) the same folder, (C,
C++) what the headers the file includes declare; `module.name` and `Class.member` through
those. A name with two candidates, or none, gives no edge: nothing is guessed.
"""

from __future__ import annotations

import itertools
import posixpath
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from rk_action.extract import (
    PHP_HEREDOC,
    RUBY_HEREDOC,
    RUBY_PERCENT_LITERAL,
    module_name,
    ruby_stem,
    snake_case,
)
from rk_action.lazyre import lazy
from rk_action.model import Entity, Param, pickled_by_fields

if TYPE_CHECKING:  # `overrides` builds on this module
    from rk_action.overrides import _Ancestry

T = TypeVar("T")

MAX_CHAINS = 2_000
"""Chains kept per page (a generated 1 MB function names at most this many distinct ones)."""

MAX_BASES = 64
"""Bases kept per class (hand-written classes have a handful)."""

Import = tuple[str, str, str]
"""(local name, module as written, imported member or ""): `from .models import Request as R`
is `("R", ".models", "Request")`; `import os.path` is `("os.path", "os.path", "")`."""


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class PageRefs:
    """What one page names, before resolution."""

    symbols: tuple[tuple[str, str], ...]
    """(symbol, kind) of every entity the page documents: its own first, then its members."""
    owner: str
    """The class `self.` names on this page (empty at top level)."""
    chains: tuple[str, ...]
    """Dotted names the code calls or constructs, sorted; `self.` first part stands for
    `this`, `cls`, `Self` or a Go receiver."""
    doc: str = ""
    """The page's path (`docs/…md`), once it is named."""
    bases: tuple[str, ...] = ()
    """The bases of the page's own class as chains (`Base`, `mod.Base`), in declared order:
    its "Base types", and where the overrides of its methods are looked up
    (`rk_action.overrides`). A Rust method's page holds the trait it implements for a type its
    file does not declare (`extract.rust`)."""
    shapes: tuple[str, ...] = ()
    """By symbol, what tells a Java method from its overloads and whether it can override at
    all (`method_shape`): `(int,Object)`, `-(int)` for a private or static one; or the class
    a function or method returns (`_made_types`: `>Engine`); "" when not known (another
    language, a class). Empty: none known."""

    def shaped(self) -> Iterator[tuple[str, str, str]]:
        """(symbol, kind, shape) of every entity the page documents, "" where no shape is
        known."""
        shapes = self.shapes or ("",) * len(self.symbols)
        for (symbol, kind), shape in zip(self.symbols, shapes, strict=True):
            yield symbol, kind, shape


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class FileRefs:
    """One source file's imports and pages."""

    path: str
    language: str
    imports: tuple[Import, ...]
    pages: tuple[PageRefs, ...]
    export: str = ""
    """The symbol the file exports as itself (JavaScript, TypeScript: `module.exports = Route`,
    `export default class Route`): what a call of the module names (`new Route(…)` after
    `const Route = require('./route')`), or whose members its members are (`app` of
    `app.init`); "" when it is neither a page's nor the first part of one's."""
    aliases: tuple[tuple[str, str], ...] = ()
    """(name, symbol): the other names a JavaScript or TypeScript file's top-level function or
    class goes by, such as those it is exported under (cross-spawn's `module.exports.command =
    escapeCommand`, which `escape.command(…)` calls after `const escape =
    require('./util/escape')`), sorted."""


@dataclass(frozen=True, slots=True)
class Ref:
    """One end of an edge as a page shows it: the entity's symbol, the page it is on, and the
    source file of that page (where an update finds the page's record)."""

    symbol: str
    doc: str
    path: str = ""


@dataclass(slots=True)
class Graph:
    """Resolved references, by page: calls, and (`rk_action.overrides`) inheritance."""

    calls: dict[str, list[Ref]] = field(default_factory=dict)
    called_by: dict[str, list[Ref]] = field(default_factory=dict)
    overrides: dict[str, list[Ref]] = field(default_factory=dict)
    """A method page → the one method it overrides (a list of one)."""
    overridden_by: dict[str, list[Ref]] = field(default_factory=dict)
    inherits: dict[str, list[Ref]] = field(default_factory=dict)
    """A class page → the classes, interfaces or traits of its bases (`resolve_bases`)."""
    inherited_by: dict[str, list[Ref]] = field(default_factory=dict)
    method_of: dict[str, list[Ref]] = field(default_factory=dict)
    """A Go or Rust method page → the page of its type (`resolve_owners`; never shown)."""
    methods: dict[str, list[Ref]] = field(default_factory=dict)

    def links(self, doc: str) -> tuple[list[Ref], ...]:
        """Every reference of the page `doc`, in the order its sections show them: its
        methods (a Go or Rust type's, defined outside its body), its base types, the types
        deriving from it, what it overrides, what overrides it, its callees, its callers."""
        return (self.methods.get(doc, []), self.inherits.get(doc, []),
                self.inherited_by.get(doc, []), self.overrides.get(doc, []),
                self.overridden_by.get(doc, []), self.calls.get(doc, []),
                self.called_by.get(doc, []))

    def pages(self) -> set[str]:
        """The pages with any reference shown."""
        return (self.calls.keys() | self.called_by.keys() | self.overrides.keys()
                | self.overridden_by.keys() | self.inherits.keys() | self.inherited_by.keys()
                | self.methods.keys())


def named(files: list[FileRefs], docs: Iterable[str]) -> list[FileRefs]:
    """`files` with their pages' paths set from `docs`, given in the files' page order."""
    paths = iter(docs)
    return [FileRefs(f.path, f.language, f.imports,
                     tuple(PageRefs(p.symbols, p.owner, p.chains, next(paths), p.bases,
                                    p.shapes)
                           for p in f.pages), f.export, f.aliases)
            for f in files]


# --- collecting ---------------------------------------------------------------------------

_C_LIKE = r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\""
_BLANKS = {
    "python": lazy(r"(?s)\"\"\".*?\"\"\"|'''.*?'''|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'"
                   r"|#[^\n]*"),
    "js": lazy(r"(?s)" + _C_LIKE + r"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`|" + PHP_HEREDOC),
    "go": lazy(r"(?s)" + _C_LIKE + r"|`[^`]*`|'(?:\\[^'\n]{1,9}|[^'\\\n])'"),
    "c": lazy(r"(?s)" + _C_LIKE + r"|'(?:\\[^'\n]{1,9}|[^'\\\n])'"),
    "ruby": lazy(r"\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|#(?!\{)[^\n]*|"
                 + RUBY_HEREDOC + "|" + RUBY_PERCENT_LITERAL +
                 r"|(?:(?<=[=~(,\[{!&|;])|(?<=\bwhen)|(?<=\bif)|(?<=\bunless)|(?<=\belsif)"
                 r"|(?<=\band)|(?<=\bor)|(?<=\breturn)|(?<=\bmatch)|(?<=\bsplit)|(?<=\bscan)"
                 r"|(?<=\bsub))[ \t]*/(?![\s=*])(?:\\.|[^/\\\n])+/[imxounse]*"),
}
"""Ruby: its strings, its comments (not a string's `#{` left open on its line, which paint's
`rgb_to_256` goes on past, `.map{ |color, mod|` in it), its regular expressions (`when
/-color$/`: paint's `detect_mode` "called" its `color` method), and its word lists (`%w(each
column …)`: coderay's SQL scanner "called" `Scanner.each` and `Scanner.column`)."""
_JS_LIKE = frozenset({"javascript", "typescript"})
_FUNCTION_CALLS = frozenset({"call", "apply"})
"""A JavaScript function's own methods that call it (`bind` makes a function, calls none)."""
_FAMILY = {"python": "python", "javascript": "js", "typescript": "js", "php": "js",
           "go": "go", "rust": "c", "java": "c", "c": "c", "cpp": "c", "ruby": "ruby"}
_NAME = r"[A-Za-z_$][\w$]*(?![\w$])"
_CHAIN = lazy(r"([A-Za-z_$](?<![\w$.:>].)[\w$]*(?![\w$])(?=\s*[-.:?<({])"
              r"(?:\s*(?:\.|::|\?\.|->)\s*#?" + _NAME + r")*)"
              r"\s*(?:::\s*)?(?:<[\w$ \t,.:&'\[\]<>]*>\s*)?(\(|\{)")
r"""A call's chain: `a.b::c(`, `T<U>{`. Written for speed, with the matches of its plain form
`(?<![\w$.:>])((?:NAME SEP)* NAME) TAIL`: its first character is a name's, so the engine
skips other characters unattempted (a leading lookbehind would try at each one); a name is
never cut short (`(?![\w$])`: no retry of every shorter prefix); and a name followed by
nothing a chain can go on with fails at once (the lookahead). Type arguments stay on their
line: table-core's interface `CoreRow` "called" `Row`, from `getParentRows: () => Row<TData>[]`
to the next member's `getUniqueValues: <TValue>(`."""
_DECLARED = lazy(r"[cdefist](?<!\w.)(?:(?<=d)ef|(?<=c)lass|(?<=f)unction|(?<=f)unc|(?<=f)n"
                 r"|(?<=s)truct|(?<=i)nterface|(?<=t)rait|(?<=e)num|(?<=i)mpl)"
                 r"\s+(?:\([^)]*\)\s*)?(?:self\.)?[\w$]+"
                 r"(?:\s*<(?:[^<>()]|<(?:[^<>()]|<[^<>()]*>)*>)*>)?")
r"""A declaration's keyword and name (`def f`, Ruby's `def self.f`, `func (r T) M`) and its
generic parameters (`fn sign<T, E: ParseError<T>>`, whose bound is no call):
`\b(?:def|class|…)\s+…` with its first letter matched first, for the engine to skip to the
candidates' letters."""
_TURBOFISH = lazy(r"::\s*<(?:[^<>()]|<(?:[^<>()]|<[^<>()]*>)*>)*>")
"""Rust's type arguments of a call, `::<DateTime<Utc>>`."""
_SEPARATOR = lazy(r"\s*(?:\.|::|\?\.|->)\s*")
_NEW_BARE = lazy(r"\bnew[ \t]+([A-Z][\w$]*)(?=[ \t]*[;,)\]}\n])")
"""A construction without parentheses (JavaScript's and C++'s `new Stack;`)."""
_BARE_DECORATOR = lazy(r"^([ \t]*)@[ \t]*([A-Za-z_][\w.]*)[ \t]*$", re.M)
"""A Python decorator without arguments, `@setupmethod`: a call of it with the function."""
_LINE_END = lazy(r"(?:\s*<.*>)?[ \t]*\r?\n\s*(?:<.*>\s*)?[({]\Z", re.S)
"""A line that ends after the name, or after its generic arguments, before its bracket."""
_LINE_APART = frozenset({"js", "python", "ruby"})
"""Languages whose calls never put their `(` on the next line: a name there is a type
(TypeScript's `): SemVer` above an overload's `(self: SemVer)`) or a statement (`pass`,
`end`) before a blanked `def`. Java's `Spliterators.spliterator\n(this, …)` is a call."""
_SELF = {"self", "this", "cls", "Self"}
_OWN_SELF = {"php": frozenset({"$this", "static"})}
"""Names that stand for the object or class itself in one language only (`$this->m()`,
`static::m()`): a JavaScript `$this` is a variable like any other."""
_JS_THIS_ALIAS = lazy(r"\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*this\s*[;,\n]")
_THIS_ALIAS = {"javascript": _JS_THIS_ALIAS, "typescript": _JS_THIS_ALIAS,
               "php": lazy(r"(\$\w+)\s*=\s*(?:clone\s+)?\$this\s*;"),
               "python": lazy(r"(?m)^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*self[ \t]*(?:#.*)?$")}
"""A local that holds the object itself (`var that = this`, Babel's `var _this = this`, PHP's
`$clone = clone $this`, Python's `resolving = self`): Symfony OptionsResolver's `resolve` calls
`$clone->offsetGet(…)`, rfc3986's `resolve_with` `resolving.copy_with(…)`, which linked
nothing."""
_HANDED_THIS = "})(this)"
_IIFE_PARAMETER = lazy(r"\(\s*function\s*\(\s*([A-Za-z_$][\w$]*)\s*\)\s*\{")
"""A function called at once with the object itself (CoffeeScript's fat arrow: `(function(_this)
{ return function(…) { _this.parseString(…) }; })(this)`): its one parameter is the object."""
_SUPER = {"python": "super", "javascript": "super", "typescript": "super", "java": "super",
          "php": "parent"}
"""The word a method calls its class's bases through (`super().__init__(…)`,
`parent::__construct(…)`): a chain `super.name` (Rust's `super::` is a module, Ruby's bare
`super` the method's own override)."""
_TYPED = frozenset({"go", "rust", "java", "typescript", "php", "cpp", "python"})
"""Languages whose parameters declare the type a call through them reaches."""
_TYPE_NOISE = lazy(r"^(?:(?:const|final|mut|dyn|impl)\s+|[&*?]\s*)+|(?:\s*[&*])+$"
                   r"|\s*\|\s*(?:null|undefined|None)\b|^None\s*\|\s*|^[\"']|[\"']$")
"""What a parameter's type holds around the one type a call through it reaches (`*Conn`,
`&mut Conn`, `const Conn&`, `?Conn`, `Conn | null`, Python's `"Conn"`)."""
_DECLARED_LOCALS = {language: [lazy(pattern) for pattern in patterns] for language, patterns in {
    "python": [r"(?m)^[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]*:[ \t]*(?P<type>[A-Z]\w*)[ \t]*(?:=|$)"],
    "go": [r"(?m)\bvar[ \t]+(?P<name>[A-Za-z_]\w*)[ \t]+\*?(?P<type>(?:[A-Za-z_]\w*\.)?"
           r"[A-Za-z_]\w*)[ \t]*$"],
    "typescript": [r"\b(?:const|let|var)\s+(?P<name>[$\w]+)\s*:\s*(?P<type>[A-Z][\w$]*)\s*[=;]"],
    "java": [r"\b(?P<type>[A-Z]\w*)(?:<[^<>;()]*>)?\s+(?P<name>[a-z]\w*)\s*[=;]"],
    "cpp": [r"\b(?P<type>[A-Z]\w*)\s*[*&]?\s+(?P<name>[a-z_]\w*)\s*[=;({]"],
    "rust": [r"\blet\s+(?:mut\s+)?(?P<name>[a-z_]\w*)\s*:\s*&?(?:mut\s+)?(?P<type>[A-Z]\w*)\b"],
}.items()}
"""A local variable declared with one type (`var c Conn`, `const p: Parser =`, `Matcher m =`,
`let b: Buf =`, Python's `hook: HookCaller = getattr(…)`): a call through it reaches that
type's method, as one through a typed parameter does."""
_JS_NEW = r"(?P<name>[$\w]+)\s*=\s*new\s+(?:(?:module\.)?exports\.)?(?P<type>[A-Za-z_$][\w$]*)\b"
_NEW = r"(?P<name>\w+)\s*=\s*new\s+(?P<type>[A-Za-z_]\w*)\b"
_ASSIGNED_LOCALS = {language: [lazy(pattern) for pattern in patterns] for language, patterns in {
    "python": [r"(?m)^[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]*=[ \t]*(?P<type>[A-Z]\w*)\("],
    "go": [r"(?P<name>[A-Za-z_]\w*)[ \t]*:=[ \t]*&?(?P<type>(?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)\{"],
    "javascript": [_JS_NEW],
    "typescript": [_JS_NEW],
    "php": [r"(?P<name>\$\w+)\s*=\s*new\s+(?P<type>[A-Za-z_]\w*)\b"],
    "java": [_NEW],
    "cpp": [_NEW],
    "rust": [r"\blet\s+(?:mut\s+)?(?P<name>[a-z_]\w*)\s*=\s*(?P<type>[A-Z]\w*)(?:::new\(|\s*\{)"],
}.items()}
"""A local variable given a value of one type (`parser = ArgumentParser(…)`, a class named in
CapWords; `c := &Conn{…}`, `p = new Parser(…)`, `let b = Buf::new()`), when no declaration
says its type: a declared type stands whatever is assigned (`Node node` = `new SharedNode()`)."""
_CALLED_LOCALS = {language: lazy(pattern) for language, pattern in {
    "python": r"(?m)^[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]*=[ \t]*"
              r"(?P<type>(?:[A-Za-z_]\w*\.)?[a-z_]\w*)\(",
    "go": r"(?P<name>[A-Za-z_]\w*)(?:[ \t]*,[ \t]*[A-Za-z_]\w*)?[ \t]*:=[ \t]*"
          r"(?P<type>(?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)\(",
    "typescript": r"\b(?:const|let|var)\s+(?P<name>[$\w]+)\s*=\s*"
                  r"(?P<type>(?:[A-Za-z_$][\w$]*\.)?[A-Za-z_$][\w$]*)\(",
    "rust": r"\blet\s+(?:mut\s+)?(?P<name>[a-z_]\w*)\s*=\s*(?P<type>(?:[A-Z]\w*::)?[a-z_]\w*)\(",
}.items()}
"""A local variable given what a function returns (`engine := New()`, `table, err :=
tablewriter.NewWriter(w)`, `p = make_parser()`), when nothing else says its type: its type is
the call, `New()`, and a call through it the chain `New().Use`, which reaches a method of the
class the function is declared to return (`MADE_BY`)."""
_MADE_LANGUAGES = frozenset({*_CALLED_LOCALS, "php", "javascript"})
"""Languages whose functions declare the class they return (a JavaScript method, by returning
`this` and nothing else), kept as `MADE_BY` shapes: not Java, whose shapes tell its overloads
apart."""
MADE_BY = ">"
"""The mark of a `PageRefs.shapes` entry naming the class a function returns (`>Engine`)."""
CONDITIONAL = "?"
"""The `PageRefs.shapes` entry of a Python function the module defines more than once, each
under a condition (`_conditional`), or of a Rust method so (`_rust_conditional`), unless it
names the class the function returns."""
_GO_MADE = lazy(r"\bnew\(\s*\*?\s*([A-Za-z_]\w*)\s*\)|\(\*([A-Za-z_]\w*)\)\(")
"""Go's `new(boolValue)` and conversion `(*boolValue)(p)`: each makes a `boolValue`, as
`boolValue{…}` and `boolValue(v)` do (pflag's 36 value constructors linked nothing)."""
_FIELDS = {language: lazy(pattern) for language, pattern in {
    "rust": r"(?m)^\s*(?:pub(?:\([^)]*\))?\s+)?(?P<name>[a-z_]\w*)\s*:\s*"
            r"(?:&(?:'\w+\s+)?(?:mut\s+)?)?(?:(?:Box|Rc|Arc|RefCell|Cell)<)?"
            r"(?P<type>(?:[a-z_]\w*::)*[A-Z]\w*)",
    "go": r"(?m)^[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]+\*?(?P<type>(?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)"
          r"[ \t]*(?:`[^`\n]*`)?[ \t]*(?://.*)?$",
    "java": r"(?m)^[ \t]*(?:(?:private|protected|public|static|final|transient|volatile)\s+)*"
            r"(?P<type>[A-Z]\w*)(?:<[^<>;()]*>)?\s+(?P<name>[a-z]\w*)\s*[=;]",
    "typescript": r"(?m)^[ \t]*(?:(?:private|protected|public|readonly|static|declare)\s+)*"
                  r"(?P<name>[A-Za-z_$][\w$]*)[?!]?\s*:\s*(?P<type>[A-Z][\w$]*)"
                  r"(?:<[^<>;()=]*(?:<[^<>;()=]*>[^<>;()=]*)*>)?\s*[=;\n]",
    "cpp": r"(?m)^[ \t]*(?:(?:const|static|mutable)\s+)*(?P<type>[A-Z]\w*)\s*[*&]?\s+"
           r"(?P<name>[a-z_]\w*)\s*(?:=[^;\n]*)?;",
    "php": r"(?m)^[ \t]*(?:(?:private|protected|public|readonly|static)\s+)+\??(?P<type>[A-Z]\w*)"
           r"\s+\$(?P<name>\w+)\s*[=;]",
    "python": r"\bself\.(?P<name>[A-Za-z_]\w*)[ \t]*(?::[ \t]*[\w.\[\], \"']+)?=[ \t]*"
              r"(?P<type>(?!self\.|cls\.)(?:[A-Za-z_]\w*\.)?[A-Z]\w*)\("
              r"(?![^\n]*\bif\b[^\n]*\belse\b)",
}.items()}
"""A field of a class given one type where the class declares it (`core: IndexMapCore<K, V>`,
`br *bufio.Reader`, `private Matcher m;`, TypeScript's `form: FormApi<TParentData, V>`) or,
in Python, a value of one class (`self.decoder = TextDecoder(…)`, huey's `self._signal =
S.Signal()` through its module's alias): a call through it
(`self.core.entry(…)`) reaches that type's method."""
_ASSIGNED_FIELDS = {language: lazy(pattern) for language, pattern in {
    "php": r"\$this->(?P<name>\w+)\s*=\s*(?:new\s+(?P<type>[A-Z]\w*)\b"
           r"|(?P<value>\$\w+)\s*(?:;|\?\?))",  # symfony/mailer's `$stream ?? new …`: its type
    "python": r"(?m)\bself\.(?P<name>[A-Za-z_]\w*)[ \t]*=[ \t]*(?:[^\n=]*\bif\b[^\n]*\belse[ \t]+)?"
              r"(?P<value>[A-Za-z_]\w*)[ \t]*$",
    "javascript": r"\bthis\.(?P<name>[\w$]+)\s*=\s*new\s+(?P<type>[A-Z][\w$]*)\b",
    "ruby": r"(?<![\w@])@(?P<name>[a-z_]\w*)[ \t]*=[ \t]*(?P<type>[A-Z]\w*)\.new\b",
    "typescript": r"\bthis\.(?P<name>[\w$]+)\s*=\s*(?:new\s+(?P<type>[A-Z][\w$]*)\b"
                  r"|(?P<value>[\w$]+)\s*[;\n])",
}.items()}
"""A field given, in a method, a new value of one class or a parameter's value: its type then
is that class, or the parameter's declared type (`_param_types`)."""
_DOC_TYPED_FIELDS = {"php": lazy(
    r"@var[ \t]+\??(?P<type>[A-Z]\w*)(?:\|null)?[ \t]*(?:\n[ \t]*\*(?!/)[^\n]*)*\n?[ \t]*\*/\s*"
    r"(?:(?:private|protected|public|static|readonly|var)\s+)+\$(?P<name>\w+)\b")}
"""A field typed only by its docblock (symfony/process's `/** @var PipesInterface */ private
$processPipes;`), as PHP wrote them before typed properties."""
_JS_FIELD_LOCAL = (r"\b(?:const|let|var)\s+(?P<name>[$\w]+)\s*=\s*this\.(?P<field>[$\w]+)"
                   r"\s*(?=[;\n])")
_FIELD_LOCALS = {language: lazy(pattern) for language, pattern in {
    "python": r"(?m)^[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]*=[ \t]*self\.(?P<field>[A-Za-z_]\w*)"
              r"[ \t]*(?=$|[#;])",
    "javascript": _JS_FIELD_LOCAL,
    "typescript": _JS_FIELD_LOCAL,
    "php": r"(?P<name>\$\w+)\s*=\s*\$this->(?P<field>\w+)\s*;",
    "go": r"(?m)(?P<name>[A-Za-z_]\w*)[ \t]*:=[ \t]*(?P<self>[A-Za-z_]\w*)\.(?P<field>[A-Za-z_]\w*)"
          r"[ \t]*$",
    "rust": r"\blet\s+(?:mut\s+)?(?P<name>[a-z_]\w*)\s*=\s*&?(?:mut\s+)?self\.(?P<field>[a-z_]\w*)"
            r"\s*;",
}.items()}
"""A local given a field of the object (`const queryCache = this.queryCache`, `store =
self._store`, Go's `c := r.conn`): a call through it (`queryCache.findAll(…)`) reaches the
field's type, as one through the field does."""
_RUST_TEST_MODULE = lazy(r"#\[cfg\(test\)\]\s*(?:pub(?:\([^()]*\))?\s+)?mod\s+\w+\s*\{")


def _without_rust_tests(code: str) -> str:
    """A Rust module's code without the test modules it holds (`#[cfg(test)] mod tests {…}`),
    which get no page: their calls are no module's."""
    found = _RUST_TEST_MODULE.search(code)
    while found is not None:
        end = _after_close(code, found.end() - 1, len(code))
        if end < 0:
            break
        code = code[: found.start()] + code[end:]
        found = _RUST_TEST_MODULE.search(code, found.start())
    return code


_PHP_OWN_SUBSCRIPT = lazy(r"(?P<wrap>\b(?:isset|unset)\s*\(\s*)?\$this\[(?P<key>[^\[\]\n]*)\]"
                          r"(?P<set>\s*=(?![=>]))?")


def _php_own_subscripts(code: str) -> str:
    """`$this[…]` read as the ArrayAccess method it calls: `offsetGet`, `offsetSet` when
    assigned, `offsetExists` in `isset(…)`, `offsetUnset` in `unset(…)`."""
    def method(used: re.Match[str]) -> str:
        wrap, key = used["wrap"] or "", used["key"]
        if wrap:
            name = "offsetExists" if wrap.startswith("isset") else "offsetUnset"
        else:
            name = "offsetSet" if used["set"] else "offsetGet"
        return f"{wrap}$this->{name}({key}){' + ' if used['set'] else ''}"
    return _PHP_OWN_SUBSCRIPT.sub(method, code)


_PY_OWN_CLASS = lazy(r"(?<![\w.])(?:self\.__class__|type\(\s*self\s*\))\s*\(")
"""A Python method's call of its own class, through `self.__class__` or `type(self)`."""
_PY_CLS_CALL = lazy(r"(?<![\w.])cls\s*\(")
_PY_OWN_CLASS_MEMBER = lazy(
    r"(?<![\w.])(?:self\.__class__|type\(\s*self\s*\))\s*\.(?=[A-Za-z_])")
"""A Python method's use of a member of its own class through `self.__class__.` or
`type(self).`, as `self.` reaches it."""
_PY_CLS_OWN = lazy(r"(?<![\w.])cls\s*=\s*(?:self\.__class__|type\(\s*self\s*\))")
"""`cls` made the method's own class: a classmethod's first parameter is, or a local given
`self.__class__` or `type(self)`; any other `cls` (`for cls in handlers: cls()`) is not."""
_PYTHON_SUPER = lazy(r"(\(\s*)?\bsuper\(\s*(?:\w+\s*,\s*\w+\s*)?\)(?(1)\s*\))\s*\.")
"""`super()` or `super(Class, self)`, bracketed too before its member (pyee's `(super(
TwistedEventEmitter, self))._emit_handle_potential_error(…)`)."""
def _a_keyword(parts: list[str], keywords: frozenset[str], language: str, code: str,
               at: int) -> bool:
    """Does the chain `parts` at `at` in `code` open with a keyword, a bracket after it no call
    (`if (`, `match (a, b) {`)? Not Rust's path `super::decompose::new(…)`, nor Python's
    `match(…)` or `case(…)` where no statement begins."""
    if parts[0] not in keywords:
        return False
    if language == "rust" and parts[0] == "super" and len(parts) > 1:
        return False
    return not (language == "python" and parts[0] in _SOFT_KEYWORDS and len(parts) == 1
                and code[code.rfind("\n", 0, at) + 1 : at].strip())


_SOFT_KEYWORDS = frozenset({"match", "case"})
"""Python's keywords only where a statement begins: elsewhere `match(…)` is a call (dpath's
`view`: `if match(segments, glob):` linked nothing)."""
_COMMON_KEYWORDS = "if for while switch return else do"
_KEYWORDS = {language: frozenset(f"{_COMMON_KEYWORDS} {words}".split()) for language, words in {
    "python": "super not and or in is elif with assert del raise except lambda yield await "
              "async match case",
    "javascript": "super catch function typeof new delete void await yield async export static "
                  "const let var throw in case with",
    "php": "super catch function new static const throw case match public private protected "
           "isset empty array list unset echo print include require include_once require_once "
           "exit die eval fn use",
    "go": "select defer go const var func",
    "rust": "super match loop unsafe move dyn where pub let const static async await in",
    "java": "super catch new assert synchronized throw static public private protected case",
    "c": "super catch sizeof typeof new delete void assert throw static public private "
         "protected const case",
    "ruby": "super not and or in is elif with assert del raise except lambda yield await async "
            "match case catch function typeof sizeof new delete void loop unsafe move dyn where "
            "select defer go pub export static public private protected const let var throw",
}.items()}
"""Words of each language that a bracket may follow (`if (`, `match (a, b) {`) without
calling anything: a word of one language is a name in another (Go's `assert(…)` and
`function.NameOf(…)` call a helper and a package)."""
_KEYWORDS |= {"typescript": _KEYWORDS["javascript"], "cpp": _KEYWORDS["c"]}


def collect(path: str, language: str, text: str,
            units: Iterable[tuple[Entity, tuple[Entity, ...], bool]]) -> FileRefs:
    """The imports of a file (`text`, its whole source) and what each of its pages names.

    A class outlined on an overview page names only what its outline holds (its bases, its
    fields' values): its methods have pages, and names, of their own."""
    from rk_action.render import outline_code

    family = _FAMILY.get(language, "c")
    selves = _SELF | _OWN_SELF.get(language, frozenset())
    keywords = _KEYWORDS.get(language, _KEYWORDS["c"])
    units = list(units)
    constructors = _constructor_functions(units) if language in _JS_LIKE else frozenset()
    fields = _field_types(language, units, constructors)
    globals_ = _go_globals(text) if language == "go" else _python_globals(
        text) if language == "python" else {}
    slices = _go_slice_types(text) if language == "go" else {}
    slice_fields = _go_slice_fields(units) if language == "go" and "[]" in text else {}
    aliases = _py_aliases(text, units) if language == "python" else {}
    gathered = _gathered_functions(text) if language in _JS_LIKE else {}
    made = _made_types(units) if language in _MADE_LANGUAGES else {}
    properties = _properties(units) if language == "python" else {}
    conditional = _conditional(units) if language == "python" else _rust_conditional(
        units) if language == "rust" else frozenset()
    macros = _rust_macros(units) if language == "rust" and "macro_rules!" in text else None
    pages = []
    nested = _nested_pages(units)
    for entity, members, overview in units:
        code = outline_code(entity, members) if overview else entity.code
        if macros is not None and "!" in code:  # `compress!(state)`: a call of the file's
            code = macros.sub(r"\1(", code)  # macro, as ctags tags it (siphasher's rounds
            # and finish linked none of the two macros all their work is done by)
        if entity in nested:
            code = _without_lines(code, entity.start_line, nested[entity])
        if language == "rust" and entity.kind == "class" and _RUST_DATA.match(entity.signature):
            code = ""  # `Datetime(Datetime)` declares a variant, it calls nothing (toml's Value)
        declared = {entity.name, *(m.name for m in members)}
        if language in _KEYWORD_DECLARED and entity.kind == "method":
            declared = set()  # a bare `interleave(…)` in a method of that name calls a
            # function (itertools' 16 methods that hand off), not the method
        elif language in _JS_LIKE and entity.kind == "method" and not members:
            code = _without_heads(code, entity.name)  # its declaration is no call,
            declared = set()  # and a bare call of its name calls what the module binds:
            # picomatch's `picomatch.scan = (input, options) => scan(input, options)`
        elif language in _KEYWORD_DECLARED and language != "go":  # (a Go interface's
            declared = {entity.name}  # methods are declared without `func`: `Run(t)`)
        if entity.kind != "class" and language != "ruby":  # a parameter called bare is what
            # was handed in: cookie's `tryDecode(str, decode)` called no module `decode`; not
            # in Ruby, where a local is called with `.call`, and `rule(rule, …)` calls the
            # method (dry-inflector's `plural(rule, replacement)`)
            declared |= {p.name for p in entity.params if p.name.isidentifier()}
            if language == "go" and entity.returns.startswith("("):  # its named results:
                declared |= {p.name for p in _go_named_results(entity.returns)}  # uniseg's
                # `propertyWithGenCat(…) (property, generalCategory int)` called no `property`
        owner = entity.symbol if entity.kind == "class" or entity.symbol in constructors \
            else entity.parent
        listed = (entity, *(() if overview else members))
        shapes = tuple(method_shape(one) for one in listed) if language in _SHAPED else tuple(
            HIDDEN if one.kind == "method" and "private" in one.decorators else ""
            for one in listed) if language in _PRIVATE_HIDES else ()
        own = entity.name + shapes[0].lstrip(HIDDEN) if language in _SHAPED and shapes and (
            shapes[0]) else ""
        if made and any(one.symbol in made for one in listed):
            shapes = tuple(made.get(one.symbol, "") or (shapes[at] if shapes else "")
                           for at, one in enumerate(listed))
        if entity.symbol in conditional and not shapes:
            shapes = (CONDITIONAL,)
        typed = {**(_unshadowed(globals_, code) if language == "go" else _py_unshadowed(
            globals_, code)), **_param_types(language, (entity, *members))}
        if language == "php" and "@var" in code:  # `/** @var RouteCollector $collector */`
            typed |= _php_annotated_locals(code)  # over `$collector = new $options[…](…)`
        if language == "go" and ("range" in code or "]." in code):  # a slice's elements: a
            code, elements = _go_elements(  # parameter's (go-diff's `patches []Patch`), a
                entity, code, slices, slice_fields.get(owner, {}))  # field's, a named type's
            typed.update(elements)
        if aliases:
            code = _PY_NAME_USED.sub(lambda used: aliases.get(used[0], used[0]), code)
        if language == "python" and " or " in code:
            code = _py_local_classes(code)
        if gathered:
            code = _GATHERED_CALL.sub(lambda call: gathered.get(
                (call[1], call[2]), call[0]), code)
        if language == "python" and owner and ("__class__(" in code or "type(self)(" in code):
            code = _PY_OWN_CLASS.sub(owner + "(", code)  # ordered-set's `self.__class__(
            # self)`: made, as `OrderedSet(…)` is (its `__init__` had one caller of seven)
        if language == "python" and owner and ("__class__." in code or "type(self)." in code):
            code = _PY_OWN_CLASS_MEMBER.sub("self.", code)  # portion's `self.__class__.
            # from_atomic(…)`, ten callers of its `from_atomic` unlinked
        if language == "ruby" and owner and "self.class." in code:  # semverse's `self.class.
            code = code.replace("self.class.", "self.")  # split(constraint)`: its class's own
        if language == "ruby" and owner and "self" in entity.decorators and "new" in code:
            code = _RUBY_BARE_NEW.sub(owner.rpartition(".")[2] + ".new(", code)  # a class
            # method's bare `new(object)` makes its class (semverse's `Constraint.coerce`)
        if language == "python" and owner and "cls(" in code and (
                "@classmethod" in code or "@classmethod" in entity.decorators
                or _PY_CLS_OWN.search(code)):  # a classmethod's `cls(x)`, and `cls = type(
            code = _PY_CLS_CALL.sub(owner + "(", code)  # self)` then `cls(self).difference(…)`
        if language == "rust" and "cfg(test)" in code:  # ordered-float's `impl_rand`
            code = _without_rust_tests(code)  # "called" `NotNan::new` in its test module only
        if language == "php" and "$this[" in code:  # pimple's `$this[$id] = $extended`
            code = _php_own_subscripts(code)  # calls its ArrayAccess `offsetSet`
        if language == "python" and "raise" in code:
            code = _BARE_RAISE.sub(r"\1()", code)  # inflect's `raise NumOutOfRangeError`:
            # the exception's page had no "Called by", nothing said where it is raised
        elif language == "ruby" and ("raise" in code or "fail" in code):
            code = _RUBY_RAISE.sub(r"\1.new()", code)  # slop's `raise MissingRequiredOption,
            # "…"`: raised without a link, where `raise X.new(…)` had one
        elif language == "rust" and ".clone()." in code:
            code = code.replace(".clone().", ".")  # a clone is of its original's type:
            # crc32fast's `Hasher::finish` calls `self.clone().finalize()`
        if language in _JS_LIKE and entity.kind != "class" and "this" in code:
            code = _nested_this_masked(code)  # a nested function's `this` is another object
        this = _THIS_ALIAS.get(language)
        own_selves = selves | set(this.findall(code)) if this and owner else selves
        if owner and language in _JS_LIKE and _HANDED_THIS in code:
            own_selves |= set(_IIFE_PARAMETER.findall(code))
        chains = set(_chains(code, family, entity.receiver, declared, own_selves,
                             language in _C_FAMILY, keywords, _SUPER.get(language, ""),
                             typed, language, fields.get(owner, {}), own, owner,
                             frozenset(p.name for one in members for p in one.params),
                             fields, properties.get(owner, frozenset())))
        symbols = tuple((one.symbol, one.kind) for one in listed)
        bases = dict.fromkeys(_base_chains(language, entity.bases))
        pages.append(PageRefs(symbols, owner, tuple(sorted(chains)[:MAX_CHAINS]),
                              bases=tuple(bases)[:MAX_BASES],
                              shapes=shapes if any(shapes) else ()))
    js = language in _JS_LIKE
    bound = _py_bound_methods(text, globals_, units) if language == "python" and globals_ else set()
    return FileRefs(path, language, tuple(sorted(set(imports_of(text, language)))),
                    tuple(pages), _default_export(text, pages, path) if js else "",
                    tuple(sorted({(alias, entity.symbol) for entity, _members, _overview in units
                                  if js and not entity.parent for alias in entity.aliases
                                  if alias.isidentifier()} | bound)))


def _rust_macros(units: list[tuple[Entity, tuple[Entity, ...], bool]]) -> re.Pattern[str] | None:
    """What calls one of the `macro_rules!` macros of a file (`name!(`), its name kept as a
    group; None when the file defines none. Not a macro of Rust's own (`write!(f, …)` calls no
    method `write` of the file)."""
    names = sorted({one.name for entity, members, _ in units for one in (entity, *members)
                    if one.signature.startswith("macro_rules!") and one.name.isidentifier()})
    if not names:
        return None
    return re.compile(r"(?<![\w:.])(" + "|".join(names) + r")![ \t]*\(")


_PY_BOUND = lazy(r"(?m)^([A-Za-z_]\w*)[ \t]*=[ \t]*([A-Za-z_]\w*)\.([A-Za-z_]\w*)[ \t]*(?:#.*)?$")


def _py_bound_methods(text: str, made: Mapping[str, str],
                      units: list[tuple[Entity, tuple[Entity, ...], bool]]
                      ) -> set[tuple[str, str]]:
    """A Python module's names for the methods of an instance it makes at its top level
    (`made`, `_python_globals`: PyJWT's `_jws_global_obj = PyJWS()`, then `encode =
    _jws_global_obj.encode`): each name → the method, as its importers call it
    (`api_jws.encode(…)` linked nothing)."""
    methods = {one.symbol for one in _every_entity(units) if one.kind == "method"}
    return {(name, f"{made[held]}.{method}") for name, held, method in _PY_BOUND.findall(text)
            if held in made and f"{made[held]}.{method}" in methods}


def _conditional(units: list[tuple[Entity, tuple[Entity, ...], bool]]) -> frozenset[str]:
    """The Python functions a module defines more than once, inside an `if` or a `try`
    (indented): texttable's two `textwrapper`s, one where `cjkwrap` imports, one where it
    does not."""
    seen: dict[str, int] = {}
    for entity, _members, _overview in units:
        if entity.kind == "function" and not entity.parent:
            seen[entity.symbol] = seen.get(entity.symbol, 0) + 1
    return frozenset(entity.symbol for entity, _members, _overview in units
                     if seen.get(entity.symbol, 0) > 1 and entity.kind == "function"
                     and not entity.parent and entity.code[:1] in (" ", "\t"))


def _rust_conditional(units: list[tuple[Entity, tuple[Entity, ...], bool]]) -> frozenset[str]:
    """The Rust methods a file defines more than once, each under another `#[cfg(…)]`: unicase's
    `UniCase::unicode`, a `const fn` or not. Not an inherent method and a trait's of one name
    under the same condition (anyhow's two `ErrorImpl::provide`), which are both there."""
    conditions: dict[str, set[tuple[str, ...]]] = {}
    for entity, _members, _overview in units:
        if entity.kind == "method":
            conditions.setdefault(entity.symbol, set()).add(
                tuple(sorted(one for one in entity.decorators if one.startswith("#[cfg"))))
    return frozenset(symbol for symbol, found in conditions.items() if len(found) > 1)


def _base_chains(language: str, bases: Iterable[str]) -> Iterator[str]:
    r"""The chains of a class's `bases` that name something (`_base_chain`), a PHP name relative
    to the file's namespace marked so (`use Traits\AddTrait;` in a class body)."""
    for base in bases:
        if language == "ruby" and "::" in base:  # `include ::Kramdown::Utils::Html`, from
            base = _RUBY_TOP_LEVEL.sub(RUBY_ROOT + ".", base)  # the top only (kramdown's
            # converters' 29 calls of `escape_html` and its kin linked nothing)
        chain = _base_chain(_PHP_RELATIVE.sub(_php_relative, base) if language == "php" else base)
        if chain:
            yield chain


def _every_entity(units: list[tuple[Entity, tuple[Entity, ...], bool]]) -> Iterator[Entity]:
    """Each entity of a file's `units`: each page's own, then the members it lists."""
    for entity, members, _overview in units:
        yield entity
        yield from members


def _constructor_functions(units: list[tuple[Entity, tuple[Entity, ...], bool]]
                           ) -> frozenset[str]:
    """The JavaScript functions of a file whose prototype's methods have pages of their own
    (`function Parser(opts) { this.reset(); }` beside `Parser.prototype.reset = …`): what the
    function calls through `this` is their class's."""
    listed = list(_every_entity(units))
    parents = {one.parent for one in listed if one.kind == "method"}
    return frozenset(one.symbol for one in listed if one.kind == "function"
                     and one.symbol in parents)


def _made_types(units: list[tuple[Entity, tuple[Entity, ...], bool]]) -> dict[str, str]:
    """Each function and method of a file → `MADE_BY` and the class of the file it returns
    (`func New() *Engine`, `(*Table, error)`, `def parser() -> Parser`, Rust's `-> Self`): what
    a local given its value is (`_CALLED_LOCALS`), and whose method a call on its result calls
    (`n.mutableChild(i).split(…)`, `GlobBuilder::new(glob).build()`). A class of another file is
    left out, so that the function's entry changes when its class leaves (`changed_names`)."""
    listed = list(_every_entity(units))
    classes = {entity.symbol for entity in listed if entity.kind == "class"}
    found = {}
    for entity in listed:
        returns = entity.returns.strip() or _doc_returned(entity)
        if entity.kind == "class" or not returns:
            continue
        if returns.startswith("(") and returns.endswith(")"):  # Go's `(*Table, error)`
            values = _top_level_commas(returns[1:-1])
            if len(values) != 2 or values[1].strip() != "error":
                continue
            returns = values[0].strip()
        kind = _TYPE_NOISE.sub("", returns)
        if "'" in kind:  # Rust's `GlobBuilder<'a>`: only lifetimes, one type
            kind = _TYPE_NOISE.sub("", _LIFETIMES.sub("", kind))
        if kind in ("Self", "this", "self", "static", "$this") and entity.parent:
            kind = entity.parent
        if kind in classes:
            found[entity.symbol] = MADE_BY + kind
    return found


def _properties(units: list[tuple[Entity, tuple[Entity, ...], bool]]
                ) -> dict[str, frozenset[str]]:
    """Each class of a Python file → its properties (`@property`, `@cached_property`,
    `@functools.cached_property`), whose reads through `self` run them."""
    found: dict[str, set[str]] = {}
    for one in _every_entity(units):
        if one.parent and any(_PROPERTY.fullmatch(d) for d in one.decorators):
            found.setdefault(one.parent, set()).add(one.name)
    return {owner: frozenset(names) for owner, names in found.items()}


_PROPERTY = lazy(r"@(?:[\w.]*\.)?(?:property|cached_property|memoized_property|lazy_property"
                 r"|reify)")


def _doc_returned(entity: Entity) -> str:
    """A PHP method's own object that its docblock says it returns (`@return $this`, `static`,
    `self`), when its signature declares nothing: symfony/expression-language's
    `Compiler::raw()`, which its nodes chain (`$compiler->raw('(')->compile($left)`); a
    JavaScript method's whose every `return` gives back `this`."""
    if entity.language in _JS_LIKE and entity.kind == "method" and "return" in entity.code:
        returned = _JS_RETURNED.findall(entity.code)  # a fluent `alias(name) { …; return
        if returned and all(one == "this" for one in returned):  # this; }`, which
            return "this"  # `this.alias(a).describe(d)` chains
    found = _PHP_RETURNS_ITSELF.search(entity.doc) if entity.language == "php" else None
    return found[1] if found else ""


_JS_RETURNED = lazy(r"return(?<![\w$.]return)(?![\w$])[ \t]*([^;\n}]*)")
"""What each `return` of JavaScript code gives back, as written."""


_PHP_RETURNS_ITSELF = lazy(r"@return[ \t]+(\$this|static|self)\b")
_JS_METHOD_HEAD = lazy(r"(?m)^[ \t]*(?:(?:static|async|get|set|public|private|protected|readonly"
                      r"|override|abstract|declare)[ \t]+)*\*?[ \t]*(?P<name>[A-Za-z_$][\w$]*)"
                      r"(?:[ \t]*<(?:[^<>()]|<(?:[^<>()]|<[^<>()]*>)*>)*>)?(?=[ \t]*[<(])")
"""A JavaScript or TypeScript class method's declaration (`static async parse(`, `get size(`,
an overload's `on<T>(`), which names the method without calling it, with its type parameters,
whose bounds are no calls (query-core's `defaultMutationOptions<T extends MutationOptions<any,
…>>(` "called" the interface)."""


def _without_heads(code: str, name: str) -> str:
    """`code` with each declaration of the method `name` blanked (`_JS_METHOD_HEAD`)."""
    return _JS_METHOD_HEAD.sub(
        lambda head: " " * len(head[0]) if head["name"] == name else head[0], code)


def _nested_pages(units: list[tuple[Entity, tuple[Entity, ...], bool]]
                  ) -> dict[Entity, list[tuple[int, int]]]:
    """Each function or method of `units` → the line ranges of the other pages' entities
    declared inside it (a Rust `impl Visitor` within `fn deserialize`, a JavaScript plugin's
    methods): what they call is theirs, not the function's (toml's `Value::deserialize`
    "called" `Map::insert` in its visitor's `visit_map`)."""
    spans = sorted(((entity.start_line, entity.end_line, entity) for entity, _m, _o in units),
                   key=lambda span: (span[0], -span[1]))
    found: dict[Entity, list[tuple[int, int]]] = {}
    for i, (_start, end, outer) in enumerate(spans):
        if outer.kind == "class":
            continue
        for inner_start, inner_end, inner in spans[i + 1 : i + 1 + _NESTED_LOOKED_AT]:
            if inner_start > end:
                break
            if inner_end <= end and inner is not outer:
                found.setdefault(outer, []).append((inner_start, inner_end))
    return found


_NESTED_LOOKED_AT = 500
"""Pages after a function's first line looked at for being inside it (a bound on a file of
thousands of nested functions; real ones hold a few)."""


def _without_lines(code: str, first: int, spans: list[tuple[int, int]]) -> str:
    """`code` (its first line numbered `first`) with the lines of `spans` blanked."""
    lines = code.split("\n")
    for start, end in spans:
        for number in range(max(start, first + 1), end + 1):
            if number - first < len(lines):
                lines[number - first] = ""
    return "\n".join(lines)


_RUST_DATA = lazy(r"(?:pub(?:\([^)]*\))?\s+)?(?:enum|struct|union)\b")
"""A Rust type that only declares data: its page names what it holds, no call."""
_LIFETIMES = lazy(r"<\s*'\w+(?:\s*,\s*'\w+)*\s*>$|^'\w+\s+")
"""A Rust type's lifetime arguments (`Token<'a>`) and a reference's lifetime (`&'a mut`)."""
_TYPE_PARAMETER = lazy(r"[A-Z]\d?")
"""A generic's type parameter (`F`, `T`, `K2`), not a type: itertools' `cmp: F` field linked
`self.cmp.merge_pred(…)` to the blanket `impl<F: FnMut…> MergePredicate for F`."""
_QUALIFIED = lazy(r"[A-Za-z_]\w*\.[A-Za-z_]\w*")
"""A Go type of another package of the repository (`*unstable.Parser`): its methods are
looked up there, as a type of the package's own are here."""


def _param_types(language: str, entities: Iterable[Entity]) -> dict[str, str]:
    """Each parameter name of `entities` (a page's: a small class's methods too) → the one
    plain type it is declared with (`c *Conn` → Conn), for `c.WriteJSON(v)` to call
    `Conn.WriteJSON` (gorilla/websocket's `WriteJSON`, `ReadJSON`: calls lost), or Go's
    `p *unstable.Parser` → unstable.Parser (found only if `unstable` is a package of the
    repository); a name declared with several types, or with a type that is no plain name
    (`[]Conn`, `List<String>`), is left out."""
    if language not in _TYPED:
        return {}
    found: dict[str, str] = {}
    for entity in entities:
        named = _go_named_results(entity.returns) if language == "go" else ()
        documented = _php_documented_types(entity.doc) if language == "php" and (
            "@param" in entity.doc) else {}
        for param in (*entity.params, *named):
            kind = _TYPE_NOISE.sub("", param.type or documented.get(param.name, ""))
            if language == "python" and not kind and _PY_CLASS_DEFAULT.fullmatch(param.default):
                kind = param.default  # portion's `closed(lower, upper, *, klass=Interval)`,
                # whose `klass.from_atomic(…)` called nothing
            if language == "python" and not kind and not param.default and (
                    _PLAIN_NAME.fullmatch(param.name)):  # huey's `Consumer(huey)`, `self.huey
                kind = param.name.replace("_", " ").title().replace(" ", "")  # = huey`: the
                # class it is named for (`Huey`), when the repository has one of that name
            if language == "python" and kind.startswith("Optional["):  # rich's `pager:
                kind = _TYPE_NOISE.sub("", kind[9:].removesuffix("]"))  # Optional[Pager]`
            if language == "rust" and "'" in kind:  # `Token<'a>`: only lifetimes, one type
                kind = _TYPE_NOISE.sub("", _LIFETIMES.sub("", kind))
            if kind == "Self" and entity.parent:  # crc32fast's `combine(&mut self, other:
                kind = entity.parent  # &Self)`, which calls `other.clone().finalize()`
            if not (kind.isidentifier() or (language in ("go", "python") and _QUALIFIED.fullmatch(
                    kind))) or found.get(param.name, kind) != kind:  # (python-rsa's `priv_key:
                # key.PrivateKey`, whose `blinded_decrypt` `decrypt` calls)
                found[param.name] = ""
                continue
            found[param.name] = kind
            if language == "php":  # its code writes the `$` the parameter's name drops
                found["$" + param.name] = kind
    return {name: kind for name, kind in found.items()
            if kind and name not in _SELF and not _TYPE_PARAMETER.fullmatch(kind)}


_PLAIN_NAME = lazy(r"[a-z]{3,}(?:_[a-z]{3,})?")
"""An untyped Python parameter's name that may be its class's, lower-cased (`huey`, `parser`)."""
_PY_CLASS_DEFAULT = lazy(r"(?!None\b|True\b|False\b)[A-Z]\w*[a-z]\w*")
"""A Python parameter's default that names a class (`klass=Interval`), not a constant."""


def _php_documented_types(doc: str) -> dict[str, str]:
    """Each parameter's one class a PHPDoc `@param` gives it, for a parameter declared without
    a type (symfony/dom-crawler's constraints: `@param Crawler $crawler` over `matches($crawler)`,
    whose `$crawler->filter(…)` linked nothing); `X|null` is an X, a namespace's path dropped."""
    found = {}
    for kind, name in _PHP_PARAM_TAG.findall(doc):
        kinds = [one for one in kind.split("|") if one.lower() not in ("null", "")]
        if len(kinds) == 1:
            found[name] = kinds[0].lstrip("?").rpartition("\\")[2]
    return found


_PHP_PARAM_TAG = lazy(r"@param\s+(\??[\\\w|]+)\s+(?:\.\.\.)?\$(\w+)")


def _php_annotated_locals(code: str) -> dict[str, str]:
    """Each local an inline PHPDoc `@var` gives one class (`/** @var RouteCollector
    $routeCollector */`, fast-route's, over a collector made from a class named in an option:
    its `$routeCollector->getData()` linked nothing), `X|null` an X."""
    found: dict[str, str] = {}
    for kind, name in _PHP_VAR_TAG.findall(code):
        kinds = [one for one in kind.split("|") if one.lower() not in ("null", "")]
        clean = kinds[0].lstrip("?").rpartition("\\")[2] if len(kinds) == 1 else ""
        found["$" + name] = clean if found.get("$" + name, clean) == clean else ""
    return {name: kind for name, kind in found.items() if kind.isidentifier()}


_PHP_VAR_TAG = lazy(r"@var\s+(\??[\\\w|]+)\s+\$(\w+)")
_GO_KEYWORDS = frozenset({"chan", "func", "map", "struct", "interface"})
_RUBY_FIELD_CALL = lazy(r"(?<![\w@])@([a-z_]\w*)[ \t]*&?\.[ \t]*([a-z_]\w*[?!]?)")


def _go_named_results(returns: str) -> tuple[Param, ...]:
    """A Go function's named results, which its body uses as locals (google/uuid's
    `func FromBytes(b []byte) (uuid UUID, err error)` calls `uuid.UnmarshalBinary(b)`: a call
    of `UUID.UnmarshalBinary` that was lost); `(x, y *Conn)` names two of one type; results
    without names (`(int, error)`) are none."""
    if not returns.startswith("(") or not returns.endswith(")"):
        return ()
    parts = [part.split(None, 1) for part in _top_level_commas(returns[1:-1])]
    if not parts or len(parts[-1]) != 2 or any(
            not part or not part[0].isidentifier() or part[0] in _GO_KEYWORDS for part in parts):
        return ()
    results: list[Param] = []
    waiting: list[str] = []  # `x, y *Conn`: names before their type
    for part in parts:
        waiting.append(part[0])
        if len(part) == 2:
            results += [Param(name, part[1].strip()) for name in waiting]
            waiting = []
    return tuple(results)


def _top_level_commas(text: str) -> list[str]:
    """`text` cut at its commas outside brackets (`f func(a, b int) error, err error`)."""
    parts, depth, start = [], 0, 0
    for position, char in enumerate(text):
        depth += char in "([{"
        depth -= char in ")]}"
        if char == "," and depth == 0:
            parts.append(text[start:position].strip())
            start = position + 1
    parts.append(text[start:].strip())
    return [part for part in parts if part]


def _field_types(language: str, units: list[tuple[Entity, tuple[Entity, ...], bool]],
                 constructors: frozenset[str] = frozenset()) -> dict[str, dict[str, str]]:
    """Each class of a file's `units` → its fields of one type: declared in the class's code
    (`_FIELDS`: a struct's, a class's body; Python's assignments of a class's value), or given
    in a method a new value (`$this->set = new ExtensionSet()`) or a parameter of one type
    (`$this->env = $env` in `__construct(Environment $env)`, `self.app = app` with `app:
    Flask`): Twig's untyped properties linked none of their 102 callers' calls. The methods
    are read too (`__init__` has a page of its own in a large class), and a JavaScript
    function of `constructors`, whose prototype's methods have pages (remarkable's
    `Remarkable`); a field given two types is left out."""
    pattern, assigned = _FIELDS.get(language), _ASSIGNED_FIELDS.get(language)
    if pattern is None and assigned is None:
        return {}
    declared: dict[str, dict[str, str]] = {}
    given: dict[str, dict[str, str]] = {}
    for entity, members, _overview in units:
        owner = entity.symbol if entity.kind == "class" or entity.symbol in constructors else (
            entity.parent)  # a constructor function's `this.renderer = new Renderer()`
        if not owner:
            continue
        code = _py_local_classes(entity.code) if language == "python" and (
            " or " in entity.code) else entity.code
        if pattern is not None and (entity.kind == "class" or language == "python"):
            _one_type(declared.setdefault(owner, {}), (  # Rust's `nfa::Builder` as `nfa.Builder`
                (match["name"], match["type"].replace("::", ".")) for match in pattern.finditer(
                    code)))
        if language == "rust" and entity.kind == "class" and (
                tupled := _RUST_TUPLE.match(entity.signature)):  # `struct Prefix(Style);`
            _one_type(declared.setdefault(owner, {}), (
                (f"_{number}", _TYPE_NOISE.sub("", _RUST_VISIBLE.sub("", kind.strip())))
                for number, kind in enumerate(_top_level_commas(tupled[1]))))
        if language == "python" and ": " in code:  # `self.coding_sm: Optional[
            _one_type(declared.setdefault(owner, {}), (  # CodingStateMachine] = None`
                (match["name"], match["type"]) for match in _PY_ANNOTATED_FIELD.finditer(code)))
        if language in _DOC_TYPED_FIELDS and entity.kind == "class":
            _one_type(declared.setdefault(owner, {}), (
                (match["name"], match["type"])
                for match in _DOC_TYPED_FIELDS[language].finditer(entity.code)))
        if language == "go" and entity.kind == "class" and " struct" in entity.signature:
            _one_type(declared.setdefault(owner, {}), (  # an embedded field: `*stack`
                (match["name"], match["type"]) for match in _GO_EMBEDDED.finditer(entity.code)))
        if assigned is not None:
            params = _param_types(language, (entity, *members))
            _one_type(given.setdefault(owner, {}), (
                (match["name"], found.get("type") or params.get(found.get("value") or "", ""))
                for match in assigned.finditer(entity.code)
                for found in (match.groupdict(),)))
    found: dict[str, dict[str, str]] = {}
    for owner in declared.keys() | given.keys():  # a declared type stands whatever is given
        fields = {**given.get(owner, {}), **declared.get(owner, {})}
        found[owner] = {name: kind for name, kind in fields.items()
                        if kind and not _TYPE_PARAMETER.fullmatch(kind)}
    return found


_PY_ANNOTATED_FIELD = lazy(
    r"\bself\.(?P<name>[A-Za-z_]\w*)[ \t]*:[ \t]*(?:Optional\[[ \t]*)?[\"']?"
    r"(?P<type>[A-Z]\w*)[\"']?(?:[ \t]*\])?(?:[ \t]*\|[ \t]*None)?[ \t]*(?==|$)", re.M)
"""A Python field declared with its type where a method gives it a value: chardet's
`self.coding_sm: Optional[CodingStateMachine] = None` in `MultiByteCharSetProber.__init__`,
given a machine by each subclass (its probers' eleven calls of the machine linked none)."""
_RUST_TUPLE = lazy(r"(?:pub(?:\([^)]*\))?\s+)?struct\s+\w+(?:<[^()]*?>)?\s*\((.*)\)")
"""A Rust tuple struct's fields, `struct Prefix(Style)`: `self.0` is a `Style` (as `_0`)."""
_RUST_TUPLE_FIELD = lazy(r"\bself\.(\d+)\b")
_RUST_VISIBLE = lazy(r"^pub(?:\([^)]*\))?\s+")
_GO_EMBEDDED = lazy(r"(?m)^[ \t]+\*?(?P<type>(?:[A-Za-z_]\w*\.)?(?P<name>[A-Za-z_]\w*))"
                    r"[ \t]*(?:`[^`\n]*`)?[ \t]*(?://.*)?$")
"""A Go struct's embedded field, named by its type (`*stack`, `sync.Mutex`): pkg/errors'
`f.stack.Format(s, verb)` called no `stack.Format`."""


def _one_type(fields: dict[str, str], typed: Iterable[tuple[str, str]]) -> None:
    """Each (name, type) into `fields`; a name given two types is kept with no type ("")."""
    for name, kind in typed:
        if kind and fields.setdefault(name, kind) != kind:
            fields[name] = ""


_GO_GLOBAL = lazy(r"(?m)^(?:var[ \t]+|\t)(?P<name>[A-Za-z_]\w*)[ \t]*(?:\*?(?P<type>"
                  r"(?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)[ \t]*(?://.*)?$|=[ \t]*(?:&?(?P<made>"
                  r"(?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)\{|(?P<package>[A-Za-z_]\w*\.)?"
                  r"New(?P<new>[A-Z]\w*)\())")
_GO_VAR_BLOCK = lazy(r"(?ms)^var[ \t]*\((.*?)^\)")


def _go_globals(text: str) -> dict[str, str]:
    """A Go file's package-level variables of one type: `var v *Viper`, `var x = &T{…}`, and
    `var CommandLine = NewFlagSet(…)` (a `NewT` makes a `T`, Go's convention), in a `var (…)`
    block too; viper's 63 functions that hand off to the default instance (`v.GetString(key)`)
    linked nothing. The file's pages read them as they read a parameter's type."""
    if "var" not in text:
        return {}
    found: dict[str, str] = {}
    blocks = "\n".join(block.group(1) for block in _GO_VAR_BLOCK.finditer(text))
    lines = [line for line in text.split("\n") if line.startswith("var ") and "(" not in line[:6]]
    for match in _GO_GLOBAL.finditer("\n".join(lines) + "\n" + blocks):
        kind = match["type"] or match["made"] or (
            (match["package"] or "") + match["new"] if match["new"] else "")
        if found.setdefault(match["name"], kind) != kind:
            found[match["name"]] = ""
    return {name: kind for name, kind in found.items()
            if kind and not _TYPE_PARAMETER.fullmatch(kind) and kind not in _GO_BUILTIN_TYPES}


_GO_SLICE_TYPE = lazy(r"(?m)^type[ \t]+([A-Za-z_]\w*)[ \t]+\[\][ \t]*\*?"
                      r"((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)[ \t]*(?://.*)?$")
_GO_SLICE = lazy(r"\[\][ \t]*\*?((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)")
_GO_RANGE = lazy(r"\bfor[ \t]+(?:[A-Za-z_]\w*|_)[ \t]*,[ \t]*([A-Za-z_]\w*)[ \t]*:=[ \t]*"
                 r"range[ \t]+((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)(?:\[[^\[\]\n:]*:[^\[\]\n]*\])?"
                 r"[ \t]*\{")
"""A Go loop over a slice, a receiver's field (`range v.Pre`) or a part of one (`v.Pre[1:]`)."""
_GO_INDEXED = lazy(r"\b((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)\[[^\[\]\n]*\]\.(?=[A-Za-z_])")
_ELEMENT = "__element_of_"
"""The name an indexed element (`v[i].`, `v.Pre[i].`) is read under: a local of the element's
type."""


def _element(collection: str) -> str:
    """The local an element of `collection` (`v`, `v.Pre`) is read under (`_ELEMENT`)."""
    return _ELEMENT + collection.replace(".", "_")


def _go_slice_types(text: str) -> dict[str, str]:
    """A Go file's named slice types → their element's type (`type Collection []*Version`)."""
    if "[]" not in text:
        return {}
    return {name: kind for name, kind in _GO_SLICE_TYPE.findall(text)
            if kind not in _GO_BUILTIN_TYPES}


def _go_slice_fields(units: list[tuple[Entity, tuple[Entity, ...], bool]]
                     ) -> dict[str, dict[str, str]]:
    """Each struct of a Go file → its fields that are slices → their element's type (blang/
    semver's `Version` holds `Pre []PRVersion`)."""
    found: dict[str, dict[str, str]] = {}
    for entity in _every_entity(units):
        if entity.kind == "class" and " struct" in entity.signature:
            fields = {name: kind for name, kind in _GO_SLICE_FIELD.findall(entity.code)
                      if kind not in _GO_BUILTIN_TYPES}
            if fields:
                found[entity.symbol] = fields
    return found


_GO_SLICE_FIELD = lazy(r"(?m)^[ \t]*([A-Za-z_]\w*)[ \t]+\[\][ \t]*\*?((?:[A-Za-z_]\w*\.)?"
                       r"[A-Za-z_]\w*)[ \t]*(?:`[^`\n]*`)?[ \t]*(?://.*)?$")


def _go_elements(entity: Entity, code: str, slices: dict[str, str],
                 fields: dict[str, str]) -> tuple[str, dict[str, str]]:
    """`code` with each element of a slice it indexes (`v[i].LessThan(…)`) named as a local,
    and the locals that are elements of a slice of one known type: those indexes, and the
    variables ranging over such a slice (`for _, c := range cs`, `cs` a `Constraints`, which is
    `[]*Constraint`): go-version's `Constraints.Check` and `Collection.Less` linked nothing.
    The receiver's `fields` that are slices are such slices too (blang/semver's `v.Pre[i].
    Compare(…)`, `for _, pre := range v.Pre[1:]`)."""
    collections: dict[str, str] = {}
    if entity.receiver and entity.parent in slices:
        collections[entity.receiver] = slices[entity.parent]
    if entity.receiver:
        collections.update({f"{entity.receiver}.{name}": kind for name, kind in fields.items()})
    for param in entity.params:
        kind = param.type.strip()
        element = slices.get(kind.lstrip("*")) or (
            found.group(1) if (found := _GO_SLICE.fullmatch(kind)) else "")
        if element and element not in _GO_BUILTIN_TYPES:
            collections[param.name] = element
    if not collections:
        return code, {}
    found_types = {variable: collections[over] for variable, over in _GO_RANGE.findall(code)
                   if over in collections}
    if "[" in code:
        code = _GO_INDEXED.sub(lambda m: _element(m.group(1)) + "." if m.group(1) in collections
                               else m.group(0), code)
        found_types.update({_element(name): kind for name, kind in collections.items()})
    return code, found_types


_GO_DECLARES = lazy(r"([A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*)[ \t]*:="
                    r"|\bvar[ \t]+([A-Za-z_]\w*)|\bfunc\b[^{\n]*\(([^)]*)\)")


_BARE_RAISE = lazy(r"(\braise[ \t]+[A-Z]\w*(?:\.[A-Z]\w*)*)(?=[ \t]*(?:$|#|\bfrom\b))", re.M)
"""A Python `raise` of an exception class by its name alone, which makes one: a call."""
_RUBY_RAISE = lazy(r"(\b(?:raise|fail)(?:[ \t]+|[ \t]*\([ \t]*)(?:::)?[A-Z]\w*(?:::[A-Z]\w*)*)"
                   r"(?=[ \t]*(?:,|\)|$|#|\b(?:if|unless)\b))", re.M)
"""A Ruby `raise` (or `fail`) of an exception class by its name, with or without a message
after a comma, in brackets or not, from the top level or not (ruby-jwt's `raise(JWT::
ExpiredSignature, 'Signature has expired')`, `raise ::JWT::DecodeError`): it makes one, as
`raise X.new(…)` does."""
_PY_GLOBAL = lazy(r"(?m)^(?P<name>[A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=[ \t]*"
                  r"(?P<type>[A-Z]\w*)\(")


def _python_globals(text: str) -> dict[str, str]:
    """A Python module's variables given one class's new instance at its top level
    (`default_scheduler = Scheduler()`): schedule's eight module functions that hand off to
    it (`default_scheduler.run_all(…)`) linked nothing."""
    if "(" not in text:
        return {}
    found: dict[str, str] = {}
    for match in _PY_GLOBAL.finditer(text):
        if found.setdefault(match["name"], match["type"]) != match["type"]:
            found[match["name"]] = ""
    return {name: kind for name, kind in found.items() if kind}


def _py_aliases(text: str, units: list[tuple[Entity, tuple[Entity, ...], bool]]
                ) -> dict[str, str]:
    """A Python module's other names for its own classes and functions, given at its top level
    (semantic_version's `Spec = LegacySpec`, whose `match` calls `Spec(spec).match(…)`, which
    linked nothing): each → the entity's name; a name given twice is left out."""
    if "=" not in text:
        return {}
    own = {one.name for one in _every_entity(units) if not one.parent}
    found: dict[str, str] = {}
    for alias, name in _PY_ALIAS.findall(text):
        if name in own and alias not in own and found.setdefault(alias, name) != name:
            found[alias] = ""
    return {alias: name for alias, name in found.items() if name}


_PY_ALIAS = lazy(r"(?m)^([A-Za-z_]\w*)[ \t]*=[ \t]*\(?[ \t]*(?:[A-Za-z_]\w*[ \t]+or[ \t]+)?"
                 r"([A-Za-z_]\w*)[ \t]*\)?[ \t]*(?:#.*)?$")
"""`Spec = LegacySpec`, and simplejson's `scanstring = c_scanstring or py_scanstring` (the C
speedup when it is built, else the module's own function)."""
_PY_NAME_USED = lazy(r"(?<![\w.])[A-Za-z_]\w*(?=[ \t]*[(.])")
"""A name called or reached into (`Spec(…)`, `Spec.parse`), not one defined (`def Spec`,
`class Spec` are followed by neither)."""


_PY_LOCAL_CLASS = lazy(r"(?m)^[ \t]+(?P<name>[a-z_]\w*)[ \t]*=[ \t]*(?P<given>[a-z_]\w*)[ \t]+or"
                      r"[ \t]+(?P<type>[A-Z]\w*[a-z]\w*)[ \t]*(?:#.*)?$")


def _py_local_classes(code: str) -> str:
    """`code` with the calls of a local that holds a class handed in or else a default one
    (`factory = controller_class or CacheController`, then `factory(cache, …)`) written as
    calls of that class: CacheControl's adapter made and called its controller so, and none
    of the controller's five methods said it was called by the adapter."""
    held: dict[str, str] = {}
    for match in _PY_LOCAL_CLASS.finditer(code):
        if held.setdefault(match["name"], match["type"]) != match["type"]:
            held[match["name"]] = ""
    held = {name: kind for name, kind in held.items() if kind}
    if not held:
        return code
    return _PY_HELD_CALL.sub(lambda call: held.get(call[1], call[1]) + "(", code)


_PY_HELD_CALL = lazy(r"(?<![\w.])([a-z_]\w*)[ \t]*\(")


def _py_unshadowed(globals_: dict[str, str], code: str) -> dict[str, str]:
    """The module variables `code` uses as they are: not given another value there, nor a
    parameter's name."""
    return {name: kind for name, kind in globals_.items()
            if name in code and not re.search(rf"\b{name}\b[ \t]*(?:[:=][^=]|[,)])", code)}


_GATHERING = lazy(r"(?m)^(?:(?:export\s+)?(?:const|let|var)\s+)?(?P<object>[A-Za-z_$][\w$]*)"
                  r"\s*=\s*\{(?P<entries>[\s\w$:,]*)\}")
_GATHERED_CALL = lazy(r"\b([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)(?=\s*(?:\.(?:call|apply)\s*)?\()")
"""A call through an object (`DotenvModule.parse(…)`), or through its `call` or `apply`
(numeral's `_.correctionFactor.call(null, …)`)."""


def _gathered_functions(text: str) -> dict[tuple[str, str], str]:
    """A JavaScript module's objects that gather its functions at its top level (`const
    DotenvModule = { configDotenv, parse, populate }`, `const api = { load: loadFile }`):
    (object, key) → the function's own name. dotenv's calls through `DotenvModule.parse(…)`
    linked none of its main functions."""
    if "{" not in text:
        return {}
    found: dict[tuple[str, str], str] = {}
    for match in _GATHERING.finditer(text):
        for entry in match["entries"].split(","):
            key, _, value = (part.strip() for part in entry.partition(":"))
            value = value or key
            if key.replace("$", "_").isidentifier() and value.replace("$", "_").isidentifier():
                found[(match["object"], key)] = value
    if "." in text:
        for match in _CHAINED_NAMES.finditer(text):  # accounting's `var unformat = lib.
            for member in _MEMBER_SET.finditer(match["members"]):  # unformat = lib.parse =
                found.setdefault((member[1], member[2]), match["local"])  # function(…)`,
                # called as `lib.unformat(…)` in `toFixed`: unlinked
    for match in _CHAINED_OBJECT.finditer(text):  # numeral's `numeral._ = _ = { … }`: its
        local, path = match["local"], match["path"]  # calls `_.multiplier(…)` reach the
        end = _after_close(text, match.end() - 1, len(text))  # members named `numeral._.…`
        keys = _OBJECT_KEY.findall(text, match.end(), end if end > 0 else len(text))
        indent = min((len(space) for space, _key in keys), default=0)
        for space, key in keys:
            if len(space) == indent:  # a member, not a line of a member's body
                found.setdefault((local, key), f"{path}.{key}")
    return found


_CHAINED_NAMES = lazy(r"(?m)^[ \t]*(?:const|let|var)[ \t]+(?P<local>[A-Za-z_$][\w$]*)\s*=\s*"
                      r"(?P<members>(?:[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*\s*=\s*)+)"
                      r"(?:function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)")
"""A function bound to a local and to members of objects at once (`var unformat = lib.unformat
= lib.parse = function (…)`): each member names the local's function."""
_MEMBER_SET = lazy(r"([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)\s*=")
_CHAINED_OBJECT = lazy(r"(?m)^[ \t]*(?P<path>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+)\s*=\s*"
                       r"(?P<local>[A-Za-z_$][\w$]*)\s*=\s*\{")
"""An object literal bound to a member path and to a local at once, the path first: the
extractor names its functions by the path."""
_OBJECT_KEY = lazy(r"(?m)^([ \t]*)([A-Za-z_$][\w$]*)\s*(?::\s*function\b|\()")
"""A function member of an object literal, at the start of its line (`key: function (…)`,
`key(…) {`)."""


def _unshadowed(globals_: dict[str, str], code: str) -> dict[str, str]:
    """The package-level variables `code` does not hide with a local or a parameter of the
    same name (`v := …`, `var v T`, `func f(v int)`)."""
    if not globals_:
        return globals_
    hidden: set[str] = set()
    for names, var, params in _GO_DECLARES.findall(code):
        hidden.update(re.findall(r"[A-Za-z_]\w*", names or var))
        hidden.update(part.split()[0] for part in params.split(",") if part.split())
    return {name: kind for name, kind in globals_.items() if name not in hidden}


_GO_BUILTINS = ("bool byte rune string error int int8 int16 int32 int64 uint uint8 uint16 uint32 "
                "uint64 uintptr float32 float64 complex64 complex128 any map struct interface func "
                "chan")
_GO_BUILTIN_TYPES = frozenset(_GO_BUILTINS.split())


_SHAPED = frozenset({"java"})
"""Languages whose methods overload by parameter types, and whose private and static methods
override nothing: a method's shape tells which base method it overrides."""
_TYPE_ARGUMENTS = lazy(r"<[^<>]*>")
_PY_SUBSCRIPTED_CALL = lazy(r"(?<![\w.])([A-Z]\w*)\[[^\[\]()\n]*"
                            r"(?:\[[^\[\]()\n]*\][^\[\]()\n]*)*\](?=\()")
"""A Python class subscripted with its type arguments and called (`Queue[int](…)`,
`State[dict[str, int]](…)`): a call of the class."""
_HIDDEN_METHOD = frozenset({"private", "static"})
HIDDEN = "-"
"""The shape of a method that overrides nothing and that nothing overrides: a Java one private
or static (`method_shape`), a PHP one private (symfony/var-dumper's `HtmlDumper::getSourceLink`
"overrode" `CliDumper`'s, both private)."""
_PRIVATE_HIDES = frozenset({"php"})


def parameter_types(shape: str) -> list[str]:
    """The parameter types a `method_shape` (or a method's name before one, `add(int,int)`)
    lists: `["int", "Object"]`, `[]` for `()`."""
    inside = shape.partition("(")[2][:-1]
    return inside.split(",") if inside else []


def method_shape(entity: Entity) -> str:
    """A Java method's parameter types, erased to their last names (`(int,Object)`, `()`),
    after a `-` when it is private or static (it overrides nothing, nothing overrides it); ""
    for what is no method."""
    if entity.kind != "method":
        return ""
    types = []
    for param in entity.params:
        text = param.type
        while "<" in text and (erased := _TYPE_ARGUMENTS.sub("", text)) != text:
            text = erased
        words = text.replace("...", "[]").replace("final ", "").split()
        types.append(words[-1].rsplit(".", 1)[-1] if words else "")
    hidden = HIDDEN if _HIDDEN_METHOD.intersection(entity.decorators) else ""
    return f"{hidden}({','.join(types)})"


def _with_locals(code: str, language: str, params: Mapping[str, str]) -> dict[str, str]:
    """`params` and the locals `code` declares with one type (`_DECLARED_LOCALS`), then those
    it gives a value of one type and declares with none (`_ASSIGNED_LOCALS`), then those it
    gives a function's value (`_CALLED_LOCALS`); a name declared with two types, or given
    values of two, is left out."""
    found: dict[str, str] = dict(params)
    if language == "python" and params:  # a parameter given a new object is of its class
        # (httpx's `headers: HeaderTypes | None`, then `headers = Headers(headers)`)
        remade: dict[str, str] = {}
        for name, kind in _typed_by(code, _ASSIGNED_LOCALS[language]):
            if name in params and remade.setdefault(name, kind) != kind:
                remade[name] = ""  # given objects of two classes: neither
        found.update((name, kind) for name, kind in remade.items() if kind)
    called = _CALLED_LOCALS.get(language)
    asserted = _go_asserted(code) if language == "go" and ".(" in code else ()
    for tier in (_typed_by(code, _DECLARED_LOCALS.get(language, ())),
                 itertools.chain(_typed_by(code, _ASSIGNED_LOCALS[language]), asserted),
                 _typed_by(code, (called,) if called else (), "()")):
        seen: dict[str, str] = {}
        for name, kind in tier:
            kind = kind.replace("::", ".")  # env_logger's `Builder::from_env(env)`
            if name not in found and seen.setdefault(name, kind) != kind:
                seen[name] = ""
        found.update(seen)
    return {name: kind for name, kind in found.items()
            if kind and name not in _SELF and not _TYPE_PARAMETER.fullmatch(kind)}


_SPREAD = lazy(r"\.{2,3}(?=[A-Za-z_$])")
"""A spread (`...x`) or a range (`..x`, `0..x`) before a name."""
_NARROWING = frozenset({"php", "javascript", "typescript", "java"})
"""Languages whose `if (x instanceof T) { … }` makes `x` a `T` in its block."""
_INSTANCEOF = lazy(r"\bif\s*\(\s*(\$?[A-Za-z_$][\w$]*)\s+instanceof\s+\\?([A-Z][\w$]*)\s*\)\s*\{")
_NARROWED = "__narrowed_"


def _narrowed(code: str) -> tuple[str, dict[str, str]]:
    """`code` with the name an `if (x instanceof T) {` tests read, in its block, as a local
    of type `T` of its own (symfony/process's `validateInput` tests `$input` against
    `Process`, `\\Iterator` and `\\Traversable` in turn, and `$input->getIterator(…)` linked
    nothing), and those locals' types."""
    blocks: list[tuple[int, int, str, str]] = []
    for match in _INSTANCEOF.finditer(code):
        if blocks and match.start() < blocks[-1][1]:
            continue  # inside a block already narrowed
        closed = _after_close(code, match.end() - 1, len(code))
        blocks.append((match.end(), closed - 1 if closed >= 0 else len(code), match[1],
                       match[2]))
    return _as_locals(code, blocks, lambda name: re.compile(
        rf"(?<![\w$.>]){re.escape(name)}(?=\s*(?:->|::|\.))"))


_ISINSTANCE = lazy(r"(?m)^([ \t]*)(?:el)?if[ \t]+isinstance\([ \t]*([A-Za-z_]\w*)[ \t]*,[ \t]*"
                   r"([A-Z]\w*)[ \t]*\)[ \t]*:[ \t]*\n")


def _py_narrowed(code: str) -> tuple[str, dict[str, str]]:
    """`code` with the name an `if isinstance(x, T):` tests read, in the block under it, as a
    local of type `T` of its own (`_narrowed`'s, for Python's indented blocks)."""
    blocks: list[tuple[int, int, str, str]] = []
    for match in _ISINSTANCE.finditer(code):
        if blocks and match.start() < blocks[-1][1]:
            continue
        end = match.end()
        for line in _LINES.finditer(code, match.end()):
            text = line[0]
            if text.strip() and len(text) - len(text.lstrip()) <= len(match[1]):
                break
            end = line.end()
        blocks.append((match.end(), end, match[2], match[3]))
    return _as_locals(code, blocks, lambda name: re.compile(
        rf"(?<![\w.]){re.escape(name)}(?=\s*\.)"))


def _as_locals(code: str, blocks: list[tuple[int, int, str, str]],
               used: Callable[[str], re.Pattern[str]]) -> tuple[str, dict[str, str]]:
    """`code` with each use (`used`) of the name of each block (start, end, name, type) inside
    it renamed to a local of its own (`_NARROWED` and a number), and those locals' types."""
    if not blocks:
        return code, {}
    pieces, types, at = [], {}, 0
    for number, (start, end, name, kind) in enumerate(blocks):
        alias = ("$" if name.startswith("$") else "") + f"{_NARROWED}{number}"
        pieces += [code[at:start], used(name).sub(alias, code[start:end])]
        types[alias] = kind
        at = end
    pieces.append(code[at:])
    return "".join(pieces), types


_LINES = lazy(r"[^\n]*\n|[^\n]+$")


def _field_locals(code: str, language: str, fields: Mapping[str, str], receiver: str
                  ) -> dict[str, str]:
    """Each local `code` gives a field of the object (`_FIELD_LOCALS`) → the field's type in
    `fields`; a local given two fields of two types is left out."""
    found: dict[str, str] = {}
    for match in _FIELD_LOCALS[language].finditer(code):
        owner = match.groupdict().get("self")
        kind = fields.get(match["field"], "") if owner in (None, receiver) else ""
        if found.setdefault(match["name"], kind) != kind:
            found[match["name"]] = ""
    return {name: kind for name, kind in found.items() if kind}


def _typed_by(code: str, patterns: Iterable[re.Pattern[str]], suffix: str = ""
              ) -> Iterator[tuple[str, str]]:
    """(local, type) of each match of `patterns` in `code`, the type with `suffix` after it
    (`()`: a call's, `New()`)."""
    for pattern in patterns:
        for match in pattern.finditer(code):
            name, kind = match.group("name", "type")
            yield name, kind + suffix


def _go_asserted(code: str) -> Iterator[tuple[str, str]]:
    """(local, type) of each Go type assertion a local is given (chi's `rctx :=
    mx.pool.Get().(*Context)`, whose `rctx.Reset()` linked nothing)."""
    for match in _GO_ASSERTED.finditer(code):
        bound = _GO_BOUND.match(code, code.rfind("\n", 0, match.start()) + 1, match.start())
        if bound is not None:
            yield bound[1], match[1]


_GO_ASSERTED = lazy(r"\.\(\*?((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)\)[ \t]*(?=[\n;]|\Z)")
_GO_BOUND = lazy(r"[ \t]*(?:var[ \t]+)?([A-Za-z_]\w*)(?:[ \t]*,[ \t]*[A-Za-z_]\w*)?[ \t]*:?=")


_NESTED_HEAD = lazy(r"(?:\bfunction\b[\w$*\s]*|(?<![\w$.])(?!(?:if|for|while|switch|catch|with|"
                    r"function|return)\b)[A-Za-z_$][\w$]*[ \t]*)\([^()]*\)[ \t]*\{")
"""The head of a function written inside another, up to its `{`: `function (x) {`, or a method
of an object literal, `test(value) {`; not an arrow's, whose `this` is its outer function's."""


def _nested_this_masked(code: str) -> str:
    """A JavaScript function's `code` with the `this` of the functions written inside it (but
    their arrows) made another name: yup's `min` hands `{ test(value) { … this.resolve(min)
    } }` on, whose `this` is the test's context, and 7 pages linked `Schema.resolve`."""
    own, depth = -1, 0  # its own body's `{`: the first outside brackets (not a default's,
    for at, char in enumerate(code):  # `function f(a = {}) {`)
        depth += (char in "([") - (char in ")]")
        if char == "{" and depth == 0:
            own = at
            break
    if own < 0:
        return code  # written inside a call (express' `defineGetter(req, 'hostname',
        # function hostname() {…})`, whose `this` is the `req` it defines): its own head unknown
    spans: list[tuple[int, int]] = []
    for head in _NESTED_HEAD.finditer(code):
        opening = head.end() - 1
        if opening <= own or (spans and opening < spans[-1][1]):
            continue  # its own head, or one inside a function already masked
        depth, at = 0, opening
        while at < len(code):
            depth += {"{": 1, "}": -1}.get(code[at], 0)
            if depth == 0:
                break
            at += 1
        spans.append((opening, at))
    if not spans:
        return code
    kept, done = [], 0
    for start, end in spans:
        kept += [code[done:start], _THIS_WORD.sub("thiz", code[start:end])]
        done = end
    return "".join(kept) + code[done:]


_THIS_WORD = lazy(r"(?<![\w$.])this\b")
_INDIRECT_CALL = lazy(r"(?<![\w$.])\(0,[ \t]*([\w$]+(?:\.[\w$]+)+)\)[ \t]*\(")
"""A call through a comma expression, `(0, module_1.name)(…)`: a call of `module_1.name`."""


def _direct_call(found: re.Match[str]) -> str:
    """`found` (`_INDIRECT_CALL`) as the plain call it makes, as long as it was: `name(` and
    blanks where the comma expression's other marks stood."""
    return (" " * (found.start(1) - found.start()) + found[1] + "("
            + " " * (found.end() - found.end(1) - 1))


def _chains(code: str, family: str, receiver: str, declared: set[str],
            selves: set[str] | frozenset[str] = frozenset(_SELF),
            typed: bool = False, keywords: frozenset[str] = _KEYWORDS["c"],
            base: str = "", params: Mapping[str, str] | None = None,
            language: str = "", fields: Mapping[str, str] | None = None,
            own: str = "", owner: str = "", values: frozenset[str] = frozenset(),
            held_fields: Mapping[str, Mapping[str, str]] | None = None,
            properties: frozenset[str] = frozenset()) -> Iterator[str]:
    """The dotted names `code` calls or constructs (`Name{` too, in Go), comments, strings
    and declarations blanked out first; a first part of `selves` (or the receiver) becomes
    `self`, `base` (`super`, PHP's `parent`) `super`, a parameter of `params` (or a local the
    code gives one type, `_with_locals`) its type, and a field of `fields` after `self.` (or
    alone, where `self` is implicit) its type. `typed` (C, C++): a name after a type is
    declared, not called (`_declared_at`). A Java call carries its argument count (`add#3`);
    `own`, a Java method's name and shape, lets a call of its name with another count be one
    of its overloads, not itself; `owner`, the class of the page's code, is what a Rust struct
    literal of its name makes (`Self`); `values`, the parameters of the members a class page
    holds, are handed on as values; `held_fields`, the fields of each class of the file, type
    a field reached through a parameter or a local of that class; `properties`, the page's
    class's Python properties, are run where `self.name` reads one."""
    if family == "python" and ("f'" in code or 'f"' in code or "F'" in code or 'F"' in code):
        blanked = _BLANKS[family].sub(_formatted_fields, code)
    elif family == "js" and "${" in code:
        blanked = _BLANKS[family].sub(_substitutions, code)
    elif family == "ruby" and "#{" in code:
        blanked = _BLANKS[family].sub(_interpolations, code)
    else:
        blanked = _BLANKS[family].sub(" ", code)
    if ".." in blanked:  # a spread or a range before a name: `...this.getMutationDefaults(…)`
        blanked = _SPREAD.sub(lambda dots: " " * len(dots[0]), blanked)  # (query-core), Rust's
        # `..Default::default()`, Ruby's `1..list.size`: its dots are no member's
    if family == "js" and "(0," in blanked:  # TypeScript's CommonJS calls an import as
        blanked = _INDIRECT_CALL.sub(_direct_call, blanked)  # `(0, async_1.isPromise)(x)`:
        # inversify's 83 calls between its modules were none of them linked
    if family == "ruby":
        yield from (word for word in _ruby_calls(blanked) if word not in declared)
        if "@" in blanked and fields:  # `@parser.die arg`, `@parser.educate`: a call of a
            yield from (f"{fields[name]}.{method}" for name, method in  # field's class, with
                        _RUBY_FIELD_CALL.findall(blanked) if name in fields)  # or without
            # brackets (optimist's `die` and `educate` called their `Parser`'s none)
    if family == "python" and "@" in blanked:
        blanked = _BARE_DECORATOR.sub(r"\1\2()", blanked)
    if family == "python" and "super(" in blanked:  # `super().m(…)`: the chain `super.m`
        blanked = _PYTHON_SUPER.sub("super.", blanked)
    if language == "java" and "->" in blanked:  # a lambda's or a switch arm's arrow, not
        blanked = blanked.replace("->", " ; ")  # C's `p->f`: `s -> matcher(s)` calls matcher
    if language == "php" and "." in blanked:  # PHP's `.` joins strings, it reaches no
        blanked = blanked.replace(".", " ")  # member: symfony's `'['.self::export($class)` called
        # no `export`, and `$c.$this->bar()` read as one chain
    if language == "php" and "\\" in blanked:  # a name relative to the file's namespace,
        blanked = _PHP_RELATIVE.sub(_php_relative, blanked)  # `new Node\ConstantNode(…)`
    if language == "rust" and "::<" in blanked:  # `parse::<DateTime<Utc>>()` calls parse:
        blanked = _TURBOFISH.sub("::", blanked)  # its type argument is no call
    if family == "go" and ("new(" in blanked or "(*" in blanked):  # `new(T)`, `(*T)(p)`
        blanked = _GO_MADE.sub(r"\1\2(", blanked)
    if language in _ASSIGNED_LOCALS:
        params = _with_locals(blanked, language, params or {})
    if fields and language in _FIELD_LOCALS:  # what else says a local's type comes first
        params = {**_field_locals(blanked, language, fields, receiver), **(params or {})}
    if language in _NARROWING and "instanceof" in blanked:  # `if ($input instanceof
        blanked, narrowed = _narrowed(blanked)  # Process) { $input->getIterator(…) }`
        params = {**(params or {}), **narrowed}
    elif language == "python" and "isinstance" in blanked:  # `if isinstance(v, Response):`
        blanked, narrowed = _py_narrowed(blanked)
        params = {**(params or {}), **narrowed}
    typed_names: Mapping[str, str] = params or {}  # the names of one type
    if fields and language in _IMPLICIT_SELF:  # a field too (Java's `matcher.find()`), unless
        typed_names = {**fields, **typed_names}  # a parameter or a local of its name hides it
    handing = _py_parameters_blanked(blanked) if family == "python" and "def" in blanked else ""
    blanked = _DECLARED.sub(" ", blanked)
    if "new" in blanked and family in ("js", "c"):  # `new ListCache;` constructs, as `…()`
        yield from (name for name in _NEW_BARE.findall(blanked) if name not in declared)
    if "new" in blanked and (family == "js" or language in ("java", "php", "ruby")):
        yield from _called_on_new(blanked, language)
    if language == "php":
        yield from _php_own_calls(code, blanked)
    if language == "rust" and "{" in blanked:  # its own type made as `Self { … }` is, or
        # written by its name (`Chain { n }` in `Chain::new`), no call
        made_here = {*selves, owner.rpartition(".")[2]}
        yield from (chain for chain in _rust_literals(blanked)
                    if chain.split(".")[0] not in made_here)
    if family == "python" and "](" in blanked:  # a generic class made with its type
        blanked = _PY_SUBSCRIPTED_CALL.sub(r"\1", blanked)  # arguments: anyio's
        # `MemoryObjectStreamState[T_Item](max_buffer_size)`
    if family == "ruby" and "::" in blanked:  # a top-level constant, `::ConnectionPool.new(…)`
        blanked = _RUBY_TOP_LEVEL.sub(RUBY_ROOT + ".", blanked)  # (connection_pool's `Wrapper`)
    if family == "ruby" and "self." in blanked:  # `self.body = text` calls `body=` (the
        blanked = _RUBY_SELF_SETTER.sub(r"\1" + _RUBY_SET + "() ", blanked)  # mail gem's
        # `Message#body=` had no caller)
    if family == "ruby" and "." in blanked:  # `Excon.stubs.each do …`, `self.defaults[:k]`:
        blanked = _RUBY_MEMBER.sub(r"\1()", blanked)  # a method, called without parentheses
    if family == "ruby" and ("!(" in blanked or "?(" in blanked):  # `Dotenv.load!(…)`
        blanked = _RUBY_SUFFIXED.sub(_ruby_suffix_marked, blanked)
    if properties and "self." in blanked:  # yarl's `is_absolute` reads `self.raw_host`,
        yield from {f"self.{name}" for name in _SELF_READ.findall(blanked)  # a property
                    if name in properties}
    if language == "rust" and "self." in blanked:  # a tuple struct's field, `self.0.write_
        blanked = _RUST_TUPLE_FIELD.sub(r"self._\1", blanked)  # prefix(f)`, as a name
    bound: dict[str, int] | None = None  # read at the first bare call
    results = _result_calls(blanked) if language in _MADE_LANGUAGES and (
        "." in blanked or "->" in blanked) else {}
    for match in _CHAIN.finditer(blanked):
        chain, bracket = match.groups()
        if bracket == "{" and (family != "go" or match.group(0)[-2:-1].isspace()
                               or blanked[match.start() - 1 : match.start()] in ("]", "*")):
            continue  # `if x {`; only Go's `Type{…}` (no space) constructs a value, and
            # `map[string]handler{…}`, `[]*T{…}` make a map or a slice, no `handler`
        if family in _LINE_APART and _LINE_END.match(match.group(0), match.end(1) - match.start()):
            continue  # the name ends a line, its bracket opens the next
        if language == "php" and _php_global(blanked, match.start()):
            continue  # `new \LogicException(`: PHP's own class, not the project's of its name
        # a single name, most of them: nothing to split
        parts = [chain] if chain.isidentifier() else _SEPARATOR.split(chain)
        if parts[0] in selves or (receiver and parts[0] == receiver):
            mine = _on_own_object(parts, fields)
            if mine is None:
                continue
            parts = mine
        elif base and parts[0] == base and len(parts) == 2:
            parts[0] = "super"
        elif len(parts) > 1 and parts[0] in typed_names and (
                not chain[len(parts[0]):].lstrip().startswith("::")):  # `limit::new`: a path
            kind = typed_names[parts[0]]
            if kind.endswith("()") and kind.partition(".")[0] in (*selves, receiver):
                kind = "self." + kind.partition(".")[2]  # `child := n.mutableChild(i)`
            held = held_fields.get(kind) if held_fields and len(parts) > 2 else None
            parts = [held[parts[1]], *parts[2:]] if held and parts[1] in held else [
                kind, *parts[1:]]  # `n.items.truncate(0)`, `items` a field of `n`'s type
        elif _a_keyword(parts, keywords, language, blanked, match.start()) or (
                len(parts) == 1 and parts[0] in declared and not (
                own and bracket == "(" and parts[0] == own.partition("(")[0]
                and _argument_count(blanked, match.end()) != len(parameter_types(own)))):
            continue  # not a Java method's call of its own name with other arguments
        elif len(parts) == 1 and family == "python" and bracket == "(" and _PY_CLASS_NAME.match(
                typed_names.get(parts[0], "")):  # an instance called: its `__call__`
            parts = [typed_names[parts[0]], "__call__"]  # (tldextract's CLI, `ext =
            # tld_extract(i)` on a `TLDExtract`, linked nothing)
        elif len(parts) == 1 and language in _BOUND_LANGUAGES and _holds_local(
                bound := _bound_locals(blanked) if bound is None else bound, parts[0],
                match.start()):
            continue  # a local holding a function
        if typed and _declared_at(blanked, match.start()):
            continue
        count = _argument_count(blanked, match.end()) if (
            language in _SHAPED and bracket == "(") else -1  # `add(e, data, size)`: which overload
        called = ".".join(parts[:4]) + (f"#{count}" if count >= 0 else "")
        step = results.get(match.end() - 1) if results and bracket == "(" else None
        made = called
        for _ in range(_CHAINED_CALLS):  # `n.mutableChild(i).split(…)`: `split` of what
            if step is None:  # `mutableChild` returns (`_made_types`), and so on
                break
            made = f"{made}().{step[0]}"
            yield made
            step = results.get(step[1])
        yield called if family != "ruby" or "__rk" not in called else (
            called.replace(_RUBY_BANG, "!").replace(_RUBY_ASK, "?").replace(_RUBY_SET, "="))
    if language in _PASSED_LANGUAGES:  # (a Python function named as a default is handed
        # to no call: `handing`, its `def`s' parameters blanked, positions kept)
        yield from _passed(_DECLARED.sub(" ", handing) if handing else blanked, family,
                           receiver, declared | values, selves, keywords, typed_names, fields,
                           bound)


_PY_CLASS_NAME = lazy(r"[A-Z]\w*\Z")
"""A local's or a parameter's type that is a class's name (not a call's result, `f()`)."""
_BOUND_LANGUAGES = frozenset({"python", "javascript", "typescript", "go", "rust"})
"""Languages whose code calls a local by its bare name (`_bound_locals`)."""


PASSED = "&"
"""The mark of a chain a function hands on by name rather than calls (`_passed`): it links
only a function, or a method named through its object, never a class or a value."""
_PASSED_LANGUAGES = frozenset({"python", "javascript", "typescript", "go", "rust", "c"})
"""Languages that hand a function on by its bare name (`sorted(items, key=_key)`,
`accepts.filter(isQuality)`, `sort.Slice(s, less)`, `qsort(…, compare)`); Java, C++, Ruby and
PHP name a method to hand on otherwise (`this::m`, `&C::m`, `method(:m)`, `[$this, 'm']`)."""
_PASSED = lazy(r"(?<=[(,])\s*(?:[A-Za-z_]\w*[ \t]*=(?![=>])[ \t]*)?"
               r"(" + _NAME + r"(?:\s*(?:\.|::)\s*" + _NAME + r")*)"
               r"\s*(?=,|\)(?![ \t]*[\w$({*&!~-]))")
"""A name that is a whole argument of a call, or a keyword argument's value (`key=_key`); not
one in brackets before a name or a block on their line, a cast's type (`(uint8_t)c`) or a
condition (`if (ready) {`)."""
_ARROW_PARAMETERS = lazy(r"\([^()]*\)(?=\s*=>)")
_DECLARED_BOUND = lazy(r"\b(?:let|const|var)\s+(?:mut\s+)?(" + _NAME + r")|\bfor\s+(" + _NAME
                       + r")\s+in\b")
"""A local the code declares (`let x`, `const x`, `for x in`; not Rust's `impl Trait for
Type`)."""
_ASSIGNED_NAME = lazy(r"(?<![\w$.])([A-Za-z_$][\w$]*)[ \t]*(?::=|=(?![=>~]))")
"""A name assigned (`x = …`, Go's `x := …`; no comparison or arrow; not an attribute, `self.x
= …`; a type annotated, `lines: Lines = …`, is told by the `:` before it)."""
_MORE_BOUND = lazy(r"for(?<![\w$]for)[ \t]*\(?[ \t]*(?:const|let|var)?[ \t]*\[?"
                   r"([\w$]+(?:[ \t]*,[ \t]*[\w$]+)+)")
_AS_BOUND = lazy(r"as(?<![\w$]as)[ \t]+([\w$]+)(?=[^\n]*:[ \t]*(?:#[^\n]*)?$)", re.M)
_LISTED_BOUND = lazy(r"(?m)^[ \t]*([\w$]+(?:[ \t]*,[ \t]*[\w$]+)+)[ \t]*:?=(?![=>])")
"""Locals bound together (`for k, v in`, `a, b = …`, `k, v := range`) or by `as` on a line
that opens a block (`with open(p) as f:`, `except E as e:`; an import's `as` names what it
imports). Each pattern starts with its literal, which the engine looks for first."""


def _bound_locals(code: str) -> dict[str, int]:
    """The names `code` (blanked) binds as locals (`_DECLARED_BOUND`, `_MORE_BOUND`,
    `_AS_BOUND`, `_LISTED_BOUND`, `_ASSIGNED_NAME`), each with where it holds from, the end of
    the line of its first binding: a bare call of one after that calls what it holds, no
    function of its name (voluptuous's `for validate in _compiled: validate(path, data)` was
    linked to the module's `validate`); chrono's `let is_leap_year = is_leap_year(year);`
    still calls the function."""
    bound: dict[str, int] = {}

    def add(name: str, at: int) -> None:
        end = code.find("\n", at)
        holds = len(code) if end < 0 else end
        if name and bound.get(name, len(code) + 1) > holds:
            bound[name] = holds

    for pattern in (_DECLARED_BOUND, _MORE_BOUND, _LISTED_BOUND, _AS_BOUND):
        for match in pattern.finditer(code):
            for group in match.groups():
                for name in _BINDING_SEPARATOR.split(group) if group else ():
                    add(name, match.end())
    for match in _ASSIGNED_NAME.finditer(code):
        if not code[max(0, match.start() - 2) : match.start()].rstrip().endswith(":"):
            add(match.group(1), match.end())
    return bound


def _holds_local(bound: dict[str, int], name: str, at: int) -> bool:
    """Is `name`, at position `at` of the code, a local `_bound_locals` found?"""
    return name in bound and at >= bound[name]


_BINDING_SEPARATOR = lazy(r"\s*,\s*")


def _passed(code: str, family: str, receiver: str, declared: set[str],
            selves: set[str] | frozenset[str], keywords: frozenset[str],
            typed: Mapping[str, str], fields: Mapping[str, str] | None,
            bound: dict[str, int] | None = None) -> Iterator[str]:
    """The functions `code` (blanked) hands to a call by name, marked `PASSED`: negotiator's
    `accepts.filter(isQuality).sort(compareSpecs)` called both, which had no "Called by" and
    read as dead code. A parameter, a local (`bound`, `_bound_locals` of `code`, read here
    when not given and a name needs it) and an arrow function's parameter are values."""
    if family == "js" and "=>" in code:  # its parameters blanked, the positions kept
        code = _ARROW_PARAMETERS.sub(lambda found: f"({' ' * (len(found[0]) - 2)})", code)
    for match in _PASSED.finditer(code):
        if family == "c" and "." in match[1]:
            continue  # Rust's and C's `self.config.force_avx` reads a field, though `Config`
            # has a method of its name (aho-corasick): a method is handed on by its path
        parts = _SEPARATOR.split(match[1])
        if parts[0] in selves or (receiver and parts[0] == receiver):
            mine = _on_own_object(parts, fields)
            if mine is None:
                continue
            parts = mine
        elif len(parts) > 1 and parts[0] in typed:
            parts[0] = typed[parts[0]]
        elif parts[0] in keywords or parts[0] in declared or _holds_local(
                bound := _bound_locals(code) if bound is None else bound, parts[0],
                match.start()):
            continue
        opened = _opened_before(code, match.start())
        argument = _opens_call(code, opened)
        if code[match.start() - 1] == "," and not argument:
            continue  # an object's or an array's item (`{ …, mergeRouters, }`), no argument
        if argument and _unregisters(code, opened):
            continue  # `window.removeEventListener('beforeunload', listener)` takes the
            # listener away; it calls nothing (@tanstack/history's `stopBlocking`)
        yield PASSED + ".".join(parts[:4])


def _py_parameters_blanked(code: str) -> str:
    """`code` with the parameter lists of its `def`s blanked, positions kept: a function
    named as a default (multipledispatch's `def restart_ordering(on_ambiguity=
    ambiguity_warn)`, which never calls it) is handed to no call. A list left open (an
    outline's cut signature) is kept."""
    out, done = [], 0
    for header in _PY_DEF_OPEN.finditer(code):
        if header.end() <= done:
            continue
        after = _after_close(code, header.end() - 1, len(code))
        if after < 0:
            break
        out += [code[done:header.end()], " " * (after - 1 - header.end())]
        done = after - 1
    return "".join(out) + code[done:] if out else code


_PY_DEF_OPEN = lazy(r"\bdef\s+\w+\s*\(")


def _unregisters(code: str, opened: int) -> bool:
    """Is the call whose arguments open at `opened` one that takes a handler away
    (`removeEventListener`, `off`, `unsubscribe`, `signal.disconnect`), its name's first word
    one of `_UNREGISTERING`?"""
    name = _CALLEE_BEFORE.search(code, max(0, opened - 80), opened)
    return name is not None and name[1].lower() in _UNREGISTERING


_CALLEE_BEFORE = lazy(r"(?<![\w$])_*([A-Z]?[a-z]+)(?:[A-Z_$\d][\w$]*)?\s*\Z")
_UNREGISTERING = frozenset({"remove", "off", "unsubscribe", "unregister", "unbind", "unwatch",
                            "unlisten", "detach", "disconnect", "unhook"})


def _opened_before(code: str, at: int) -> int:
    """Where the innermost bracket left open before `at` opens (a call's, an object's, an
    array's: what a list item at `at` is in; a `(` whose `)` is at `at`), read back no further
    than `_ARGUMENTS_READ`; -1 when there is none."""
    depth = 0
    for index in range(at - 1, max(-1, at - _ARGUMENTS_READ), -1):
        char = code[index]
        if char in ")]}":
            depth += 1
        elif char in "([{":
            if not depth:
                return index
            depth -= 1
    return -1


def _opens_call(code: str, at: int) -> bool:
    """Is there a call's (or any) `(` at `at` (-1: nowhere)?"""
    return at >= 0 and code[at] == "("


def _counted(chain: str) -> tuple[str, int]:
    """A chain as `_chains` yields it, apart from the count of its call's arguments that
    may end it (`Stack.push#2`), -1 when none does. A JavaScript private member is named with a
    `#` too (`self.#execute`)."""
    named, mark, count = chain.rpartition("#")
    return (named, int(count)) if mark and count.isdigit() else (chain, -1)


def _on_own_object(parts: list[str], fields: Mapping[str, str] | None) -> list[str] | None:
    """The parts of a chain that starts with the page's own object (`self`, `this`, a Go
    receiver), that part read as `self`, or the type of a field it names (`self.core.entry`,
    `core` a field of type `IndexMapCore`: `IndexMapCore.entry`); None for the object alone,
    which names no entity. What `_chains` calls and what `_passed` hands on read it alike."""
    if len(parts) == 1:
        return None
    if fields and len(parts) > 2 and parts[1] in fields:
        return [fields[parts[1]], *parts[2:]]
    return ["self", *parts[1:]]


_CHAINED_CALLS = 8
"""The most calls of a chain, each on what the one before returns, read as such."""
_RESULT_CALL = lazy(r"\)\s*\??\s*(?:\.|->)\s*([A-Za-z_$][\w$]*)\s*\(")


def _result_calls(code: str) -> dict[int, tuple[str, int]]:
    """Where each call opens its arguments' bracket → the method called on what it returns
    (`n.mutableChild(i).split(…)`, `GlobBuilder::new(glob).build()`, Rust's `f(x)?.g()`,
    PHP's `$compiler->compile($left)->raw(' + ')`), and where that method's call opens its
    own (log's `Record::builder().args(args).level(level)…`: a chain of them)."""
    found = {}
    for call in _RESULT_CALL.finditer(code):
        opening = _opened_before(code, call.start())
        if _opens_call(code, opening):
            found[opening] = (call[1], call.end() - 1)
    return found


def _called_on_new(code: str, language: str) -> Iterator[str]:
    """`Type.method` of each method called on an object as it is made, `new Type(…).method(…)`
    (htmlparser2's `parseDocument`: `new Parser(handler, options).end(data)`, whose call of
    `Parser.end` was no link), PHP's `(new Type(…))->method(…)` (symfony/dotenv's
    `DebugCommand` parses with `(new Dotenv())->parse(…)`), Ruby's `Type.new(…).method`
    (chronic's `Parser.new(options).parse(text)`, the library's whole work)."""
    ruby = language == "ruby"
    for made in (_RUBY_NEW if ruby else _NEW_CALL).finditer(code):
        end = made.end() if ruby else made.end() - 1  # at its bracket, which Ruby may leave out
        if code.startswith("(", end):
            end = _after_close(code, end, end + _ARGUMENTS_READ)
        after = _RUBY_METHOD_AFTER if ruby else _METHOD_AFTER if language != "php" else (
            _PHP_WRAPPED_AFTER if _php_wrapped(code, made.start()) else _PHP_METHOD_AFTER)
        method = after.match(code, end) if end >= 0 else None
        if method is not None:
            yield f"{_SEPARATOR.sub('.', made.group(1))}.{method.group(1)}"


_RUBY_NEW = lazy(r"(?<![\w.:])((?:[A-Z]\w*::)*[A-Z]\w*)\.new\b")
_RUBY_BARE_NEW = lazy(r"(?<![\w.:@$])new[ \t]*\(")
_RUBY_METHOD_AFTER = lazy(r"\.([a-z_]\w*[?!]?)(?![\w=])")


def _rust_literals(code: str) -> Iterator[str]:
    """The types a Rust struct literal makes (`Parser { src: s, current: (0, 0) }`), and the
    method called on one as it is made (`Parser { … }.parse()`): humantime's `parse_duration`
    linked neither. A literal stands where a value does and is followed by what ends one; a
    pattern (`Foo { a } =>`, `let Foo { a } =`) and a body's brace (`-> Foo {`) are not."""
    for made in _RUST_LITERAL.finditer(code):
        end = _after_close(code, made.end() - 1, made.end() + _ARGUMENTS_READ)
        if end < 0 or not _RUST_VALUE_END.match(code, end) or _REST_PATTERN.search(
                code, made.end(), end):  # `Some(Status { status: …, .. }) => break` (unicode-
            continue  # bidi's `compute`): a pattern, its other fields left out
        name = _SEPARATOR.sub(".", made.group(1))
        yield name
        method = _METHOD_AFTER.match(code, end)
        if method is not None:
            yield f"{name}.{method.group(1)}"


_RUST_LITERAL = lazy(r"(?:(?<=[(,\[{])|(?<=[^=!<>:]=)|(?<==>)|(?<=[^:]:)|(?<=\breturn))"
                     r"\s*((?:[A-Za-z_]\w*::)*[A-Z]\w*)\s*\{")
_RUST_VALUE_END = lazy(r"\s*(?:[;,.)\]}?]|\Z)")
_REST_PATTERN = lazy(r"\.\.\s*\}\Z")
"""A struct pattern's `..` that ends it: a literal's `..base` names what fills the rest."""


def _after_close(text: str, opening: int, limit: int) -> int:
    """Where the text goes on past the bracket that closes the `(` or `{` at `opening`,
    read no further than `limit`; -1 when it is not closed by then."""
    pair = text[opening]
    close = ")" if pair == "(" else "}"
    depth = 0
    for at in range(opening, min(len(text), limit)):
        depth += (text[at] == pair) - (text[at] == close)
        if depth == 0:
            return at + 1
    return -1


_NEW_CALL = lazy(r"\bnew\s+([A-Z][\w$]*)\s*\(")
_METHOD_AFTER = lazy(r"\s*\.\s*([A-Za-z_$][\w$]*)\s*\(")
_PHP_METHOD_AFTER = lazy(r"\s*->\s*([A-Za-z_]\w*)\s*\(")
_PHP_WRAPPED_AFTER = lazy(r"\s*\)\s*->\s*([A-Za-z_]\w*)\s*\(")
_PHP_OPENED = lazy(r"([\w$]*)\s*([^\s]?)\s*\(\s*\Z")
_PHP_BEFORE_VALUE = frozenset({"", "return", "echo", "print", "yield", "throw", "and", "or",
                               "xor", "clone", "else", "fn"})


def _php_wrapped(code: str, at: int) -> bool:
    """Does a bracket only wrap what `new` makes at `at` (`return (new Dotenv())->…`), rather
    than open a call's arguments (`wrap(new Bar())->…`)?"""
    opened = _PHP_OPENED.search(code, max(0, at - 40), at)
    if opened is None:
        return False
    word, mark = opened.group(1), opened.group(2)
    if mark and not (mark.isalnum() or mark in "_$"):
        return mark not in ")]"  # `= (new …`, `[(new …`; not `f()(new …`
    return word.lower() in _PHP_BEFORE_VALUE
_ARGUMENTS_READ = 2000
"""How far the arguments of a constructor's call are read for their closing bracket."""


def _php_global(code: str, start: int) -> bool:
    """Is the name at `start` of PHP's global namespace, a backslash before it and no name
    before that (`\\LogicException`, `\\sprintf`), where a project's own classes and functions
    seldom are?"""
    if start < 1 or code[start - 1] != "\\":
        return False
    return start < 2 or not (code[start - 2].isalnum() or code[start - 2] == "_")


_PHP_OWN_NEW = lazy(r"\bnew\s+(?:static|self)\s*\(")
_PHP_OWN_CALLABLE = lazy(r"\[\s*(?:\$this|self::class|static::class)\s*,\s*'(\w+)'\s*\]")


def _php_own_calls(code: str, blanked: str) -> Iterator[str]:
    """What PHP code calls of its own class by other ways than `$this->m(`: `new static(…)`
    and `new self(…)` construct it (Symfony Process's `fromShellCommandline`), and a callable
    array `[$this, 'escapeArgument']` calls the method it names (its `getCommandLine`'s
    `array_map`). Outside comments and strings (`blanked`, for the constructions; the array's
    name is a string, so its bracket is looked up among `code`'s comments and strings)."""
    if _PHP_OWN_NEW.search(blanked):
        yield "self.__construct"
    if "[" not in code or not _PHP_OWN_CALLABLE.search(code):
        return
    quoted = [match.span() for match in _BLANKS["js"].finditer(code)]
    for match in _PHP_OWN_CALLABLE.finditer(code):
        at = match.start()
        if not any(start <= at < end for start, end in quoted):
            yield f"self.{match.group(1)}"


_SELF_READ = lazy(r"\bself\.([A-Za-z_]\w*)\b(?![ \t]*(?:\(|=(?!=)))")
"""An attribute `self` reads (not one it calls, nor one assigned)."""
_PHP_RELATIVE = lazy(r"(?<![\w\\$])[A-Z]\w*(?:\\[A-Z]\w*)+")
r"""A PHP class name relative to the file's namespace, `Node\ConstantNode` (one written from
the root, `\Foo\Bar`, is PHP's own or an import's)."""
_PHP_JOIN = "__rkns__"
r"""What stands for the `\` of a PHP relative name in a chain (`Node__rkns__ConstantNode`), one
name to `_CHAIN`: `_Resolver.resolve` looks it up from the file's namespace."""


def _php_relative(match: re.Match[str]) -> str:
    return match[0].replace("\\", _PHP_JOIN)


_RUBY_TOP_LEVEL = lazy(r"(?<![\w:])::(?=[A-Z])")
RUBY_ROOT = "Object"
"""The head of a Ruby constant's chain written from the top level (`::Socket.new` is
`Object::Socket.new`): only a constant of no module is it, not `Excon::Socket`."""
_RUBY_MEMBER = lazy(r"(?<![\w.:@$])((?:self|[A-Z]\w*(?:::[A-Z]\w*)*)\.[a-z_]\w*)(?![\w?!(])"
                    r"(?![ \t]*(?:[-+*/|&]{0,2}=(?![=~>])|\())")
"""A Ruby method reached through a constant or `self` without parentheses (`Excon.stubs`,
`self.defaults[:mock]`), not assigned (`self.defaults = {}`)."""
_RUBY_SUFFIXED = lazy(r"(?<![\w$])([A-Za-z_]\w*)([!?])(?=[ \t]*\()")
"""A Ruby method name ending in `!` or `?`, called with parentheses: the chain's pattern takes
names of word characters only (dotenv's CLI calls `Dotenv.load!(*filenames)`), so they are
marked as such while the chains are read (`_RUBY_BANG`, `_RUBY_ASK`)."""
_RUBY_BANG, _RUBY_ASK, _RUBY_SET = "__rkbang", "__rkask", "__rkset"
_RUBY_SELF_SETTER = lazy(r"(?<![\w.:@$])(self\.[a-z_]\w*)[ \t]*=(?![=~>])")
"""A Ruby setter called on `self`: `self.body = text` calls `body=`."""


def _ruby_suffix_marked(match: re.Match[str]) -> str:
    return match[1] + (_RUBY_BANG if match[2] == "!" else _RUBY_ASK)


def _argument_count(code: str, start: int) -> int:
    """How many arguments the call whose `(` ends at `start` passes (-1 past 2,000 characters
    or at an unbalanced bracket): commas outside nested brackets and type arguments
    (`new HashMap<K, V>()`) count."""
    depth, count, filled = 1, 0, False
    end = min(len(code), start + 2000)
    at = start
    while at < end:
        char = code[at]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                return count + 1 if filled else 0
        elif char == "<" and at > 0 and (code[at - 1].isalnum() or code[at - 1] == "_"):
            closing = _TYPE_ARGS.match(code, at)
            if closing:  # `List<String>`: its commas are no arguments'
                at = closing.end()
                filled = True
                continue
        elif char == "," and depth == 1:
            count += 1
        if not char.isspace() and depth >= 1:
            filled = True
        at += 1
    return -1


_TYPE_ARGS = lazy(r"<(?:[\w\s,.?\[\]]|<(?:[\w\s,.?\[\]]|<[\w\s,.?\[\]]*>)*>)*>")


def _formatted_fields(match: re.Match[str]) -> str:
    """A Python string or comment blanked, but the fields of an f-string, which are code
    (`f"{self._iter_items()}"`: tomlkit's `Array.as_string` calls it), each ended by a `;`
    that no name goes on through (`f"{x}"` then `def f(…)`, whose name is blanked next)."""
    text = match.group(0)
    if text.startswith("#") or not _F_PREFIX.search(match.string, 0, match.start()):
        return " "
    fields = _FIELD.findall(text.replace("{{", "  ").replace("}}", "  "))
    return "".join(f" {_field_expression(field)} ;" for field in fields) or " "


def _field_expression(field: str) -> str:
    """An f-string field's expression, without its `!r` and `:>10` (whose letters name
    nothing)."""
    depth = 0
    for at, char in enumerate(field):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif depth == 0 and char in "!:" and field[at + 1 : at + 2] != "=":
            return field[:at]
    return field


def _substitutions(match: re.Match[str]) -> str:
    """A JavaScript string or comment blanked, but the `${…}` substitutions of a template
    literal, which are code (ajv builds its code in templates: ``${useFunc(gen, f)}``), each
    ended by a `;` as an f-string's fields are. (A template nested in one ends the match at
    its opening backtick: its substitutions' calls are found, and a word of its text before a
    bracket may pass for one.)"""
    text = match.group(0)
    return _embedded_code(text, "${", "js") if text.startswith("`") else " "


def _interpolations(match: re.Match[str]) -> str:
    """A Ruby string, heredoc or comment blanked, but the `#{…}` interpolations of a
    double-quoted string or a heredoc not opened in single quotes, which are code
    (dry-inflector's `foreign_key`: `"#{underscore(demodulize(input))}_id"`, whose two calls
    were no links), each ended by a `;` as an f-string's fields are."""
    text = match.group(0)
    return _embedded_code(text, "#{", "ruby") if text.startswith('"') or (
        text.startswith("<<") and "'" not in text.partition("\n")[0]) else " "


def _embedded_code(text: str, opener: str, family: str) -> str:
    """The expressions a string's `opener`…`}` parts hold (`${…}`, `#{…}`), their strings and
    comments blanked, each ended by a `;`; a space when it holds none."""
    found, at = [], text.find(opener)
    while at >= 0:
        end = _after_close(text, at + 1, len(text))  # its `{`, one past the `$` or `#`
        expression = text[at + 2 : end - 1] if end >= 0 else text[at + 2 :]
        found.append(f" {_BLANKS[family].sub(' ', expression)} ;")
        at = text.find(opener, end) if end >= 0 else -1
    return "".join(found) or " "


_F_PREFIX = lazy(r"(?<![\w])[rRbB]?[fF][rR]?\Z")
_FIELD = lazy(r"\{([^{}]*)\}")
_TYPE_END = lazy(r"([A-Za-z_]\w*)(?:[ \t\r\n]*|[ \t\r\n]+(?:\*+|&)|(?:\*+|&)[ \t\r\n]+)\Z")
"""The word ending the text before a name, as a type ends (`void f`, `char *f`, `Foo& f`),
not as an operand does (`a * f`, `a && f`)."""
_CALLING_WORDS = frozenset((
    "return", "else", "throw", "new", "delete", "case", "do", "goto", "sizeof", "alignof",
    "typeid", "decltype", "noexcept", "co_return", "co_await", "co_yield", "template",
    "typename", "and", "or", "not", "xor", "bitand", "bitor", "compl", "not_eq", "and_eq",
    "or_eq", "xor_eq"))
"""C and C++ words a call may follow (`return f(x)`, `throw Error(…)`), unlike a type."""


def _declared_at(text: str, start: int) -> bool:
    """Is the name at `start` of C or C++ code declared there rather than called: after a
    type (`void OnTestStart(…);` in a class body, whose definition has a page of its own,
    `char *name(…)`, `std::string s(x)`), or a destructor's (`Trace::~Trace()`)? Not after
    a directive's line (`#endif` above `kfree(s);`), nor `~` alone (`~do_csum(…)`)."""
    before = text[max(0, start - 64) : start]
    if before.rstrip().endswith("::~"):
        return True
    word = _TYPE_END.search(before)
    if word is None or word.group(1) in _CALLING_WORDS:
        return False
    return not before[: word.start(1)].rpartition("\n")[2].lstrip().startswith("#")


_RUBY_WORD = lazy(r"(?<![\w.:@$])(?<!\w[?!])([a-z_]\w*[?!]?)(?![\w?!])"
                  r"(?!\s*[-+*/|&]{0,2}=(?![=~>]))"
                  r"(?!:(?!:))")
"""A bare lowercase name in Ruby, not a symbol (`:run`), a member (`x.run`), an instance or
global variable, a hash key (`run:`), nor assigned: with or without parentheses, a call of a
method when no local variable has that name (`say_status :run, desc`, `check!(x)`), negated
too (`!attachments.empty?`, `!!has_attachments?`: the mail gem's were none of them linked)."""
_RUBY_ASSIGNED = lazy(r"(?<![\w.:@$])([a-z_]\w*)(?=\s*(?:,\s*\*?[a-z_]\w*\s*)*"
                      r"[-+*/|&]{0,2}=(?![=~>]))")
"""A local variable's assignment: `x = …`, `x ||= …`, `a, b = …` (each name)."""
_RUBY_BLOCK = lazy(r"\|([^|\n]*)\|")
_RUBY_ALIAS = lazy(r"\balias[ \t]+\S+[ \t]+\S+")
_RUBY_PARAMS = lazy(r"(?m)^[ \t]*def[ \t]+(?:self\.)?(?:[\w?!=]+|\[\]=?|[-+]@|<=>|===?|=~|!~|\*\*"
                    r"|<<|>>|[<>]=?|[-+*/%!~&|^])[ \t]*(?:\(([^)]*)\)|([^\n;]*))")
"""A method's parameters, after its name (a word, `[]=`, an operator: `def <=>(other)`): each
method's, on a class's page that keeps its methods (mustache's `Template#render(context)`
linked `Mustache.context`, a method of another file, for its parameter)."""
_RUBY_LOCAL = lazy(r"[a-z_]\w*")
_RUBY_KEYWORDS = frozenset(re.findall(r"\w+", """
    alias and begin break case class def defined do else elsif end ensure false for if in module
    next nil not or redo rescue retry return self super then true undef unless until when while
    yield"""))


def _ruby_calls(code: str) -> set[str]:
    """The bare names a Ruby method's `code` (strings and comments blanked) calls: Ruby calls
    a method with or without parentheses, and a bare name is a local variable only where the
    method assigns it, or takes it as a parameter or a block's."""
    local: set[str] = set()
    for params in _RUBY_PARAMS.finditer(code):
        local.update(_RUBY_LOCAL.findall(params.group(1) or params.group(2) or ""))
    for names in _RUBY_BLOCK.findall(code):
        local.update(_RUBY_LOCAL.findall(names))
    local.update(_RUBY_ASSIGNED.findall(code))
    if "alias" in code:  # `alias to_hash to_h` names two methods, calls neither
        code = _RUBY_ALIAS.sub(" ", code)
    return {word for word in _RUBY_WORD.findall(code)
            if word not in local and word not in _RUBY_KEYWORDS}


_GENERIC = lazy(r"[\[<(].*$")


def _base_chain(base: str) -> str:
    """A base class as a chain: `Generic[T]`, `Base<T>`, `mod::Trait` → `Generic`, `Base`,
    `mod.Trait` (and nothing for what is no name)."""
    name = _SEPARATOR.sub(".", _GENERIC.sub("", base.strip()).strip().removeprefix("::"))
    return name if re.fullmatch(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*", name) else ""


# --- imports, per language ----------------------------------------------------------------

# Statements at the start of a line, found in "\n" + the text: a leading newline, unlike
# `^` under re.M, lets the engine jump from one line to the next.
_PY_FROM = lazy(r"\n[ \t]*from[ \t]+((?:\.+[ \t]*)?[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]*)")
"""A Python `from … import …`; its module may hold a blank after its dots (wcmatch's
`from . _wcmatch import WcRegexp`: `compile` linked no call of it)."""
_PY_IMPORT = lazy(r"\n[ \t]*import[ \t]+([^\n#;]+)")
_JS_IMPORT = lazy(r"\bimport\s+(?:type\s+)?([\w$]+(?:\s*,|(?=\s+from\b)))?\s*"
                  r"(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*(?:from\s+)?['\"]([^'\"\n]+)['\"]")
_JS_REEXPORT = lazy(r"\bexport\s+(?:type\s+)?(\*|\{[^}]*\})\s*from\s*['\"]([^'\"\n]+)['\"]")
REEXPORTED = "*"
"""The local name of an `export * from …` among a file's imports: every name it exports."""
_JS_REQUIRE = lazy(r"(?:\b(?:const|let|var)\s+|,\s*|(?m:^)[ \t]*)(\{[^}]*\}|[\w$]+)\s*=\s*"
                   r"require\s*\(\s*['\"]([^'\"\n]+)['\"]\s*\)(?:\s*\.\s*([\w$]+))?")
"""A CommonJS `require` bound to a name, each of a declaration's (lodash's `var a =
require('./a'), b = require('./b');` bound only `a`: 547 of its calls were lost), or one
member of it (markdown-it's `var escapeHtml = require('./common/utils').escapeHtml;`, whose
calls from the renderer and the rules were none of them linked)."""
_DEFINED = r"(?:(?:async[ \t]+)?function\b[ \t]*\*?[ \t]*|(?:abstract[ \t]+)?class[ \t]+)?"
_EXPORTED = r"([\w$]+)(?=[ \t]*(?:[;\n({<]|extends\b|implements\b|$))"
_ALSO = r"(?:exports[ \t]*=[ \t]*)?"
_JS_EXPORT = lazy(r"\n[ \t]*(?:(?:var|let|const)[ \t]+([\w$]+)[ \t]*=[ \t]*" + _ALSO
                  + r"module\.exports[ \t]*=|" + _ALSO + r"module\.exports[ \t]*=[ \t]*" + _ALSO
                  + _DEFINED + _EXPORTED + r"|export[ \t]+default[ \t]+" + _DEFINED + _EXPORTED
                  + ")")
"""A JavaScript or TypeScript statement, at the start of a line, exporting a name as the module
itself: `module.exports = Route;`, `exports = module.exports = createApplication;`,
`var proto = module.exports = function (…)`, `module.exports = function Route(…)`,
`export default class Route {`, `export default Route;`."""
DEFAULT = "default"
"""The member of an `Import` that is what its module exports as itself (`import R from …`)."""
_GO_IMPORT = lazy(r"\bimport\s*(\([^)]*\)|[\w.]*\s*\"[^\"\n]+\")")
_GO_SPEC = lazy(r"([\w.]+\s+)?\"([^\"\n]+)\"")
_GO_PACKAGE = lazy(r"(?m)^package[ \t]+([A-Za-z_]\w*)")
GO_PACKAGE = "package"
"""The local name of a Go file's own package among its imports (`package cobra` is
(`package`, `cobra`, "")): no import binds that keyword. It tells which import path names the
repository's root package (`_go_folder`)."""


def go_package_name(spec: str) -> str:
    """The name a Go import path's package goes by unless renamed: its last element, without a
    major version (`github.com/x/y/v2` and `gopkg.in/yaml.v3` are `y` and `yaml`)."""
    parts = spec.rstrip("/").split("/")
    if len(parts) > 1 and re.fullmatch(r"v\d+", parts[-1]):
        parts.pop()
    return re.sub(r"\.v\d+$", "", parts[-1])
_JAVA_IMPORT = lazy(r"\n[ \t]*import[ \t]+(static[ \t]+)?([\w.]+)[ \t]*;")
_C_INCLUDE = lazy(r"\n[ \t]*#[ \t]*include[ \t]*[\"<]([^\">\n]+)[\">]")
"""`#include "zlib.h"`, `#include <linux/list.h>`, at the start of a line."""
_RUST_USE = lazy(r"\buse\s+([\w:{}\s,*]+?)\s*;")
_PHP_USE_CLAUSE = r"use[ \t]+(?!function\b|const\b)([\w\\{}\s,]+?)\s*;"
_PHP_USE = lazy(r"\n" + _PHP_USE_CLAUSE)
"""A PHP import at the start of a line (a trait's `use` inside a class is indented; `use
function` and `use const` import no class)."""
_PHP_USE_INDENTED = lazy(r"\n[ \t]*" + _PHP_USE_CLAUSE)
_PHP_NAMESPACE = lazy(r"\n[ \t]*namespace[ \t]+([A-Za-z_]\w*(?:\\[A-Za-z_]\w*)*)[ \t]*;")
PHP_NAMESPACE = "namespace"
"""The local name of a PHP file's own namespace among its imports (`namespace A\\B;` is
(`namespace`, `A.B`, "")): no `use` binds that keyword. It tells where the namespace's root lies
(`_psr4_root`)."""
_PHP_BRACED_NAMESPACE = lazy(r"(?m)^[ \t]*namespace\b[^;{\n]*\{")
"""A file whose namespaces are blocks (`namespace { use Twig\\Environment; … }`) indents its
imports: Twig's CoreExtension functions linked none of their calls."""


_RUST_OUTSIDE = lazy(r'/\*|//[^\n]*|"(?:\\.|[^"\\])*"')
_RUST_INSIDE = lazy(r"/\*|\*/")


def _rust_uncommented(text: str) -> str:
    """Rust code without its comments: line comments, and block comments, which nest (`/*!
    … src/**/foo.rs … */`, whose `*/` inside closes only what its `/*` opened)."""
    kept, at, depth = [], 0, 0
    while True:
        found = (_RUST_INSIDE if depth else _RUST_OUTSIDE).search(text, at)
        if found is None:
            if not depth:
                kept.append(text[at:])
            return " ".join(kept)
        token = found[0]
        if depth:
            depth += 1 if token == "/*" else -1
        elif token == "/*":
            kept.append(text[at:found.start()])
            depth = 1
        elif token.startswith("//"):
            kept.append(text[at:found.start()])
        else:  # a string, kept whole: `"//"` and `"/*"` open no comment
            kept.append(text[at:found.end()])
        at = found.end()


def imports_of(text: str, language: str) -> Iterator[Import]:
    """The names a file's imports bind, as `Import`s."""
    if language == "python":
        yield from _python_imports(text)
    elif language in ("javascript", "typescript"):
        yield from _js_imports(text)
    elif language == "go":
        for group in _GO_IMPORT.finditer(text):
            for alias, spec in _GO_SPEC.findall(group.group(1)):
                local = alias.strip() or go_package_name(spec)
                if local not in ("_", "."):
                    yield local, spec, ""
        declared = _GO_PACKAGE.search(text)
        if declared:
            yield GO_PACKAGE, declared.group(1), ""
    elif language == "java":
        for static, dotted in _JAVA_IMPORT.findall("\n" + text):
            module, _, member = dotted.rpartition(".")
            if static:
                yield member, module, member  # `C.m`: the member m of the class C
            elif member != "*":
                yield member, dotted, ""
    elif language == "rust":  # not the examples of its docs (globset's `/*! … use
        # globset::Glob; … */` made lib.rs's `pub use crate::glob::Glob` one of two, and `Glob`
        # reached nothing)
        read = _rust_uncommented(text) if "/" in text else text
        for used in _RUST_USE.finditer(read):
            inner = read[read.rfind("\n", 0, used.start()) + 1 : used.start()][:1].isspace()
            for one in _rust_tree("", _RUST_TREE_SPACE.sub(r"\1", re.sub(r"\s+", " ", used[1]))):
                if not (inner and one[0] == REEXPORTED):  # an inline module's `use super::*`
                    yield one  # is of the file's names (anyhow's `mod ext { use super::*; }`)
    elif language == "php":
        uses = _PHP_USE_INDENTED if _PHP_BRACED_NAMESPACE.search(text) else _PHP_USE
        for clause in uses.findall("\n" + text):
            yield from _php_names(clause)
        declared = _PHP_NAMESPACE.search("\n" + text)
        if declared:
            yield PHP_NAMESPACE, declared.group(1).replace("\\", "."), ""
    elif language in _C_FAMILY:
        for header in _C_INCLUDE.findall("\n" + text):
            yield "", header.strip(), ""  # no name: what the header declares, by its names


def _default_export(text: str, pages: list[PageRefs], path: str) -> str:
    """The last name that a JavaScript or TypeScript `text` exports as the module itself
    (`_JS_EXPORT`) and that one of its `pages` documents, or the first part of one's symbol
    (`app` of `app.init`); else "" (`module.exports = require(…)`, `export default {…}`). A
    function or class exported with no name is its page's, named after the module (jsonwebtoken's
    `module.exports = function (jwtString, secretOrPublicKey, …)` in `verify.js`: its callers,
    `const verify = require('./verify')`, linked none of their calls)."""
    declared = {symbol.split(".", 1)[0] for page in pages for symbol, _kind in page.symbols}
    found = ("".join(match) for match in _JS_EXPORT.findall("\n" + text))
    named = next((name for name in reversed(list(found)) if name in declared), "")
    if not named and _ANONYMOUS_EXPORT.search("\n" + text) and module_name(path) in declared:
        named = module_name(path)
    if not named and _OBJECT_EXPORT.search("\n" + text) and any(
            symbol.startswith(module_name(path) + ".") for page in pages
            for symbol, _kind in page.symbols):
        named = module_name(path)
    return named


_ANONYMOUS_EXPORT = lazy(r"\n[ \t]*(?:module\.exports[ \t]*=|export[ \t]+default)[ \t]*"
                         r"(?:async[ \t]+)?(?:function\b[ \t]*\*?[ \t]*\("
                         r"|class[ \t]*(?:\{|extends\b)|\([^()]*\)[ \t]*=>|[\w$]+[ \t]*=>)")
"""A function or class exported as the module itself, with no name of its own."""
_OBJECT_EXPORT = lazy(r"\n[ \t]*(?:module\.exports[ \t]*=|export[ \t]+default)[ \t]*\{")
"""An object literal exported as the module itself: one whose methods use `this` is
documented as the module's (nodemailer's `mime-funcs`, `module.exports = { foldLines(…) {…},
… }`, whose callers' `mimeFuncs.foldLines(…)` linked nothing)."""


def _php_names(clause: str) -> Iterator[Import]:
    """`A\\B\\C`, `A\\B\\C as D`, `A\\{B, C as D}` (one `use` clause), as imports of the classes
    they name: (local name, dotted class name `A.B.C`, "")."""
    head, brace, group = clause.partition("{")
    names = group.rstrip("} \n\t").split(",") if brace else clause.split(",")
    for part in names:
        path, _, alias = " ".join(part.split()).partition(" as ")
        dotted = ((head if brace else "") + path).strip("\\ ").replace("\\", ".")
        local = alias or dotted.rpartition(".")[2]
        if re.fullmatch(r"\w+(?:\.\w+)*", dotted) and local.isidentifier():
            yield local, dotted, ""


def _python_imports(text: str) -> Iterator[Import]:
    for module, names in _PY_FROM.findall("\n" + text):
        module = module.replace(" ", "").replace("\t", "")
        if names.strip() == "*":  # `from .core import *`: every public name of the module
            yield REEXPORTED, module, ""
            continue
        for part in names.strip("()").replace("\\\n", " ").split(","):
            name, _, alias = part.strip().partition(" as ")
            name, alias = name.strip(), alias.strip()
            if name.isidentifier():
                yield alias or name, module, name
    for names in _PY_IMPORT.findall("\n" + text):
        for part in names.split(","):
            dotted, _, alias = part.strip().partition(" as ")
            dotted = dotted.strip()
            if re.fullmatch(r"\w+(?:\.\w+)*", dotted):
                yield alias.strip() or dotted, dotted, ""


def _js_imports(text: str) -> Iterator[Import]:
    if "export" in text:  # what the file passes on: `export * from './x'`, `export {a} from`
        for names, spec in _JS_REEXPORT.findall(text):
            if names == "*":
                yield REEXPORTED, spec, ""
            else:
                yield from _js_names(names, spec, " as ")
    for default, names, spec in _JS_IMPORT.findall(text):
        if default:  # `import Route from './route'`: what the module exports as itself
            yield default.rstrip(" \t\n,"), spec, DEFAULT
        if names.startswith("*"):
            yield names.split()[-1], spec, ""
        else:
            yield from _js_names(names, spec, " as ")
    for names, spec, member in _JS_REQUIRE.findall(text):
        if names.startswith("{"):
            yield from _js_names(names, spec, ":")
        else:
            yield names, spec, member


def _js_names(names: str, spec: str, rename: str) -> Iterator[Import]:
    for part in names.strip("{} \n").split(","):
        name, _, alias = part.strip().removeprefix("type ").partition(rename)
        name, alias = name.strip(), alias.strip()
        if re.fullmatch(r"[\w$]+", name) and name != "default":
            yield alias or name, spec, name


_RUST_TREE_SPACE = lazy(r" ?([:{},]) ?")
"""The spaces of a `use` tree around its punctuation, whose removal keeps `D as E` apart."""


def _rust_tree(prefix: str, tree: str) -> Iterator[Import]:
    """`a::{b::C,D as E}` (spaces only around words) under `prefix`, as imports of their last
    names. A path holding "as" (`crate::classes::ByteClasses`) is no alias: its imports were
    read as `crate::cl`, and aho-corasick's `ByteClasses::singletons()` linked nothing."""
    if "{" in tree:
        head, _, rest = tree.partition("{")
        body = rest[: rest.rfind("}")]
        depth, start = 0, 0
        for position, char in enumerate(body + ","):
            depth += (char == "{") - (char == "}")
            if char == "," and depth == 0:
                yield from _rust_tree(prefix + head, body[start:position])
                start = position + 1
        return
    path, _, alias = (prefix + tree).partition(" as ")
    module, _, name = path.rstrip(":").rpartition("::")
    if name == "self":
        module, _, name = module.rpartition("::")
    if not module.strip(":") and name[:1].isupper():  # Rust 2015's `use Num;`, `use {Num,
        module = "crate"  # NumCast};`: an item of the crate's root (num-traits' traits)
    if name == "*" and module:  # `use crate::common::*;`: every public name of the module
        yield REEXPORTED, module, name  # (ryu's `d2s.rs` calls `common`'s `log10_pow2` bare)
    elif name and re.fullmatch(r"\w+", alias or name):
        yield alias or name, module, name


# --- resolving ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Target:
    symbol: str
    kind: str
    doc: str
    path: str
    shape: str = ""
    """`PageRefs.shapes`'s: a Java method's parameter types, or "" (not known)."""


@dataclass(frozen=True, slots=True)
class _Module:
    """A module an import names: a file, or (Go) a folder, a whole package."""

    path: str
    folder: bool = False


class _Scopes:
    """Where names are looked up: per file, per folder, per module name. Built from the list
    of files (path → language) alone; a file's symbols are read (`load`) the first time a
    lookup needs them, so an update resolving a few files reads the records of only those
    files and of the modules they name."""

    def __init__(self, listing: dict[str, str], load: Callable[[str], FileRefs]) -> None:
        self.listing = listing
        self.load = load
        self.found_modules: dict[tuple[str, str, str], _Module | None] = {}
        self.star_names: dict[tuple[str, str], _Target | None] = {}
        """(a Python file, a name) → what its `import *` chains bring in under that name."""
        self.ancestry: _Ancestry | None = None
        """Classes' resolved bases (`overrides._Ancestry`), for `super` calls."""
        self._files: dict[str, dict[str, list[_Target]]] = {}
        self._exports: dict[str, str] = {}
        self._packages: dict[str, str] = {}
        self._ruby: dict[str, dict[str, list[_Target]]] = {}
        self._ruby_folders: dict[str, list[str]] | None = None
        self._ruby_everywhere: dict[str, list[_Target]] | None = None
        self._header_suffixes: dict[str, list[str]] | None = None
        self._closures: dict[str, dict[str, list[_Target]]] = {}
        self._folders: dict[tuple[str, str], dict[str, list[_Target]]] = {}
        self._folder_files: dict[tuple[str, str], list[str]] | None = None
        self._names: tuple[dict[tuple[str, str], list[str]], dict[tuple[str, str], list[str]],
                           set[str]] | None = None

    def file_table(self, path: str) -> dict[str, list[_Target]]:
        """Symbol → targets declared in the file `path` (empty for no file of the listing)."""
        table = self._files.get(path)
        if table is None:
            table = self._files[path] = {}
            if path in self.listing:
                file = self.load(path)
                self._exports[path] = file.export
                if file.language == "go":
                    self._packages[path] = next((module for local, module, _member
                                                 in file.imports if local == GO_PACKAGE), "")
                for page in file.pages:
                    for symbol, kind, shape in page.shaped():
                        table.setdefault(symbol, []).append(
                            _Target(symbol, kind, page.doc, path, shape))
                for alias, symbol in file.aliases:  # a name it is exported under
                    if alias not in table and len(table.get(symbol, ())) == 1:
                        table[alias] = table[symbol]
        return table

    def package_of(self, path: str) -> str:
        """The package the Go file `path` declares ("" if none is known)."""
        self.file_table(path)
        return self._packages.get(path, "")

    def export_of(self, path: str) -> str:
        """The symbol the file `path` exports as itself (`FileRefs.export`)."""
        self.file_table(path)
        return self._exports.get(path, "")

    def header_closure(self, path: str) -> dict[str, list[_Target]]:
        """Symbol → targets declared in the header `path` and in the headers it includes
        (`gzguts.h` and `zlib.h`), each once: what a file including `path` reads through it."""
        table = self._closures.get(path)
        if table is None:
            table = self._closures[path] = {}
            for header in sorted({path, *self.headers(path)}):
                for symbol, targets in self.file_table(header).items():
                    table.setdefault(symbol, []).extend(targets)
        return table

    def headers(self, path: str) -> list[str]:
        """The files of the repository that the C or C++ file `path` includes (`header_of`)."""
        return sorted(self.file_headers(self.load(path)) - {path}) if path in self.listing else []

    def file_headers(self, file: FileRefs) -> set[str]:
        """The files of the repository that `file` includes (`header_of`)."""
        folder = posixpath.dirname(file.path)
        return {self.header_of(folder, spec) for _local, spec, _member in file.imports} - {""}

    def header_of(self, folder: str, spec: str) -> str:
        """The file an `#include` of `spec` in `folder` reads: the one next to the including
        file, else a file of the repository whose path ends with `spec` (a build's include
        folders, wherever they are: `include/linux/list.h` for `<linux/list.h>`), of several
        the one nearest the including file, then the shallowest (the kernel's `tools/` has its
        own `include/linux/list.h`, for its own files); "" for none (a system header), or
        for several equally near and deep (`arch/*/include/asm/io.h`: one per build)."""
        beside = posixpath.normpath(posixpath.join(folder, spec))
        if self.listing.get(beside) in _C_FAMILY:
            return beside
        found = self.header_suffixes().get(posixpath.normpath(spec).lstrip("./"), [])
        if len(found) > 1:
            here = folder.split("/") if folder else []
            ranked = sorted(((-_shared(here, path.split("/")), path.count("/")), path)
                            for path in found)
            found = [path for key, path in ranked if key == ranked[0][0]]
        return _one(found) or ""

    def header_suffixes(self) -> dict[str, list[str]]:
        """Each ending of a C or C++ file's path (`include/linux/list.h`, `linux/list.h`,
        `list.h`) → the files with that ending."""
        if self._header_suffixes is None:
            self._header_suffixes = {}
            for path, language in sorted(self.listing.items()):
                if language in _C_FAMILY:
                    parts = path.split("/")
                    for start in range(len(parts)):
                        self._header_suffixes.setdefault("/".join(parts[start:]), []).append(path)
        return self._header_suffixes

    def folder_table(self, family: str, folder: str) -> dict[str, list[_Target]]:
        """(language family, folder) → symbol → targets: a package is of one language."""
        key = (family, folder)
        table = self._folders.get(key)
        if table is None:
            table = self._folders[key] = {}
            for path in self.folder_files().get(key, []):
                for symbol, targets in self.file_table(path).items():
                    table.setdefault(symbol, []).extend(targets)
        return table

    def ruby_module(self, owner: str) -> dict[str, list[_Target]]:
        """Symbol → targets declared in the files a Ruby class or module `owner` (`Thor.Actions`)
        is laid out in by convention: `…/thor/actions.rb` and the files of `…/thor/actions/`,
        where it is reopened (Ruby's namespaces are global; a gem lays them out so)."""
        table = self._ruby.get(owner)
        if table is None:
            table = self._ruby[owner] = {}
            paths: set[str] = set()
            for dotted in _ruby_file_names(owner.split(".")):
                paths.update(self.module_names()[0].get(("ruby", dotted), []),
                             self.ruby_folders().get(dotted, []))
            for path in sorted(paths):
                for symbol, targets in self.file_table(path).items():
                    table.setdefault(symbol, []).extend(targets)
        return table

    def ruby_everywhere(self) -> dict[str, list[_Target]]:
        """Symbol → targets of every Ruby file: where a gem's folders are not named after
        its modules (ruby-progressbar's `ProgressBar::Timer` is `lib/ruby-progressbar/timer.rb`,
        and its `Base` linked none of the classes it makes)."""
        if self._ruby_everywhere is None:
            self._ruby_everywhere = {}
            for path, language in sorted(self.listing.items()):
                if language == "ruby":
                    for symbol, targets in self.file_table(path).items():
                        self._ruby_everywhere.setdefault(symbol, []).extend(targets)
        return self._ruby_everywhere

    def ruby_folders(self) -> dict[str, list[str]]:
        """Each dotted ending of a folder of Ruby files (`lib.thor.actions`, `thor.actions`,
        `actions`) → the files right in it."""
        if self._ruby_folders is None:
            self._ruby_folders = {}
            for (family, folder), files in self.folder_files().items():
                parts = folder.split("/") if family == "ruby" and folder else []
                for start in range(len(parts)):
                    self._ruby_folders.setdefault(".".join(parts[start:]), []).extend(files)
        return self._ruby_folders

    def folder_files(self) -> dict[tuple[str, str], list[str]]:
        if self._folder_files is None:
            self._folder_files = {}
            for path in sorted(self.listing):
                key = (_family(self.listing[path]), posixpath.dirname(path))
                self._folder_files.setdefault(key, []).append(path)
        return self._folder_files

    def module_names(self) -> tuple[dict[tuple[str, str], list[str]],
                                    dict[tuple[str, str], list[str]], set[str]]:
        """(language, dotted suffix of a file's module name: `a.b.c`, `b.c`, `c`) → files;
        (language, a file's whole module name: `a.b` for `a/b/__init__.py`) → files; and the
        folders holding an `__init__.py`."""
        if self._names is None:
            modules: dict[tuple[str, str], list[str]] = {}
            exact: dict[tuple[str, str], list[str]] = {}
            packages: set[str] = set()
            for path in sorted(self.listing):
                if posixpath.basename(path) == "__init__.py":
                    packages.add(posixpath.dirname(path))
                family = _family(self.listing[path])
                suffixes = _module_suffixes(path)
                exact.setdefault((family, suffixes[0]), []).append(path)
                for suffix in suffixes:
                    modules.setdefault((family, suffix), []).append(path)
            self._names = modules, exact, packages
        return self._names


def _psr4_root(namespace: str, folder: str) -> tuple[str, str] | None:
    """(namespace prefix, folder) that a PHP file's own namespace and folder say the autoloader
    maps to each other: `FastRoute.DataGenerator` in `src/DataGenerator` gives (`FastRoute`,
    `src`), what composer's `"FastRoute\\": "src/"` says, and so `use FastRoute\\Route` is
    `src/Route.php` (fast-route's generators linked none of their `new Route(…)`); None
    without a namespace."""
    spaces, folders = namespace.split(".") if namespace else [], folder.split("/") if folder else []
    while spaces and folders and spaces[-1] == folders[-1]:
        spaces.pop()
        folders.pop()
    return (".".join(spaces), "/".join(folders)) if spaces else None


def _rust_modules_folder(path: str) -> str:
    """The folder of the modules the Rust module of the file `path` declares: beside `lib.rs`,
    `main.rs` or `mod.rs`; under `foo/` for `foo.rs`."""
    base, here = posixpath.basename(path), posixpath.dirname(path)
    return here if base in ("lib.rs", "main.rs", "mod.rs") else posixpath.join(
        here, base.removesuffix(".rs"))


def _shared(first: list[str], second: list[str]) -> int:
    """How many leading folders two paths (as parts) have in common."""
    count = 0
    for a, b in zip(first, second[:-1], strict=False):
        if a != b:
            break
        count += 1
    return count


def _ruby_file_names(parts: list[str]) -> list[str]:
    """The dotted file names a Ruby constant's path may be laid out as: each part in snake
    case, or, for an acronym, lower case whole (`TZInfo` is tzinfo's `lib/tzinfo/`, not
    `tz_info`), at most `_RUBY_NAME_PARTS` parts varied."""
    names = [""]
    for at, part in enumerate(parts):
        forms = dict.fromkeys((snake_case(part), part.lower()) if at < _RUBY_NAME_PARTS
                              else (snake_case(part),))
        names = [f"{name}.{form}" if name else form for name in names for form in forms]
    return names


_RUBY_NAME_PARTS = 4


def _family(language: str) -> str:
    """Languages that share names: JavaScript and TypeScript import each other."""
    return "javascript" if language == "typescript" else language


def _module_suffixes(path: str) -> list[str]:
    parts = posixpath.splitext(path)[0].split("/")
    if parts[-1] in ("__init__", "mod", "lib", "index") and len(parts) > 1:
        parts = parts[:-1]
    return [".".join(parts[i:]) for i in range(len(parts))]


def _named_file(found: list[_Target], name: str) -> list[_Target]:
    """Of a Ruby class reopened in several files, the one in the file named after it
    (connection_pool's `ConnectionPool` in connection_pool.rb, not version.rb's, which holds its
    `VERSION`); all of them when no single one is."""
    named = [one for one in found if one.kind == "class" and ruby_stem(one.path) == snake_case(
        name)]
    return named if len(named) == 1 else found


def _one(found: list[T] | None) -> T | None:
    """The single candidate, or None: two candidates with no rule to choose are no answer."""
    return found[0] if found is not None and len(found) == 1 else None


_C_FAMILY = frozenset({"c", "cpp"})
"""C and C++: a `.h` file is read as C++, and C and C++ files include each other."""
_CONSTRUCTOR_NAMED = frozenset({"java", "cpp"})
"""Languages whose constructors are named as their class is."""
_IMPLICIT_SELF = frozenset({"java", "ruby", "cpp"})
"""Languages where a bare name inside a class may be one of its own methods (`run()` for
`this.run()`, Ruby's `run` for `self.run`), found before anything else of that name; in C++,
declared in the file or in a header it includes (`void DB::Open() { Compact(); }` in `db.cc`,
`Compact` declared in `db.h`)."""
_STAR_DEPTH = 4
"""How many `import *` a Python name is followed through (networkx's `nx.X`: its package's
`__init__`, `algorithms/__init__`, `shortest_paths/__init__`, then `generic.py`)."""
_INHERITED_BARE = frozenset({"java", "ruby"})
"""Languages where a bare name in a method calls a method its class inherits, before anything
else of that name (C++'s members are left out: a base's may be hidden, or a template's)."""
_KEYWORD_DECLARED = frozenset({"python", "go", "rust", "php"})
"""Languages whose functions are declared after a keyword (`def`, `func`, `fn`, `function`),
which `_DECLARED` blanks, and whose methods a bare name never calls: a method's name, or its
class's members', is then a call of a function when the code writes it bare."""
_PACKAGE_WIDE = frozenset({"go", "java", "php"})
"""Languages whose bare names reach the rest of the folder: a Go or Java package, a PHP
namespace (one per folder, as PSR-4 lays them out)."""


class _Included:
    """What the headers a C or C++ file includes declare (`_Scopes.header_closure` of each),
    looked up name by name: a file of the Linux kernel reads a hundred headers, and names a
    few hundred of their thousands of symbols."""

    def __init__(self, scopes: _Scopes, headers: list[str]) -> None:
        self.scopes = scopes
        self.headers = headers
        self.found: dict[str, list[_Target] | None] = {}

    def get(self, name: str) -> list[_Target] | None:
        if name not in self.found:
            targets = dict.fromkeys(target for header in self.headers
                                    for target in self.scopes.header_closure(header).get(name, ()))
            self.found[name] = list(targets) or None
        return self.found[name]

    def __contains__(self, name: str) -> bool:
        return bool(self.headers) and self.get(name) is not None


class _Resolver:
    """Resolves the chains of one file's pages."""

    def __init__(self, scopes: _Scopes, file: FileRefs) -> None:
        self.scopes = scopes
        self.file = file
        self.folder = posixpath.dirname(file.path)
        self.symbols = scopes.file_table(file.path)
        self.imports = {local: (module, member) for local, module, member in file.imports
                        if local}
        self.fallbacks: dict[str, list[tuple[str, str]]] = {}
        """The other imports of a name imported more than once (markupsafe's `escape`, from
        `._speedups`, a compiled module, or else from `._native`): tried when the one kept in
        `imports` finds nothing."""
        for local, module, member in file.imports:
            if local and self.imports[local] != (module, member):
                self.fallbacks.setdefault(local, []).append((module, member))
        self.starred = [module for local, module, _member in file.imports
                        if local == REEXPORTED] if file.language in ("python", "rust") else []
        """The modules a Python or Rust file imports every public name of (`from .core import
        *`, `use crate::common::*;`)."""
        self.family = _family(file.language)
        self._own_names: set[str] | None = None
        """The last names of the file's symbols, once a Rust glob import is looked into."""
        self.package: dict[str, list[_Target]] | _Included = {}
        if file.language in _C_FAMILY:  # what the headers it includes declare
            self.package_wide = True
            self.package = _Included(scopes, scopes.headers(file.path))
        else:
            self.package_wide = file.language in _PACKAGE_WIDE
            if self.package_wide:
                self.package = scopes.folder_table(self.family, self.folder)
        self.heads = {local.split(".", 1)[0] for local in self.imports}
        """First parts of the imported names: a chain starting otherwise (a local variable,
        most of them) is looked up in this file and package only."""
        self.dotted_imports = any("." in local for local in self.imports)
        self.known: dict[tuple[str, str], _Target | _Module | None] = {}
        self.arity = -1
        """How many arguments the call being resolved passes (Java), -1 if not known: of a
        method's overloads, it reaches the only one that takes as many (`_target`)."""

    def resolve(self, chain: str, owner: str) -> _Target | None:
        if "()." in chain:
            return self._made_member(chain, owner)
        parts = chain.split(".")
        head = parts[0]
        if len(parts) > 1 and parts[-1] in _FUNCTION_CALLS and self.file.language in _JS_LIKE:
            # `compileSchema.call(this, …)` calls compileSchema (ajv: 45 such calls)
            called = self.resolve(chain.rpartition(".")[0], owner)
            if called is not None and called.kind != "class":
                return called
        if _PHP_JOIN in head:  # `new Node\ConstantNode(…)`: the class the file's namespace
            return self._php_relative(head.split(_PHP_JOIN), parts[1:])  # names so
        if head in ("exports", "module") and self.file.language in _JS_LIKE and (
                parts[:-1] in (["exports"], ["module", "exports"])):  # the module's own export,
            return self._target(self.symbols.get(parts[-1]))  # `exports.hasRegexChars(…)`
        if head == "self":  # `this.x` outside a class names no entity we know
            return self._own(owner, parts[1]) if owner and len(parts) == 2 else None
        if head == "super" and self.file.language != "rust":  # `super().x(…)`: the first
            # base (and so on up) declaring `x`
            return self._inherited(owner, parts[1]) if owner and len(parts) == 2 else None
        if head in ("crate", "super") and self.file.language == "rust" and len(parts) > 1:
            return self._rust_path(head, parts[1:])
        if len(parts) > 1 and chain in self.symbols:  # `Session.send`, `app.get` in its file
            return self._target(self.symbols[chain])
        if self.file.language == "ruby" and len(parts) > 1 and head[:1].isupper():
            scope = owner
            if head == RUBY_ROOT and parts[1][:1].isupper():  # `::Socket`: a constant of
                parts, scope = parts[1:], ""  # the top level only
            constant = self._ruby_constant(parts, scope)
            if constant is None and len(parts) > 1:
                held = self._ruby_constant(parts[:-1], scope)
                if held is not None and held.kind == "class" and parts[-1] == "new":
                    constant = held  # `Environment.new(f)` makes one: the class (dotenv's
                    # `load` linked nothing)
                elif held is not None and held.kind == "class":  # a method of a module it
                    constant = self._module_method(held, parts[-1])  # extends or includes
            if constant is not None:
                return constant
        if head not in self.heads and head not in self.symbols and head not in self.package and (
                not owner or self.file.language not in _IMPLICIT_SELF) and not (
                self.starred and self._star_imported(head) is not None):
            child = self._rust_child(head) if len(parts) == 2 else None
            return self._target(self._table(child).get(parts[1])) if child else None
        cut = 1
        if self.dotted_imports and len(parts) > 1:  # `os.path.join`: the longest import
            cut = next((n for n in range(len(parts), 1, -1)
                        if ".".join(parts[:n]) in self.imports), 1)
        name = ".".join(parts[:cut]) if cut > 1 else head
        key = (name, owner if self.arity < 0 else f"{owner}#{self.arity}")
        if key not in self.known:
            self.known[key] = self._name(name, owner)
        found = self.known[key]
        rest = parts[cut:]
        if isinstance(found, _Module):
            table = self._table(found)
            if len(rest) > 1 and self.file.language == "rust":  # `ast::parse::Parser`, a
                return self._rust_walk(found, rest)  # field's type: regex-syntax's `Parser.
                # parse` linked none of `self.ast.parse(…)`, `self.hir.translate(…)`
            if len(rest) == 2:  # `unstable.Parser.NextExpression` (a Go parameter's type)
                return self._target(table.get(".".join(rest)))
            if len(rest) > 1:
                return None
            if rest and rest[0] in table:
                return self._target(table[rest[0]])
            if rest and self.file.language == "python" and not found.folder:
                return self._star_member(found.path, rest[0]) or self._reexported(
                    found.path, rest[0], _REEXPORT_DEPTH)  # `nx.shortest_path(…)`
            # `new Route(…)`: the module called is what it exports as itself; `app.init()`,
            # a member of what it exports
            return self._exported(found, *rest)
        if found is None or not rest:
            return found
        if len(rest) == 1 and found.kind == "class":
            member = self._member(found.path, found.symbol, rest[0])
            if member is None and self.file.language == "rust" and found.path != self.file.path:
                member = self._target(self.symbols.get(f"{found.symbol}.{rest[0]}"))  # its
                # `impl` in this file: ansi_term's `impl Style { fn write_prefix … }` in ansi.rs
            if member is None and self.file.language not in _C_FAMILY:
                member = self._module_method(found, rest[0])  # a method it inherits:
                # symfony's `$this->headers->get(…)`, `headers` a `ResponseHeaderBag`, which
                # inherits `get` from `HeaderBag`
            return member
        if len(rest) == 1 and found.kind == "function" and self.file.language in _JS_LIKE:
            member = self._member(found.path, found.symbol, rest[0])  # a constructor
            # function's prototype method (remarkable's `this.renderer.render(…)`)
            return member if member is not None and member.kind == "method" else None
        return None

    def _made_member(self, chain: str, owner: str) -> _Target | None:
        """`New().Use`: the method `Use` of the class the function (or method) `New` returns,
        when `New` is declared to return a class of its file (`_made_types`), or of the class
        `New` is, called to make one (Python's `Spec(spec).match(v)`, a Go conversion)."""
        called, _, member = chain.rpartition("().")
        made = self._made_member(called, owner) if "()." in called else self.resolve(
            called, owner)
        if made is not None and made.kind == "class" and "." not in member and (
                "()" not in member):  # `LegacySpec(spec).match(…)`: a method of the class
            return self._member(made.path, made.symbol, member)  # called to make one
        if (made is None or made.kind == "class" or not made.shape.startswith(MADE_BY)
                or "." in member or "()" in member):
            return None
        kind = self._target(self.scopes.file_table(made.path).get(made.shape[1:]))
        if kind is None or kind.kind != "class":
            return None
        return self._member(kind.path, kind.symbol, member)

    def _module_method(self, module: _Target, name: str) -> _Target | None:
        """The method `name` that the class or module `module` reaches through its bases:
        `FastGettext.cached_find(key)`, a method of a module that `FastGettext` extends itself
        with (`extend FastGettext::Storage`: fast_gettext's `Translation#_` linked nothing of
        `Storage`); `$this->headers->get(…)`, a method `ResponseHeaderBag` inherits."""
        from rk_action.overrides import ancestry_of

        found = ancestry_of(self.scopes).inherited(module, name, reach=True)
        return found if found is not None and found.kind == "method" else None

    def _own(self, owner: str, name: str) -> _Target | None:
        """`self.name` in a method of `owner`: its class's own member (a Rust type's, in the
        file declaring the type too), else (but in C++) the method it inherits, as a super call
        finds it (requests' `Session.request` calling `self.prepare_request`, a PHP class
        calling its trait's method through `$this->`)."""
        declared = self._members(self.file.path).get(f"{owner}.{name}")
        if declared or self.file.language in _C_FAMILY:
            return self._target(declared)
        if self.file.language == "rust" and "." not in owner:  # its type's `impl` in
            # another module: globset's `impl Serialize for Glob` calls `self.glob()`
            kind = self.resolve(owner, "")
            if kind is not None and kind.kind == "class" and kind.path != self.file.path:
                found = self._member(kind.path, kind.symbol, name)
                if found is not None:
                    return found
        return self._inherited_method(owner, name)

    def _inherited_method(self, owner: str, name: str) -> _Target | None:
        """The method `name` the class `owner` inherits: a method's, not a type's or a
        constructor's of that name."""
        inherited = self._inherited(owner, name)
        return inherited if inherited is not None and inherited.kind == "method" else None

    def _inherited(self, owner: str, name: str) -> _Target | None:
        """The method `name` a method of the class `owner` reaches through `super`, as an
        override is found (`overrides`: the same walk of the bases, as sure)."""
        from rk_action.overrides import ancestry_of

        start = self._target(self.symbols.get(owner))
        if start is None or start.kind != "class":
            return None
        return ancestry_of(self.scopes).inherited(start, name, reach=True)

    def classes(self, chains: Iterable[str], scope: str) -> list[_Target]:
        """The classes (interfaces, traits) of the repository that `chains` name, resolved
        in `scope` (a class's bases, a Rust method's trait), in order: a chain that names no
        class, or not only one, is left out."""
        found = (self.resolve(chain, scope) for chain in chains)
        return [target for target in found if target is not None and (
            target.kind == "class" or self._constructor(target))]

    def _constructor(self, target: _Target) -> bool:
        """A JavaScript function named as a constructor is, a class before `class`
        (jsonwebtoken's `JsonWebTokenError`, the base of its two other errors)."""
        return (self.file.language in _JS_LIKE and target.kind == "function"
                and target.symbol.rpartition(".")[2][:1].isupper())

    def _target(self, found: list[_Target] | None) -> _Target | None:
        if found and len(found) > 1 and self.arity >= 0:  # overloads: the one of the count
            found = [one for one in found
                     if one.shape and len(parameter_types(one.shape)) == self.arity]
        if (found and len(found) > 1 and found[0].doc
                and len({(one.symbol, one.doc) for one in found}) == 1):
            return found[0]  # one page's two of a name (dotenv's `Parser.call` and its
            # `self.call`): the link is to that page either way
        if found and len(found) > 1:  # a name each platform's file defines for itself
            here = [one for one in found if one.path == self.file.path]  # (fsnotify's five
            if len(here) == 1:  # `Watcher.sendEvent`, one per backend file): the caller's
                return here[0]  # own file's
        return _one(found)

    def _name(self, name: str, owner: str) -> _Target | _Module | None:
        """A bare (or imported dotted) name: an entity, a module, or None."""
        cpp = self.file.language == "cpp"
        if owner and self.file.language in _IMPLICIT_SELF and (
                self.file.language not in _CONSTRUCTOR_NAMED or name != owner.rpartition(".")[2]):
            # C++'s `DB(…)` in DB, Java's `extends ForkJoinTask` in it: the class, not its
            # constructor
            own = f"{owner}.{name}"
            if own in self.symbols:
                return self._target(self.symbols[own])
            if cpp and own in self.package:
                return self._target(self.package.get(own))
        if owner and self.file.language == "ruby" and name not in self.symbols:
            found = self.scopes.ruby_module(owner).get(f"{owner}.{name}")
            if found:
                return self._target(found)
            if name[:1].isupper() and "." in owner:  # a constant of a module around it:
                # temple's `class CodeMerger < Filter` in `module Temple; module Filters`
                # is `Temple::Filter` (15 filters had no base)
                around = self._ruby_constant([name], owner.rpartition(".")[0])
                if around is not None:
                    return around
        if owner and self.file.language in _INHERITED_BARE and name[:1].islower() and (
                inherited := self._inherited_method(owner, name)) is not None:
            return inherited  # java.util's LinkedHashMap.get calling HashMap's `getNode(key)`
        if owner and self.file.language == "java" and name[:1].islower():
            outer = owner.rpartition(".")[0]  # an inner class calls its outer class's methods
            while outer:  # (java.text's AttributedStringIterator: `getAttributeCheckRange`)
                if (enclosing := f"{outer}.{name}") in self.symbols:
                    return self._target(self.symbols[enclosing])
                outer = outer.rpartition(".")[0]
        if name in self.symbols:
            return self._target(self.symbols[name])
        if name in self.imports:
            imported = self._imported(*self.imports[name])
            for module, member in self.fallbacks.get(name, ()) if imported is None else ():
                imported = self._imported(module, member)
                if imported is not None:
                    break
            return imported
        if self.package_wide:
            return self._target(self.package.get(name))
        if self.starred:
            return self._star_imported(name)
        return None

    def _star_imported(self, name: str) -> _Target | None:
        """The public `name` that a Python file's `from .x import *` bring in: declared in
        exactly one of those modules, or in one of theirs (pyparsing's `helpers.py` imports
        `core`, which imports `exceptions`), `_STAR_DEPTH` modules down; or a Rust file's
        `use module::*`, declared in exactly one of its modules."""
        if self.file.language == "rust":
            if self._own_names is None:
                self._own_names = {symbol.rpartition(".")[2] for symbol in self.symbols}
            if name in self._own_names:
                return None  # its own, in an inline module: regex's fallback `mod imp {
                # pub struct LiteralSearcher(()); … }` beside `pub use self::imp::*`
            found = [target for module in self.starred
                     if (laid := self._module(module)) is not None and not laid.folder
                     for target in self.scopes.file_table(laid.path).get(name, [])]
            return self._target(found) if found else None
        return self._through_stars(self.file.path, self.folder, self.starred, name)

    def _star_member(self, path: str, name: str) -> _Target | None:
        """The public `name` a Python module (the file `path`) passes on from the modules it
        imports with `*`: networkx's `nx.shortest_path`, which its `__init__.py` takes from
        `networkx.algorithms`, which takes it from `…shortest_paths`, and so on."""
        starred = [module for local, module, _ in self.scopes.load(path).imports
                   if local == REEXPORTED]
        return self._through_stars(path, posixpath.dirname(path), starred, name)

    def _through_stars(self, origin: str, folder: str, starred: list[str],
                       name: str) -> _Target | None:
        if name.startswith("_") or not starred:
            return None
        key = (origin, name)
        if key not in self.scopes.star_names:
            found: list[_Target] = []
            seen: set[str] = set()
            pending = [(folder, module, _STAR_DEPTH) for module in starred]
            while pending:
                folder, module, depth = pending.pop(0)
                path = self._python_module(folder, module)
                if path is None or path in seen:
                    continue
                seen.add(path)
                here = self.scopes.file_table(path).get(name)
                if here:
                    found += here
                elif depth > 1:
                    pending += [(posixpath.dirname(path), inner, depth - 1)
                                for local, inner, _ in self.scopes.load(path).imports
                                if local == REEXPORTED]
            self.scopes.star_names[key] = self._target(found) if found else None
        return self.scopes.star_names[key]

    def _python_module(self, folder: str, module: str) -> str | None:
        """The file of a Python module imported from a file in `folder`."""
        if not module.startswith("."):
            found = self._module(module)
            return found.path if found is not None and not found.folder else None
        level = len(module) - len(module.lstrip("."))
        base = folder.split("/") if folder else []
        base = base[: len(base) - (level - 1)] if level > 1 else base
        dotted = ".".join([*base, *([module.lstrip(".")] if module.lstrip(".") else [])])
        return _one(self.scopes.module_names()[1].get((self.family, dotted)))

    def _member(self, path: str, owner: str, name: str) -> _Target | None:
        """`owner.name` declared in the file `path` (in Go, anywhere in its package)."""
        return self._target(self._members(path).get(f"{owner}.{name}" if owner else name))

    def _members(self, path: str) -> Mapping[str, list[_Target]]:
        """The symbols declared in the file `path` (in Go, in its package's folder)."""
        if self.file.language == "go":
            return self.scopes.folder_table(self.family, posixpath.dirname(path))
        return self.scopes.file_table(path)

    def _imported(self, module: str, member: str) -> _Target | _Module | None:
        found = self._module(module)
        if member == DEFAULT and self.file.language in _JS_LIKE:
            return self._exported(found) if found is not None else None
        if self.file.language in ("java", "php"):  # an import names a class (or a member)
            cls = module.rsplit(".", 1)[-1]
            return self._target(self._table(found).get(f"{cls}.{member}" if member else cls)
                                ) if found is not None else None
        if member:
            if found is not None:
                target = self._target(self._table(found).get(member))
                if target is None and self.file.language in _JS_LIKE and not found.folder:
                    target = self._reexported(found.path, member, _REEXPORT_DEPTH)
                if target is None and self.file.language == "python" and not found.folder:
                    target = self._star_member(found.path, member) or self._reexported(
                        found.path, member, _REEXPORT_DEPTH)  # `from networkx import …`
                if target is None and self.file.language == "rust":
                    # `use crate::adaptors`, or a name its module re-exports
                    return (self._rust_child(member, found.path)
                            or self._rust_reexported(found.path, member))
                if target is not None or self.file.language != "python":
                    return target
            if self.file.language == "python":  # `from pkg import module`
                return self._module(module + member if module.endswith(".")
                                    else f"{module}.{member}")
            return None
        return found

    def _reexported(self, path: str, member: str, depth: int) -> _Target | None:
        """`member` as the file `path` passes it on from a module of the repository, followed
        through `depth` such files: JavaScript's `export * from './utils/common'`, `export {
        die } from …` (immer's `src/internal.ts`, which every module imports from) or an
        import it exports again; a Python module's import by name, most often a package's
        `__init__.py` (`from .filter_stack import FilterStack`: sqlparse's
        `engine.FilterStack()` and `from .engine import Splitter` linked nothing)."""
        folder = posixpath.dirname(path)
        python = self.file.language == "python"
        for local, spec, name in self.scopes.load(path).imports:
            if python:
                wanted = name if local == member else ""
                source = self._python_module(folder, spec) if wanted else None
            else:
                wanted = member if local == REEXPORTED else name if local == member else ""
                source = _js_path(self.scopes.listing, folder, spec) if (
                    wanted and wanted != DEFAULT and spec.startswith(".")) else None
            if source is None or source == path:
                continue
            found = self._target(self.scopes.file_table(source).get(wanted))
            if found is None and depth > 1:
                found = self._reexported(source, wanted, depth - 1)
            if found is not None:
                return found
        return None

    def _exported(self, module: _Module, *member: str) -> _Target | None:
        """What a JavaScript or TypeScript module exports as itself (`FileRefs.export`), or a
        `member` of it, when a page of the module documents it."""
        symbol = "" if module.folder else self.scopes.export_of(module.path)
        return self._target(self._table(module).get(".".join((symbol, *member)))
                            ) if symbol else None

    def _table(self, module: _Module) -> dict[str, list[_Target]]:
        """The names a module declares at its top level (a Go package: all its files')."""
        if module.folder:
            return self.scopes.folder_table(self.family, module.path)
        return self.scopes.file_table(module.path)

    def _module(self, module: str) -> _Module | None:
        """The file (or, in Go, the folder) an import names inside the repository (looked up
        once per folder and language: many files import the same modules)."""
        key = (self.family, self.folder, module)
        if key not in self.scopes.found_modules:
            self.scopes.found_modules[key] = self._find_module(module)
        return self.scopes.found_modules[key]

    def _find_module(self, module: str) -> _Module | None:
        language = self.file.language
        if language in ("javascript", "typescript"):
            path = self._js_file(module) if module.startswith(".") else None
            return _Module(path) if path else None
        if language == "go":
            return self._go_folder(module)
        if language == "python" and module.startswith("."):
            path = self._python_module(self.folder, module)
            return _Module(path) if path else None
        if language == "php":
            return self._php_file(module)
        if language == "rust":
            if module == "crate":  # `use crate::{Context}`: the crate's root
                return self._rust_root()
            if module == "super":  # `use super::size_hint`: the module around this one
                return self._rust_parent()
            if module.startswith(("crate::", "super::", "self::")) and (
                    laid := self._rust_laid_out(module.split("::"))):
                return laid
            module = ".".join(p for p in module.split("::")
                              if p not in ("crate", "self", "super"))
        found = [path for path in self.scopes.module_names()[0].get((self.family, module), [])
                 if language != "python" or self._importable(path, module)]
        path = _one(found) if module else None
        return _Module(path) if path else None

    def _php_file(self, dotted: str) -> _Module | None:
        """The file of the class a PHP import names (`Monolog.Formatter.LineFormatter`): the
        one file whose path ends with the longest part of the name that any path ends with,
        namespace and class at least (`Formatter/LineFormatter.php`), since where the
        namespace's root lies (`src/Monolog/`) is the autoloader's to say."""
        parts = dotted.split(".")
        modules = self.scopes.module_names()[0]
        for start in range(len(parts) - 1):
            found = modules.get((self.family, ".".join(parts[start:])))
            if found:
                path = _one(found)
                return _Module(path) if path and self._php_declares(path, dotted) else None
        root = _psr4_root(self.imports.get(PHP_NAMESPACE, ("", ""))[0], self.folder)
        if root is not None and dotted.startswith(root[0] + "."):
            path = posixpath.join(root[1], *dotted[len(root[0]) + 1:].split(".")) + ".php"
            return _Module(path) if path in self.scopes.listing else None
        return None

    def _php_relative(self, names: list[str], rest: list[str]) -> _Target | None:
        r"""The class `names` (`["Node", "ConstantNode"]`) under the file's own namespace, or its
        member `rest` (`Node\Foo::bar()`)."""
        namespace = self.imports.get(PHP_NAMESPACE, ("", ""))[0]
        dotted = ".".join([namespace, *names] if namespace else names)
        found = self._php_file(dotted)
        target = self._target(self._table(found).get(names[-1])) if found else None
        if target is None or not rest:
            return target
        return self._member(target.path, target.symbol, rest[0]) if len(rest) == 1 else None

    def _php_declares(self, path: str, dotted: str) -> bool:
        """May the PHP file `path` declare the class `dotted`: its namespace, if it says one,
        is the class's? Symfony Yaml's `LintCommand` imports Console's `RuntimeException`,
        whose `Exception/RuntimeException.php` is the Yaml component's own: its callers were
        Yaml's exception's."""
        namespace = next((spec for local, spec, _ in self.scopes.load(path).imports
                          if local == PHP_NAMESPACE), "")
        return not namespace or dotted.rpartition(".")[0] == namespace

    def _ruby_constant(self, parts: list[str], owner: str) -> _Target | None:
        """`URI.parse` inside `module Addressable … class URI`: a constant is looked up in
        the modules around the code, innermost first, as Ruby does, each in the file it is
        written in and those convention lays it and the constant out in (`ruby_module`)."""
        scope = owner.split(".") if owner else []
        for depth in range(len(scope), -1, -1):
            symbol = ".".join([*scope[:depth], *parts])
            found = self.symbols.get(symbol) or self.scopes.ruby_module(
                ".".join([*scope[:depth], *parts[:-1]])).get(symbol) or (
                self.scopes.ruby_module(symbol).get(symbol))  # its own file: connection_pool.rb
            if found:
                return self._target(_named_file(found, parts[-1]) if len(found) > 1 else found)
        for depth in range(len(scope), -1, -1):  # laid out by no convention
            found = self.scopes.ruby_everywhere().get(".".join([*scope[:depth], *parts]))
            if found:
                return self._target(_named_file(found, parts[-1]) if len(found) > 1 else found)
        return None

    def _rust_child(self, name: str, path: str = "") -> _Module | None:
        """The Rust module `name` declared inside the module of the file `path` (default:
        this file; `mod adaptors;` in `lib.rs` is `adaptors.rs` or `adaptors/mod.rs` beside
        it; in `foo.rs`, under `foo/`), which a path names without a `use`
        (`adaptors::batching(self, f)`), or after `use crate::adaptors`."""
        if self.file.language != "rust":
            return None
        return self._rust_module_file(posixpath.join(_rust_modules_folder(
            path or self.file.path), name))

    def _rust_module_file(self, module: str) -> _Module | None:
        """The file of the Rust module at the path `module` (its folder and name): `module.rs`,
        else `module/mod.rs`."""
        return next((_Module(path) for path in (module + ".rs", posixpath.join(module, "mod.rs"))
                     if path in self.scopes.listing), None)

    def _rust_path(self, head: str, parts: list[str]) -> _Target | None:
        """What a Rust path from the crate's root or the module above names (toml's
        `crate::ser::to_string(self)`, `crate::from_str(s)`, which `lib.rs` re-exports, and
        `super::helper()`): its modules followed down, its last part declared or re-exported
        there, or a member of a type there (`crate::de::Error::custom`)."""
        return self._rust_walk(self._rust_root() if head == "crate" else self._rust_parent(),
                               parts)

    def _rust_walk(self, module: _Module | None, parts: list[str]) -> _Target | None:
        """What the Rust path `parts` names from `module` down (`_rust_path`)."""
        for at, part in enumerate(parts[:-1]):
            if module is None:
                return None
            child = self._rust_child(part, module.path)
            if child is None:  # `Type::member`: the type is the last module's, or re-exported
                if at != len(parts) - 2:
                    return None
                owner = self._target(self._table(module).get(part))
                return (self._member(owner.path, owner.symbol, parts[-1])
                        if owner is not None and owner.kind == "class" else None)
            module = child
        if module is None:
            return None
        found = self._target(self._table(module).get(parts[-1]))
        if found is None:
            reexported = self._rust_reexported(module.path, parts[-1])
            found = reexported if isinstance(reexported, _Target) else None
        return found

    def _rust_reexported(self, path: str, member: str) -> _Target | _Module | None:
        """`member` as the Rust module of the file `path` re-exports it (`pub use
        self::buf_impl::Buf;` in `buf/mod.rs`, which bytes' `use crate::buf::Buf` reaches: 32
        trait methods had no Overrides, and calls no callee), followed through
        `_REEXPORT_DEPTH` such modules. The path compiles, so the name is public there:
        declared, or brought in by the one `use` of it."""
        for _ in range(_REEXPORT_DEPTH):
            file = self.scopes.load(path)
            bound = [(module, name) for local, module, name in file.imports if local == member]
            if len(bound) != 1:
                return None
            there = _Resolver(self.scopes, file)
            found = there._module(bound[0][0])
            if found is None:
                return None
            member = bound[0][1]
            target = there._target(there._table(found).get(member))
            if target is not None:
                return target
            child = there._rust_child(member, found.path)
            if child is not None:
                return child
            path = found.path
        return None

    def _rust_parent(self) -> _Module | None:
        """The module around a Rust file's module: for `src/adaptors/mod.rs` (or
        `src/adaptors.rs`) the crate's `lib.rs`; for `src/a/b.rs`, `src/a.rs` or
        `src/a/mod.rs`. None for a crate's root."""
        base = posixpath.basename(self.file.path)
        if base in ("lib.rs", "main.rs"):
            return None
        folder = posixpath.dirname(self.folder) if base == "mod.rs" else self.folder
        around = [posixpath.join(folder, name) for name in ("mod.rs", "lib.rs", "main.rs")]
        candidates = [folder + ".rs", *around] if folder else around[1:]
        return next((_Module(path) for path in candidates if path in self.scopes.listing), None)

    def _rust_laid_out(self, parts: list[str]) -> _Module | None:
        """The file of the module a path names from the crate's root (`crate::raw`) or from
        this file's module (`super::map`, `self::inner`), where Rust lays modules out (`map.rs`
        or `map/mod.rs`): hashbrown's `set.rs` imports `super::map::HashMap`, and a second
        `map.rs` (its rayon support's) left the name `map` two files, and `HashSet`'s forty
        calls of `self.map.…` no link. None when no file is there (an inline module, a
        `#[path]`)."""
        if parts[0] == "crate":
            root = self._rust_root()
            if root is None:
                return None
            folder, parts = posixpath.dirname(root.path), parts[1:]
        else:
            folder = _rust_modules_folder(self.file.path)
        for part in parts:
            if part == "super":
                folder = posixpath.dirname(folder)
            elif part != "self":
                folder = posixpath.join(folder, part)
        return self._rust_module_file(folder)

    def _rust_root(self) -> _Module | None:
        """The root of the crate a Rust file is in: the `lib.rs` (else `main.rs`) of its
        folder or the nearest one above."""
        folder = self.folder
        while True:
            for name in ("lib.rs", "main.rs"):
                path = posixpath.join(folder, name)
                if path in self.scopes.listing:
                    return _Module(path)
            if not folder:
                return None
            folder = posixpath.dirname(folder)

    def _importable(self, path: str, module: str) -> bool:
        """Whether `import module` can mean `path`: the folder above the module's top
        package is no package itself (a source root such as `src/` or `Lib/`)."""
        parts = _module_suffixes(path)[0].split(".")
        root = "/".join(parts[: len(parts) - len(module.split("."))])
        return root not in self.scopes.module_names()[2]

    def _js_file(self, spec: str) -> str | None:
        return _js_path(self.scopes.listing, self.folder, spec)

    def _go_folder(self, spec: str) -> _Module | None:
        """The repository folder an import path ends with (the longest such ending), else the
        repository's root when the path is a module's (its first element a domain, as no
        standard package's is) and names the package the root's files declare: cobra's `doc/`
        imports `github.com/spf13/cobra`, and its calls of `cobra.WriteStringAndCheck(…)`
        linked nothing."""
        parts = spec.split("/")
        for start in range(len(parts)):
            folder = "/".join(parts[start:])
            if (self.family, folder) in self.scopes.folder_files():
                return _Module(folder, folder=True)
        root = self.scopes.folder_files().get((self.family, ""), [])
        if "." in parts[0] and len(parts) > 1 and self.folder and any(
                self.scopes.package_of(path) == go_package_name(spec) for path in root):
            return _Module("", folder=True)
        return None


def _js_path(listing: Mapping[str, str], folder: str, spec: str) -> str | None:
    """The file of the repository a relative JavaScript or TypeScript import from `folder`
    names (`./route` → `lib/route.js`, `./router` → `lib/router/index.js`, `./utils.js` →
    `src/utils.ts`)."""
    base = posixpath.normpath(posixpath.join(folder, spec))
    for suffix in ("", ".js", ".ts", ".tsx", ".jsx", ".mjs", ".cjs", "/index.js",
                   "/index.ts", "/index.tsx", "/index.jsx"):
        if base + suffix in listing:
            return base + suffix
    stem, dot, extension = base.rpartition(".")
    for compiled in _COMPILED_TO.get(extension, ()) if dot else ():
        if f"{stem}.{compiled}" in listing:
            return f"{stem}.{compiled}"
    return None


_COMPILED_TO = {"js": ("ts", "tsx"), "jsx": ("tsx",), "mjs": ("mts",), "cjs": ("cts",)}
"""A TypeScript ES module imports the file its compiler will write (`./utils.js`), whose source
is `utils.ts`: true-myth's 72 calls across files linked none."""


_REEXPORT_DEPTH = 3
"""Files passing a name on (`export * from …`) followed from the one imported."""


def resolve(files: list[FileRefs]) -> Graph:
    """The graph of every page's resolved references (each file's pages named, `doc` set).
    Linear in the chains: each is looked up in dictionaries."""
    from rk_action.overrides import resolve_overrides

    by_path = {file.path: file for file in files}
    scopes = _Scopes({file.path: file.language for file in files}, by_path.__getitem__)
    forward = (resolve_pages(scopes, files), resolve_overrides(scopes, files),
               resolve_bases(scopes, files), resolve_owners(scopes, files))
    backward: tuple[dict[str, set[Edge]], ...] = ({}, {}, {}, {})
    for file in files:
        for page in file.pages:
            here = (page.symbols[0][0], page.doc, file.path)
            for kind, edges, sources in zip(("calls", "overrides", "inherits", "method_of"),
                                            forward, backward, strict=True):
                for symbol, target, _path in edges.get(page.doc, ()):
                    sources.setdefault(target, set()).add(
                        source_end(kind, page, symbol, file.path) or here)
    calls, overrides, bases, owners = (
        {doc: by_symbol(refs) for doc, refs in edges.items() if refs} for edges in forward)
    called_by, overridden_by, derived, methods = (
        {doc: by_symbol(refs) for doc, refs in edges.items()} for edges in backward)
    return Graph(calls, called_by, overrides, overridden_by, bases, derived, owners, methods)


Edge = tuple[str, str, str]
"""(symbol, doc, source path) of one end of an edge."""


def source_end(kind: str, page: PageRefs, target: str, path: str) -> Edge | None:
    """The source end of an override a class page's member makes, as the overridden page
    shows it: that member (`Sub.handle`, "documented within" `Sub`), not the class (erubi's
    `Engine` was "overridden by" `CaptureEndEngine`); None for any other edge (its source is
    the page)."""
    if kind != "overrides" or len(page.symbols) == 1:
        return None
    name = target.rpartition(".")[2]
    members = [symbol for symbol, member_kind in page.symbols[1:]
               if member_kind != "class" and symbol.rpartition(".")[2] == name]
    own = f"{page.symbols[0][0]}.{name}"  # the class's own, not a nested class's (chronic's
    # `RepeaterTime.initialize`, shown as its `Tick.initialize`)
    member = own if own in members else next(iter(members), None)
    return None if member is None else (member, page.doc, path)


_BASE_CALLED_AS_INIT = frozenset({"c", "cpp", "javascript", "typescript"})


def scopes_of(listing: dict[str, str], load: Callable[[str], FileRefs]) -> _Scopes:
    """The scopes of the files of `listing` (path → language), whose records `load` gives
    (called once a file, and only for files a lookup reaches)."""
    return _Scopes(listing, load)


def resolve_pages(scopes: _Scopes, files: Iterable[FileRefs]) -> dict[str, set[Edge]]:
    """The callees of every page of `files` (an empty set for a page that names none). A class
    page's own bases are no callees where its base's name initializes it: a C++ constructor's
    `: parsing(msg)`, which its "Base types" shows (cxxopts' 13 exceptions "called" `parsing`),
    a JavaScript constructor function's `Base.call(this, …)`; elsewhere it makes one (PHP's
    `new String_()` in type-resolver's `CallableString`, linked nowhere)."""
    calls: dict[str, set[Edge]] = {}
    for file in files:
        resolver = _Resolver(scopes, file)
        for page in file.pages:
            found = calls[page.doc] = set()
            bases = {t.symbol for t in _page_bases(resolver, page)} if (
                file.language in _BASE_CALLED_AS_INIT) else set()
            for chain in page.chains:
                chain, count = _counted(chain)
                resolver.arity = count
                handed = chain.startswith(PASSED)
                target = resolver.resolve(chain.lstrip(PASSED), page.owner)
                resolver.arity = -1
                if handed and target is not None and not (target.kind == "function" or (
                        target.kind == "method" and "." in chain)):
                    continue  # a class or a value handed on is not called
                if target is not None and target.doc != page.doc and target.symbol not in bases:
                    found.add((target.symbol, target.doc, target.path))
                elif target is None and not handed and (
                        "." not in chain or file.language in _VARIANT_LANGUAGES):
                    table = scopes.folder_table("go", posixpath.dirname(file.path)) if (
                        file.language == "go") else resolver.symbols  # a Go package's function
                    # defined once per build tag, in files of its own (go-flags'
                    # `argumentIsOption` in `optstyle_windows.go` and `optstyle_other.go`: its
                    # 11 such pages had no caller)
                    found |= _variants(table.get(chain), page.doc, file.language)
    return calls


_VARIANT_LANGUAGES = frozenset({"c", "cpp", "rust", "go"})
"""Languages where two functions of one name are each under a condition (in one file; in Go,
in a package's files of their own build tags)."""


def _variants(found: list[_Target] | None, doc: str, language: str) -> set[Edge]:
    """The definitions of one function that a file makes under conditions, on pages of their
    own (texttable's two `textwrapper`s, one where `cjkwrap` imports, one where it does not;
    C's `#ifdef` branches, Rust's `#[cfg]` items, which only so can share a name, methods too:
    unicase's two `UniCase::unicode`, a `const fn` or not, `_rust_conditional`): a call of
    its name reaches one of them, so it links each. Not a Python function defined twice
    unconditionally, whose second definition replaces the first."""
    if not found or len(found) < 2 or len({one.symbol for one in found}) > 1 or any(
            one.kind != "function" and (one.kind != "method" or one.shape != CONDITIONAL)
            for one in found):
        return set()
    if language not in _VARIANT_LANGUAGES and any(one.shape != CONDITIONAL for one in found):
        return set()
    return {(one.symbol, one.doc, one.path) for one in found if one.doc != doc}


def resolve_bases(scopes: _Scopes, files: Iterable[FileRefs]) -> dict[str, set[Edge]]:
    """The base types of every class page of `files` that has any (a JavaScript constructor
    function's too): each of its bases resolved in its file as a chain of its page would be (a
    class, interface or trait of the repository, the only candidate), in the scope the class
    is declared in. Pages with none are left out."""
    found: dict[str, set[Edge]] = {}
    for file in files:
        resolver: _Resolver | None = None
        for page in file.pages:
            if not page.bases or page.symbols[0][1] == "method":
                continue  # a Rust method's trait is for its overrides; a function's bases
                # are a JavaScript constructor's (`X.prototype = Object.create(Y.prototype)`)
            resolver = resolver or _Resolver(scopes, file)
            edges = {(t.symbol, t.doc, t.path) for t in _page_bases(resolver, page)
                     if t.doc != page.doc}
            if edges:
                found[page.doc] = edges
    return found


def _page_bases(resolver: _Resolver, page: PageRefs) -> list[_Target]:
    """The classes a page's bases name, resolved in the scope its first entity is declared in
    (a nested class sees its siblings)."""
    return class_bases(resolver, page.bases, page.symbols[0][0]) if page.bases else []


def class_bases(resolver: _Resolver, chains: Iterable[str], symbol: str) -> list[_Target]:
    """The classes the base `chains` of the class `symbol` name, resolved in its file: in the
    scope the class is declared in (a nested class sees its siblings), or in Ruby from inside
    the class, as Ruby reads an `include` (`include Parser` in kramdown's `class Html < Base`
    is its own `Html::Parser`), the class itself left out."""
    if resolver.file.language == "ruby":
        return [found for found in resolver.classes(chains, symbol) if found.symbol != symbol]
    return resolver.classes(chains, symbol.rpartition(".")[0])


_OUTSIDE_METHODS = frozenset({"go", "rust", "cpp", "javascript", "typescript"})
"""Languages whose methods may be defined outside their type's body (a Go receiver, a Rust
`impl`, a C++ `Node::size()` in another file than its class, a JavaScript constructor
function's `Negotiator.prototype.charset = function …`), so that the type's page lists none
of them."""


def resolve_owners(scopes: _Scopes, files: Iterable[FileRefs]) -> dict[str, set[Edge]]:
    """The type of every Go or Rust method page of `files`, and of every C++ one defined in
    another file than its class (yaml-cpp's `impl.h`, a `.cc` file) or outside the body of a
    class kept whole on its page (cxxopts' `Options::parse`: the page holds the members defined
    in the body, no other method has a page of its own then; a large class's overview lists
    its methods itself): its owner (`func (a *App) Run`, `impl Display for Point`,
    `Node::size`) resolved in its file as a chain of its page would be, a class of the
    repository, the only candidate; and of every JavaScript or TypeScript method given to a
    constructor function (`Negotiator.prototype.charset = function …`), whose page listed
    none. Read backwards, a type's "Methods"."""
    found: dict[str, set[Edge]] = {}
    for file in files:
        if file.language not in _OUTSIDE_METHODS:
            continue
        resolver = _Resolver(scopes, file)
        holding = {page.doc for page in file.pages if len(page.symbols) > 1}
        for page in file.pages:
            chain = _base_chain(page.owner) if page.symbols[0][1] == "method" else ""
            target = resolver.resolve(chain, "") if chain else None
            if target is None or target.doc == page.doc:
                continue
            if (target.kind == "function" if file.language in _JS_LIKE else  # a class's
                    target.kind == "class" and (  # body holds its methods, or its overview
                        file.language != "cpp" or target.path != file.path  # lists them
                        or target.doc in holding)):
                found[page.doc] = {(target.symbol, target.doc, target.path)}
    return found


def names_of(file: FileRefs) -> set[str]:
    """The names through which the file's resolution may look anything up: every part of its
    pages' chains and bases, its imports' members and the last parts of their modules, and
    the names of the methods whose overrides are looked up (`overrides.lookups`). A lookup is
    always by a symbol whose last part is one of these (see `changed_names`)."""
    from rk_action.overrides import lookups

    names = {part for page in file.pages for chain in (*page.chains, *page.bases)
             for part in _counted(chain)[0].lstrip(PASSED).replace("()", "").replace(
                 _PHP_JOIN, ".").split(".")}
    if file.language in _OUTSIDE_METHODS:  # a method's type (`resolve_owners`)
        names.update(part for page in file.pages for part in page.owner.split(".") if part)
    if file.language in _C_FAMILY:  # the headers it includes, whose own includes it reads
        names.update(posixpath.basename(module) for _local, module, _member in file.imports)
    else:
        names.update(part for _local, module, member in file.imports
                     for part in (member, module_word(module)) if part)
    names.update(name for _page, name, _shape in lookups(file))
    return names


def changed_names(old: FileRefs | None, new: FileRefs | None) -> set[str]:
    """The last parts of the symbols whose entries differ between two versions of a file (a
    symbol that came, went, or changed kind, page or bases): only lookups of those can find
    something else, so only files naming one of them may resolve differently. When what the
    file exports as itself changes (another symbol, or its entry), the words its importers name
    it by (`module_words`): they may reach it under any name."""
    before, after = _entries(old), _entries(new)
    changed = {symbol.rsplit(".", 1)[-1] for symbol in before.keys() | after.keys()
               if before.get(symbol) != after.get(symbol)}
    exported = [(file.export, entries.get(file.export)) if file and file.export else None
                for file, entries in ((old, before), (new, after))]
    path = new.path if new is not None else old.path if old is not None else ""
    if old is not None and new is not None and new.language in _C_FAMILY and (
            old.imports != new.imports):  # what its includers read through it changed
        changed.add(posixpath.basename(path))
    if old is not None and new is not None and new.language in _JS_LIKE and (
            old.imports != new.imports):  # what it passes on (`export * from`) may have
        changed |= module_words(path)
    starred = [_starred(file) if file is not None and file.language == "python" else set()
               for file in (old, new)]
    if old is not None and new is not None and old.aliases != new.aliases:  # names it is
        changed |= {alias for alias, _symbol in set(old.aliases) ^ set(new.aliases)}  # called by
    if starred[0] != starred[1]:  # what files reach through `import *` chains: any Python
        changed.add(REEXPORTED)  # file's (`refgraph.edit` resolves them all again)
    if path.endswith((".rs", ".py", ".pyi")):  # what it passes on (Rust's `pub use`, a
        # package's `from .stack import FilterStack`), which importers reach
        imports = [set(file.imports) if file is not None else set() for file in (old, new)]
        changed |= {local for local, _module, _member in imports[0] ^ imports[1]}
    return changed | module_words(path) if exported[0] != exported[1] else changed


def _starred(file: FileRefs) -> set[str]:
    return {module for local, module, _member in file.imports if local == REEXPORTED}


def module_word(module: str) -> str:
    """The word of an import's module that `names_of` keeps: its last (`./router/` → router,
    `.` and `..` → index, a folder's index file)."""
    words = [word for word in re.split(r"[./:\\]", module) if word]
    return words[-1] if words else "index" if module.startswith(".") else ""


def module_words(path: str) -> set[str]:
    """Every `module_word` a relative JavaScript import of the file `path` may have
    (`./route`, `./route.js`, `./router` for `router/index.js`)."""
    stem, extension = posixpath.splitext(posixpath.basename(path))
    folder = posixpath.basename(posixpath.dirname(path))
    return {stem, extension[1:], *((folder,) if stem == "index" and folder else ())} - {""}


def import_words(file: FileRefs) -> dict[str, str]:
    """Each name a file's imports bind → the `module_word` of its module."""
    return {local: module_word(module) for local, module, _member in file.imports}


def _entries(file: FileRefs | None) -> dict[str, set[tuple[str, str, tuple[str, ...], str]]]:
    """Symbol → (kind, page, bases, shape) of each entity a file declares under it: a method
    whose parameter types change (its shape) may override another, or be overridden by another."""
    entries: dict[str, set[tuple[str, str, tuple[str, ...], str]]] = {}
    for page in file.pages if file is not None else ():
        for number, (symbol, kind, shape) in enumerate(page.shaped()):
            entries.setdefault(symbol, set()).add((kind, page.doc,
                                                   () if number else page.bases, shape))
    return entries


def by_symbol(refs: Iterable[Edge]) -> list[Ref]:
    """Sorted by symbol as a reader looks one up (case aside), then exactly."""
    return [Ref(symbol, doc, path) for symbol, doc, path in
            sorted(refs, key=lambda ref: (ref[0].casefold(), ref[0], ref[1], ref[2]))]
