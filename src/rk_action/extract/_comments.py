"""Doc comments' markers taken off their text, without a parse tree: what the extractors do
to the comments they find, and what an overview does to a package's doc file
(`site.readme.package_doc`)."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable

_BLOCK_OPEN = re.compile(r"^/\*+!?")
_BLOCK_CLOSE = re.compile(r"\*+/$")
_LINE_MARK = re.compile(r"^\s*(///?!?|#+|--)\s?")
_BLOCK_STAR = re.compile(r"^\s*\*(?!/) ?")


def clean_comment(raw: str) -> str:
    """Comment text without `//`, `///`, `#`, `/* */`, `/** */` markers or leading stars."""
    raw = raw.strip()
    if raw.startswith("/*"):
        body = _BLOCK_CLOSE.sub("", _BLOCK_OPEN.sub("", raw))
        lines = body.split("\n")
        if all(_BLOCK_STAR.match(line) or not line.strip() for line in lines[1:]):
            lines = [lines[0]] + [_BLOCK_STAR.sub("", line, count=1) for line in lines[1:]]
        text = lines[0].strip() + "\n" + textwrap.dedent("\n".join(lines[1:]))
    elif raw.startswith("=begin"):
        text = "\n".join(raw.split("\n")[1:-1])
    else:
        text = "\n".join(_LINE_MARK.sub("", line, count=1) for line in raw.split("\n"))
    return without_banner(textwrap.dedent(text).strip())


_RULE = re.compile(r"([/*=#~-])\1{2,}(?:[ \t]+\1{3,})*")
"""A line drawn with one character, not written: `///////`, `*****`, `=====`, `////   ////`
(not `+-----+`, a table's border in an example)."""
_FRAMED = re.compile(r"([/*=#~-])\1+[ \t]+\S.*?[ \t]+\1{2,}")
"""A title inside a drawn frame: `//////   ZodString   //////`, `---- helpers ----`."""


def without_banner(text: str) -> str:
    """A comment's text without the rules drawn above and below it; nothing for a banner (a
    section's title in a drawn frame, zod's `////// ZodString //////`, `---- helpers ----`),
    which heads the code below it rather than documenting its first entity."""
    lines = text.split("\n")
    drawn = [bool(_RULE.fullmatch(line.strip()) or _FRAMED.fullmatch(line.strip()))
             for line in lines]
    if not any(drawn):
        return text
    if all(rule or not line.strip() for line, rule in zip(lines, drawn, strict=True)):
        return ""
    while lines and (not lines[0].strip() or _RULE.fullmatch(lines[0].strip())):
        lines.pop(0)
    while lines and (not lines[-1].strip() or _RULE.fullmatch(lines[-1].strip())):
        lines.pop()
    return textwrap.dedent("\n".join(lines)).strip()


def go_doc_text(comments: Iterable[str]) -> str:
    """GoDoc text: `// ` dropped but the tab that starts a code block kept."""
    lines: list[str] = []
    for raw in comments:
        if raw.startswith("/*"):
            lines.append(clean_comment(raw))
        else:
            body = raw[2:]
            lines.append(body[1:] if body.startswith(" ") else body)
    return textwrap.dedent("\n".join(lines).replace("\r", "")).strip()
