"""Doc comments' markers taken off their text, without a parse tree: what the extractors do
to the comments they find, and what an overview does to a package's doc file
(`site.readme.package_doc`)."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable

_BLOCK_OPEN = re.compile(r"^/\*+(?:!|-(?=[\s*]))?")
_BLOCK_CLOSE = re.compile(r"\*+/$")
_FRAME_TOP = re.compile(r"/\*[ \t]?-?[*=#~-]{3,}[ \t]*\r?\n")
_FRAME_BOTTOM = re.compile(r"\n[ \t]*[*=#~-]{3,}/\Z")
"""A block comment drawn as a frame, `/*****…` over its title and `…*****/` under it: zstd's and
lz4's section titles (`Simple API`), which the markers' removal would leave as plain text;
xxHash's `/* *****…` too."""
_FRAME_LINE = re.compile(r"/\*{3,}[ \t]+(.+?)[ \t]+\*{3,}/")
"""A title framed on one line: xxHash's `/*******   Hash streaming   *******/`."""
_TITLE_LINE = re.compile(r"[ \t]*\*?[ \t]*(?:\w[\w/()-]*[ \t]*){1,6}")
"""A line of a title: up to six words, no sentence's punctuation."""


def _framed_title(raw: str) -> bool:
    """Is this block comment a section's title in a frame (`/*****`, then one or two lines of
    a few words and no sentence's end, then `*****/`)? It heads the code below it; a sentence
    so framed is a doc."""
    line = _FRAME_LINE.fullmatch(raw)
    if line:
        return bool(_TITLE_LINE.fullmatch(line.group(1)))
    if not (_FRAME_TOP.match(raw) and _FRAME_BOTTOM.search(raw)):
        return False
    inner = [line for line in raw.split("\n")[1:-1] if line.strip()]
    return 0 < len(inner) <= 2 and all(_TITLE_LINE.fullmatch(line) for line in inner)


_LINE_RULE = re.compile(r"(?:#+|//+|--)[ \t]*([=*#~-])\1{2,}[ \t]*")
"""A line comment that only draws a rule (`#=====…`, `// -----`)."""


def framed_lines(lines: list[str]) -> bool:
    """Are these line comments a section's title in a frame: a rule, one or two lines of a few
    words and no sentence's end, a rule (plumbum's `#====`, `# The switch decorator`, `#====`
    over `SwitchInfo`, its one-liner)? It heads the code below it; a sentence so framed is a
    doc."""
    said = [line.strip() for line in lines if line.strip()]
    if len(said) < 3 or not (_LINE_RULE.fullmatch(said[0]) and _LINE_RULE.fullmatch(said[-1])):
        return False
    inner = [_LINE_MARK.sub("", line) for line in said[1:-1]]
    return len(inner) <= 2 and all(_TITLE_LINE.fullmatch(line) for line in inner)


_LINE_MARK = re.compile(r"^\s*(///?!?|#+|--)\s?")
_BLOCK_STAR = re.compile(r"^\s*\*(?!/) ?")
_DOUBLE_STAR = re.compile(r"^\s*\*\*(?!/) ?")
"""SQLite's comment lines: `** text`."""


def _starred(written: list[str]) -> bool:
    """Do the lines of a block comment (its first aside) start with `*`? All do, or the first
    and all but one in ten: date-fns' `//=> 92` lost its star at the end of an example."""
    if not written:
        return True
    unstarred = sum(not _BLOCK_STAR.match(line) for line in written)
    return unstarred == 0 or (bool(_BLOCK_STAR.match(written[0]))
                              and unstarred <= max(1, len(written) // 10))


def clean_comment(raw: str) -> str:
    """Comment text without `//`, `///`, `#`, `/* */`, `/** */` markers or leading stars."""
    raw = raw.strip()
    if _framed_title(raw):
        return ""
    if raw.startswith("/*"):
        body = _BLOCK_CLOSE.sub("", _BLOCK_OPEN.sub("", raw))
        lines = body.split("\n")
        written = [line for line in lines[1:] if line.strip()]
        doubled = sum(bool(_DOUBLE_STAR.match(line)) for line in written)
        if written and 10 * doubled >= 9 * len(written) and all(
                _BLOCK_STAR.match(line) for line in written):  # SQLite's `**`, a `*` slipped
            lines = [lines[0]] + [(_DOUBLE_STAR if _DOUBLE_STAR.match(line) else _BLOCK_STAR)
                                  .sub("", line, count=1) for line in lines[1:]]
        elif _starred(written):
            lines = [lines[0]] + [_BLOCK_STAR.sub("", line, count=1) for line in lines[1:]]
        text = lines[0].strip() + "\n" + textwrap.dedent("\n".join(lines[1:]))
    elif raw.startswith("=begin"):
        text = "\n".join(raw.split("\n")[1:-1])
    else:
        text = "\n".join(_LINE_MARK.sub("", line, count=1) for line in raw.split("\n"))
    text = without_banner(textwrap.dedent(text).strip())
    return sqlite_doc(text) if text.startswith("CAPI3REF:") else text


_SQLITE_TAG = re.compile(r"(?:METHOD|CONSTRUCTOR|DESTRUCTOR|KEYWORDS):.*")
_SQLITE_MARK = re.compile(r"\^\(|\)\^|(?<![\w)\]])\^ ?(?=[\w\[(*\"'])")
_SQLITE_ANCHOR = re.compile(r"^[ \t]*\[\[[^\]\n]*\]\][ \t]*\n?", re.M)
_SQLITE_LINK = re.compile(r"(?<![\w\]])\[([A-Za-z_][^\[\]\n|]*?)(?:\s*\|\s*([^\[\]\n]+?))?\]"
                          r"(?![\[(])")
"""SQLite's links: `[busy handler]`, `[sqlite3_busy_handler | busy-handler function]`; not an
index (`aBuf[0]`), nor Markdown's `[text](url)` or `[text][label]`."""


def sqlite_doc(text: str) -> str:
    """SQLite's API comments read as prose: the `CAPI3REF: <title>` line is the doc's first
    paragraph, the tag lines under it (`METHOD:`, `CONSTRUCTOR:`, `KEYWORDS:` …) are dropped,
    and so are the `^` and `^(…)^` that mark its testable statements, the `[[anchor]]` lines,
    and the brackets of its links (the text shown, `[target | text]`, else the target)."""
    title, _, rest = text.partition("\n")
    lines = rest.split("\n")
    while lines and _SQLITE_TAG.fullmatch(lines[0].strip()):
        lines.pop(0)
    body = _SQLITE_MARK.sub("", _SQLITE_ANCHOR.sub("", "\n".join(lines)))
    body = _SQLITE_LINK.sub(lambda link: (link.group(2) or link.group(1)).strip(), body).strip()
    heading = title[len("CAPI3REF:"):].strip()
    end = "" if heading.endswith((".", "?", "!")) else "."
    return f"{heading}{end}\n\n{body}".strip() if heading else body


_RULE = re.compile(r"([/*=#~-])\1{2,}(?:[ \t]+\1{3,})*|===+-{3,}===+(?://)?")
"""A line drawn with one character, not written: `///////`, `*****`, `=====`, `////   ////`
(not `+-----+`, a table's border in an example); and LLVM's `//===------===//`."""
_FRAMED = re.compile(r"([/*=#~-])\1+[ \t]+\S.*?[ \t]+\1{2,}")
"""A title inside a drawn frame: `//////   ZodString   //////`, `---- helpers ----`."""
_CAPITAL_TITLE = re.compile(r"[A-Z][A-Z0-9 _&/-]{2,40}:?")
"""A section's title in capitals, on one line: handlebars' `// HELPERS`, `// END PUBLIC API`
(17 pages read "HELPERS" as their doc)."""
_CAPITAL_DOCS = frozenset({"DEPRECATED", "INTERNAL", "EXPERIMENTAL", "UNSTABLE", "PRIVATE"})
"""Capitals that do say something of the entity under them."""
_TRAILED = re.compile(r"\w[^.!?]{0,60}?[ \t]+([=#~*-])\1{7,}")
"""A section's title with a rule drawn after it, on the first line of a comment."""
_LED = re.compile(r"-{2,}[ \t]+\w[^.!?:]*")
"""A title behind a drawn lead of dashes, on one line: `-- bool Value` (not RDoc's `== The
Environment`, a heading rack's Lint writes as a method's doc)."""


_COPYRIGHT = re.compile(r"(?im)^\W*copyright\b|\bcopyright\s*(?:\(c\)|©|\d{4})|\(c\)\s*\d{4}"
                        r"|\ball rights reserved\b|\bSPDX-License-Identifier\b")
"""A line of a copyright notice: `Copyright 2011 The Go Authors. All rights reserved.`"""
_NOTICE = re.compile(r"(?im)^from\s+\S+[/.]\S+$|\bcopied from\b|\b(?:available|licen[cs]ed|"
                     r"released|distributed|(?:re)?distributable)\s+under\b"
                     r"|^\W*see\s+(?:the\s+)?LICEN[CS]E\b")
"""A line that goes with one: where the code came from (`From html/template/content.go`,
`This code was copied from Rake, available under MIT-LICENSE`), its licence's terms
(awesome_print's "… is freely distributable under the terms of MIT license", "See LICENSE
file or …": 15 of its one-liners)."""
_LICENCE = re.compile(r"(?i)redistribution and use in source|permission is (?:hereby )?granted|"
                      r"this software is provided|licensed under the|above copyright notice")
"""Words of a licence's body."""


def without_notice(text: str) -> str:
    """A doc comment without the copyright notice that leads it (code copied from elsewhere
    with its notice: spf13/cast's `indirect`, thor's `terminal_width`); nothing when the whole
    comment is a notice or a licence."""
    lines = text.split("\n")
    lead = 0
    while lead < len(lines) and (_COPYRIGHT.search(lines[lead]) or _NOTICE.search(lines[lead])
                                 or not lines[lead].strip() or _RULE.fullmatch(
                                     lines[lead].strip())):
        lead += 1  # (a blank line or a drawn rule inside the notice goes with it)
    if not any(_COPYRIGHT.search(line) for line in lines[:lead]):
        return text
    return "" if _LICENCE.search(text) else "\n".join(lines[lead:]).strip()


def holds_notice(text: str) -> bool:
    """Does a comment hold a copyright notice or a licence's words anywhere?"""
    return bool(_COPYRIGHT.search(text) or _LICENCE.search(text))


_GROUP_LABEL = re.compile(
    r"(?:[\w/,-]+[ \t]+){0,3}(?:methods|helpers|functions|utilities|accessors|callbacks|hooks|api"
    r"|internals|macros|aliases|rules|actions)\b[ \t]*[:.]?[ \t]*(?:\n|$)"
    r"|(?:helpers|utilities|methods|functions|macros)[ \t]+(?:for|to)\b|the following\b", re.I)


def names_a_group(text: str, name: str = "") -> bool:
    """Does the comment `text` open by naming the group of definitions below it, not what the
    first of them does? argparse's "# Help-formatting methods", datetime's "# Helpers for
    parsing the result of isoformat()", Chronic's "# support methods", Masterminds/semver's
    "// Constraint functions" over `constraintNotEqual`, its one-liner; xmlbuilder's "// Node
    aliases" over `ele`; Arpeggio's "# PEG syntax rules" over `peggrammar`, "# Common semantic
    actions" over `SemanticActionSingleChild`. Not a label whose last word is `name`, the
    definition's own: jinzhu/copier's "// Tag Flags" over `type flags struct`."""
    text = text.lstrip("#/ \t")
    if _GROUP_LABEL.match(text):
        return True
    return bool(_KINDS_LABEL.fullmatch(text.strip())) and not (
        name and text.strip().rstrip(":").split()[-1].lower() == name.lower())


_KINDS_LABEL = re.compile(r"(?:[A-Z][a-z]*[a-rt-z][ \t]+)?(?:[Tt]ypes|[Cc]lasses|[Ss]tates"
                          r"|[Cc]onstants|[Ee]rrors|[Ee]xceptions|[Ee]vents|[Ff]lags|[Cc]odes"
                          r"|[Mm]odes|[Kk]inds|[Ss]entinels|[Ee]nums):?")
"""A label naming a kind of things the definitions below are: h11's "# States" over `IDLE`,
"# Switch types" over `MIGHT_SWITCH_PROTOCOL`, each read as their doc."""


def without_banner(text: str) -> str:
    """A comment's text without the rules drawn above and below it; nothing for a banner (a
    section's title in a drawn frame, zod's `////// ZodString //////`, `---- helpers ----`),
    which heads the code below it rather than documenting its first entity; and a one-line
    title behind a lead of dashes (`-- bool Value`, the label Go's flag and spf13/pflag write
    over each of their value types: 33 pages read it as their doc)."""
    text = without_notice(text)
    if "\n" not in text and (_LED.fullmatch(text.strip()) or (_CAPITAL_TITLE.fullmatch(
            text.strip()) and text.strip() not in _CAPITAL_DOCS)):
        return ""
    lines = text.split("\n")
    if len(lines) > 1 and _TRAILED.fullmatch(lines[0].strip()):  # gorilla/schema's
        lines = lines[1:]  # "TextUnmarshaler helpers -----…" over the doc of `unmarshaler`
        text = "\n".join(lines)
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
