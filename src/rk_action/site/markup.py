"""The docs' Markdown prose as HTML: a small subset, safe by construction, fast.

A doc's prose is what the summarizers write: paragraphs, `-` and numbered lists (nested by
indentation), code spans, fenced code, `**strong**`, `*emphasis*` and web links. That subset is
turned into HTML here with every character of text escaped and only these tags produced: `p`,
`ul`, `ol`, `li`, `code`, `pre`, `strong`, `em`, and `a` with an `http(s)` target. Anything
else (raw HTML, script links, tables) stays visible as text. Python-Markdown took most of a
20,000-entity build over the same prose; this takes a few percent of it.

A README is a document: `document` reads it with the same rules plus what READMEs hold,
headings, tables, block quotes, rules, reference links, autolinks and images, and still
produces only escaped text and our own tags (`h2`-`h6`, `table` and its parts, `blockquote`,
`hr` besides the above). Its links go through the caller's rule (`Links.resolve`), which only
ever returns a web address or None. Raw HTML is left out (blocks, comments and inline tags;
the text between inline tags stays), and an image is shown as its alt text: the site loads
nothing from elsewhere. Badge lines (paragraphs of images only) are left out.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from rk_action.site import tables

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
"""Lists and quotes nested deeper than this are read as text (recursion stays bounded)."""
# Documents only. Every pattern is linear on any line: no unbounded lazy scan can restart at
# each of many openings (a title or a tag is at most a few hundred characters).
_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]|$)")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_RULE = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_QUOTE = re.compile(r"^ {0,3}> ?")
# Block-level tags (CommonMark's list, and what READMEs open with: img, picture, br), comments
# and declarations; a paragraph that merely starts with an inline tag (`<kbd>`) stays one.
_HTML_BLOCK = re.compile(
    r"^ {0,3}(<!--|<[?!]|</?(?:address|article|aside|blockquote|body|br|center|details|dialog"
    r"|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|head|header|hr|html|iframe"
    r"|img|li|main|menu|nav|noscript|ol|p|picture|pre|script|section|source|style|summary"
    r"|table|tbody|td|textarea|tfoot|th|thead|title|tr|ul|video)(?=[\s/>]|$))", re.IGNORECASE)
_REFERENCE = re.compile(r"^ {0,3}\[([^\[\]]+)\]:[ \t]*<?([^\s<>]+)>?(?:[ \t]+\S.*)?$")
_TITLE = r"(?:[ \t]+(?:&quot;(?:[^&\n]|&(?!quot;)){0,300}&quot;|&#x27;[^&\n]{0,300}&#x27;))?"
_DOC_IMAGE = re.compile(r"!\[([^\[\]]*)\](?:\(([^\s()]*)" + _TITLE + r"\)|\[([^\[\]]*)\])")
_DOC_LINK = re.compile(r"\[([^\[\]]+)\](?:\(([^\s()]+)" + _TITLE + r"\)|\[([^\[\]]*)\])")
_AUTOLINK = re.compile(r"&lt;(https?://[^\s&]+(?:&amp;[^\s&]*)*)&gt;", re.IGNORECASE)
_INLINE_HTML = re.compile(r"&lt;!--(?:[^&\n]|&(?!lt;)){0,1000}?--&gt;"
                          r"|&lt;/?[A-Za-z][A-Za-z0-9-]{0,40}(?:\s(?:[^&\n]|&(?![lg]t;)){0,500})?/?&gt;")
_TARGET = r"(?:\([^\s()]*\)|\[[^\[\]]*\])"
_BADGE = re.compile(r"\[?!\[[^\[\]]*\]" + _TARGET + r"(?:\]" + _TARGET + ")?")


@dataclass(slots=True)
class Links:
    """Where a document's links go: `resolve` turns a target (`https://…`, `docs/a.md`) into
    the web address to link, or None to show the link's text alone; `references` holds the
    document's `[label]: target` definitions (filled by `document`)."""

    resolve: Callable[[str], str | None]
    references: dict[str, str] = field(default_factory=dict)
    anchor_prefix: str = ""
    """Put before every heading id (and `#anchor` target) so none meets the page's own ids."""


@dataclass(frozen=True, slots=True)
class Heading:
    """A heading of a document: its level as written (1-6; it is shown at 2 at least), its id
    and its plain text."""

    level: int
    id: str
    text: str
    html: str
    """The whole `<hN>` element."""
    inner: str
    """Its content as HTML."""


@dataclass(frozen=True, slots=True)
class Document:
    """A document (a README) as HTML."""

    title: str
    """The content (HTML) of the level-1 heading that opens it, "" when it opens otherwise."""
    html: str
    """The rest, as HTML blocks."""
    headings: tuple[Heading, ...]
    """Its headings after the title, in order."""
    first_paragraph: str
    """Its first paragraph (badges aside) as Markdown text on one line, "" when it has none."""


@dataclass(slots=True)
class _State:
    links: Links
    ids: Counter[str] = field(default_factory=Counter)
    headings: list[Heading] = field(default_factory=list)
    first_paragraph: str = ""


def inline(text: str, links: Links | None = None) -> str:
    """One paragraph's text as HTML: code spans, strong, emphasis, web links; the rest escaped.
    With `links` (a document's), also images as alt text, reference links and autolinks,
    every target through `links.resolve`, and inline HTML tags left out."""
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
    if links is None:
        text = _LINK.sub(lambda m: hold(f'<a href="{m.group(2)}">') + m.group(1) + hold("</a>"),
                         text)
    else:
        text = _document_links(text, links, hold)
    text = _STRONG.sub(lambda m: f"<strong>{m.group(1)}</strong>", text)
    text = _EMPHASIS.sub(lambda m: f"<em>{m.group(1) or m.group(2)}</em>", text)
    while "\ue000" in text:
        text = _HELD.sub(lambda m: held[int(m.group(1))], text)
    return text


def _document_links(text: str, links: Links, hold: Callable[[str], str]) -> str:
    """A document's escaped `text` with its inline HTML left out, images as their alt text and
    links made by `links` (targets are read back from their escaped form)."""

    def target(raw: str) -> str | None:
        if raw.startswith("#"):
            return f"#{links.anchor_prefix}{slug(raw[1:])}"
        return links.resolve(raw)

    def link(match: re.Match[str]) -> str:
        text_html, raw, label = match.groups()
        if raw is None:  # `[text][label]`: text that names no definition is no link
            raw = links.references.get(_label(html.unescape(label or text_html)))
            if raw is None:
                return match.group(0)
        url = target(html.unescape(raw))
        if url is None:
            return text_html
        return hold(f'<a href="{html.escape(url)}">') + text_html + hold("</a>")

    def autolink(match: re.Match[str]) -> str:
        url = links.resolve(html.unescape(match.group(1)))
        return match.group(1) if url is None else (
            hold(f'<a href="{html.escape(url)}">') + match.group(1) + hold("</a>"))

    text = _INLINE_HTML.sub("", text)
    text = _DOC_IMAGE.sub(lambda m: hold(m.group(1)), text)
    text = _DOC_LINK.sub(link, text)
    return _AUTOLINK.sub(autolink, text)


def _label(text: str) -> str:
    """A reference label as Markdown matches it: case and runs of spaces do not count."""
    return " ".join(text.split()).casefold()


def slug(text: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, spaces as `-`, punctuation dropped."""
    return re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")


def code_block(code: str, language: str = "") -> str:
    """A code block as Material shows it, highlighted later in the browser by its language."""
    language = re.sub(r"[^\w+#.-]", "", language)
    css = f' class="language-{html.escape(language)}"' if language else ""
    return f'<pre class="highlight"><code{css}>{html.escape(code)}</code></pre>'


def prose(text: str) -> str:
    """Markdown prose (the subset above) as HTML blocks."""
    return "".join(_blocks(text.split("\n"), None))


def document(text: str, links: Links) -> Document:
    """A README's Markdown as HTML (see the module's docstring); an opening level-1 heading
    is its title, given apart."""
    links.references = {}
    state = _State(links)
    blocks = _blocks(_take_references(text.split("\n"), links.references), state)
    headings = state.headings
    title = ""
    if headings and headings[0].level == 1 and blocks and blocks[0] == headings[0].html:
        title, blocks, headings = headings[0].inner, blocks[1:], headings[1:]
    return Document(title, "\n".join(blocks), tuple(headings), state.first_paragraph)


def _take_references(lines: list[str], references: dict[str, str]) -> list[str]:
    """`lines` without the `[label]: target` definitions outside code, which go to
    `references` (the first of a label wins, as in Markdown)."""
    kept, fence = [], ""
    for line in lines:
        match = _FENCE.match(line)
        if fence:
            if line.strip().startswith(fence) and not line.strip().strip(fence[0]):
                fence = ""
        elif match:
            fence = match.group(2)
        elif (definition := _REFERENCE.match(line)) is not None:
            references.setdefault(_label(definition.group(1)), definition.group(2))
            continue
        kept.append(line)
    return kept


def _blocks(lines: list[str], state: _State | None, depth: int = 0) -> list[str]:
    if depth > _MAX_DEPTH:  # nested deeper than anyone writes: the rest is one paragraph
        text = " ".join(line.strip() for line in lines if line.strip())
        return [f"<p>{inline(text, None if state is None else state.links)}</p>"] if text else []
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif _FENCE.match(line):
            i = _fenced(lines, i, out)
        elif state is not None and _document_block(line):
            i = _document_part(lines, i, out, state, depth)
        elif state is not None and tables.starts(lines, i):
            table, i = tables.render(lines, i, lambda cell: inline(cell, state.links),
                                     lambda line: _starts_block(line, state))
            out.append(table)
        elif _ITEM.match(line):
            i = _list(lines, i, out, state, depth)
        else:
            i = _paragraph(lines, i, out, state)
    return out


def _paragraph(lines: list[str], i: int, out: list[str], state: _State | None) -> int:
    start = i
    while i < len(lines) and lines[i].strip():
        if i > start and state is not None and _SETEXT.match(lines[i]):
            level = 1 if lines[i].lstrip()[0] == "=" else 2
            out.append(_heading(level, " ".join(s.strip() for s in lines[start:i]), state))
            return i + 1
        if i > start and _starts_block(lines[i], state):
            break
        i += 1
    text = " ".join(s.strip() for s in lines[start:i])
    if state is None:
        out.append(f"<p>{inline(text)}</p>")
        return i
    body = inline(text, state.links)
    if body.strip() and not (_BADGE.search(text) and not _BADGE.sub("", text).strip()):
        state.first_paragraph = state.first_paragraph or text
        out.append(f"<p>{body}</p>")
    return i


def _starts_block(line: str, state: _State | None) -> bool:
    return bool(_FENCE.match(line) or _ITEM.match(line)
                or (state is not None and _document_block(line)))


def _document_block(line: str) -> bool:
    """True when `line` opens a block only documents have (tables aside)."""
    return bool(_HEADING.match(line) or _RULE.match(line) or _QUOTE.match(line)
                or _HTML_BLOCK.match(line))


def _document_part(lines: list[str], i: int, out: list[str], state: _State, depth: int) -> int:
    """The heading, rule, quote or HTML block (left out) starting at `lines[i]`."""
    line = lines[i]
    if heading := _HEADING.match(line):
        out.append(_heading(len(heading.group(1)), _atx_text(line[heading.end():]), state))
        return i + 1
    if _RULE.match(line):
        out.append("<hr>")
        return i + 1
    if _QUOTE.match(line):
        end = i
        while end < len(lines) and _QUOTE.match(lines[end]):
            end += 1
        inner = [_QUOTE.sub("", quoted, count=1) for quoted in lines[i:end]]
        out.append(f"<blockquote>{''.join(_blocks(inner, state, depth + 1))}</blockquote>")
        return end
    return _html_block_end(lines, i)


def _html_block_end(lines: list[str], i: int) -> int:
    """Where the HTML block at `lines[i]` ends: a comment at its `-->`, a script, style, pre
    or textarea at its closing tag, any other at a blank line."""
    match = _HTML_BLOCK.match(lines[i])
    assert match is not None
    opening = match.group(1)
    if opening.startswith("<!--"):
        end = "-->"
    elif opening.lower() in ("<script", "<style", "<pre", "<textarea"):
        end = "</" + opening[1:].lower()
    else:
        while i < len(lines) and lines[i].strip():
            i += 1
        return i
    while i < len(lines) and end not in lines[i].lower():
        i += 1
    return i + 1


def _atx_text(rest: str) -> str:
    """An ATX heading's text, without its closing `#`s (linear, whatever the line holds)."""
    text = rest.strip()
    unclosed = text.rstrip("#")
    if unclosed != text and (not unclosed or unclosed[-1] in " \t"):
        text = unclosed.rstrip()
    return text


def _heading(level: int, text: str, state: _State) -> str:
    """A heading of a document, shown at level 2 at least (the page's title is its `h1`)."""
    inner = inline(text, state.links)
    plain = html.unescape(re.sub(r"<[^>]*>", "", inner))  # our own tags: none holds a `>`
    base = state.links.anchor_prefix + slug(plain)
    count = state.ids[base]
    state.ids[base] += 1
    id_ = html.escape(f"{base}-{count}" if count else base)
    shown = max(level, 2)
    element = (f'<h{shown} id="{id_}">{inner}<a class="headerlink" href="#{id_}" '
               f'title="Permanent link">&para;</a></h{shown}>')
    state.headings.append(Heading(level, id_, plain, element, inner))
    return element


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


def _list(lines: list[str], i: int, out: list[str], state: _State | None, depth: int) -> int:
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
        items.append(_item(content, state, depth))
    tag = "ol" if ordered else "ul"
    out.append(f"<{tag}>{''.join(f'<li>{item}</li>' for item in items)}</{tag}>")
    return i


def _item(content: list[str], state: _State | None, depth: int) -> str:
    if not any(_starts_block(line, state) or not line.strip() for line in content):
        return inline(" ".join(line.strip() for line in content),
                      None if state is None else state.links)
    blocks = _blocks(content, state, depth + 1)
    if blocks and blocks[0].startswith("<p>") and "" not in content:
        blocks[0] = blocks[0][3:-4]  # a tight item: its first paragraph is not a paragraph
    return "".join(blocks)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))
