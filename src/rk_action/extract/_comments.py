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
    return textwrap.dedent(text).strip()


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
