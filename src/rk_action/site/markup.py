"""The docs' Markdown prose as HTML: a small subset, safe by construction, fast.

A doc's prose is what the summarizers write: paragraphs, `-` and numbered lists (nested by
indentation), code spans, fenced code, `**strong**`, `*emphasis*` and web links. That subset is
turned into HTML here with every character of text escaped and only these tags produced: `p`,
`ul`, `ol`, `li`, `code`, `pre`, `strong`, `em`, and `a` with an `http(s)` target. Anything
else (raw HTML, script links, tables) stays visible as text. Python-Markdown took most of a
20,000-entity build over the same prose; this takes a few percent of it.
"""

from __future__ import annotations

import html
import re

_FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})\s*([\w+#.-]*)")
_ITEM = re.compile(r"^( *)([-*+]|\d{1,9}[.)])( +|$)")
# A code span holds at most 1,000 characters: an opening run that never closes is then not
# followed to the end of the text (runs of every length, none closing, cost a scan each).
_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.{1,1000}?)(?<!`)\1(?!`)", re.DOTALL)
_ESCAPED = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|<>&])")
_LINK = re.compile(r"\[([^\[\]]+)\]\((https?://[^\s()]+)\)")
# Strong and emphasis end at the first marker that could close them, so text opening many
# that never close ("*a *a *a …") is read once, not once per marker.
_STRONG = re.compile(r"\*\*(?=\S)((?:[^*]|\*(?!\*))+?)(?<=\S)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])\*(?=[^\s*])([^*]+?)(?<=[^\s*])\*(?![\w*])"
                       r"|(?<![\w_])_(?=[^\s_])([^_]+?)(?<=[^\s_])_(?![\w_])")
_HELD = re.compile("\ue000(\\d+)\ue001")
_MAX_DEPTH = 20
"""Lists nested deeper than this are read as text (recursion stays bounded)."""


def inline(text: str) -> str:
    """One paragraph's text as HTML: code spans, strong, emphasis, web links; the rest escaped."""
    held: list[str] = []

    def hold(markup: str) -> str:
        held.append(markup)
        return f"\ue000{len(held) - 1}\ue001"

    def code(match: re.Match[str]) -> str:
        body = match.group(2)
        if body.startswith(" ") and body.endswith(" ") and body.strip():
            body = body[1:-1]
        return hold(f"<code>{html.escape(body.replace(chr(10), ' '))}</code>")

    text = text.replace("\ue000", "").replace("\ue001", "")
    text = _CODE_SPAN.sub(code, text)
    text = _ESCAPED.sub(lambda m: hold(html.escape(m.group(1))), text)
    text = html.escape(text)
    text = _LINK.sub(lambda m: hold(f'<a href="{m.group(2)}">') + m.group(1) + hold("</a>"), text)
    text = _STRONG.sub(lambda m: f"<strong>{m.group(1)}</strong>", text)
    text = _EMPHASIS.sub(lambda m: f"<em>{m.group(1) or m.group(2)}</em>", text)
    while "\ue000" in text:
        text = _HELD.sub(lambda m: held[int(m.group(1))], text)
    return text


def code_block(code: str, language: str = "") -> str:
    """A code block as Material shows it, highlighted later in the browser by its language."""
    language = re.sub(r"[^\w+#.-]", "", language)
    css = f' class="language-{html.escape(language)}"' if language else ""
    return f'<pre class="highlight"><code{css}>{html.escape(code)}</code></pre>'


def prose(text: str) -> str:
    """Markdown prose (the subset above) as HTML blocks."""
    return "".join(_blocks(text.split("\n")))


def _blocks(lines: list[str], depth: int = 0) -> list[str]:
    if depth > _MAX_DEPTH:  # nested deeper than anyone writes: the rest is one paragraph
        text = " ".join(line.strip() for line in lines if line.strip())
        return [f"<p>{inline(text)}</p>"] if text else []
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif _FENCE.match(line):
            i = _fenced(lines, i, out)
        elif _ITEM.match(line):
            i = _list(lines, i, out, depth)
        else:
            start = i
            while i < len(lines) and lines[i].strip() and not _starts_block(lines[i]):
                i += 1
            out.append(f"<p>{inline(' '.join(s.strip() for s in lines[start:i]))}</p>")
    return out


def _starts_block(line: str) -> bool:
    return bool(_FENCE.match(line) or _ITEM.match(line))


def _fenced(lines: list[str], i: int, out: list[str]) -> int:
    match = _FENCE.match(lines[i])
    assert match is not None
    indent, fence, language = len(match.group(1)), match.group(2), match.group(3)
    body: list[str] = []
    i += 1
    while i < len(lines):
        stripped = lines[i].strip()
        if stripped.startswith(fence) and not stripped.strip(fence[0]):
            i += 1
            break
        body.append(lines[i][min(indent, _indent(lines[i])):])
        i += 1
    out.append(code_block("\n".join(body), language))
    return i


def _list(lines: list[str], i: int, out: list[str], depth: int) -> int:
    first = _ITEM.match(lines[i])
    assert first is not None
    indent = len(first.group(1))
    ordered = first.group(2)[0].isdigit()
    items: list[str] = []
    while i < len(lines):
        match = _ITEM.match(lines[i])
        if not match or len(match.group(1)) != indent or match.group(2)[0].isdigit() != ordered:
            break
        width = match.end()
        content = [lines[i][width:]]
        i += 1
        while i < len(lines):
            line = lines[i]
            if not line.strip():
                if i + 1 < len(lines) and _indent(lines[i + 1]) > indent:
                    content.append("")
                    i += 1
                    continue
                break
            nested = _ITEM.match(line)
            if nested and len(nested.group(1)) <= indent:
                break
            content.append(line[width:] if _indent(line) >= width else line.strip())
            i += 1
        items.append(_item(content, depth))
    tag = "ol" if ordered else "ul"
    out.append(f"<{tag}>{''.join(f'<li>{item}</li>' for item in items)}</{tag}>")
    return i


def _item(content: list[str], depth: int) -> str:
    if not any(_starts_block(line) or not line.strip() for line in content):
        return inline(" ".join(line.strip() for line in content))
    blocks = _blocks(content, depth + 1)
    if blocks and blocks[0].startswith("<p>") and "" not in content:
        blocks[0] = blocks[0][3:-4]  # a tight item: its first paragraph is not a paragraph
    return "".join(blocks)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))
