"""Facts read from an entity's code by a language-agnostic scan: calls, raises, flags, outline.

The scan blanks comments and string literals first (keeping line breaks, so line numbers still
hold), then looks for `name(` patterns. It is a heuristic, cheap by design: no parser.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from rk_action.model import Entity
from rk_action.summarize._words import word_set

_C_LIKE = r"//[^\n]*|/\*[\s\S]*?\*/|\"(?:\\.|[^\"\\\n])*\""
_STRIPPERS: dict[str, re.Pattern[str]] = {
    "python": re.compile(
        r"[rRbBuUfF]{0,2}(?:\"\"\"[\s\S]*?\"\"\"|'''[\s\S]*?'''|\"(?:\\.|[^\"\\\n])*\""
        r"|'(?:\\.|[^'\\\n])*')|#[^\n]*"
    ),
    "ruby": re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|#[^\n]*"),
    "rust": re.compile(_C_LIKE + r"|'(?:\\.|[^'\\\n])'|r#*\"[\s\S]*?\"#*"),
    "go": re.compile(_C_LIKE + r"|`[^`]*`|'(?:\\.|[^'\\\n])+'"),
    "javascript": re.compile(_C_LIKE + r"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`"),
    "php": re.compile(_C_LIKE + r"|'(?:\\.|[^'\\])*'|#[^\n]*"),
    "c-like": re.compile(_C_LIKE + r"|'(?:\\.|[^'\\\n])*'"),
}
_STRIPPERS["typescript"] = _STRIPPERS["javascript"]

# Every identifier chain, flagged when a `(` follows: one pass, no backtracking into words.
_WORDS = re.compile(r"([A-Za-z_$][\w$]*(?:(?:\.|::|->|\?\.)[A-Za-z_$][\w$]*)*)(!?\s*\()?")
_DEFINERS = word_set("def fn func function class struct interface trait enum sub macro_rules")
_NOT_CALLS = word_set(
    "if for while switch catch return sizeof typeof elif except with match not and or in is "
    "lambda yield await assert super print_function foreach unless until case when do else "
    "defined isset empty unset list array echo require include require_once include_once "
    "instanceof delete void throw raise synchronized using decltype alignof static_assert "
    "let var const self this cls Self func fn def function new"
)
_TRIVIAL = word_set(
    "len str int float bool list dict set tuple isinstance range enumerate print super type repr "
    "hasattr append extend get format join split strip items keys values zip min max sorted "
    "any all iter next abs round map filter sum open push String Number Boolean Array Object "
    "make cap println printf fmt.Sprintf fmt.Errorf errors.New Some Ok Err Box::new "
    "vec to_string clone unwrap expect into as_str as_ref is_some is_none to_owned log "
    "console.log"
)
_RAISE = {
    "python": re.compile(r"\braise\s+([A-Za-z_][\w.]*)"),
    "ruby": re.compile(r"\braise\s+([A-Z][\w:]*)"),
}
_THROW = re.compile(r"\bthrow\s+(?:new\s+)?\\?([A-Z][\w.\\]*)")
_THROWS_CLAUSE = re.compile(r"\)\s*throws\s+([\w.,\s<>]+?)\s*(?:\{|$)")
_PANIC = re.compile(r"\b(?:panic|unreachable|todo|unimplemented)!?\s*\(")
_YIELD = re.compile(r"\byield\b")
_RETURN_VALUE = re.compile(r"\breturn\b[ \t]*(?![ \t]*(?:;|\n|$|None\b|nil\b))")
_RETURN_LINE = re.compile(r"^\s*return\s+(.+?);?\s*$", re.M)
_STUB = re.compile(r'(?:[\s{}:;]|""|\bpass\b|\.\.\.)*$')
_ASSIGNS = {
    "python": re.compile(r"(?<![\w.])(self\.[A-Za-z_]\w*)\s*(?:[-+*/|&]|//)?=(?!=)"),
    "ruby": re.compile(r"(?<![\w@])(@[A-Za-z_]\w*)\s*(?:[-+*/|&]|\|\|)?=(?![=~])"),
    "php": re.compile(r"(\$this->[A-Za-z_]\w*)\s*(?:[-+*/.|&]|\?\?)?=(?!=)"),
    "rust": re.compile(r"(?<![\w.])(self\.[A-Za-z_]\w*)\s*(?:[-+*/|&])?=(?!=)"),
}
_THIS_ASSIGN = re.compile(r"(?<![\w.])(this(?:\.|->)[A-Za-z_]\w*)\s*(?:[-+*/|&]|\?\?|\|\|)?=(?!=)")
_HEADER_MARKS = re.compile(r"[()\[\]{;:]|=>")
_SEPARATOR = re.compile(r"\?\.|\.|::|->")
_ASYNC = re.compile(r"\basync\b")
_STAR_METHOD = re.compile(r"\s*(?:(?:static|async)\s+)*\*")


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


def strip_code(code: str, language: str) -> str:
    """`code` with comments and string literals blanked, line breaks kept."""
    pattern = _STRIPPERS.get(language, _STRIPPERS["c-like"])
    if language == "ruby" and "=begin" in code:
        code = _blank_ruby_blocks(code)
    return pattern.sub(_blank, code)


def _blank_ruby_blocks(code: str) -> str:
    """Ruby `=begin`…`=end` comment blocks blanked, line breaks kept (a linear scan)."""
    pieces: list[str] = []
    done = 0
    while (start := code.find("\n=begin", done)) >= 0:
        end = code.find("\n=end", start + 1)
        stop = len(code) if end < 0 else end + len("\n=end")
        pieces += [code[done : start + 1], "\n" * code.count("\n", start + 1, stop)]
        done = stop
    return "".join(pieces) + code[done:]


def _blank(match: re.Match[str]) -> str:
    text = match.group(0)
    if text.startswith(("#", "//", "/*", "=begin")):
        return "\n" * text.count("\n")
    return '""' + "\n" * text.count("\n")


def body_of(entity: Entity, stripped: str) -> str:
    """The stripped code after the declaration header (decorators and signature)."""
    marker = "{" if entity.language not in ("python", "ruby") else ":"
    name_at = stripped.find(entity.name + "(") if entity.name else -1
    if name_at < 0:
        name_at = stripped.find(entity.name) if entity.name else 0
    if entity.language == "ruby":
        end = stripped.find("\n", max(name_at, 0))
        return stripped[end + 1 :] if end >= 0 else ""
    depth = 0
    braces = marker == "{"
    for mark in _HEADER_MARKS.finditer(stripped, max(name_at, 0)):
        token = mark.group()
        if token in "([":
            depth += 1
        elif token in ")]":
            depth -= 1
        elif depth == 0 and (token == marker or (braces and token == "=>")):
            return stripped[mark.end() :]
        elif depth == 0 and braces and token == ";":
            return ""
    return ""


def scan(entity: Entity, stripped: str | None = None) -> Facts:
    """The facts of one function, method or class (`stripped`: its code from `strip_code`)."""
    if stripped is None:
        stripped = strip_code(entity.code, entity.language)
    body = body_of(entity, stripped)
    calls = _calls(body)
    raises = _raises(entity, body, stripped)
    self_calls = calls.pop(entity.name, 0)
    for prefix in ("self.", "this.", "Self::", "$this->", "self::", "static::"):
        self_calls += calls.pop(prefix + entity.name, 0)
    for exception in raises:
        calls.pop(exception, None)
    ordered = sorted(calls, key=lambda name: (name in _TRIVIAL, -calls[name]))
    signature = entity.signature
    returning = "return" in body
    returns = _RETURN_LINE.findall(body) if returning else []
    panics = entity.language in ("rust", "go") and ("panic" in body or "!(" in body)
    return Facts(
        calls=tuple(ordered),
        raises=raises,
        panics=panics and bool(_PANIC.search(body)),
        is_async="async" in entity.decorators
        or ("async" in signature and bool(_ASYNC.search(signature))),
        is_generator=_is_generator(entity, body),
        is_recursive=self_calls > 0 and entity.kind != "class",
        returns_value=returning and bool(_RETURN_VALUE.search(body)),
        single_return=_single_return(entity, returns),
        empty=bool(_STUB.match(body)) and "raise" not in body and "throw" not in body,
        assigns=_assigns(entity.language, body),
    )


def _calls(body: str) -> Counter[str]:
    found: Counter[str] = Counter()
    previous = ""
    for name, paren in _WORDS.findall(body):
        if paren and previous not in _DEFINERS and name not in _NOT_CALLS:
            found[_display(name)] += 1
        previous = name
    return found


def _assigns(language: str, body: str) -> tuple[str, ...]:
    if "=" not in body or not ("self" in body or "this" in body or "@" in body):
        return ()
    pattern = _ASSIGNS.get(language, _THIS_ASSIGN)
    return tuple(dict.fromkeys(pattern.findall(body)))


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
    names = [m.group(1).lstrip("\\") for m in pattern.finditer(body)] if keyword in body else []
    clause = _THROWS_CLAUSE.search(entity.signature)
    if clause:
        names += [part.strip() for part in clause.group(1).split(",") if part.strip()]
    return tuple(dict.fromkeys(name for name in names if name and name[0].isupper()))


def _is_generator(entity: Entity, body: str) -> bool:
    if entity.language == "javascript" or entity.language == "typescript":
        return "function*" in entity.signature or bool(_STAR_METHOD.match(entity.signature))
    if entity.language in ("python", "php"):
        return "yield" in body and bool(_YIELD.search(body))
    return False


def _single_return(entity: Entity, returns: list[str]) -> str:
    if len(returns) != 1:
        return ""
    expression = returns[0].strip()
    if expression == '""':
        return "a string"
    return f"`{expression}`" if 0 < len(expression) <= 60 and '""' not in expression else ""


def yields_to_block(entity: Entity, body: str) -> bool:
    """Ruby: the method passes values to the caller's block."""
    return entity.language == "ruby" and bool(_YIELD.search(body))


_COMMENT_START = re.compile(r"\s*(?:#|//|/\*|\*|--|<!--)\s?\**\s*")
_CLOSERS = re.compile(
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
        for i in range(top + 1, len(original))
        if original[i].strip() and _indent(original[i]) > top_indent
    ]
    if not body:
        return []
    base = min(_indent(original[i]) for i in body)
    blocks: list[tuple[int, str]] = []
    statements: list[tuple[int, str]] = []
    after_blank = True
    for i in range(body[0], len(original)):
        text = original[i]
        if not text.strip():
            after_blank = True
            continue
        label = _label(text, blanked[i]) if _indent(text) == base else ""
        if label and not _CLOSERS.match(blanked[i] or text):
            if after_blank:
                blocks.append((entity.start_line + i, label))
            if blanked[i].strip():
                statements.append((entity.start_line + i, label))
        after_blank = False
    commented = [block for block in blocks if not block[1].startswith("`")]
    chosen = commented if len(commented) >= 3 else blocks if len(blocks) >= 3 else statements
    step = max(1, -(-len(chosen) // limit))
    return chosen[::step]


def _label(text: str, blanked: str) -> str:
    """A comment line's text, or a statement in backticks; empty for string continuations."""
    code = blanked.strip()
    if code and code != '""':
        statement = text.strip()
        if len(statement) > 60:
            statement = statement[:57].rstrip() + "…"
        return "`" + statement.replace("`", "'") + "`"
    if _COMMENT_START.match(text) and not code:
        comment = _COMMENT_START.sub("", text, count=1).strip().rstrip("*/").strip()
        return comment[:1].upper() + comment[1:] if comment else ""
    return ""


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())
