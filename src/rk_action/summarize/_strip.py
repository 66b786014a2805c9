"""Comments and string literals of code blanked, line breaks kept: what `_facts` scans."""

from __future__ import annotations

import re

from rk_action.extract import PHP_HEREDOC, RUBY_PERCENT_LITERAL
from rk_action.lazyre import lazy

_C_LIKE = r"//[^\n]*|/\*[\s\S]*?\*/|\"(?:\\.|[^\"\\\n])*\""
_STRIPPERS: dict[str, re.Pattern[str]] = {
    "ruby": lazy(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|#[^\n]*|" + RUBY_PERCENT_LITERAL),
    "rust": lazy(_C_LIKE + r"|'(?:\\.|[^'\\\n])'|r#*\"[\s\S]*?\"#*"),
    "go": lazy(_C_LIKE + r"|`[^`]*`|'(?:\\.|[^'\\\n])+'"),
    "javascript": lazy(_C_LIKE + r"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`"),
    "php": lazy(_C_LIKE + r"|'(?:\\.|[^'\\])*'|#[^\n]*|" + PHP_HEREDOC),
    "c-like": lazy(_C_LIKE + r"|'(?:\\.|[^'\\\n])*'"),
}
_STRIPPERS["typescript"] = _STRIPPERS["javascript"]
# Python literals and comments, without the string prefix (`rb"…"`): `_strip_python` adds it.
# Captured, so that `split` returns them between the code around them. A one-line string is
# `"[^"\\\n]*(?:\\.[^"\\\n]*)*"`: the same matches as `"(?:\\.|[^"\\\n])*"`, found faster.
_PYTHON = lazy(
    r"(\"\"\"[\s\S]*?\"\"\"|'''[\s\S]*?'''|\"[^\"\\\n]*(?:\\.[^\"\\\n]*)*\""
    r"|'[^'\\\n]*(?:\\.[^'\\\n]*)*'|#[^\n]*)"
)
_PREFIX_LETTERS = frozenset("rRbBuUfF")


def strip_code(code: str, language: str) -> str:
    """`code` with comments and string literals blanked, line breaks kept."""
    if language == "python":
        return _strip_python(code)
    pattern = _STRIPPERS.get(language, _STRIPPERS["c-like"])
    if language == "ruby" and "=begin" in code:
        code = _blank_ruby_blocks(code)
    return pattern.sub(_blank, code)


def _strip_python(code: str) -> str:
    """What `re.sub` of `[rRbBuUfF]{0,2}(?:<string>)|#[^\\n]*` with `_blank` returns, faster.

    That pattern would be tried at every prefix letter (`r`, `f`…, common in code); this one
    starts only at a quote or a `#`. A string's match then extends back over the prefix letters
    just before it, two at most and none already replaced: where the longer pattern starts.
    """
    parts = _PYTHON.split(code)
    for index in range(1, len(parts), 2):
        literal = parts[index]
        if literal[0] == "#":
            parts[index] = "\n" * literal.count("\n")
            continue
        before = parts[index - 1]
        if before and before[-1] in _PREFIX_LETTERS:
            two = len(before) > 1 and before[-2] in _PREFIX_LETTERS
            parts[index - 1] = before[:-2] if two else before[:-1]
        parts[index] = '""' + "\n" * literal.count("\n")
    return "".join(parts)


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
