"""Inline markup of doc comments turned into plain Markdown, and prose reflowed.

Doc comments mix reST roles, Javadoc `{@link}`, HTML, rustdoc intra-doc links and Markdown. The
pages are Markdown, so inline markup becomes backticks or plain text; escaping for HTML is the
renderer's job, never done here.
"""

from __future__ import annotations

import html
import re
import textwrap
from collections.abc import Callable

from rk_action.lazyre import lazy
from rk_action.render import fenced
from rk_action.summarize._words import third_person, word_set

_HTML_TAGS = (
    "a|b|big|blockquote|br|center|cite|code|dd|div|dl|dt|em|font|h[1-6]|hr|i|img|kbd|li|ol|p|"
    "pre|s|samp|small|span|strong|sub|sup|table|td|th|tr|tt|u|ul|var"
)
_HTML_CODE = lazy(r"<(code|tt|kbd|var)>(.{0,300}?)</\1>", re.I | re.S)
_HTML_BREAK = lazy(r"</?(?:p|div|br|blockquote|h[1-6]|table|tr|hr|dl|ul|ol)\b[^>]*>", re.I)
_HTML_ITEM = lazy(r"<(?:li|dt)\b[^>]*>", re.I)
_CODE_BLOCK_OPEN = lazy(r"^[ \t]*<code>[ \t]*$", re.I | re.M)
_CODE_BLOCK_CLOSE = lazy(r"^[ \t]*</code>[ \t]*$", re.I | re.M)
_HTML_TAG = lazy(rf"</?(?:{_HTML_TAGS})\b[^>]*>", re.I)
_JAVADOC_LINK = lazy(
    r"\{@(link|linkplain|linkcode)\s+([^\s}(|]{1,200}(?:\([^)}]{0,200}\))?)"
    r"(?:\s*\|\s*|\s+)?([^}]{0,200})\}")
"""`{@link Type#member(A, B) label}`: the reference (its parameters may hold spaces), then the
label shown in its place (after a `|` in JSDoc: `{@link mapOr|the default}`); TSDoc's
`{@linkcode Task Task<T, E>}` shows its label as code."""
_LABELLED_LINK = lazy(r"\[([^\[\]\n]{1,200})\]\{@(?:link|linkplain|linkcode)\s[^{}\n]{1,200}\}")
"""JSDoc's `[label]{@link target}`: the label is what a reader sees (async's "The same as
[`every`]{@link module:Collections.every}" read "`every``module:Collections.every`")."""
_SUPERSCRIPT = lazy(r"<sup>([^<>]{1,40})</sup>", re.I)
_JAVADOC_CODE = lazy(r"\{@(?:code|literal)\s+((?:[^{}]|\{[^{}]{0,200}\}){0,300})\}")
_JAVADOC_OTHER = lazy(r"\{@\w+\s*([^}]{0,300})\}")
_REST_ROLE = lazy(r":(?:[\w-]+:)?[\w-]+:(`{1,2})(~?)([^`]+)\1(?:\\ |\\(?=[A-Za-z]))?")
"""A reST role, and the escape that may join a word to it (`` :class:`Option`\\s ``); its
target in two backticks is a slip that Sphinx forgives (urllib3's `HTTPResponse.tell`,
":meth:``urllib3.response.HTTPResponse.read``", showed as written)."""
# `word' or `some words' (GNU style, `word's too); never the start of a code span that quotes a
# string, `f('x')`, `print 'a b'`, holds a prime or an apostrophe, `f'`, `it's`, or a Rust
# lifetime, `&'a str`: the closing quote ends a word, outside a code span.
_GNU_QUOTE = lazy(r"`([^`'\s(\[{](?:[^`'(\[{\n]{0,60}[^`'\s(\[{])?)'(?=s(?![\w`])|[^\w`]|$)")
_CODE_SPAN = lazy(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)")
_BACKTICKS = lazy(r"`+")
_REST_NAMED = lazy(r"(?<![\w`*])([A-Za-z][A-Za-z0-9]{2,})_(?![\w`])")
"""A reST reference to a named target, `specificity_`, `Lists3_`: its word."""
_ADJACENT_SPANS = lazy(r"(?<!`)`[^`\n]+`(?:`[^`\n]+`)+(?!`)")
"""Code spans side by side (Javadoc's `{@link HttpResponse}{@code <T>}`, rustdoc's
``[`io::Result`]`<`[`fs::DirEntry`]`>` ``), which Markdown reads as one garbled span."""
_REST_LITERAL = lazy(r"``([^`]+)``")
_REST_LINK = lazy(r"`([^`]+?)\s*<[^<>`\s]+>`__?")
"""reST's link, `` `text <target>`_ ``; its text may hold angle brackets (tinycss2's
`` `<An+B> <https://drafts.csswg.org/…>`_ `` read "Parse `<An+B> <https://…>`")."""
_REST_REF = lazy(r"`([^`]+)`__?(?!\w)")
_REST_CITED = lazy(r"\[([\w#*-]+)\]_(?!\w)")
_REST_XREF = lazy(r"`([^`<]+?)\s+<[^>`]+>`(?![_\w])")
"""A cross-reference with a label under Sphinx's default role: `` `impact <how-frozen>` ``."""
_MD_LINK = lazy(r"\[([^\]\n]{1,300})\]\((?:[^()\n]|\([^()\n]*\)){0,500}\)")
"""A Markdown link, its target with a bracketed part too: lodash's `deburr` links
`…/Latin-1_Supplement_(Unicode_block)#Character_table`, and read "Latin-1
Supplement#Character_table)"."""
_MD_IMAGE = lazy(r"!\[([^\]\n]{0,300})\]\([^)\n]{0,500}\)")
"""A Markdown image, read as its alt text: its path is the source's (rxjs's `![](concatMap.png)`),
which the knowledge base does not hold."""
_MD_CODE_LINK = lazy(r"(`[^`\n]*`)|\[(`[^`\]]{1,200}`)\](?:\[[^\]\n]{0,200}\]|\([^)\n]{0,500}\))?")
"""A link whose text is code, `[`Foo`]`, `[`Foo`][label]`, `[`Foo`](struct.Foo.html)` (its
target dropped); a code span first, kept as it is: in "`[`, and `]`" no link opens at the
`[`."""
_RUST_LINK = lazy(r"(?<![\w&\]#])\[([A-Za-z_][\w:.]*(?:\(\))?)\](?![(\[])")
"""A rustdoc intra-doc link, `[Foo]`, `[crate::de::Error]`; not a slice type (`&[u8]`, `Vec<&[T]>`)
nor an index (`text[i]`, `map[key][0]`), which follow a name, a `&` or a bracket; nor an
attribute, `#[target_feature]` (memchr's notes read "#`target_feature`")."""
_GO_LINK = lazy(r"(?<![\w\]\"'])\[\*?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*){0,2})\](?![(\[:\"'])")
"""A Go doc link (Go 1.19), `[Step]`, `[Graphemes.Width]`, `[bytes.Buffer]`: uniseg's "Like
[Step] but its input and outputs are strings" showed the brackets; not an index (`b[i]`), a
Markdown link, nor a string a quote holds (objx's suffix `"[i]"` read "`i`")."""
_RUST_REF_LINK = lazy(r"(`[^`\n]*`)|\[([^\]`\n]{1,300})\]\[(?:`[^`\n]{0,200}`|[^\]`\n]){0,200}\]")
"""A rustdoc reference link, `[text][label]` (its label may be code: ``[Chain][`chain`]``),
read as its text; or a code span, matched only to be kept as it is (`&x[i][j]`)."""
# `\b([CLIBU])\{…`, the `\b` written as a lookbehind after the letter: searched much faster.
_EPYTEXT = lazy(r"([CLIBU])(?<!\w[CLIBU])\{([^{}]*)\}")
_YARD_REF = lazy(r"(?<!#)\{((?:[A-Z][\w:]*)?(?:[#.][A-Za-z_][\w]*[?!=]?|(?<=[\w]))"
                 r"|[a-z_][\w]*[?!=]?)(?:[ \t]+([^{}\n]+?))?\}")
"""A YARD link: `{Timezone}`, `{Timestamp#utc_offset}`, `{#utc?}`, a method or attribute of
the same class alone, `{identifier}`, and with the text it shows, `{Timestamp#utc_offset
utc_offset}` (tzinfo: 74 pages showed them raw, and "Return {identifier}, modified…"); not a
Ruby string's `#{bar}` (haml's `"foo#{bar}"` read "foo#`bar`")."""
_YARD_URL = lazy(r"\{((?:https?|mailto|ftp):[^\s{}]+)(?:[ \t]+([^{}\n]+?))?\}")
"""YARD's link to a page, `{http://… the text}` (concurrent-ruby's `Agent` showed it raw)."""
_RDOC_LINK = lazy(r"\{([^{}\n]+)\}\[((?:https?|mailto|ftp|link):[^\]\s]*)\]")
"""RDoc's link with a text of several words, `{Public Suffix List}[https://…]`: read as a
YARD link, it showed "Suffix List[https://…]" (public_suffix's rule pages)."""
_RDOC_WORD_LINK = lazy(r"(?<![\w`\]])([A-Za-z][\w-]*)\[((?:https?|mailto|ftp):[^\]\s]*)\]")
"""RDoc's link on one word, `Documentation[https://…]`: the word."""
_RDOC_CODE = lazy(r"(?<![\w+])\+([A-Za-z_@$:][\w:.#?!@$]*(?<![.:]))\+(?![\w+])")
"""RDoc's `+word+`: a word in code font (`<tt>` marks longer code, as HTML does)."""
_DOXYGEN_CODE = lazy(r"[\\@](?:c|p|ref)\s+([\w:]+(?:\.\w+)*(?:\(\))?)")
_DOXYGEN_TEXT = lazy(r"[\\@](?:a|e|em|b)\s+(\w+)")
_DOXYGEN_HASH = lazy(r"(?<![\w&#`])#(?!(?:include|define|if|ifdef|ifndef|elif|else|endif|undef"
                     r"|pragma|error|warning|line)\b)([A-Za-z_]\w*(?:::\w+)*(?:\(\))?)")
"""Doxygen's explicit link to a symbol, `#MBEDTLS_ERR_AES_INVALID_KEY_LENGTH` (Python-Markdown
would read one opening a line as a heading); not a preprocessor line (`#include <zlib.h>`)."""
# Bounded, so a line full of unmatched `**` stays linear.
_EMPHASIS = lazy(
    r"(\*\*|__)(?=\S)(.{1,200}?)(?<=\S)\1|(?:(?<![\w*'\"(\[{<])|(?<=['\"(\[{<])(?!\*['\")\]}>]))"
    r"\*(?=[^\s*])([^*\n]{1,200}?)(?<=\S)\*(?!\w)"
)
"""Emphasis, but not a star a quote or a bracket holds alone, as reST reads it too: webob's
"`default_range` cannot be '*', as '*' is skipped" read "cannot be '', as '' is skipped"."""
_LABELLED = lazy(r"(.+?)\s*<(.+)>$")
_ABBREVIATIONS = word_set(
    "e.g i.e n.b etc vs cf approx no nos resp viz al fig dr mr mrs ms st eg ie ca incl opt"
)
_SENTENCE_END = lazy(r"[.!?](?=\s|$)")
_ETC = lazy(r"\betc\.$")
_LOWER_NEXT = lazy(r"\s+[a-z]")
"""What goes on after a `!` or `?` that ends no sentence, a name's (`deep_merge! to …`)."""
_ENDS_ABBREVIATED = lazy(r"(?<![\w.])(?:etc|e\.g|i\.e|eg|ie|et al|viz|cf|incl|approx)$", re.I)
"""Abbreviations a sentence may end with (not `ms`, `no`, `st`: a unit or a name there)."""
_CAPITAL = lazy(r"\s+[A-Z]")
# A sentence that "ends" at the number of a list that follows a colon: `…in this case: 1.`
_LIST_OPENED = lazy(r"\s*:\s*(?:\d{1,3}|[a-z]|[ivx]{1,4})\)?$", re.I)
_CLOSERS = {"(": ")", "[": "]", "{": "}"}


def dedent(text: str) -> str:
    """`textwrap.dedent(text)`, about twice as fast when no tab indents a line (the usual case)."""
    if "\t" in text:
        return textwrap.dedent(text)
    lines = [line if line.strip(" ") else "" for line in text.split("\n")]
    margin = min([len(line) - len(line.lstrip(" ")) for line in lines if line], default=0)
    if margin:
        lines = [line[margin:] for line in lines]
    return "\n".join(lines)


def html_to_markdown(text: str) -> str:
    """Block-level HTML of Javadoc-style comments (`<p>`, `<li>`, `<pre>`) as Markdown lines."""
    if "<" not in text:
        return text
    lowered = text.lower()
    # PHPDoc's block of code: `<code>` and `</code>` on lines of their own, both
    if "</code>" in lowered and _CODE_BLOCK_OPEN.search(text) and _CODE_BLOCK_CLOSE.search(text):
        text = _CODE_BLOCK_CLOSE.sub("</pre>", _CODE_BLOCK_OPEN.sub("<pre>", text))
        lowered = text.lower()
    if "</pre>" in lowered:
        text = _pre_blocks(text)
    pieces = _CODE_REGION.split(text)  # code at odd positions: its `<p>` is a string's
    for at in range(0, len(pieces), 2):
        pieces[at] = _HTML_BREAK.sub("\n\n", _HTML_ITEM.sub("\n- ", pieces[at]))
    return "".join(pieces)


_CODE_REGION = lazy(r"(^[ \t]*```.*?^[ \t]*```[^\n]*$"
                    r"|^[ \t]*@example\b(?:^[ \t]*```.*?^[ \t]*```|.)*?(?=^[ \t]*@\w|\Z))",
                    re.M | re.S)
"""A fenced block, or a JSDoc `@example` up to the next tag, past the tags its fences hold:
code, whose HTML is text (lodash's `_.wrap` example returned `'<p>' + func(text) + '</p>'`,
shown as blank lines; angular-query's `@Component({ template: `<div>…</div>` })`)."""


def _pre_blocks(text: str) -> str:
    """`<pre>…</pre>` as fenced code; a linear scan, whatever the nesting or the typos."""
    lowered = text.lower()
    pieces: list[str] = []
    done = 0
    while True:
        start = lowered.find("<pre", done)
        opened = lowered.find(">", start) + 1 if start >= 0 else 0
        end = lowered.find("</pre>", opened) if opened else -1
        if start < 0 or end < 0:
            break
        code = _unwrap_code_tag(html.unescape(text[opened:end])).strip("\n")
        pieces += [text[done:start], f"\n```\n{code}\n```\n"]
        done = end + len("</pre>")
    return "".join(pieces) + text[done:]


def _unwrap_code_tag(code: str) -> str:
    """The code of `<pre>{@code …}</pre>`, Javadoc's usual way to show code with `<`, `>` and
    `@` as written: the tag's braces are not the code's."""
    inner = code.strip()
    if inner.startswith("{@code") and inner.endswith("}"):
        inner = inner[len("{@code") : -1]
        return inner[1:] if inner[:1] in (" ", "\n") else inner
    return code


def _links_as_text(text: str) -> str:
    """`text` with its Markdown links read as their text, but for one a code span holds
    (Python-Markdown's `getLink`: "Parse data between `()` of `[Text]()`…" read "`Text`")."""
    spans = [span.span() for span in _CODE_SPAN.finditer(text)] if "`" in text else []

    def link(match: re.Match[str]) -> str:
        inside = any(start < match.start() < end for start, end in spans)
        return match.group(0) if inside else match.group(1)

    return _MD_LINK.sub(link, text)


def _outside_code(text: str, change: Callable[[str], str]) -> str:
    """`text` with `change` applied to the parts outside code spans: ``<p>`` stays as written."""
    if "`" not in text:
        return change(text)
    pieces: list[str] = []
    done = 0
    for span in _CODE_SPAN.finditer(text):
        pieces += [change(text[done : span.start()]), span.group(0)]
        done = span.end()
    return "".join(pieces) + change(text[done:])


_LINK_DEFINITION = lazy(r"^ {0,3}\[([^\]\n]{1,100})\]:[ \t]+\S+[^\n]*\n?", re.M)
_REFERENCE = lazy(r"(?<![\w\])])\[([^\]\n]{1,300})\](?:\[([^\]\n]{0,100})\])?")
"""`[text][label]`, `[text][]` or `[text]`; never a subscript (`a[i][0]`)."""


def reference_links(text: str) -> str:
    """Markdown's reference links as their text (`See [Authentication][0].` with `[0]: /auth`
    below: httpx), their definitions dropped. Only labels a definition names are links: `a[i][j]`
    in prose stays, as does code (spans, fenced or indented blocks)."""
    labels = {label.lower() for label in _LINK_DEFINITION.findall(text)}
    if not labels:
        return text
    text = _LINK_DEFINITION.sub("", text)

    def link(match: re.Match[str]) -> str:
        label = match.group(2) or match.group(1)  # `[text][label]`, `[text][]`, `[text]`
        before, after = match.string[match.start() - 1 : match.start()], match.string[
            match.end() : match.end() + 1]
        if match.string.count("`", 0, match.start()) % 2 or "`" in before + after:
            return match.group(0)  # inside a code span, or one of a code's parts (anyhow's
            # "`return Err(`[`anyhow!($args...)`][anyhow!]`)`", which Rust's own links
            # join); its text may hold code (rayon's "[the
        return match.group(1) if label.lower() in labels else match.group(0)  # `plumbing`
        # README][r]")

    lines, fence = text.split("\n"), False
    for number, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        elif not fence and not line.startswith("    ") and "[" in line:
            lines[number] = _REFERENCE.sub(link, line)
    return "\n".join(lines)


_JOINED_ESCAPE = lazy(r"(?<=[^\s`])`\\(?=[A-Za-z])")
"""A backslash joining a code span to the letters after it (reST's "`LogRecord`\\s")."""


def clean_inline(text: str, language: str = "") -> str:
    """Inline markup of any doc convention as Markdown: code in backticks, links as their text."""
    if "{@" in text:
        text = _LABELLED_LINK.sub(r"\1", text)
        text = _JAVADOC_LINK.sub(_javadoc_link, text)
        text = _JAVADOC_CODE.sub(_code, text)
        text = _JAVADOC_OTHER.sub(_text, text)

    if "<" in text and language not in _NO_HTML:  # markdown-it-py's "close single tags (<br
        # />)" read "close single tags ()"
        text = _SUPERSCRIPT.sub(r"^\1", text)  # ThreadLocalRandom's "period 2<sup>64</sup>"
        text = _HTML_CODE.sub(_html_code, text)
        text = _outside_code(text, lambda prose: _HTML_TAG.sub("", prose))
    if language == "rust" and "][" in text:
        text = _RUST_REF_LINK.sub(_code_or_text, text)
    if "`" in text:
        if language != "rust":  # `&'s str`
            text = _gnu_quotes(text)
        text = rest_roles(text)
        text = _REST_LITERAL.sub(_code, text)
        text = _REST_LINK.sub(_text, text)
        text = _MD_CODE_LINK.sub(_code_or_text, text)
        if language == "python":
            text = _REST_XREF.sub(_text, text)  # `static type checking <types>`: its label
            text = _REST_REF.sub(_code, text)
            text = text.replace("`\\ ", "`")  # `attrs.Attribute`\ s: reST's joining escape
            text = _JOINED_ESCAPE.sub("`", text)  # structlog's "`logging.LogRecord`\s"
    if language == "python" and "]_" in text:  # a citation, `[1]_`: its reference is a note
        text = _REST_CITED.sub(r"[\1]", text)
    if language == "python" and "_" in text:  # reST's named reference, cssselect's "Return
        text = _outside_code(text, lambda prose: _REST_NAMED.sub(r"\1", prose))  # the
        # specificity_ of this selector"
    if "](" in text:
        text = _MD_IMAGE.sub(_text, text)
        text = _links_as_text(text)
    if "{" in text:
        text = _EPYTEXT.sub(_epytext, text)
        if language == "ruby":
            text = _YARD_URL.sub(_yard_page, text) if "{http" in text or "{ftp" in text or (
                "{mailto" in text) else text
            text = _YARD_REF.sub(_yard_link, _RDOC_LINK.sub(_text, text))
    if language == "ruby" and "[" in text:
        text = _RDOC_WORD_LINK.sub(_text, text)
    if language == "ruby" and "+" in text:
        text = _outside_code(text, lambda prose: _RDOC_CODE.sub(_code, prose))
    if language == "rust" and "[" in text:  # `&[u8]` is code, no link
        text = _outside_code(text, lambda prose: _RUST_LINK.sub(_code, prose))
    if language == "go" and "[" in text:  # Go's doc links, `[Step]`, `[bytes.Buffer]`:
        text = _outside_code(text, lambda prose: _GO_LINK.sub(_code, prose))  # names
    if language in ("c", "cpp"):
        if "\\" in text or "@" in text:
            text = _DOXYGEN_CODE.sub(_code, text)
            text = _DOXYGEN_TEXT.sub(_text, text)
        if "#" in text:
            text = _outside_code(text, lambda prose: _DOXYGEN_HASH.sub(_code, prose))
    if "&" in text and language not in _PLAIN_TEXT_DOCS:
        text = _outside_code(text, html.unescape)  # lodash's "`&amp;`, `&lt;`" read "`&`,
        # `<`", and its `unescape` said it converts the characters `escape` converts
    if "``" in text:  # one span, not "`a``<T>`"
        text = _ADJACENT_SPANS.sub(_one_span, text)
    return text


def _one_span(match: re.Match[str]) -> str:
    return f"`{match.group(0).replace('`', '')}`"


_NO_HTML = frozenset({"python", "go"})
"""Languages whose docs hold no HTML at all (RDoc reads `<tt>` and `<b>`): a tag is text."""
_PLAIN_TEXT_DOCS = frozenset({"python", "go", "ruby"})
"""Languages whose docs are no HTML: `&amp;` in them is what it says, an entity."""


# Replacements as functions rather than templates such as r"`\1`": `re` runs a template through
# Python code on every call, even when nothing matches.
def _yard_page(match: re.Match[str]) -> str:
    """A YARD link to a page as what it shows: its text, else its address."""
    return match.group(2) or match.group(1)


def _yard_link(match: re.Match[str]) -> str:
    """A YARD link as what it shows: its text (as code when it is one word), else its target
    as code."""
    shown = match.group(2)
    if not shown:
        return f"`{match.group(1)}`"
    return shown if " " in shown.strip() else f"`{shown.strip()}`"


def _code(match: re.Match[str]) -> str:
    return f"`{match.group(1)}`"


def _text(match: re.Match[str]) -> str:
    return match.group(1)


def _gnu_quotes(text: str) -> str:
    """`text` with its GNU quotes as code spans, read from the left: a backtick that closes a
    code span opens no quote (`` `coro_fns`. The winning coroutine's entry ``)."""
    pieces, at = [], 0
    unclosed: set[int] = set()  # runs of backticks with no closing one after: none later either
    while (start := text.find("`", at)) >= 0:
        quote = _GNU_QUOTE.match(text, start)
        if quote:
            pieces += [text[at:start], f"`{quote.group(1)}`"]
            at = quote.end()
            continue
        backticks = _BACKTICKS.match(text, start)
        run = backticks.end() if backticks else start + 1
        close = -1 if run - start in unclosed else text.find(text[start:run], run)
        if close < 0:
            unclosed.add(run - start)
        end = run if close < 0 else close + run - start  # a span closes with as many backticks
        pieces.append(text[at:end])
        at = end
    return "".join(pieces) + text[at:]


def _code_or_text(match: re.Match[str]) -> str:
    """A code span as it is, else the text of the match's second group."""
    return match.group(1) or match.group(2)


def _html_code(match: re.Match[str]) -> str:
    return f"`{match.group(2)}`"


def _javadoc_link(match: re.Match[str]) -> str:
    label = match.group(3).strip()
    if label:
        return f"`{label}`" if match.group(1) == "linkcode" and "`" not in label else label
    return "`" + match.group(2).replace("#", ".").lstrip(".") + "`"


def _rest_role(match: re.Match[str]) -> str:
    target = match.group(3)
    role = match.group(0)[:5].lower()  # (pyrfc3339's `:RFC:`3339``)
    labelled = _LABELLED.match(target)
    if role in (":pep:", ":rfc:"):  # `:pep:`526``: "PEP 526", not a bare "526"
        if labelled:  # webob's `:rfc:`RFC 7231, section 5.3.2 <7231#section-5.3.2>``
            return " ".join(labelled.group(1).split())  # (44 read "RFC RFC 7231, … <7231…>")
        return f"{role[1:4].upper()} {target}"
    if labelled:
        return labelled.group(1)
    if role in (":ref:", ":doc:"):  # a section's label or a page, no code: pluggy's
        # ":ref:`calling`" (Sphinx shows the section's title, which the doc does not hold)
        return target.rsplit("/", 1)[-1].replace("_", " ").replace("-", " ")
    if match.group(2):
        target = target.rsplit(".", 1)[-1]
    elif target.startswith(".") and target[1:2].isalpha():
        target = target[1:]  # `:class:`.Signer``: Sphinx looks the name up, and shows it so
    return f"`{target}`"


def rest_roles(text: str) -> str:
    """`text` with reST's roles (`:mod:` and the like) as code spans, as a doc comment's are:
    for a package docstring or a README shown as Markdown."""
    return _REST_ROLE.sub(_rest_role, text) if ":`" in text else text


def _epytext(match: re.Match[str]) -> str:
    return f"`{match.group(2)}`" if match.group(1) in "CL" else match.group(2)


def plain_line(text: str, language: str = "") -> str:
    """One line of text: markup cleaned, emphasis dropped, whitespace collapsed."""
    text = without_emphasis(clean_inline(text, language))
    return " ".join(text.split())  # what `\s+` -> " " and strip() give, faster


def without_emphasis(text: str) -> str:
    """`text` with Markdown's emphasis (`*a*`, `**b**`, `__c__`) dropped, its words kept; not
    a Python dunder (`__repr__`, which attrs' docs name: "Create a `repr` method")."""
    if "*" in text or "__" in text:  # not inside code: glob's "`*`, `?`, `**`" read "``, `?`, `*`"
        text = _outside_code(text, lambda prose: _EMPHASIS.sub(_emphasized, prose))
    return text


def _emphasized(match: re.Match[str]) -> str:
    if match.group(1) == "__" and _DUNDER.fullmatch(match.group(2)):
        return match.group(0)
    return match.group(2) or match.group(3) or ""


_DUNDER = lazy(r"[a-z][a-z0-9_]*")


def first_sentence(text: str) -> str:
    """The first sentence of a one-line paragraph, abbreviations and dotted names respected."""
    ticks = opened = closed = scanned = 0
    for match in _SENTENCE_END.finditer(text):
        end = match.start()
        ticks += text.count("`", scanned, end)
        opened += text.count("(", scanned, end)
        closed += text.count(")", scanned, end)
        scanned = end
        abbreviated = text[end] == "." and (_is_abbreviation(text, end)
                                            or _dots_alone(text, end))
        # `…, etc. Then`: the abbreviation ends the sentence, and keeps its dot
        etc = abbreviated and bool(_ETC.search(text, 0, end + 1)) and bool(
            _CAPITAL.match(text, end + 1))
        if (abbreviated and not etc) or ticks % 2 or opened > closed:
            continue
        if text[end] in "!?" and end and (text[end - 1].isalnum() or text[end - 1] == "_") and (
                _LOWER_NEXT.match(text, end + 1)):
            continue  # Ruby's `deep_merge!`, `valid?`: a name's mark, no sentence's end (the
            # deep_merge gem's "Allow deep_merge! to uniformly handle…" read "Allow deep_merge!")
        if text[end] == "!" and text[:end].strip().isalpha() and text[end + 1:].strip():
            return first_sentence(text[end + 1:].strip())  # an exclamation alone says nothing
            # of what it is: simpleeval's "Sorry! That function isn't defined!" read "Sorry!"
        listed = _LIST_OPENED.search(text, 0, end)
        if listed and text.count("(", 0, listed.start()) <= text.count(")", 0, listed.start()):
            return text[: listed.start()].strip()  # not a parenthesis' value: indicatif's
            # "Sets the tab width (default: 8). All tabs…" read "Set the tab width (default"
        return text[: end + (text[end] != "." or etc)].strip()
    return text.strip()


def with_default(text: str, default: str) -> str:
    """A parameter's description followed by its default, as a sentence of its own: "A YAML
    string. Defaults to `null`." (the doc's text may have no full stop); as it was when it
    states its default already ("Defaults to 3", "(default: 3)", "by default")."""
    if not default or _STATES_DEFAULT.search(text):
        return text
    return with_sentence(text, f"Defaults to `{default}`.")


def with_sentence(text: str, sentence: str) -> str:
    """`text` followed by `sentence`, `text` ended by a full stop first if it has no stop."""
    stop = "" if not text or text[-1] in ".!?:" else "."
    return f"{text}{stop} {sentence}".strip()


_STATES_DEFAULT = lazy(
    r"(?i:\bdefault(?:s|ing)?\b\s*(?:[:=(),`'\"\d]|(?:is|are|was|to|of|value|if|when)\b)"
    r"|\bby default\b|\(default|\(the default\))|\b[Dd]efault\s+[A-Z0-9][A-Z0-9_]*\b")
"""A description that states its parameter's default: "Defaults to 3", "(default: 3)",
"default is 3", "… by default". Twig's "The default date format" states none (it lost its
"Defaults to `null`")."""


def trim_end(text: str) -> str:
    """`text` without trailing spaces and punctuation, but the dot of an abbreviation (`etc.`)."""
    trimmed = text.rstrip(" .:;,")
    if text[len(trimmed) : len(trimmed) + 1] == "." and _ENDS_ABBREVIATED.search(trimmed):
        return trimmed + "."
    if text.rstrip().endswith(":"):
        dangling = _DANGLING_CLAUSE.search(trimmed)
        if dangling and _at_top(trimmed, dangling.start()):
            return trimmed[: dangling.start()]  # `…, the default is:` and code the line left out
        if follows := _AS_FOLLOWS.search(trimmed):  # distro's "…as a tuple ``(major, minor,
            return trimmed[: follows.start()]  # build_number)`` with items as follows:"
    return trimmed


def _at_top(text: str, at: int) -> bool:
    """Is `at` outside a code span and outside brackets?"""
    before = text[:at]
    return before.count("`") % 2 == 0 and before.count("(") == before.count(")")


_DANGLING_CLAUSE = re.compile(
    r",[^,]{0,40}?\b(?:is|are|was|were|be|as|follows|like|to|of|with|by|the|a|an)\Z", re.I)
"""The last clause of a line that ends with a colon, when it cannot stand without what the colon
introduced: viper's "…overrides the default DecoderConfig.DecodeHook value, the default is:"."""
_AS_FOLLOWS = re.compile(r"(?:\s+(?:with|in|of|for)\b[^,`()]{0,30}?)?\s+as follows\Z"
                         r"|,?\s+(?:of|in|with|using|like|such as)\s+(?:the\s+following"
                         r"(?:\s+(?:forms?|formats?|syntax|shapes?|patterns?|ways?))?|this)\Z",
                         re.I)
"""What says only that a list or an example follows: "… with items as follows", fast-route's
"Parses route strings of the following form:" (its route string below)."""


def _dots_alone(text: str, dot: int) -> bool:
    """Whether the dot is in a word of dots only: the `.` and `..` of a path, not an end."""
    start = dot
    while start > 0 and text[start - 1] == ".":
        start -= 1
    return start == 0 or text[start - 1].isspace()


def _is_abbreviation(text: str, dot: int) -> bool:
    start = dot
    while start > max(0, dot - 8) and (text[start - 1].isalpha() or text[start - 1] == "."):
        start -= 1
    word = text[start:dot].lower()
    return word in _ABBREVIATIONS or _INITIALS.fullmatch(text[start : dot + 1]) is not None


_INITIALS = lazy(r"(?:[A-Z]\.){2,}")
"""Capitals each with its dot: "U.S.", "U.K." (govalidator's "…as a U.S. Social Security
Number" read "…as a U.S")."""


def shorten(text: str, limit: int = 120) -> str:
    """`text` cut to at most `limit` characters, at a clause or word boundary, code kept whole;
    an aside in parentheses goes first, since what follows it tells siblings apart
    (java.util.concurrent's `poll`: "Retrieve and remove the head of the queue represented by
    this deque (in other words, the first element of this deque), or return null if …")."""
    if len(text) <= limit:
        return text
    if "(" in text and (aside := _ASIDE.sub("", text)) != text:
        return shorten(aside, limit)
    if ", " in text and (aside := _without_interposed(text)) != text:
        return shorten(aside, limit)
    head = text[: limit - 1]
    for mark in ("; ", " — ", " - ", ", "):
        cut = head.rfind(mark)
        while mark == " - " and cut >= 0 and head[cut + 3 : cut + 4].isdigit():  # `base - 1`
            cut = head.rfind(mark, 0, cut)
        if mark == ", " and _last_of_list(head, cut):
            break  # `the a, b, or c`: cut before its last item, a list reads as complete
        listed = _EXAMPLES.search(head, limit // 3, cut + 1) if mark == ", " else None
        if listed:
            cut = listed.start()  # `an object, such as a date, time`: before the examples
        balanced = head.count("(", 0, cut) == head.count(")", 0, cut) and head.count(
            "[", 0, cut) == head.count("]", 0, cut)
        if mark == ", " and (_RESTRICTING.match(text, cut + 2) or _restricted(head, cut)):
            break  # `…, unless it raises`: without it, the sentence says the opposite
        if cut >= limit // 3 and head.count("`", 0, cut) % 2 == 0 and balanced:
            main = text[cut + len(mark) :]
            if mark == ", " and _SUBORDINATE.match(text) and "," not in head[:cut]:
                if len(main) <= limit and main[:1].islower() and not _PRONOUN.match(main):
                    return main[0].upper() + main[1:]  # not "If the sum is NaN" alone
                break  # the condition and what `it` does, as far as they go
            kept = _without_dangling(head[:cut].rstrip(" ,;:-—"), limit // 3)
            if kept.rpartition(" ")[2].lower() in HANGING:
                continue  # hashbrown's "Ensures that a single closure type across uses of
                # this which, in turn prevents…": no sentence ends on "which"
            return kept + "…" if mark == ", " and _inside_list(text, cut) else kept
    cut = head.rfind(" ")
    head = head[: cut if cut > limit // 3 else limit - 1]
    if head.count("`") % 2:
        head = head[: head.rfind("`")].rstrip()
    for opening, closing in ("[]", "()"):  # backoff's "…the following interval:
        # [currentInterval - randomizationFactor * …": a bracket cut open; before it, if enough
        if head.count(opening) > head.count(closing) and head.rfind(opening) >= limit // 3:
            head = head[: head.rfind(opening)].rstrip(" :")
    if head.endswith((" and", " or")):  # `…, and…`: the cut word joined nothing
        head = head.rpartition(" ")[0]
    return head.rstrip(" ,;:-—(") + "…"


HANGING = frozenset({"which", "that", "who", "whom", "whose", "where", "and", "or", "but", "so",
                     "because", "since", "if", "unless", "whether", "the", "a", "an", "of", "to",
                     "is", "are", "was", "were", "be", "with", "for", "in", "by", "as", "its"})
"""Words no sentence ends on: what they open goes on, or was cut off."""


def _without_dangling(text: str, least: int) -> str:
    """A cut text without a last clause that only leads to what was cut (pyparsing's "…as a
    keyword, that is", "…matching the given key, or if there is no such name"), if what stays
    is `least` characters or more."""
    while (found := _DANGLING.search(text)) and found.start() >= least:
        text = text[: found.start()]
    return text


_DANGLING = lazy(r",\s+(?:(?:that is|i\.e\.|e\.g\.|namely|for example|for instance|in other words)"
                 r"|(?:or|and|but)\s+(?:if|when|unless|whether|while)\b[^,]*)\Z")
"""A last clause that leads to what follows it: a connector ("that is"), or a condition
joined as an alternative ("or if there is no such name"), whose consequence came after."""
_SUBORDINATE = lazy(r"(?:If|When|Whenever|Unless|While|Although|Though|Since|Because|Once|Given"
                    r"|Until|In case|As long as|Provided that)\b")
"""A sentence that opens with a condition: cut after it, only the condition would be left
(java.util.stream's `computeFinalSum`: "If the compensated sum is spuriously NaN from
accumulating one or more same-signed infinite values"), so the main clause is kept instead."""
_RESTRICTING = lazy(r"(?:unless|except|but not|only if|only when|(?:and |or )?if not|"
                    r"(?:and |or )?otherwise|or else)\b")
"""A clause that restricts what comes before it, or says what is done when it does not hold:
more-itertools' `map_except` read "Transform each item … and yield the result", its ",
unless *function* raises one of the specified *exceptions*" cut off, and golang-lru's
`ContainsOrAdd` "Check if a key is in the cache without updating the recent-ness…", its ", and
if not, adds the value" (as `Contains` reads); the cut falls between words instead (`…`)."""


def _restricted(text: str, comma: int) -> bool:
    """Does the comma at `comma` end a `_RESTRICTING` clause's opening (`…, and if not, adds
    the value`), which a cut there leaves dangling?"""
    before = text.rfind(", ", 0, comma)
    return before >= 0 and bool(_RESTRICTING.match(text, before + 2))


_PRONOUN = lazy(r"(?:it|they|this|these|that|those|he|she|we|you)\b")
"""A main clause whose subject only the condition before it names."""
_ASIDE = lazy(r"(?<!\bwith)(?<!\bof)(?<!\bas)(?<!\bto)(?<!\bfrom)(?<!\binto)(?<!\bfor)"
              r" \((?=(?:[^()`]*?\b[A-Za-z]{2,}\b){3})(?:[^()`]|`[^`()]*`){1,200}\)"
              r"(?=[\s,.;:]|$)")
"""A parenthesized aside in prose: three words or more after a space (not a call such as
`poll()`, nor a tuple such as `(date, time)`), and not what a preposition takes (smallvec's
`triple`: "Returns a tuple with (data ptr, len, capacity)" read "Return a tuple with")."""
_INTERPOSED = lazy(r"(?:(?<=\bthat)|(?<=\bwhich)|(?<=\bwho)),\s(?:when|whenever|if|unless|once"
                   r"|after|before|while)\b(?:[^,;:`]|`[^`]*`){1,100},\s(?=[a-z`])"
                   r"|,\s(?:such as|like|e\.g\.|i\.e\.|for example|for instance)\s"
                   r"(?:[^,;:`]|`[^`]*`){1,80},\s(?!and\b|or\b)(?=[a-z`])"
                   r"|,\s(?:with|using|via)\s(?:[^,;:`]|`[^`]*`){1,100},\s(?=(?:while|when"
                   r"|whenever|until|unless|if|once|as long as|only)\b)"
                   r"|,\s(?:suitable|useful|usable|ready|intended|meant|fit)\s(?:for|to)\s"
                   r"(?:[^,;:`]|`[^`]*`){1,100},\s(?=(?:to|into|as|from|in|for)\b)")
"""A clause set off by commas inside a sentence that reads whole without it: a condition
after `that`/`which` (java.util.concurrent's "a new CompletionStage that, when this stage
completes normally, is executed with…" was cut after "normally"), or an example ("the
result of a task, such as a `FutureTask`, cannot be retrieved…", cut after the example), or
how before a condition (lodash's `before`: "a function that invokes `func`, with the `this`
binding and arguments of the created function, while it's called less than `n` times" was cut
before the condition, the whole point of it), or what the subject is fit for before where it
goes (webcolors' six converters read "Convert a 3-`tuple` of `int`, suitable for use in an
`rgb()` color triplet", and never said to what)."""


_EXAMPLES = lazy(r", (?:such as|including|like|e\.g\.|for example|for instance)\b(?!.*[;—])")
"""Where examples begin: a cut within them leaves a list cut short."""


def _without_interposed(text: str) -> str:
    """`text` without its first `_INTERPOSED` clause, when what follows it is a clause of its
    own, not the rest of a list ("an object, such as a date, time, offset or …")."""
    for match in _INTERPOSED.finditer(text):
        rest = text[match.end() :]
        if "," not in rest and " etc" not in rest and len(rest.split()) >= 3:
            return text[: match.start()] + " " + rest
    return text


_ITEM = lazy(r"[^,;:.]{1,24}")
_LIST_GOES_ON = lazy(r", [^,;:.]{1,24}(?:,| or | and )")


def _inside_list(text: str, comma: int) -> bool:
    """Is the comma at `comma` between two short items of a list that goes on after it
    (java.text's "…returned by next(), next(int), previous(), first(), last(), following(int)
    or preceding(int)")? A cut there drops items: it must show that it does."""
    start = text.rfind(", ", 0, comma)
    return start >= 0 and bool(_ITEM.fullmatch(text, start + 2, comma)) and bool(
        _LIST_GOES_ON.match(text, comma))


def _last_of_list(text: str, comma: int) -> bool:
    """Does the comma at `comma` open the last item of a list (`, and`/`, or` after an earlier
    comma)?"""
    return text.startswith((", and ", ", or "), comma) and text.rfind(", ", 0, comma) >= 0


def open_brackets(code: str) -> str | None:
    """The closers that `code` still needs (a quote first if a string is open), or None when a
    bracket closes out of order: `f(a, [b` -> `])`, `f(a)` -> ``."""
    needed: list[str] = []
    quote = ""
    escaped = False
    for char in code:
        if quote:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                quote = ""
        elif char in "'\"`":
            quote = char
        elif char in _CLOSERS:
            needed.append(_CLOSERS[char])
        elif char in ")]}" and (not needed or needed.pop() != char):
            return None
    return quote + "".join(reversed(needed))


def is_whole_expression(code: str) -> bool:
    """Whether every bracket and string of `code` closes: not the first line of a longer one."""
    return open_brackets(code) == ""


def cut_code(code: str, limit: int) -> str:
    """`code` within about `limit` characters, a cut shown as `…` with its brackets and string
    closed after it, so that the quote never reads as complete: `f(a, b, …)`."""
    needed = open_brackets(code)
    if len(code) <= limit and needed == "":
        return code
    head = code[:limit].rstrip() if len(code) > limit else code
    closers = open_brackets(head)
    if closers is None:
        return ""
    return f"{head}…{closers}"


_UNDERLINE = lazy(r"([=\-~^*#+])\1{2,}")
"""A line under a title, as reST and Markdown's setext headings write one."""


def reflow(lines: list[str], language: str = "") -> str:
    """Doc prose as Markdown: wrapped paragraphs joined, lists, fences and tables kept, and the
    code a doc shows by indenting it (`code_blocks`) fenced, as it was written."""
    blocks: list[str] = []
    paragraph: list[str] = []
    in_fence = False
    items = code_blocks(lines, language)
    terms = _term_lines(items)
    i = 0
    while i < len(items):
        line = items[i]
        i += 1
        stripped = line.strip()
        if i - 1 in terms:
            _flush(paragraph, blocks, language)
            paragraph.append("- " + stripped)
            continue
        if not in_fence and not isinstance(line, _Code) and _quoted(stripped):
            end = i
            while end < len(items) and not isinstance(items[end], _Code) and _quoted(
                    items[end].strip()):
                end += 1
            _flush(paragraph, blocks, language)
            blocks.append(_blockquote([line, *items[i:end]], language))
            i = end
        elif isinstance(line, _Code):
            _flush(paragraph, blocks, language)
            blocks.append(str(line))
        elif stripped.startswith(("```", "~~~")):
            in_fence = not in_fence
            _flush(paragraph, blocks, language)
            blocks.append(line.rstrip())
        elif in_fence:
            blocks.append(line.rstrip())
        elif not stripped:
            _flush(paragraph, blocks, language)
            blocks.append("")
        elif stripped.startswith("#") and MD_HEADING.match(stripped):
            _flush(paragraph, blocks, language)
            title = _CLOSING_HASHES.sub("", stripped.lstrip("#")).strip()  # `## DEBUG ##`
            blocks.append("**" + clean_inline(title, language) + "**")
        elif len(paragraph) == 1 and _UNDERLINE.fullmatch(stripped) and len(stripped) >= len(
                paragraph[0]) and not _LIST_ITEM.match(paragraph[0]):
            # a reST or setext title (toolz's `reduceby`: "Simple Examples ---------------")
            blocks += ["**" + clean_inline(paragraph.pop(), language) + "**", ""]
        elif _LIST_ITEM.match(stripped) or stripped.startswith("|"):
            _flush(paragraph, blocks, language)
            paragraph.append(stripped)
        elif paragraph and not paragraph[-1].startswith("|"):
            stop = "." if " " in paragraph[-1] and left_open(paragraph[-1], stripped) else ""
            paragraph[-1] = joined_line(paragraph[-1] + stop, stripped)
        else:
            _flush(paragraph, blocks, language)
            paragraph.append(stripped)
    _flush(paragraph, blocks, language)
    return _squeeze_blank("\n".join(blocks))


_CLOSING_HASHES = lazy(r"[ \t]+#+[ \t]*$")
_BROKEN_AT_HYPHEN = lazy(r"[A-Za-z]{2}-$")
"""A line that ends inside a hyphenated word (`version-`, then `appropriate` on the next)."""
_SUSPENDED = lazy(r"(?:and|or|to|nor)\b")


def left_open(above: str, line: str) -> bool:
    """Does `line` begin a sentence of its own below `above`, a line that ends with no stop?
    When it opens with a word that begins sentences (`_OPENER`), or a known verb in capitals
    (`Takes io.Writer and csv File name`, not `Observables to determine…`), and `above` does
    not end on a word that leads on (`with`, `the`): tablewriter's one-liners ran its
    comments' lines together, and validator's "RequiredWithout is the validation function" /
    "The field under validation must be present…" read as one sentence."""
    if not _UNSTOPPED.search(above) or _LEADS_ON.search(above):
        return False
    if _OPENER.match(line) or _TERM_SAID.match(line):
        return True
    verb = _CAPITAL_VERB.match(line)
    return verb is not None and third_person(verb[1].lower())


_UNSTOPPED = lazy(r"(?<![.!?])[\w)\]`'\"]$")
"""A line that ends with no stop, not even inside its closing bracket or quote ("…but it never
happened.)")."""
_OPENER = lazy(r"(?:The|This|These|It|If|When|Otherwise|Note|Returns?|Use|Used|See|Refer|Unless"
               r"|Each|Only|On|In|For|Currently|Inspired|Based|Also|Typically|Usually|Normally"
               r"|Passes)\s+[a-z]")
"""A line that begins a sentence: after a line that ends with no stop, its sentence was left
open (`Set the source for input data` / `If newIn is nil, os.Stdin is used.`; paint's `This
variable influences the color code generation` / `Currently supported values:`; p-queue's
"Port of lower_bound from https://…" / "Used to compute insertion index…")."""
_TERM_SAID = lazy(r"[A-Za-z_]\w*[ \t]+=[ \t]+[a-z]+[ \t]+[a-z]")
"""A line that says in words what a name means, `field = field value of the type…`
(validator's `CustomTypeFunc`, whose one-liner ran into it); not code, `q = q.add("a")`."""
_CAPITAL_VERB = lazy(r"([A-Z][a-z]+s)\s+[a-z]")
_LEADS_ON = lazy(r"\b(?:a|an|the|of|to|in|on|at|by|for|from|with|as|and|or|nor|but|than|into|via"
                 r"|is|are|be|its|their|this|that)$", re.I)


def joined_line(previous: str, following: str) -> str:
    """Two lines of one paragraph as one: a blank between them, but none after a word broken
    at its hyphen (iplib's "the version-" and "appropriate ARPA name" read "version-
    appropriate"); a hyphen left hanging on purpose keeps it (`pre-` and `and post-…`)."""
    if following[:1].islower() and _BROKEN_AT_HYPHEN.search(previous) and not _SUSPENDED.match(
            following):
        return previous + following
    return f"{previous} {following}"
"""What follows a hyphen left hanging on purpose (`pre- and post-processing`)."""
"""An ATX heading's closing `#`s (intervaltree's `## FOR DEBUGGING ONLY ##` read
"**FOR DEBUGGING ONLY ##**")."""
_TERM_LINE = lazy(r"[ \t]*(?:[A-Za-z_][\w.]*(?::| +-) +|[A-Za-z][\w.()]*(?:[ \t]+[\w.()]+){0,3}"
                  r":[ \t]{2,})\S")
"""A line that says what one name means: `Texttable.BORDER: Border around the table`, `x -
cell data to format`; or a row of a table of labels, a gap after each (appdirs' `Win XP (not
roaming):   C:\\Documents and Settings\\…`)."""


def _term_lines(items: list[str]) -> set[int]:
    """The lines of a run of two or more, each of a name and what it means (texttable's
    `set_deco`: its four flags, one a line, read as one sentence), that opens a paragraph or
    follows a line ending in a colon: each is a list item. Not httpx's `Host: …` and
    `Connection: close` under `GET /users HTTP/1.1`, one message."""
    found: set[int] = set()
    start = 0
    while start < len(items):
        end = start
        while end < len(items) and not isinstance(items[end], _Code) and _TERM_LINE.match(
                items[end]):
            end += 1
        if end - start >= 2 and (start == 0 or isinstance(items[start - 1], _Code) or (
                items[start - 1].rstrip().endswith(":") or not items[start - 1].strip())):
            found.update(range(start, end))  # not a message's headers under its request line
        start = end + 1 if end == start else end
    return found


def _quoted(stripped: str) -> bool:
    """Is this a Markdown blockquote's line (`> text`), not a doctest's `>>>` nor an irb
    prompt's `>> ` (mustache's "# >> puts Mustache::Generator.new.compile(tokens)" read as
    a quote of a quote, "> > puts …"), nor a comparison (semver's "// >=1.2.3 is lower than
    >1.2.3" showed "> =1.2.3")?"""
    return stripped.startswith(">") and not stripped.startswith((">>>", ">> ", ">="))


_ALERT = lazy(r"\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*", re.I)
"""GitHub's alert marker opening a blockquote (`> [!WARNING]`), which MkDocs shows as text."""


def _blockquote(lines: list[str], language: str) -> str:
    """A blockquote's lines (`> …`) as Markdown: what it quotes reflowed as a doc of its own
    (paragraphs joined, fences kept), each line quoted again; a GitHub alert's marker made a
    bold label. Joined with the text around it, its `>` marks showed in the prose."""
    inner = [line.strip()[1:].removeprefix(" ") for line in lines]
    text = reflow(inner, language)
    alert = _ALERT.match(text)
    if alert:
        text = f"**{alert.group(1).capitalize()}:** {text[alert.end():]}".rstrip()
    return "\n".join(f"> {line}" if line else ">" for line in text.split("\n"))


class _Code(str):
    """A code block of a doc, fenced: kept as it is by `reflow`."""

    __slots__ = ()


_LITERAL_LANGUAGES = frozenset({"python", "c", "cpp"})
"""Docs written in reST (Python's docstrings, C's kernel-doc): a paragraph ending with `::`
introduces a literal block, the lines indented under it."""
_INDENTED_CODE = {"go": 1, "ruby": 1, "php": 1, "rust": 4, "javascript": 4, "typescript": 4}
"""Docs whose convention makes code of indented lines after a blank line, not in a list, and
how deep: Go's doc comments and RDoc any deeper than the text, PHPDoc too (its examples are
indented by one space or two: twig's templates, monolog's handlers), Markdown (rustdoc, JSDoc)
four spaces."""


def code_blocks(lines: list[str], language: str) -> list[str]:
    """`lines` with each code block the doc shows by indentation made one fenced `_Code`
    item: the lines under a reST `::` (whose `::` reads as `:` then, or goes when it stands
    alone or after a space), and, in the languages of `_INDENTED_CODE`, the indented lines
    after a blank line that do not continue a list."""
    literal = language in _LITERAL_LANGUAGES
    deeper = _INDENTED_CODE.get(language)
    out: list[str] = []
    under: int | None = None  # the indent a literal block must pass, after a `::` line
    listed = False  # whether the last text was a list item's (indented lines continue it)
    i = 0
    while i < len(lines):
        end = _block_at(lines, i, under, None if listed else deeper, language == "go")
        if end is None and (not i or not lines[i - 1].strip()):
            end = _productions_at(lines, i)
        if end is None:
            end = _columns_at(lines, i)
        if end is None and language == "ruby" and _irb_session_at(lines, i):
            end = next((j for j in range(i, len(lines)) if not lines[j].strip()), len(lines))
        if end is not None:
            out.append(_fenced_code(lines[i:end]))
            under, i = None, end
            continue
        line = lines[i]
        stripped = line.strip()
        if stripped:
            indent = len(line) - len(line.lstrip())
            under = None
            listed = bool(_LIST_ITEM.match(stripped)) or (listed and indent > 0)
            if literal and stripped.endswith("::"):
                under, line = indent, _literal_marker(line)
                if not line.strip():  # a `::` alone: nothing of it is shown
                    i += 1
                    continue
            elif language == "python" and stripped.endswith(":") and not listed and not (
                    _list_follows(lines, i + 1)):
                under = indent  # "For example:" over an indented block, as Markdown writes
                # it (Python-Markdown's `Registry`: its lines read as prose, `# Get the item
                # by index` as a heading); not over an indented list (boltons' `AtomicSaver`
                # "serves a few purposes:", then its bullets)
        out.append(line)
        i += 1
    return out


def _columns_at(lines: list[str], i: int) -> int | None:
    """The end of a plain-text table starting at line `i`, else None: three lines or more
    whose text is set in columns (`_COLUMNS`), with the lines indented under one that go on
    with its cell. isodate's `strftime` doc, a table of its directives, read as one paragraph,
    its header "Directive Meaning Notes %d Day of the month…" the one-liner; `parse_date`'s
    twelve formats likewise."""
    if not _in_columns(lines[i]):
        return None
    indent = len(lines[i]) - len(lines[i].lstrip())
    rows, end = 0, i
    for line in lines[i:]:
        stripped = line.strip()
        if _in_columns(line):
            rows += 1
        elif not stripped or len(line) - len(line.lstrip()) <= indent:
            break
        end += 1
    return end if rows >= _TABLE_ROWS else None


def _in_columns(line: str) -> bool:
    """Is `line` a row of a plain-text table: text in columns, no Markdown table's row (kept
    as it is) and no list item (`-   item`, its marker set apart)?"""
    text = line.strip()
    if text.startswith("|"):
        return False
    item = _LIST_ITEM.match(text)
    return bool(_COLUMNS.search(text[item.end() :] if item else text))


def opens_a_table(paragraph: list[str]) -> bool:
    """Do the lines of `paragraph` open with a plain-text table (`_columns_at`)?"""
    return bool(paragraph) and _columns_at(paragraph, 0) is not None


_COLUMNS = lazy(r"[^\s.!?:;,]  +\S")
"""Two spaces or more inside a line's text, not after a sentence's or a label's end (`Args:
name:  the name`, "It is.  Then"): a gap between columns."""
_TABLE_ROWS = 3


def _productions_at(lines: list[str], i: int) -> int | None:
    """The end of a paragraph at line `i` whose lines (two or more) each define a name, a
    grammar's productions (guzzle's `assertValue`: "field-value = *( field-content / obs-fold
    )" over five more, its one-liner the six run together), else None."""
    end = next((j for j in range(i, len(lines)) if not lines[j].strip()), len(lines))
    return end if is_productions(lines[i:end]) else None


def is_productions(paragraph: list[str]) -> bool:
    """Does each of the lines of `paragraph`, two or more, define a name?"""
    return len(paragraph) > 1 and all(_PRODUCTION.match(line) for line in paragraph)


_PRODUCTION = lazy(r"[ \t]*[\w<>-]+[ \t]*(?:::=|:=|=)[ \t]+\S")


def _list_follows(lines: list[str], i: int) -> bool:
    """Is the first line with text from line `i` on a list item?"""
    following = next((lines[j].strip() for j in range(i, len(lines)) if lines[j].strip()), "")
    return bool(_LIST_ITEM.match(following))


def _irb_session_at(lines: list[str], i: int) -> bool:
    """Does an irb session start at line `i` (`>> expression`, after a blank line or the
    first line; its results follow up to the next blank line), written unindented as
    mustache's `Generator` doc writes it?"""
    return lines[i].lstrip().startswith(">> ") and (i == 0 or not lines[i - 1].strip())


def _block_at(lines: list[str], i: int, under: int | None, deeper: int | None,
              after_text: bool = False) -> int | None:
    """Where the code block starting at line `i` ends, or None when none starts there: a
    block follows text and a blank line, and is indented past the `::` paragraph's `under`,
    or at least `deeper` (and is no list item). With `after_text` (Go's doc comments), an
    indented line right under a line of text at the margin opens a block too, as `go doc`
    reads it (xstrings' "Samples:" over `LeftJustify("hello", 10, " ") => "hello     "`,
    which ran into the prose, its spaces lost)."""
    line = lines[i]
    stripped = line.strip()
    if not stripped or i == 0:
        return None
    indent = len(line) - len(line.lstrip())
    if lines[i - 1].strip():
        if not (after_text and deeper is not None and indent >= deeper
                and not lines[i - 1][:1].isspace() and not _LIST_ITEM.match(stripped)):
            return None
        return _block_end(lines, i, deeper - 1)
    if under is not None and indent > under:
        return _block_end(lines, i, under)
    if deeper is not None and indent >= deeper and not _LIST_ITEM.match(stripped):
        return _block_end(lines, i, deeper - 1)  # any line that deep goes on with it: the
        # text gem's formula, its fraction bar less indented than its numerator, was cut in
        # three, two of them read as prose
    return None


def _block_end(lines: list[str], start: int, under: int) -> int:
    """Where the block starting at `start` ends: at the first line with text indented `under`
    or less (its trailing blank lines left out)."""
    end = start
    for j in range(start, len(lines)):
        if lines[j].strip():
            if len(lines[j]) - len(lines[j].lstrip()) <= under:
                break
            end = j + 1
    return end


def _literal_marker(line: str) -> str:
    """A reST paragraph's `::` as it reads: `Example::` → `Example:`, `text ::` → `text`."""
    text = line.rstrip()[:-2]
    return text.rstrip() if text.endswith((" ", "\t")) or not text.strip() else text + ":"


def body_code(code: str) -> str:
    """`code` as one item of a doc's body lines, which `reflow` keeps as a fenced block."""
    return _Code(fenced(code))


def _fenced_code(lines: list[str]) -> _Code:
    """Lines of code, dedented, in a fence longer than any backtick run they hold."""
    return _Code(fenced(textwrap.dedent("\n".join(line.rstrip() for line in lines)).strip("\n")))


_LIST_ITEM = lazy(r"([-*+•]|\d{1,3}[.)])\s+")
MD_HEADING = lazy(r"#{1,6}[ \t]+(?=\S)")
"""A Markdown heading (`#include` or `#define` starting a line of prose is none)."""
_BLANKS = lazy(r"\n{3,}")
_INNER_SPACES = lazy(r"(?<=\S)[ \t]{2,}")


def _flush(paragraph: list[str], blocks: list[str], language: str) -> None:
    for text in paragraph:
        if text.startswith("•"):
            item = _LIST_ITEM.match(text)
            if item:
                text = "- " + text[item.end() :]
        text = clean_inline(text, language)
        if text.startswith(">"):  # a comparison (`_quoted`), which Markdown would quote
            text = "\\" + text
        # A run of two blanks or more holds two spaces or a tab: else there is nothing to squeeze.
        blocks.append(_INNER_SPACES.sub(" ", text) if "  " in text or "\t" in text else text)
    paragraph.clear()


def _squeeze_blank(text: str) -> str:
    return (_BLANKS.sub("\n\n", text) if "\n\n\n" in text else text).strip("\n")
