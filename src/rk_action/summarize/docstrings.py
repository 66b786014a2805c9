"""Doc comments of every common convention parsed into sections. A pure parser: text in, data out.

Understood: reST field lists (`:param x:`), Google (`Args:`), NumPy (underlined `Parameters`),
Markdown/rustdoc headings (`# Examples`) and RDoc's (`= Examples`), reST directives
(`.. note::`), doctest `>>>` blocks, fenced code, tags of JSDoc, Javadoc, PHPDoc, YARD and
Doxygen (`@param`, `\\param`), and C's kernel-doc (`name() - summary`, `@arg: text`). Code a
doc shows by indenting stays code in the prose (`_markup.code_blocks`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import reduce

from rk_action.lazyre import lazy
from rk_action.summarize import _sections as sec
from rk_action.summarize._markup import (
    HANGING,
    MD_HEADING,
    body_code,
    dedent,
    first_sentence,
    html_to_markdown,
    is_productions,
    joined_line,
    left_open,
    opens_a_table,
    plain_line,
    reference_links,
    reflow,
)
from rk_action.summarize._words import imperative, listing


@dataclass(frozen=True, slots=True)
class DocParam:
    """A named entry of a doc section: a parameter, or an exception type in `raises`."""

    name: str
    type: str = ""
    description: str = ""


@dataclass(frozen=True, slots=True)
class DocSections:
    """What a doc comment says, split by purpose. Every text is Markdown."""

    summary: str = ""
    """The first sentence of the prose on one line; empty when the doc has no prose."""
    body: str = ""
    """The prose (summary included) reflowed as Markdown paragraphs."""
    params: tuple[DocParam, ...] = ()
    returns: str = ""
    returns_type: str = ""
    yields: str = ""
    errors: str = ""
    """rustdoc `# Errors`: when the returned `Result` is an error."""
    raises: tuple[DocParam, ...] = ()
    examples: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    """Notes, warnings, deprecations, see-also lines, each prefixed with its label."""


_UNDERLINE = lazy(r"\s*([-=~^])\1{2,}\s*$")
_ASIDE_AFTER = lazy(r"\s*\([^()]{1,40}\)$")
"""An aside after a section's title: "Parameters (internal use only)"."""
_GOOGLE = lazy(r"(\s*)([A-Z][A-Za-z -]{1,24}?)\s*(?:\([^)]{0,80}\))?\s*:(?![:\w`])\s*(.*)$")
"""A Google section's heading (`Raises:`); not a sentence whose colon opens a reST role
(requests' "Raises :class:`HTTPError`, if one occurred.")."""
_HEADING = lazy(r"#{1,4}\s+(.+?)\s*#*\s*$")
_DIRECTIVE = lazy(r"(\s*)\.\.\s+([\w-]+)::\s*(.*)$")
_REST_TARGET = lazy(r"\s*\.\.\s+(_|\|)")
_FIELD = lazy(r"(\s*):(\w+)(?:\s+(?=[^\s\-–—])([^:]+?))?\s*:(?!\w*`)\s*(.*)$")
_VARIADIC = frozenset({"args", "kwargs"})
"""Fields that name the variadic parameter they describe: `:kwargs: Additional filters`."""
_TAG = lazy(r"\s*([@\\])(!?\w[\w-]*)(\[[^\]]*\])?(?=[\s{\[:]|\(|$)\s*(.*)$")
"""A tag line: `@param x`, `\\brief`, YARD's directives too (`@!visibility private`)."""
# Doxygen grouping and fmt-style `\rst` markers: lines that carry no text (`@ingroup g` names
# the group a declaration is listed in: xxHash's docs start with it).
_MARKER_LINES = lazy(
    r"^[ \t]*(?:\\rst|\\endrst|[@\\]\{|[@\\]\}|[@\\](?:name|ingroup)\b.*)[ \t]*$\n?", re.M
)
_DOXYGEN_OPENER = lazy(r"^\s*!(?=\s|$)")
"""Doxygen's mark on a doc comment it should read: a Python docstring or C comment opening
with `!` (`/*! text`)."""
_OPENERS = frozenset("@\\#.")
_KERNEL_DOC_NAME = lazy(r"^(?:(?:struct|union|enum|typedef)\s+)?[A-Za-z_]\w*(?:\(\))?\s+-\s+(?=\S)")
"""kernel-doc's first line, `name() - what it does` (the Linux kernel's and many C projects'
convention): the name repeats the entity's, the summary is what follows the dash."""
_KERNEL_DOC_PARAM = lazy(r"\s*@(\w+|\.\.\.)(?::|\s+-\s)\s*(.*)$")
"""kernel-doc's parameter line, `@name: what it is` (some write `@name - what it is`)."""
_KERNEL_DOC_PARAMS = lazy(r"^[ \t]*@(?:\w+|\.\.\.)(?::|[ \t]+-\s)", re.M)
_PARAM_DASH = lazy(r"[ \t]+-\s")
_KERNEL_DOC_REF = lazy(
    r"(?<![\w@`\\])(?:@([A-Za-z_]\w*(?:(?:->|\.)[A-Za-z_]\w*)*(?:\(\))?)(?![\w:])"
    r"|%(-?(?:[A-Z][A-Z0-9_]*|[0-9]+)|true|false)\b"
    r"|&((?:struct|union|enum|typedef)\s+[A-Za-z_]\w*(?:(?:->|\.)[A-Za-z_]\w*)*))"
)
"""kernel-doc's references in text: `@name` a parameter (`@dev->flags` its member,
`@work->func()` its function), `%NAME` a constant (`%NULL`, `%-EINVAL`, `%0`, `%true`), `&struct
name` a type; shown as code. A parameter's own line (`@name:`, `@name -`) is left to the scan."""
_C_FAMILY = frozenset({"c", "cpp"})
_FENCE = lazy(r"\s*(```|~~~)")
_EXAMPLE_LABEL = lazy(
    r"(?:(?:for|an?|basic|typical|simple|some)\s+)?(?:usage|examples?|instance|samples?|e\.?g\.?)"
    r"(?:\s+(?:usage|of use|code))?\s*::?", re.I)
"""A paragraph that only says an example follows ("Usage:", "For example:")."""
_EXAMPLE_TITLE = lazy(r"(?:\*\*|__)(?:examples?|usage)(?:\*\*|__)(?:\s*\([^()]*\))?", re.I)
"""A bold title over an example's code (Effect's 2,514 `**Example** (Mapping over an
Option)`), left in the text when its code went to the examples."""
_RDOC_HEADING = lazy(r"^(={1,6})(?:[ \t]+(?=\S)|(?=[A-Z]))", re.M)
_RDOC_DIRECTIVE = lazy(r"^[ \t]*(?::(?:(?:doc|nodoc|stopdoc|startdoc|enddoc|notnew|not-new):"
                       r"|include:[ \t]*\S+)|\{include:[^{}\n]+\})[ \t]*(?:\n|\Z)", re.M)
"""RDoc's directives that say whether a method is shown, alone on their line, and the ones that
include a file's text (minitest's `# :include: README.rdoc`, its module's one-liner; YARD's
`{include:file:docs-source/tvar.md}`, six of concurrent-ruby's)."""
_SPHINX_MARKER = lazy(r"^[ \t]*:(?:internal|private|public|meta[ \t]+\w+|nocover):[ \t]*$\n?",
                      re.M)
"""A Sphinx field that only marks the entity (`:internal:`, `:meta private:`), alone on its
line: werkzeug's 18 pages showed it as text."""
_SUBSTITUTION = lazy(r"(?<![\w|`])\|([A-Za-z_][\w.-]{0,40})\|(?![\w|`])")
"""A reST substitution reference, `|dict|`, that the docs' build replaces with a link."""
_RDOC_ESCAPE = lazy(r"\\(?=[A-Z][a-z])")
"""RDoc's backslash that keeps a word from being linked: `\\Base class for converters`."""
_RUBY_IVAR_LINE = lazy(r"(?m)^([ \t]*[^@\s][^\n]*[a-z,])[ \t]*\n[ \t]*(?=@[a-z_]\w*\b)"
                       r"(?!@(?:param|return|raise|yield|option|see|note|example|api|deprecated"
                       r"|since|author|todo|overload|abstract|private|attr|macro|method|scope"
                       r"|visibility|version|license)\w*\b)")
"""A line of prose that begins with an instance variable (`@stack for storing…`), its
sentence going on from the line of prose above: no YARD tag."""
"""RDoc's heading, `=== Title` (or `===Title`, as the mail gem's `Message.new` writes them, its
one-liner "==Making an email"): read as Markdown's `### Title`."""
_TOMDOC_ARGUMENT = lazy(r"^([ \t]*)([*&]?[a-z_]\w*[?!]?) - (?=\S)", re.M)
"""TomDoc's argument line, `tokens - An Array of tokens to process.`: read as YARD's
`@param tokens …` (Chronic's `Handler#match` read "tokens - An Array of tokens to process"),
and so is its `Returns …` paragraph as `@return …`, in a doc that has such a line."""
_TYPED_NAME_LINE = lazy(r"^([ \t]*)(?!(?:const|let|var|export|import|return)\b)([A-Za-z_$][\w$]*)"
                        r"[ \t]+\{(?![@\s])([^{}\n]+)(?<!\s)\}[ \t]+(?=\S)", re.M)
"""A line that names a parameter, its type in braces, then its text: `n {number|string} A
numeric value.` (big.js's doc style, and bignumber.js's); not a line of code that destructures
(@tanstack/react-pacer's examples end `const { isPending } = debouncer.state;`, which read as a
`@param` and cut 19 examples short)."""
_HARD_BREAK = lazy(r"(?<!\\)\\\n")
"""A line ended by a backslash: Markdown's hard line break, no character of the text."""
_FENCE_SPLIT = lazy(r"(^[ \t]*```.*?^[ \t]*```[ \t]*$)", re.M | re.S)


def _outside_fences(text: str, change: Callable[[str], str]) -> str:
    """`text` with `change` applied outside its fenced code blocks."""
    parts = _FENCE_SPLIT.split(text)
    return "".join(part if index % 2 else change(part) for index, part in enumerate(parts))


_TOMDOC_RETURNS = lazy(r"(?:(?<=\n\n)|\A)Returns (?=\S)")


def parse(doc: str, language: str = "") -> DocSections:
    """The sections of one doc comment (already stripped of comment markers)."""
    if not doc.strip():
        return DocSections()
    text = _normalize(doc, language)
    builder = sec.Builder(language)
    _scan(text.split("\n"), builder)
    body = _without_lead_in(_said_once(reflow(builder.body, language)))
    return DocSections(
        summary=_summary(builder.body, language) or _retired(builder),
        body=body,
        params=tuple(DocParam(*p) for p in builder.params),
        returns=builder.returns,
        returns_type=builder.returns_type,
        yields=builder.yields,
        errors=builder.errors,
        raises=tuple(DocParam(*r) for r in builder.raises),
        examples=tuple(builder.examples),
        notes=tuple(builder.notes),
    )


_LAST_SENTENCE = lazy(r"(?:(?<=[.!?])|(?<=[.!?][)\"'*_`]))\s+(?=[A-Z`*_\"'(])(?!.*[.!?]\s+[A-Z])"
                     r"[^\n]*:\Z", re.S)
"""A paragraph's last sentence, when it ends with a colon."""


def _without_lead_in(body: str) -> str:
    """The body without its last sentence when that leads in to what the doc says after it,
    which has a section of its own (dateutil's `rruleset`: "The type constructor takes the
    following keyword arguments:", then its `:param cache:`; "For example:", then a doctest
    that is the page's usage example); as it is when nothing else would be left."""
    if not body.endswith(":") or body.endswith("::"):
        return body
    head, _, last = body.rpartition("\n\n")
    if last.startswith(("```", "    ", "- ", "* ")):
        return body  # code or a list item ends it: no sentence of prose
    cut = _LAST_SENTENCE.search(last)
    if cut is not None:
        return body[: len(head) + (2 if head else 0) + cut.start()].rstrip()
    if " " not in last.strip():
        return body  # a term whose definition is missing (`img:`), no sentence
    return head.rstrip() if head.strip() else body


def _said_once(body: str) -> str:
    """The body without a paragraph of prose that repeats the one before it (date-fns's
    `@summary` and `@description`, the same sentence under two tags)."""
    paragraphs = body.split("\n\n")
    kept = [p for i, p in enumerate(paragraphs)
            if not i or p != paragraphs[i - 1] or p.startswith(("```", "    "))]
    return "\n\n".join(kept) if len(kept) < len(paragraphs) else body


_FLUSH_P = lazy(r"(?m)^[^ \t\n].*<p>|^<p>")
"""A `<p>` on a line of text at the doc's margin, not in its indented examples."""


def parse_summary(doc: str, language: str = "") -> str:
    """`parse(doc, language).summary`, computed alone: the scan stops once it is known."""
    if not doc.strip():
        return ""
    builder = sec.Builder(language)
    _scan(_normalize(doc, language).split("\n"), builder, summary_only=True)
    paragraph, title, _end = _prose_paragraph(builder.body)
    first = _first_paragraph(builder.body)[0]
    if _lead_in(paragraph) or (paragraph and _OPEN_PREPOSITION.search(paragraph[-1])) or (
            paragraph and _no_prose(paragraph)) or (first and _passed_over(first)):
        return parse(doc, language).summary  # the code or list below it, unread here, may
        # complete it (`_shown_code`, `_with_first_item`), or be its first words; a first
        # paragraph passed over (no prose, a lineage) leaves the summary to what the scan did
        # not read
    return _summary_of(paragraph, title, [], language) or _retired(builder)


def _retired(builder: sec.Builder) -> str:
    """The summary of a doc whose only prose says its entity is deprecated (pathspec's
    `iter_tree`: "DEPRECATED: The iter_tree function is an alias for the iter_tree_files
    function.", read as a section, left the one-liner to its name, "Return the iter tree")."""
    label = sec.LABELS["deprecated"]
    note = next((note for note in builder.notes if note.startswith(label)), "")
    said = note[len(label):].strip()
    if not _SAYS_WHAT_IT_IS.match(said):
        return ""  # "use encoding.TextMarshaler", rxjs' "Replaced with `concatWith`": what to
        # use instead, not what it is; the name says that, and the page says "deprecated"
    return f"{label}{first_sentence(said)}"


_SAYS_WHAT_IT_IS = re.compile(r"(?:The|This|An?|Alias)\s", re.I)
"""A deprecation's text that says what its entity is ("The iter_tree function is an alias
for…"), not what replaces it."""


_SPANS = lazy(r"``.+?``|`[^`\n]+`")
"""Code spans, reST's and Markdown's."""
_RUST_FENCE = lazy(r"^([ \t]*)```(?:rust|ignore|no_run|should_panic|compile_fail|edition\d+|,)*"
                   r"[ \t]*\n(.*?)^\1```[ \t]*$", re.M | re.S)
"""A Rust doc's code block that rustdoc runs as a test (no language, or `rust` and test flags)."""


def _without_hidden_lines(match: re.Match[str]) -> str:
    """A Rust doc's code block without the lines rustdoc hides, as every section shows it
    (time's `Date::checked_add` kept `# use time::{Date, ext::NumericalDuration};` in its
    Notes' example, which its Usage Example had dropped)."""
    whole, body = match.group(0), match.group(2)
    shown = "\n".join(line for line in body.split("\n") if not sec.RUST_HIDDEN.match(line))
    return whole.replace(body, shown, 1) if body else whole


_BOLD_PANICS = lazy(r"(?:\A|(?<=\n\n))([ \t]*)\*\*Panics\*\*[ \t]+(\S)")
"""A paragraph of a Rust doc that opens with a bold "**Panics**" and says when."""
_SIGNATURE_PARAGRAPH = lazy(r"\s*[A-Za-z_][\w.]*\((?:[^()]|\([^()]*\))*\)[ \t]*\n[ \t]*\n")
"""A first paragraph that is only a call's signature, over any lines; not one that says what
the call returns (`getopt(args, options) -> opts, args`, which `normalize_summary` reads)."""
_REST_AUTO_ITEM = lazy(r"^([ \t]*)#\.(?=[ \t])", re.M)
"""An item of a reST list numbered as it goes (`#. Run full_process…`)."""
_MARKER_NOTE = lazy(r"[ \t]*(?:TODO|FIXME|XXX)\b(?![:(])")
"""A line that opens with a note to the code's authors, in capitals and without the colon of a
section (`TODO: …`, read as one elsewhere)."""


def _numbered(text: str) -> str:
    """`text` with its reST items numbered as they go (`#.`) given their numbers, counted
    from 1 again after a line of text at their margin."""
    lines = text.split("\n")
    count, margin = 0, -1
    for at, line in enumerate(lines):
        item = _REST_AUTO_ITEM.match(line)
        indent = len(line) - len(line.lstrip())
        if item:
            count, margin = (count + 1 if indent == margin else 1), indent
            lines[at] = f"{item.group(1)}{count}." + line[item.end():]
        elif line.strip() and indent <= margin:
            count, margin = 0, -1
    return "\n".join(lines)


def _normalize(doc: str, language: str) -> str:
    text = doc.replace("\r\n", "\n").expandtabs(4)
    if language == "python" and "(" in text[:80] and (signature := _SIGNATURE_PARAGRAPH.match(
            text)):  # APScheduler's `add_job` opens with its signature over three lines: its
        text = text[signature.end():]  # one-liner was read from its name
    if language == "python" and ":" in text:  # Sphinx's markers (werkzeug's `:internal:`)
        text = _SPHINX_MARKER.sub("", text)
    if language == "python" and "|" in text:  # reST's substitutions, loguru's "the |dict|
        text = _SUBSTITUTION.sub(r"\1", text)  # given to |add|": their names
    if language == "python" and "#." in text:  # reST's auto-numbered items (fuzzywuzzy's
        text = _numbered(text)  # `WRatio` ran its steps as one line)
    if language == "python" and text.lstrip().startswith('"') and (
            text.lstrip().partition("\n")[0].count('"') % 2):  # a docstring opened with four
        text = text.lstrip()[1:]  # quotes: fuzzywuzzy's `partial_ratio`, `"Return the ratio…`
    if language == "php" and "(non-PHPdoc)" in text:  # an editor's marker over a method
        text = _NON_PHPDOC.sub("", text)  # that implements another's doc (christianriesen/otp's
        # `Otp::hotp`, "(non-PHPdoc) @see Otp.OtpInterface::hotp()", read "(non-PHPdoc)")
    if language == "php" and "{@" in text:  # PHPDoc's escapes of `@` and `*/`:
        text = text.replace("{@}", "@").replace("{@*}", "*/")  # reflection-docblock's 17
        # "Reflection class for a {@}author tag"
    if language == "ruby" and "=" in text:
        text = _RDOC_HEADING.sub(_markdown_heading, text)
    if language == "ruby" and ":" in text:  # kramdown's `# :doc:` over a protected method's
        text = _RDOC_DIRECTIVE.sub("", text)  # doc was its one-liner
    if language == "ruby" and "\\" in text:  # RDoc's `\Base`, kept from becoming a link
        text = _RDOC_ESCAPE.sub("", text)
    if language == "ruby" and "@" in text:  # "…are instance variable\n@stack for…": prose
        text = _RUBY_IVAR_LINE.sub(r"\1 ", text)
    if language == "ruby" and " - " in text and _TOMDOC_ARGUMENT.search(text):
        text = _TOMDOC_RETURNS.sub("@return ", _TOMDOC_ARGUMENT.sub(r"\1@param \2 ", text))
    if language in ("javascript", "typescript") and "{" in text and "@param" not in text:
        text = _TYPED_NAME_LINE.sub(r"\1@param {\3} \2 ", text)  # big.js's `x {Big} A Big
        # number instance.`: its parameters, written without a tag
    if language == "java" and ("@i" in text or "@apiNote" in text):
        text = _JAVADOC_NOTE.sub(_javadoc_note, text)
    if language == "rust" and "```" in text and "#" in text:
        text = _RUST_FENCE.sub(_without_hidden_lines, text)
    if language == "rust" and "**Panics**" in text:  # a paragraph that opens "**Panics** if
        text = _BOLD_PANICS.sub(r"\1# Panics\n\n\1\2", text)  # …": rustdoc's section in
        # a sentence (fixedbitset's `set`, whose doc is that alone, read "Panics if bit is out
        # of bounds" as its one-liner)
    if language in ("rust", "javascript", "typescript") and "\\\n" in text:
        text = _outside_fences(text, lambda prose: _HARD_BREAK.sub("\n", prose))  # tinyvec's
        # "…onto the end of the vec.\" then "Returns back…": Markdown's hard line break
    if language in _C_FAMILY and "verbatim" in text:
        text = _VERBATIM.sub(_fence, text)
    if language in _C_FAMILY and "endcode" in text:
        text = _DOXYGEN_CODE.sub(_fence, text)
    if language in ("java", "php", "javascript", "typescript", "c", "cpp") or (
            "<p>" in text and _FLUSH_P.search(_SPANS.sub("", text))):  # not in an indented
        # block (mistune's footnotes: the HTML its example converts to, made a list)
        text = html_to_markdown(text)  # (not humanfriendly's "``<div>``, ``<p>`` and ``<pre>``
        # tags are…", tags it names in its code spans, which read "``\n\n`, `\n\n` and…")
    if "\\" in text or "@{" in text or "@ingroup" in text:
        text = _MARKER_LINES.sub("", text)
    first, _, rest = text.strip("\n").partition("\n")
    first = _DOXYGEN_OPENER.sub("", first).strip()
    named = _KERNEL_DOC_NAME.match(first) if language in _C_FAMILY else None
    if named:
        first = first[named.end() :]
        first = first[:1].upper() + first[1:]
    # RDoc's code is indented past the text: a doc whose lines after the first are all code
    # (`#   Time.current.seconds_until_end_of_day # => 0`) keeps them indented, and so does
    # the literal block under a first line ending in reST's `::` (funcy's `decorator`: its
    # example read as prose, its `# comments` as headings)
    # A Go comment is already without its margin: all its lines after the first indented are
    # preformatted (gjson's `Result.Value`, its seven types a tab in, ran as one sentence)
    kept = language in ("ruby", "go") or first.endswith("::")
    text = (first + "\n" + (rest if kept else dedent(rest))).strip("\n")
    if "]:" in text:
        text = reference_links(text)
    if language in _C_FAMILY and ("@" in text or "%" in text or "&" in text):
        kernel_doc = bool(named or _KERNEL_DOC_PARAMS.search(text))
        text = _kernel_doc_refs(text, kernel_doc)
    if "\n" in text and _NEXT_VERB_LINE.search(text):
        text = _sentences_ended(text)
    return text


_SENTENCE_OPENERS = frozenset({"If", "When", "Unless", "Otherwise", "We", "You", "It", "This",
                               "These", "Note"})
"""Words a line opens a sentence with, capitalised (start-client-core's "A function that will
only be available in the server build" then "If called on the client, it will throw an
error", object-hash's "Mini-implementation of stream.PassThrough" then "We are far from…",
each run together as one sentence)."""
_NEXT_VERB_LINE = lazy(r"[\w)\]]\n[ \t]*(?:(?:[A-Z][a-z]+s|"
                       + "|".join(sorted(_SENTENCE_OPENERS)) + r")\b|[A-Z][a-z]+:)")
_OPEN_END = HANGING | {"on", "from"}
"""Words no line ends a sentence on (`HANGING`, and two prepositions more)."""


def _sentences_ended(text: str) -> str:
    """A line of prose that ends with no stop, the next one at its indent opening with a verb
    of the third person or a sentence's opener (`_SENTENCE_OPENERS`, not under a title), ends
    its sentence: ipaddr.js' line comments "Constructs a new IPv4 address from an array of
    four octets", "in network order (MSB first)", "Verifies the input." read as one sentence,
    "…(MSB first) Verifies the input."."""
    lines = text.split("\n")
    fenced = False
    for at in range(1, len(lines)):
        before, line = lines[at - 1].rstrip(), lines[at]
        fenced ^= before.lstrip().startswith(("```", "~~~"))  # an example's lines stay as written
        first = line.lstrip().split(" ", 1)[0]
        opener = first.rstrip(",") in _SENTENCE_OPENERS or (  # accounting.js' "…decimal
            _labelled(first) and not _labelled(before.lstrip().split(" ", 1)[0]))  # places",
        # then "Alias: `accounting.format()`", read as one sentence; not a field of a list
        # of them (httpx's "Host: www.example.org", "Connection: close")
        if not fenced and ((before and before[-1:].isalnum()) or before[-1:] in (")", "]")) and (
                len(before) - len(before.lstrip()) == len(line) - len(line.lstrip())
                and ((opener and not _title_like(before)) or (
                    first[:1].isupper() and first[1:].islower() and first.endswith("s")
                    and imperative(first) is not None))
                and before.rpartition(" ")[2].lower() not in _OPEN_END
                and not _bare_tag(before)):
            lines[at - 1] = before + "."
    return "\n".join(lines)


def _labelled(word: str) -> bool:
    """Is `word` a label, a capitalised word and a colon (`Alias:`)?"""
    return word[-1:] == ":" and word[:1].isupper() and word[:-1].replace("-", "").isalpha()


def _title_like(line: str) -> bool:
    """Is `line` a short title, each of its words capitalised (tablewriter's "Set Table
    Border" over "This would enable / disable line around the table", which is read as a title
    and its sentence, and must not be made a sentence of its own)?"""
    words = line.split()
    return len(words) <= _TITLE_LINE_WORDS and all(
        word[:1].isupper() or not word[:1].isalpha() for word in words)


_TITLE_LINE_WORDS = 5
"""The words of a line read as a title at most (it was written 6, under a name that a later
`_TITLE_WORDS = 5` took over: 5 is what has run)."""
_VERBATIM = lazy(r"^[ \t]*[@\\]verbatim[ \t]*\n(.*?)^[ \t]*[@\\]endverbatim[ \t]*$", re.M | re.S)
"""Doxygen's `@verbatim … @endverbatim`, shown as written: tinyxml2's "For this XML:" and its
XML were dropped with the sentence after them."""
_DOXYGEN_CODE = lazy(r"^[ \t]*[@\\]code(?:[ \t]*\{\.?\w+\})?[ \t]*\n(.*?)"
                     r"^[ \t]*[@\\]endcode[ \t]*$", re.M | re.S)
"""Doxygen's `@code {.cpp} … @endcode`, a fence: nlohmann/json's examples began with
`{.cpp}` and ended with `@endcode`."""


def _fence(block: re.Match[str]) -> str:
    """A Doxygen block's text (`@verbatim`, `@code`) as a fenced block."""
    return f"\n```\n{block.group(1)}```\n"


_JAVADOC_NOTE = lazy(r"^([ \t]*)@(apiNote|implSpec|implNote)\b[ \t]*", re.M)
"""Javadoc's notes, whose text runs over paragraphs and examples to the next tag: they read
as the body, under the heading Javadoc gives them (`Stream.reduce`'s "Summing can be
expressed as:" was dropped, and the examples after it kept, as orphans)."""
_JAVADOC_NOTE_TITLES = {"apiNote": "API Note:", "implSpec": "Implementation Requirements:",
                        "implNote": "Implementation Note:"}


def _javadoc_note(match: re.Match[str]) -> str:
    return f"\n{match.group(1)}{_JAVADOC_NOTE_TITLES[match.group(2)]} "


def _kernel_doc_refs(text: str, kernel_doc: bool) -> str:
    """`text` with its kernel-doc references as code (`_kernel_doc_ref`), each told whether it
    opens its line (a reference may span lines: `&struct` ends one, its name opens the next)."""
    openings: set[int] = set()  # where each line's text starts
    start = 0
    for line in text.split("\n"):
        openings.add(start + len(line) - len(line.lstrip()))
        start += len(line) + 1
    return _KERNEL_DOC_REF.sub(
        lambda match: _kernel_doc_ref(match, kernel_doc, match.start() in openings), text)


def _kernel_doc_ref(match: re.Match[str], kernel_doc: bool, opening: bool) -> str:
    """A kernel-doc reference as code. In a comment that does not follow kernel-doc (no name
    line, no parameter line), only a `@name` within a line that is no command Doxygen reads
    there (`sec.DOXYGEN_INLINE`): the Linux kernel's plain comments name parameters so too
    ("move @page to…"), where one opening a line is a command, maybe a project's own alias
    (nlohmann/json's `@requirement`). Never a tag known here opening its line (`@return …`,
    which the scan reads as a tag whichever convention wrote it), nor a parameter's line in the
    form `@name - what it is`."""
    name = match.group(1)
    if name is None:
        return f"`{match.group(2) or match.group(3)}`" if kernel_doc else match.group(0)
    if opening and (name.lower() in sec.KNOWN_TAGS
                    or _PARAM_DASH.match(match.string, match.end())):
        return match.group(0)
    if match.string[match.start() - 1 : match.start()] == "[" and (
            match.string[match.end() : match.end() + 1] == "]"):
        return match.group(0)  # the syntax of a value: `crashkernel=size[@offset]`
    command = name.partition("->")[0].partition(".")[0].removesuffix("()").lower()
    if not kernel_doc and (opening or command in sec.DOXYGEN_INLINE):
        return match.group(0)
    return f"`{name}`"


def _scan(lines: list[str], builder: sec.Builder, summary_only: bool = False) -> None:
    """Route each line or block of `lines` to the body or to the section it opens.

    With `summary_only`, stop as soon as the body's first paragraph (the summary) is complete:
    the body only grows at its end, so later lines cannot change it.
    """
    i, count = 0, len(lines)
    watched, opened = 0, False
    while i < count:
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            builder.body.append("")
            i += 1
        elif _FENCE.match(line):
            end = _fence_end(lines, i)
            if sec.foreign_fence(stripped[3:], builder.language):  # TOML, a shell session:
                builder.foreign_fences_to_body(lines[i : end + 1])  # shown, not run
            else:
                _example(builder, lines[i + 1 : end], fenced=True)
            i = end + 1
        elif stripped.startswith(">>>"):
            end = _until_blank(lines, i)
            _example(builder, lines[i:end])
            i = end
        else:
            i = _scan_structured(lines, i, builder)
        if summary_only:
            followed = _follow_summary(builder.body, watched, opened)
            if followed is None:
                return
            watched, opened = len(builder.body), followed


def _example(builder: sec.Builder, lines: list[str], fenced: bool = False) -> None:
    """An example's code (a fence, a doctest, Javadoc's `<pre>`, a reST `code-block`) goes to
    the examples, unless the doc's text introduces it with a sentence ending with a colon ("it
    can be opened with:", "… provide the impl directly:"), which would read as cut short: then
    the code stays where it stands, fenced in the body. A label alone ("Usage:", "For
    example:") goes with its code to the examples, unless it is the doc's first paragraph
    (the summary, which `parse_summary` reads without the examples)."""
    start = len(builder.body)
    while start and not builder.body[start - 1].strip():
        start -= 1
    last = builder.body[start - 1].rstrip() if start else ""
    end = start
    while start and builder.body[start - 1].strip():
        start -= 1
    paragraph = " ".join(builder.body[start:end]).strip()
    if not last.endswith(":"):
        if _EXAMPLE_TITLE.fullmatch(paragraph) and any(
                line.strip() for line in builder.body[:start]):
            del builder.body[start:]  # its title leaves with the example
        builder.example(lines, fenced)
        return
    label = _EXAMPLE_LABEL.fullmatch(paragraph)
    if label and any(line.strip() for line in builder.body[:start]):  # never the summary
        del builder.body[start:]
        builder.example(lines, fenced)
        return
    for code in builder.example_code(lines, fenced):
        builder.body += ["", body_code(code), ""]


def _scan_structured(lines: list[str], i: int, builder: sec.Builder) -> int:
    """Handle the line at `i` if it opens a section; return the index of the next line to scan."""
    line = lines[i]
    nxt = lines[i + 1] if i + 1 < len(lines) else ""
    if line.lstrip()[:1] in "TFX" and _MARKER_NOTE.match(line):  # fast_gettext's `Chain`:
        return i + 1  # "TODO cache should be expired after a repo was added", a note to its
        # authors, ended its one-liner
    if ":" not in line and line.lstrip()[:1] not in _OPENERS and not _UNDERLINE.match(nxt):
        builder.body.append(line)  # the common case: a line of prose
        return i + 1
    kind = sec.KINDS.get(_ASIDE_AFTER.sub("", line.strip()).lower())  # tqdm's "Parameters
    if kind and _UNDERLINE.match(nxt) and len(line.strip()) > 1:  # (internal use only)
        end = _numpy_end(lines, i + 2)
        builder.section(kind, lines[i + 2 : end], numpy=True)
        return end
    heading = _HEADING.match(line)
    if heading and (kind := sec.KINDS.get(heading.group(1).lower())):
        end = _heading_end(lines, i + 1, builder.language)
        if kind == "params":
            end = _list_end(lines, i + 1, end)
        builder.section(kind, lines[i + 1 : end], title=heading.group(1))
        return end
    kernel_doc = builder.language in _C_FAMILY and _KERNEL_DOC_PARAM.match(line)
    if kernel_doc and kernel_doc.group(1).lower() not in sec.KNOWN_TAGS:
        end = _tag_end(lines, i + 1, "param", builder.language)
        builder.tag("param", f"{kernel_doc.group(1)} {kernel_doc.group(2)}", lines[i + 1 : end])
        return end
    tag = _TAG.match(line)
    if tag and sec.tag_kind(tag.group(2), tag.group(1), builder.language):
        end = _tag_end(lines, i + 1, tag.group(2), builder.language)
        builder.tag(tag.group(2).lower(), tag.group(4), lines[i + 1 : end])
        return end
    field = _FIELD.match(line)
    if field and not field.group(3) and field.group(2).lower() in _VARIADIC:  # freezegun's and
        end = _indented_end(lines, i + 1, len(field.group(1)), stop_blank=True)  # bs4's
        builder.field("param", field.group(2).lower(), [field.group(4), *lines[i + 1 : end]])
        return end  # `:kwargs: …`, the text of `**kwargs`, read raw
    if field and field.group(2).lower() in sec.FIELDS:
        end = _indented_end(lines, i + 1, len(field.group(1)), stop_blank=True)
        builder.field(
            field.group(2).lower(), field.group(3) or "", [field.group(4), *lines[i + 1 : end]]
        )
        return end
    directive = _DIRECTIVE.match(line)
    if directive:
        end = _indented_end(lines, i + 1, len(directive.group(1)))
        if directive.group(2).lower() in sec.CODE_DIRECTIVES:
            _example(builder, lines[i + 1 : end])
        else:
            builder.directive(directive.group(2).lower(), directive.group(3), lines[i + 1 : end])
        return end
    if _REST_TARGET.match(line):
        return i + 1
    google = _GOOGLE.match(line)
    kind = sec.KINDS.get(google.group(2).lower()) if google else None
    if google and kind and len(google.group(1)) <= 2 and not _inline_example(
            kind, google, lines, i):
        end = _indented_end(lines, i + 1, len(google.group(1)))
        if end == i + 1 and not google.group(3):
            end = _flush_list_end(lines, i + 1, len(google.group(1)))
        if kind == "drop" and google.group(3) and i + 1 < len(lines) and _indent(
                lines[i + 1]) <= len(google.group(1)) and _ENDED.search(google.group(3)):
            end = i + 1  # a one-line `TODO: …` over flush text: urfave/cli's `SetInt` lost its
            # summary, "SetInt directly adds an integer to the list of values", with it (not
            # yargs-parser's "TODO(bcoe): …, switch to" whose sentence goes on below)
        content = lines[i + 1 : end]
        if google.group(3):
            content = [" " * (len(google.group(1)) + 4) + google.group(3), *content]
        builder.section(kind, content, title=google.group(2))
        return end
    builder.body.append(line)
    return i + 1


_ENDED = lazy(r"[.?!)]\s*$")
"""A line that ends its sentence."""


def _inline_example(kind: str, header: re.Match[str], lines: list[str], at: int) -> bool:
    """Is an "Example: …" line a sentence of the prose, its text going on on flush lines
    (googletest's "Example: FilePath("path/to/file").RemoveFileName() returns\n"path/to/".
    If the FilePath is…"), or one line of prose that shows its code in backticks, nothing
    under it (brick/math's "Examples: `-123.456` => '456', `123` => ''.", shown as PHP code),
    rather than the header of an example set off below it?"""
    if kind != "example" or not header.group(3):
        return False
    if "`" in header.group(3) and (at + 1 >= len(lines) or not lines[at + 1].strip()):
        return True
    if at + 1 >= len(lines):
        return False
    following = lines[at + 1]
    return bool(following.strip()) and _indent(following) <= len(header.group(1))


def _fence_end(lines: list[str], start: int) -> int:
    marker = lines[start].strip()[:3]
    for j in range(start + 1, len(lines)):
        if lines[j].strip().startswith(marker):
            return j
    return len(lines)


def _until_blank(lines: list[str], start: int) -> int:
    j = start
    while j < len(lines) and lines[j].strip():
        j += 1
    return j


def _indented_end(lines: list[str], start: int, indent: int, stop_blank: bool = False) -> int:
    """End of the block under a header at `indent`: deeper lines, or one paragraph if flush."""
    first = next((lines[j] for j in range(start, len(lines)) if lines[j].strip()), "")
    if first and _indent(first) <= indent and start < len(lines) and lines[start].strip():
        if _FENCE.match(lines[start]):  # @tanstack/pacer's "Example usage:" over a fenced
            return min(_fence_end(lines, start) + 1, len(lines))  # block with blank lines
        return _until_blank(lines, start) if not _starts_section(first) else start
    j = start
    in_fence = False
    while j < len(lines):
        line = lines[j]
        if _FENCE.match(line):
            in_fence = not in_fence
        elif (not in_fence and line.strip() and _indent(line) <= indent) or (
            not in_fence and stop_blank and not line.strip()
            and not _goes_on(lines, start, j, indent)
        ):
            break
        j += 1
    while j > start and not lines[j - 1].strip():
        j -= 1
    return j


_BULLET = lazy(r"([ \t]*)[-*+][ \t]+\S")


def _flush_list_end(lines: list[str], start: int, indent: int) -> int:
    """End of the list set off by an empty line under a header it is no deeper than (distro's
    "Parameters:", an empty line, then "* ``attribute`` (string): Key of the item.": its
    parameters had no text, its "Returns:" lost its title): the items and their deeper lines;
    `start` when no list follows."""
    if start >= len(lines) or lines[start].strip():
        return start
    first = next((j for j in range(start, len(lines)) if lines[j].strip()), len(lines))
    bullet = _BULLET.match(lines[first]) if first < len(lines) else None
    if bullet is None or len(bullet.group(1)) > indent:
        return start
    depth, end = len(bullet.group(1)), first + 1
    for j in range(first + 1, len(lines)):
        if not lines[j].strip():
            continue
        if _indent(lines[j]) <= depth and not _BULLET.match(lines[j]):
            break
        end = j + 1
    return end


def _goes_on(lines: list[str], start: int, blank: int, indent: int) -> bool:
    """Does a field's indented block go on past the empty line at `blank`: its text began
    on the line below the field (`:param tzinfos:` then an indented paragraph), and the next
    line holding text is indented as deep (dateutil's `parse`, `tzrange`: a second paragraph
    of a parameter read as the doc's body)? Its text may begin after an empty line too
    (humanfriendly's `:param items:`, an empty line, then "A sequence of strings.": its
    parameters had no text, their texts read as the body)."""
    head = next((line for line in lines[start:] if line.strip()), "")
    if not head or _indent(head) <= indent:
        return False
    after = next((line for line in lines[blank + 1 :] if line.strip()), "")
    return bool(after) and _indent(after) >= _indent(head)


def _starts_section(line: str) -> bool:
    return bool(_TAG.match(line) or _FIELD.match(line) or _DIRECTIVE.match(line))


def _numpy_end(lines: list[str], start: int) -> int:
    for j in range(start, len(lines) - 1):
        if _UNDERLINE.match(lines[j + 1]) and _ASIDE_AFTER.sub("", lines[j].strip()).lower() in (
                sec.KINDS):
            return j
        if _DIRECTIVE.match(lines[j]) and _indent(lines[j]) == 0:
            return j
    return len(lines)


def _list_end(lines: list[str], start: int, end: int) -> int:
    """Where a heading's list of parameters ends: at a paragraph after it that is neither an
    item nor indented under one (nom's `# Arguments`, then "*Note*: …" and an example, which
    were read as parameters and lost)."""
    listed = False
    for j in range(start, end):
        line = lines[j]
        if not line.strip():
            continue
        if _LIST_ITEM.match(line) or (listed and line[:1].isspace()):
            listed = True
        elif listed and not lines[j - 1].strip():
            return j
    return end


_LIST_ITEM = lazy(r"\s*(?:[-*+]|\d+[.)])\s")


def _heading_end(lines: list[str], start: int, language: str) -> int:
    """End of a Markdown heading's section: the next heading, or a block tag of a known
    language outside a fence (true-myth's `## Examples` then its code, then `@param`: the
    parameters were lost)."""
    in_fence = False
    for j in range(start, len(lines)):
        if _FENCE.match(lines[j]):
            in_fence = not in_fence
        elif not in_fence and (_HEADING.match(lines[j])
                               or (language and _opens_tag(lines[j], language))):
            return j
    return len(lines)


def _opens_tag(line: str, language: str) -> bool:
    """Does `line` open a block tag of `language`'s doc comments (`@param x …`)?"""
    tag = _TAG.match(line)
    return tag is not None and sec.tag_kind(tag.group(2), tag.group(1), language) is not None


def _tag_end(lines: list[str], start: int, tag: str, language: str) -> int:
    """End of a tag's text: the next tag; also a blank line, unless the tag holds code."""
    lowered = tag.lower()
    block = lowered in ("example", "examples", "code") or (
        lowered == "deprecated" and language in ("javascript", "typescript") and start > 0
        and _bare_tag(lines[start - 1]))  # redux's `createStore`: "@deprecated" alone, then
    # its paragraphs, read as the function's doc ("We recommend using `configureStore`…")
    # YARD's example is the lines indented under its tag: prose back at the tag's margin is
    # the doc's again (Mustermann's `Pattern#expand`: its text read as a Usage Example's code)
    margin = _indent(lines[start - 1]) if block and language == "ruby" and start else None
    if language == "ruby" and not block and start and _flush_after_word(lines, start):
        return start  # hashdiff's `# @private` over `# Used to compare arrays using the lcs
        # algorithm`: YARD goes on with a tag's text only on lines indented under it
    if margin is None and start and sec.tag_meaning(lowered) == "body" and _indented_under(
            lines, start):
        # liquid's `@liquid_description` and the paragraphs indented under it: a blank line
        # is no end, a line back at the tag's margin is
        margin, block = _indent(lines[start - 1]), True
    fenced = False  # a fence's lines are code: angular-query's `@Component({` and `@if (…)`
    for j in range(start, len(lines)):  # in an example's fence ended its example there
        line = lines[j]
        if _FENCE.match(line):
            fenced = not fenced
        if fenced:
            continue
        if margin is not None and line.strip() and _indent(line) <= margin:
            return j
        if lowered == "code" and line.strip() in ("@endcode", "\\endcode"):
            return j + 1
        if _opens_tag(line, language):
            return j
        if language in _C_FAMILY and _KERNEL_DOC_PARAM.match(line):
            return j
        if not block and (not line.strip() or _FIELD.match(line)):
            return j
    return len(lines)


def _bare_tag(line: str) -> bool:
    """Is `line` a tag with no text after it?"""
    tag = _TAG.match(line)
    return bool(tag and not tag.group(4).strip())


def _flush_after_word(lines: list[str], start: int) -> bool:
    """Whether the tag on `lines[start - 1]` holds one word at most (`@private`, `@api
    public`) and the line after it is text at the tag's own margin."""
    tag = _TAG.match(lines[start - 1])
    return bool(tag and len(tag.group(4).split()) <= 1 and start < len(lines)
                and lines[start].strip() and _indent(lines[start]) <= _indent(lines[start - 1]))


def _indented_under(lines: list[str], start: int) -> bool:
    """Whether the tag on `lines[start - 1]` holds nothing there but the lines indented under
    it (the first of which is `lines[start]`)."""
    tag = _TAG.match(lines[start - 1])
    return bool(tag and not tag.group(4).strip() and start < len(lines)
                and lines[start].strip() and _indent(lines[start]) > _indent(lines[start - 1]))


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _markdown_heading(match: re.Match[str]) -> str:
    return "#" * len(match.group(1)) + " "


def _titled(paragraph: list[str], line: str) -> bool:
    """Is the paragraph so far a title, its one line a few words each in capitals with no
    stop, with a line in capitals below (tablewriter's `Start New Table` / `Take io.Writer
    Directly`, `Pad String` / `Attempts to place string in the center`)?"""
    words = paragraph[0].split()
    return len(paragraph) == 1 and 2 <= len(words) <= _TITLE_WORDS and line[:1].isupper() and (
        all(word[:1].isupper() for word in words) and paragraph[0][-1:].isalnum())


_TITLE_WORDS = 5


def _summary(body: list[str], language: str) -> str:
    """The first sentence of the first paragraph; a title above it is passed over, and is the
    summary of a doc that holds nothing else."""
    paragraph, title, end = _prose_paragraph(body)
    summary = _summary_of(paragraph, title, body[end:], language)
    return "" if _POINTER.fullmatch(summary) else summary


_PROVENANCE = r"(?:borrowed|taken|adapted|copied|ported|stolen|lifted)\s+from\b"
_URLS = re.compile(r"(?:<?https?://\S+?>?[.,;]?\s*){2,}")
"""A summary of web addresses alone (fs-extra's `checkPath` over the Node and libuv issues its
check works around read "Https://github.com/nodejs/node/issues/8987 https://…")."""
_OVERLOAD_NOTE = re.compile(r"Overloads?(?:\s+\d+)?\s*(?:for|of|:|when|with|where|if)\b|"
                            r"Overloads?(?:\s+\d+)?\s*:")
"""A note on which signature of an overloaded function this is, no summary of what it does:
@tanstack/db's `createCollection` and `localStorageCollectionOptions` read "Overload for when
schema is provided", `createLiveQueryCollection` "Overload 1: Accept just the query
function"."""
_GROUP_NOTE = re.compile(r"(?:These|Those|The following|All of these)\s+(?:[\w-]+\s+){0,3}?"
                         r"(?:methods|functions|helpers|overloads|getters|setters|accessors"
                         r"|hooks|properties|fields|constants|members|operations|calls)\s+"
                         r"(?:do\s+not|don't|cannot|can't|should|must|may|might|are|were|have)\b")
"""A note on a group of declarations, above the first of them, no summary of that one:
@tanstack/vue-query's `// These one-shot imperative methods do not resolve top-level option
getters.` over `QueryClient.query` and `infiniteQuery`, their one-liners. Not one that says
what each does (cJSON's "These functions check the type of an item", over a run of
prototypes that share it)."""
_AUTHORS_MUSING = re.compile(r"(?:Maybe|Perhaps|Possibly)\s+(?:\w+\s+){0,3}?(?:should|could|"
                             r"we|I)\b|(?:[A-Z]{2,4}:\s*)?(?:(?:these|this|it|they)\s+(?:are|is|"
                             r"was|were)\s+)?" + _PROVENANCE + r"[^:]*$", re.I)
"""A note the authors left themselves, not what the code does (tRPC's `defaultLogger`: "Maybe
this should be moved to it's own package"; httparty's `hash_deep_dup`: "borrowed from Rails 3.2
ActiveSupport"; freezegun's "These are copied from Python sqlite3.dbapi2"; go-ini's
`isEmptyValue`, a reviewer's "CR: copied from encoding/json/encode.go with modifications…").
Rack's "Stolen from Mongrel, with some small modifications: Parses a query string…" says what
it does after its colon, mobx's `eq` after the address it was copied from
(`_FROM_ELSEWHERE`)."""
_FROM_ELSEWHERE = re.compile(_PROVENANCE + r"(?:[^:]*:\s+(?=\S)|\s+(?:[\w-]+\s+){0,3}?<?https?://"
                             r"\S+?>?\.?\s+(?=[A-Z]))", re.I)
_URL_POINTER = re.compile(
    r"(?:see|following the example (?:in|at|of|from)|based on|adapted from|taken from|ported "
    r"from|inspired by|copied from|from|cf\.?|source|ref(?:erence)?s?):?\s+(?:[\w-]+\s+){0,3}?"
    r"<?https?://\S+?>?\.?|<?https?://\S+?>?\.?", re.I)
"""A summary that only points to a web page the code follows (htmlparser2's `isBuffer`:
"Following the example in https://nodejs.org/api/stream.html#…", its one-liner; query-core's
`isPlainObject`, "Copied from: https://github.com/…"; tRPC's `arrayToDict`, a pull request's
address alone): the name says more."""
_POINTER = re.compile(r"\(?(?:see|see also)[ \t]+`?[\w:]*(?:[#.][\w]+[?!=]?)*`?\)?\.?", re.I)
"""A summary that only points to another entity's doc (tzinfo's `DataTimezone#period_for`:
"(see Timezone#period_for)", YARD's; "See Timezone#period_for."): no one-liner, which the
name makes instead; the page keeps the pointer."""


def _prose_paragraph(body: list[str]) -> tuple[list[str], str, int]:
    """`_first_paragraph`, past paragraphs with no word in them (bignumber.js' `dividedBy`
    opens with a table of cases, `n / 0 = I`, `0 / N = N`, …, then "Return a new BigNumber…")."""
    paragraph, title, end = _first_paragraph(body)
    start = 0
    while paragraph and _passed_over(paragraph):
        following, later, after = _first_paragraph(body[start + end:])
        if not following:
            break
        start += end
        paragraph, title, end = following, title or later, after
    return paragraph, title, start + end


_LINEAGE = lazy(r"(?i:(?:a\s+)?sub-?class\s+of|inherits\s+from|extends)\s+(?:the\s+)?"
               r"(?::\w+:)?`{0,2}~?[\w.]+`{0,2}(?:\s+class)?\s*\.?")
"""A paragraph that only names the class a class derives from, which its signature shows:
webob's 45 HTTP status classes open "subclass of :class:`~_HTTPMove`", then say what the
status means."""


def _passed_over(paragraph: list[str]) -> bool:
    """Is a first paragraph no summary, when another follows: no prose, a lineage alone, a
    credit (ramsey/uuid's `UnixTimeGenerator::increment`, "Special thanks to Nicolas Grekas
    for sharing the following information:", then what the method does), or a numbered
    section's title (`_NUMBERED_TITLE`)?"""
    joined = " ".join(paragraph).strip()
    return _no_prose(paragraph) or bool(_LINEAGE.fullmatch(joined)) or bool(
        _CREDIT.fullmatch(joined) or _THANKS.fullmatch(joined) or _NUMBERED_TITLE.fullmatch(
            joined))


_NUMBERED_TITLE = lazy(r"\d+(?:\.\d+)+\.?[ \t]+[A-Z][\w'/ -]{0,60}")
"""A numbered section's title, `3.6. Field definitions` (the mail gem quotes RFC 2822's over
its `Header#[]`, whose one-liner read "3.6")."""


_THANKS = lazy(r"(?:(?:Special|Many|Big)\s+)?[Tt]hanks\s+to\s+[^.:]+:")
"""Thanks that lead in to what someone shared."""


def _no_prose(paragraph: list[str]) -> bool:
    """Does the paragraph hold no word of three letters or more (a table of cases)?"""
    return not any(_WORD_OF_PROSE.search(line) for line in paragraph)


_WORD_OF_PROSE = re.compile(r"[A-Za-z]{3,}")


def _first_paragraph(body: list[str]) -> tuple[list[str], str, int]:
    """The lines of the body's first paragraph (the summary's), the title above it, and
    where the body goes on after it."""
    paragraph: list[str] = []
    title = ""
    end = len(body)
    for number, line in enumerate(body):
        step = _summary_step(line, bool(paragraph))
        if step == "stop":
            end = number
            break
        if step == "take":
            if paragraph and not title and _titled(paragraph, line.strip()):
                title, paragraph = paragraph[0], []  # passed over, as a heading is
            elif paragraph and left_open(paragraph[-1], line.strip()):
                end = number
                break  # `…in an efficient way` / `On the client side, …`: a sentence left open
            paragraph.append(line.strip())
        elif step == "title" and not title:
            title = MD_HEADING.sub("", line.strip(), count=1)
    return paragraph, title, end


_CREDIT = lazy(r"(?:(?:Written|Created|Made|Coded|Contributed|Authored|Maintained)\s+)?[Bb]y\s+"
               r"[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}\.?"
               r"|(?:[Tt]hanks|[Tt]hank\s+you|[Cc]redits?|[Kk]udos|[Hh]at\s+tip)\b"
               r"(?:\s+(?:to\s+)?@?[\w.'-]+){0,4}\s*[.!]*(?:\s*:\)|\s*:-\))?")
"""A line that credits its author: "By Josh Goebel", or thanks someone: "Thanks co-pilot!"
(@tanstack/history's `createRandomKey`)."""
_SET_ASIDE = lazy(r"[A-Za-z_][\w]*(?:(?:\.|::)[A-Za-z_]\w*)+\s*=\s*(?:['\"][^'\"]*['\"]|[\w.:]+)"
                  r"\s*;?")
"""A line of code set aside, an assignment to a member: `Encoding.default_internal = 'UTF-8'`."""
_QUOTE_LINE = lazy(r">(?![>=])[ \t]?")
"""A Markdown blockquote's line, `> text`; not a doctest's `>>>` nor a comparison, `>=1.2`."""
_GLOSSARY_LINE = lazy(r"\s*[A-Z][A-Z0-9]{1,7}\s*[=:]\s*['\"]?[A-Z][\w' -]*['\"]?\s*")
"""A line that spells an abbreviation out: `OOB = 'Out of Bounds'`."""


def _summary_of(paragraph: list[str], title: str, rest: list[str], language: str) -> str:
    """The summary a first paragraph (or the title above it) makes, completed by the code
    `rest` shows below a lead-in."""
    if len(paragraph) == 1 and (_CREDIT.fullmatch(paragraph[0].strip())
                                or _SET_ASIDE.fullmatch(paragraph[0].strip())):
        paragraph = []  # coderay's SQL scanner read "By Josh Goebel", its module "Encoding.
        # default_internal = 'UTF-8'": a credit, a line of code set aside
    if paragraph and all(_QUOTE_LINE.match(line) for line in paragraph):
        paragraph = [_QUOTE_LINE.sub("", line, count=1) for line in paragraph]  # toml_edit's
        # `Offset::Z` quotes RFC 3339, "> A suffix which… > often spoken "Zulu"…"
    if paragraph and all(_GLOSSARY_LINE.fullmatch(line) for line in paragraph):
        paragraph = []  # ruby-progressbar's bar.rb, "UPA = Unknown Progress Animation": what
        # an abbreviation stands for, no sentence about the code
    if is_productions(paragraph) or opens_a_table(paragraph):
        paragraph = []  # a grammar or a table, no sentence (`_markup.code_blocks` shows it
        # as code): isodate's `strftime` read "Directive Meaning Notes %d Day of the month…"
    if paragraph and _INHERITED_NOTE.fullmatch(" ".join(paragraph)):
        return ""  # huey's `FileStorage.schedule_size` takes its base's doc, a `:return:` tag
        # alone, and read "(The doc of `BaseStorage.schedule_size`, which it implements…)"
    if cases := _returned_cases(paragraph, rest):
        return cases
    paragraph = _with_first_item(paragraph, rest)
    for at, line in enumerate(paragraph[:-1]):
        if line.endswith(":") and not line.endswith("::") and len(" ".join(
                paragraph[:at + 1]).split()) > 2 and _ITEM_LINE.match(paragraph[at + 1]) and (
                not _BARE_LEAD_IN.search(line)):
            paragraph = [*paragraph[:at], line[:-1].rstrip() + "."]  # blang/semver's "Compare
            break  # compares Versions v to o:", then "-1 == v is less than o" on each line
    for at, line in enumerate(paragraph[1:], 1):
        if _FAILURE_LINE.match(line) and not paragraph[at - 1].endswith((".", ",", ";", ":")):
            paragraph = paragraph[:at]  # indicatif's `width`: "finds the unicode-aware width
            break  # of the passed grapheme cluters" over "panics on an empty parameter, …",
            # a sentence of its own, its full stop left out
    if not paragraph and _SECTION_LABEL.fullmatch(title.strip()):
        title = ""  # minisearch's constructor, "@param options …" then "### Examples:", read
        # "Examples": a section's heading names what follows, not what the entity does
    text = plain_line(reduce(joined_line, paragraph) if paragraph else title, language)
    code = _shown_code(paragraph, rest)
    if code:
        return f"{text[:-1]} `{code}`"
    if _lead_in(paragraph) and len(paragraph[0].split()) <= 2 and _code_below(rest):
        return ""  # a label over an example (hashie's `StrictKeyAccess#[]`: "Normal:"), no
        # sentence ("Implement it directly:")
    elsewhere = _FROM_ELSEWHERE.match(text) if text else None
    if elsewhere:  # "Stolen from Mongrel, with some small modifications: Parses a query…"
        text = text[elsewhere.end():]
    sentence = first_sentence(text) if text else ""
    if _URL_POINTER.fullmatch(sentence) or _URLS.fullmatch(sentence) or (
            _AUTHORS_MUSING.match(sentence) or _OVERLOAD_NOTE.match(sentence)
            or _GROUP_NOTE.match(sentence)):
        return ""
    after = _DIFFERENCE.match(text, len(sentence)) if _SAME_AS.fullmatch(sentence) else None
    if after is not None:  # rubyzip's "Same as #open. But outputs data to a buffer instead
        # of a file": the first sentence alone read "Same as #open"
        how = first_sentence(text[after.end():])
        return f"{sentence.rstrip('.')}, {after.group(1).lower()} {how}"
    return sentence


_NON_PHPDOC = lazy(r"^[ \t]*\(non-PHPdoc\)[ \t]*\n?", re.M)
_INHERITED_NOTE = lazy(r"\(The doc of `[^`]+`, which it implements or overrides\.\)")
"""Where a method's doc came from (`extract._inherited_docs`): no summary of it."""
_SECTION_LABEL = lazy(r"(?:#+\s*)?(?:Examples?|Usage|Notes?|Parameters|Arguments|Returns|See\s+also"
                      r"|Options)\b[\w ]{0,20}:?", re.I)
"""A heading that labels a section of the doc (`### Examples:`, "Options and defaults")."""
_FAILURE_LINE = lazy(r"(?:panics|raises|throws|fails|errors)\s+(?:on|if|when|unless)\b")
"""A doc line, lower case, that says when the entity fails: a sentence of its own."""


def _returned_cases(paragraph: list[str], rest: list[str]) -> str:
    """The summary of a paragraph that only says its function returns (Go's "IsZero return",
    "Sign returns:"), over a block of what it returns in which case (`true if d == 0`, `-1 if
    d < 0`): "Returns true if d == 0", "Returns -1 if d < 0, 0 if d == 0 and +1 if d > 0"
    (shopspring/decimal's `IsZero` read "Return", `Sign` "Sign the `Decimal`")."""
    said = _RETURNS_LAST.fullmatch(" ".join(line.strip() for line in paragraph))
    if said is None:
        return ""
    start = next((at for at, line in enumerate(rest) if line.strip()), len(rest))
    block = []
    for line in rest[start:]:
        if not line.strip() or not line[:1].isspace():
            break
        block.append(line)  # the lines indented under it: a Go doc's preformatted block
    cases = [_CASE.fullmatch(line.strip()) for line in block]
    if not cases or not all(cases):
        return ""
    found = [(case[1], " ".join(case[2].split())) for case in cases if case is not None]
    head = said[1] if len(said[1].split()) > 1 else ""  # "IsZero return": the name alone
    true = [condition for value, condition in found if value.lower() == "true"]
    if len(true) == 1 and all(value.lower() in ("true", "false") for value, _ in found):
        return f"{head}returns true if {true[0]}" if head else f"Returns true if {true[0]}"
    shown = listing([f"{value} if {condition}" for value, condition in found], len(found))
    return f"{head}returns {shown}" if head else f"Returns {shown}"


_RETURNS_LAST = re.compile(r"(.*?)\breturns?\s*:?", re.I)
"""A paragraph that ends saying its function returns, what it returns below it."""
_CASE = re.compile(r"([-+]?\w+)\s+if\s+(\S.{0,60})")
_ITEM_LINE = re.compile(r"(?:[-*•]|\d+[.)]|[-+]?\w[\w.]{0,19}[ \t]*(?:==|=>|->|:|=|–|—|-))[ \t]")
"""A line that is an item of a list a colon leads in to, not prose (`-1 == v is less than o`,
`true: …`, `1. …`)."""
_BARE_LEAD_IN = re.compile(r"\b(?:following(?:\s+\w+)?|follows|these|include|includes|are|is)"
                           r"\s*:$", re.I)
"""A lead-in that says nothing before its list (cobra's "…will do the following:", "…has the
following behaviour:", rack's "Options may include:"): its first item says what it does."""
_SAME_AS = re.compile(r"(?:Same as|Like|Similar to|Equivalent to|Identical to)\s+\S+(?:\s+\S+)?\.?",
                      re.I)
"""A first sentence that only names another entity this one is like."""
_DIFFERENCE = re.compile(r"\.?\s+(But|Except|Only|However,?)\s+")
"""The sentence after it that says how it differs."""


def _with_first_item(paragraph: list[str], rest: list[str]) -> list[str]:
    """The paragraph up to a line that ends with a preposition and a colon, completed by the
    first item of the list under it (winston's `configure`: "This will wholesale reconfigure
    this instance by:", then "1. Resetting all transports.", was listed "…this instance by");
    as it is when it has no such line."""
    for at, line in enumerate(paragraph):
        if _OPEN_PREPOSITION.search(line):
            following = [*paragraph[at + 1:], *rest]
            below = next((one for one in following if one.strip()), "")
            item = _LIST_ITEM.match(below)
            if item is None:
                return paragraph
            said = below[item.end():].strip().split(". ")[0].rstrip(".")
            said = said[:1].lower() + said[1:] if said[1:2].islower() else said
            return [*paragraph[:at], f"{line.rstrip()[:-1].rstrip()} {said}."]
    return paragraph


_OPEN_PREPOSITION = lazy(r"\b(?:by|with|to|for|of|from|via|using|into|on)\s*:\s*$")
"""A sentence left open before the colon that leads in to a list."""


def _code_below(rest: list[str]) -> bool:
    """Do the lines `rest` open, past blank ones, with code: indented, or a fence?"""
    line = next((line for line in rest if line.strip()), "")
    return line.startswith(("  ", "\t")) or bool(_FENCE.match(line))


def _shown_code(paragraph: list[str], rest: list[str]) -> str:
    """The one line of code a short lead-in shows (koa's "Shorthand for:", then
    `http.createServer(app.callback()).listen(...)` indented below it), which completes it;
    "" when the paragraph is no such lead-in."""
    if not _lead_in(paragraph):
        return ""
    at = next((number for number, line in enumerate(rest) if line.strip()), len(rest))
    code = rest[at] if at < len(rest) else ""
    if not code.startswith(("  ", "\t")) or len(code.strip()) > 80 or "`" in code:
        return ""
    if rest[at + 1 : at + 2] and rest[at + 1].strip():
        return ""  # a block of several lines: no one-liner
    return code.strip()


def _lead_in(paragraph: list[str]) -> bool:
    """Is a first paragraph a short line ending with a colon, which code below it may
    complete ("Shorthand for:")?"""
    return len(paragraph) == 1 and paragraph[0].endswith(":") and len(paragraph[0].split()) <= 4


def _follow_summary(body: list[str], start: int, opened: bool) -> bool | None:
    """Whether the summary paragraph has lines once `body[start:]` is read; None if complete."""
    for index in range(start, len(body)):
        step = _summary_step(body[index], opened)
        if step == "stop":
            return None
        opened = opened or step == "take"
    return opened


_NO_SENTENCE = lazy(r"-|[*+](?:\s|$)|[|]|\*{3,}")
"""A line that opens no sentence: a list item, a table's row, a rule; not emphasis
(attrs' `*Read-only* representation of an attribute.` lost its one-liner)."""
_EMPHASIZED_SENTENCE = lazy(r"(\*{1,2}|_{1,2})[^*_\n]*\s[^*_\n]*\s[^*_\n]*[.!]\1")
"""A sentence of three words or more, ended by its stop, set in emphasis."""
_EMPHASIS_ALONE = lazy(r"(\*{1,2}|_{1,2})[^*_\n]+\1[.:!]?")
"""A line of emphasis alone (`**DEPRECATED**`): a label above the summary, passed over."""


def _summary_step(line: str, opened: bool) -> str:
    """What a body line does to the summary paragraph (`opened`: it has lines already)."""
    stripped = line.strip()
    if not stripped:
        return "stop" if opened else "skip"
    if _FENCE.match(line) or (_NO_SENTENCE.match(stripped) and not opened):
        return "stop"
    if opened and stripped.startswith("|") and stripped.endswith("|"):
        return "stop"  # a table's row ends the sentence above it (date-fns's parsers)
    if _EMPHASIS_ALONE.fullmatch(stripped) and not opened and not (
            _EMPHASIZED_SENTENCE.fullmatch(stripped)):
        return "skip"  # a label, never the summary itself; but a sentence set in bold is
        # (oauthlib's "**Prepare the Authorization header.**" read "Per section 3.5.1…")
    if MD_HEADING.match(stripped):
        return "stop" if opened else "title"
    return "take"
