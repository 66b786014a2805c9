"""Extraction: source text in, `Entity` list out. One module per language family.

`extract_file` is pure: it takes a path (for the entity's `source`) and the decoded text, and
returns entities sorted by first line. Each language module exposes
`extract(source: str, text: str) -> list[Entity]`. Entities come from nowhere else: secrets are
redacted here, once, so no field of any entity (and nothing made from one) can hold them.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import PurePosixPath

from rk_action.model import Entity
from rk_action.redact import redact

MAX_SCOPE_NAME = 256
"""Characters of qualified name beyond which a declaration is documented but not looked into.
Each member's symbol repeats its owner's, so types nested thousands deep, or a class named by a
500,000-character identifier over thousands of methods, would make one file's docs grow with
the square of its size; real qualified names are a few dozen characters."""


def looks_inside(symbol: str) -> bool:
    """Whether an extractor walks the members of the declaration `symbol` (every language
    module asks this one function before it descends; see `MAX_SCOPE_NAME`)."""
    return len(symbol) <= MAX_SCOPE_NAME


_NAMESPACE = {
    "ruby": re.compile(r"module\b"),
    "typescript": re.compile(r"(?:export\s+)?(?:declare\s+)?(?:namespace|module)\b"),
    "rust": re.compile(r"(?:pub(?:\([^)]*\))?\s+)?mod\b"),
}


def snake_case(constant: str) -> str:
    """A Ruby constant as its file is named: `FileManipulation` → file_manipulation,
    `HTTPServer` → http_server, `Rfc4646` → rfc4646."""
    spaced = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", constant)
    return re.sub(r"([a-z\d])([A-Z])", r"\1_\2", spaced).lower()


PHP_HEREDOC = r"<<<[ \t]*['\"]?([A-Za-z_]\w*)['\"]?[ \t]*\r?\n(?s:.*?)\n[ \t]*\1\b"
"""A PHP heredoc or nowdoc, `<<<EOF` … `EOF` (the source of a pattern): its text is no code
(symfony/translation's `Translator::dumpCatalogue` writes a PHP file from one, and its page
said "Returns `$catalogue`", and that it called `MessageCatalogue`)."""


RUBY_HEREDOC = (r"<<(?:[-~](?P<rq>['\"`]?)(?P<rid>[A-Za-z_]\w*)(?P=rq)"
                r"|(?P<rq2>['\"`]?)(?P<rid2>[A-Z_][A-Z0-9_]*)(?P=rq2))"
                r"[^\n]*\n(?s:.*?)\n[ \t]*(?(rid)(?P=rid)|(?P=rid2))\b")
"""A Ruby heredoc, from its opener (`<<-EOS`, `<<~RUBY`, `<<'SQL'`, `<<EOS`) to its closing
line: a string, whose words are no calls (memoist's `module_eval <<-EOS` of the method it
generates "called" `extract_reload!`)."""
RUBY_PERCENT_LITERAL = (r"%[qQwWiIr](?:\((?:\\.|[^()\\]|\([^()]*\))*\)"
                        r"|\[(?:\\.|[^\[\]\\]|\[[^\[\]]*\])*\]"
                        r"|\{(?:\\.|[^{}\\]|\{[^{}]*\})*\}|<(?:\\.|[^<>\\]|<[^<>]*>)*>"
                        r"|/(?:\\.|[^/\\])*/|!(?:\\.|[^!\\])*!|\|(?:\\.|[^|\\])*\|)[imxounse]*")
"""A Ruby `%` literal, a string, a word list or a regular expression, over any lines and
with its brackets nested once: `%w(each column)`, `%i[a b]`, `%w(all(x) y)`, `%r/(call)(ed)/`,
`%q!…!` (the source of a pattern). Its words are no calls: rouge's lexers' `%w(…)` keyword
lists "called" `w`, and their `%r/…/` rules `Lexer.all`, `Lexer.option` and `Lexer.with`."""


def ruby_stem(source: str) -> str:
    """The name a Ruby file is given for the constant it defines (`cascade.rb` for `Cascade`:
    compare `snake_case(name)`)."""
    return source.rpartition("/")[2].removesuffix(".rb")


def module_name(source: str) -> str:
    """What a JavaScript module is imported as, which names what it exports without a name of
    its own: its file's stem, or its folder's name for an `index` file
    (`plugin/relativeTime/index.js` is imported as `plugin/relativeTime`: dayjs' 30 plugins were
    each a page named `index`)."""
    path = PurePosixPath(source)
    if path.stem == "index" and path.parent.name:
        return path.parent.name
    return path.stem


def is_namespace(entity: Entity) -> bool:
    """Whether `entity` is a namespace that its language lets hold anything (a Ruby `module`,
    a TypeScript `namespace`, a Rust `mod`), not a type: the layout does not keep the types it
    holds inside its page, as it keeps a small class's methods."""
    pattern = _NAMESPACE.get(entity.language)
    return entity.kind == "class" and pattern is not None and bool(pattern.match(entity.signature))


# extension -> (language, module under rk_action.extract)
LANGUAGES: dict[str, tuple[str, str]] = {
    ".py": ("python", "python"),
    ".pyw": ("python", "python"),
    ".js": ("javascript", "javascript"),
    ".jsx": ("javascript", "javascript"),
    ".mjs": ("javascript", "javascript"),
    ".cjs": ("javascript", "javascript"),
    ".ts": ("typescript", "javascript"),
    ".mts": ("typescript", "javascript"),
    ".cts": ("typescript", "javascript"),
    ".tsx": ("typescript", "javascript"),
    ".go": ("go", "go"),
    ".rs": ("rust", "rust"),
    ".java": ("java", "java"),
    ".c": ("c", "cfamily"),
    ".h": ("cpp", "cfamily"),
    ".cc": ("cpp", "cfamily"),
    ".cpp": ("cpp", "cfamily"),
    ".cxx": ("cpp", "cfamily"),
    ".hpp": ("cpp", "cfamily"),
    ".hh": ("cpp", "cfamily"),
    ".hxx": ("cpp", "cfamily"),
    ".rb": ("ruby", "ruby"),
    ".php": ("php", "php"),
}


def language_of(path: str) -> str | None:
    """The language a file is written in, from its extension; None for files we do not read."""
    found = LANGUAGES.get(PurePosixPath(path).suffix.lower())
    return found[0] if found else None


def _extractor(path: str) -> Callable[[str, str], list[Entity]]:
    _, module = LANGUAGES[PurePosixPath(path).suffix.lower()]
    loaded = importlib.import_module(f"rk_action.extract.{module}")
    extract: Callable[[str, str], list[Entity]] = loaded.extract
    return extract


def extract_file(source: str, text: str) -> list[Entity]:
    """Every function, method and class of one file, sorted by (first line, symbol), read from
    the file's text with its secrets redacted (`redact` keeps every line where it was).

    Raises whatever the language module raises on text it cannot parse; the caller turns that
    into a warning naming the file.
    """
    entities = [_untitled(_visible(e)) for e in _extractor(source)(source, redact(text))]
    entities = _inherited_docs(_referenced_tags(entities))
    return sorted(entities, key=lambda e: (e.start_line, e.end_line * -1, e.symbol))


def _inherited_docs(entities: list[Entity]) -> list[Entity]:
    """`entities`, a method with no doc of its own (none, or only `{@inheritDoc}`) given the doc
    of the method it implements or overrides when the trait, interface or base class that
    documents it is in the same file, with where it came from: byteorder's 52 methods of
    `impl ByteOrder for BigEndian` read "Read the u16 from `buf`", whose trait says "Reads an
    unsigned 16 bit integer from `buf`"."""
    documented = {e.symbol: e for e in entities if e.kind == "method" and e.doc.strip()
                  and not _INHERIT_ONLY.fullmatch(e.doc) and not _FOR_OVERRIDERS.search(e.doc)}
    if not documented:
        return entities
    classes = {e.symbol: e for e in entities if e.kind == "class"}
    found = []
    for entity in entities:
        base = _documented_base(entity, classes, documented) if entity.kind == "method" and (
            not entity.doc.strip() or _INHERIT_ONLY.fullmatch(entity.doc)) else None
        if base is not None and (_arity(base) != _arity(entity) or (_REFUSES.search(
                entity.code) and not _RETURNS.search(entity.code))):
            base = None  # parsimonious' `Quantifier.__init__(member, *, min, max, …)` took
            # `Compound.__init__(*members)`'s "`members` is a sequence of expressions", and
            # `TokenRuleVisitor.visit_regex`, which raises `BadGrammar`, "Return a `Regex`"
        if base is not None:  # where it came from, under its first paragraph (a section
            # such as Rust's `# Panics` may end the doc)
            head, _, rest = base.doc.partition("\n\n")
            note = f"(The doc of `{base.symbol}`, which it implements or overrides.)"
            entity = replace(entity, doc="\n\n".join(part for part in (head, note, rest) if part))
        found.append(entity)
    return found


def _arity(entity: Entity) -> int:
    """How many parameters a method takes besides its object (`self`, `cls`, `&self`)."""
    return sum(1 for p in entity.params if p.name not in ("self", "cls", "this"))


_REFUSES = re.compile(r"^[ \t]*(?:raise|throw)\b", re.M)
_RETURNS = re.compile(r"\b(?:return|yield)\b")
"""A method that raises and returns nothing refuses what its base does."""


def _referenced_tags(entities: list[Entity]) -> list[Entity]:
    """`entities`, a YARD tag that refers to another method's, `@param (see #other)` or
    `@return (see #other)`, replaced by that method's tags of its kind when it is in the same
    file (chunky_png's eleven scanline decoders, whose pages listed bare parameters and
    "Returns (see #decode_png_pixels_from_scanline_indexed_1bit)")."""
    if not any("(see " in e.doc for e in entities):
        return entities
    by_name = {(e.parent, e.name): e for e in entities if e.doc}

    def tags_of(entity: Entity) -> Callable[[re.Match[str]], str]:
        def replaced(match: re.Match[str]) -> str:
            other = by_name.get((entity.parent, match.group(3)))
            kind = _TAG_KINDS.get(match.group(2), match.group(2))
            blocks = [block for block in _tag_blocks(other.doc) if _TAG_KINDS.get(
                block[0].lstrip()[1:].split()[0], "") == kind] if other is not None else []
            return "\n".join(line for block in blocks for line in block) or match.group(0)
        return replaced

    return [replace(e, doc=_YARD_SEE_TAG.sub(tags_of(e), e.doc))
            if e.language == "ruby" and "(see " in e.doc else e for e in entities]


def _tag_blocks(doc: str) -> list[list[str]]:
    """The tags of a doc, each its `@tag` line and the deeper lines that go on with it."""
    blocks: list[list[str]] = []
    for line in doc.split("\n"):
        if line.lstrip().startswith("@"):
            blocks.append([line])
        elif blocks and line.strip() and line[:1].isspace():
            blocks[-1].append(line)
        elif blocks and line.strip():
            blocks.append([])  # prose after a tag: not the tag's
    return [block for block in blocks if block]


_YARD_SEE_TAG = re.compile(r"^([ \t]*@(\w+))[ \t]+\(see[ \t]+#([\w?!=]+)\)[ \t]*$", re.M)
_TAG_KINDS = {"param": "param", "params": "param", "option": "param", "return": "return",
              "returns": "return", "raise": "raise", "raises": "raise", "yield": "yield",
              "yieldparam": "yield"}


def _documented_base(entity: Entity, classes: dict[str, Entity],
                     documented: dict[str, Entity]) -> Entity | None:
    """The documented method of the same name in the trait a Rust `impl Trait for Type` method
    implements, or in a base of its class declared in the same file, or in a base of that
    base, depth first from the left, as Python's method resolution finds it (furl's
    `furl.__setattr__` took `QueryCompositionInterface`'s doc, its second base's, where its
    first base's own base, `PathCompositionInterface`, has the method it overrides)."""
    implemented = _RUST_IMPL.match(entity.signature) if entity.language == "rust" else None
    owner = classes.get(entity.parent)
    bases = [implemented.group(1)] if implemented else list(owner.bases) if owner else []
    scope = entity.parent.rsplit(".", 1)[0] + "." if "." in entity.parent else ""
    seen = {entity.parent}
    while bases:
        name = bases.pop(0).split("<", 1)[0].rsplit("::", 1)[-1].rsplit(".", 1)[-1]
        for symbol in (f"{scope}{name}.{entity.name}", f"{name}.{entity.name}"):
            if symbol in documented and symbol != entity.symbol:
                return documented[symbol]
        base = classes.get(f"{scope}{name}") or classes.get(name)
        if base is not None and base.symbol not in seen:
            seen.add(base.symbol)
            bases[:0] = base.bases
    return None


_RUST_IMPL = re.compile(r"impl(?:<[^>]*>)?\s+([\w:]+)(?:<[^>]*>)?\s+for\s")
"""The head of a Rust trait implementation a method's signature opens with."""
_FOR_OVERRIDERS = re.compile(r"\babstract\b|\bmust be (?:implemented|overridden)|\bsubclass(?:es)? "
                             r"(?:must|should)|\boverride (?:this|it|in subclass)|\bno-?op\b",
                             re.I)
"""A base's doc that speaks to its subclasses (jsonpatch's "Abstract method that applies a
patch operation…", commander's "No-op, override in subclasses"), not of what an override
does."""
_INHERIT_ONLY = re.compile(r"\s*(?:\{?@inherit[dD]oc\}?|\(non-PHPdoc\)(?:\s*@see\s+\S+)?)\s*")
"""A doc that only says it is its parent's (Javadoc's and PHPDoc's `{@inheritDoc}`, an
editor's "(non-PHPdoc) @see Otp.OtpInterface::hotp()")."""


_DOC_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
"""A control character in a doc, but a tab and a line break: a Python docstring's escape
(pendulum's "TZif (\\0, 2 or 3)") is its character once read, and a NUL in a page made `grep`
read it, and the index, as a binary file."""


def _visible(entity: Entity) -> Entity:
    """`entity` with each control character of its doc written as its escape (`\\x00`)."""
    if not _DOC_CONTROL.search(entity.doc):
        return entity
    return replace(entity, doc=_DOC_CONTROL.sub(lambda found: repr(found[0])[1:-1], entity.doc))


def _untitled(entity: Entity) -> Entity:
    """`entity` without a first paragraph of its doc that only names it, a title (`//
    [appendEscaped]`, `/* foo_init: */`, then a blank line): handlebars' compiler's 20
    methods had their names in brackets as their one-liners."""
    head, blank, rest = entity.doc.partition("\n\n")
    title = _TITLE.fullmatch(head) if blank and rest.strip() else None
    if title is not None and title[1] in (entity.name, entity.symbol):
        return replace(entity, doc=rest.lstrip("\n"))
    return entity


_TITLE = re.compile(r"[\[`*]*([\w.:$#?!]+?)(?:\(\))?[\]`*]*:?")
