"""Render: a doc unit and its summary in, the doc page's text out (through Jinja2 templates).

Untrusted text (docstrings, code, LLM output) is made inert here: prose is Markdown with raw
HTML and script links neutralised, code goes into fences longer than any backtick run in it.
Templates live in `templates/` and can be overridden by a directory named in `RK_TEMPLATES`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

import jinja2

from rk_action.forge import SourceLink
from rk_action.layout import documents_itself, split_member
from rk_action.lazyre import lazy
from rk_action.model import DocUnit, Entity, ParamDoc, Summary
from rk_action.page_sections import doc_sections, unfenced
from rk_action.store import yaml_str

if TYPE_CHECKING:
    from rk_action.refs import Graph

_BACKTICKS = lazy(r"`+")
_MD_ESCAPES = str.maketrans({char: "\\" + char for char in "\\`*_[]<>#|!"})
"""Each character Markdown could read as syntax, behind a backslash (one C pass, where a
substitution ran Python for each of them: every `_` of a snake_case name)."""
_CODE_SPAN = r"`+(?:[^`\n]|\n(?![ \t]*\n))*?`+"
"""A code span, never across a blank line: a stray backtick in one paragraph (jsonpath-ng's
"Concrete syntax is 'path`'.") leaves the spans of the next ones whole (its member list showed
`__eq__(other)` with its underscores escaped, and Ruby's `&block` as `&amp;block`)."""
_CODE_PARTS = lazy(r"(^ {0,3}(`{3,}|~{3,})[^\n]*\n.*?(?:^ {0,3}\2[ \t]*$|\Z)|" + _CODE_SPAN + ")",
                   re.MULTILINE | re.DOTALL)
_CODE_SPANS = lazy(_CODE_SPAN)
"""`_CODE_PARTS` in a text with no fence: its matches, found without trying each position."""
# A link whose target has a scheme other than http(s)/mailto (`javascript:`, `data:`, …) loses
# its link syntax: an escaped `(` or `[` leaves it as plain text. (Escaping the colon as `&#58;`
# is not enough: browsers decode entities in the `href` that Markdown writes.)
_OTHER_SCHEME = r"(?=\s*(?!https?:|mailto:)[a-zA-Z][\w+.\x00-\x1f-]*:)"
_SCRIPT_LINK = lazy(r"\]\(" + _OTHER_SCHEME)
_SCRIPT_DEFINITION = lazy(r"^(\s*)\[(?=[^\]\n]*\]:" + _OTHER_SCHEME + ")", re.MULTILINE)
_DISARMED_LINK = lazy(r"\]\\\(" + _OTHER_SCHEME)
_DISARMED_DEFINITION = lazy(r"^(\s*)\\\[(?=[^\]\n]*\]:" + _OTHER_SCHEME + ")", re.MULTILINE)
_DUNDER = lazy(r"(?<![\w\\])__(\w+?)__(?!\w)")
"""A Python special name in prose (`__init__`, `__main__.py`): Markdown reads its underscores as
strong emphasis ("**init**"), so they are escaped (`_ESCAPED_DUNDER` undoes it)."""
_ESCAPED_DUNDER = lazy(r"(?<![\w\\])\\_\\_(\w+?)\\_\\_(?!\w)")
_FENCE_LANGUAGE = {"cpp": "cpp", "c": "c", "typescript": "typescript", "javascript": "javascript"}


def templates_dirs() -> list[Path]:
    """Where templates are looked up: `RK_TEMPLATES` first, then the ones shipped with us."""
    dirs = [Path(os.environ["RK_TEMPLATES"])] if os.environ.get("RK_TEMPLATES") else []
    return dirs + [d for d in _shipped_dirs() if d.is_dir()]


def _shipped_dirs() -> tuple[Path, Path]:
    """Our templates: in the package, or in a checkout's `templates/`."""
    return (Path(__file__).resolve().parent / "templates",
            Path(__file__).resolve().parents[2] / "templates")


def code_span(text: str) -> str:
    """Inline code that survives backticks inside it."""
    longest = _longest_backticks(text)
    ticks = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def fenced(code: str, language: str = "") -> str:
    """A fenced block one backtick longer than the longest backtick run in the code."""
    longest = _longest_backticks(code)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{_FENCE_LANGUAGE.get(language, language)}\n{code}\n{fence}"


def _longest_backticks(text: str) -> int:
    """The length of the longest run of backticks in `text` (most code has none: no regex)."""
    if "`" not in text:
        return 0
    return max(len(run) for run in _BACKTICKS.findall(text))


def md_escape(text: str) -> str:
    """Plain text shown as Markdown: no emphasis, links or HTML from its characters."""
    return text.translate(_MD_ESCAPES)


def map_prose(text: str, change: Callable[[str], str]) -> str:
    """`text` with `change` applied to its prose only: code spans and fenced blocks are kept."""
    if "`" not in text and "~~~" not in text:  # no code in it (most prose): no regex
        return change(text)
    code_parts = _CODE_PARTS if "```" in text or "~~~" in text else _CODE_SPANS
    pieces = []
    last = 0
    for match in code_parts.finditer(text):
        pieces.append(change(text[last : match.start()]))
        pieces.append(match.group(0))
        last = match.end()
    pieces.append(change(text[last:]))
    return "".join(pieces)


def safe_md(text: str) -> str:
    """Markdown prose with raw HTML escaped and non-web link targets disarmed (code untouched)."""
    return map_prose(text, _disarm).strip()


_AUTOLINK = lazy(r"<(https?://[^\s<>()\[\]`]{1,2000})>")
"""Markdown's autolink of a web address, `<https://json.org>`: a link, not escaped text."""


def _disarm(prose: str) -> str:
    if "<http" in prose:
        prose = _AUTOLINK.sub(r"[\1](\1)", prose)
    prose = prose.replace("&", "&amp;").replace("<", "&lt;")
    if "\\&" in prose:  # a backslash before what was `<` or `&` would escape the entity's
        prose = prose.replace("\\&", "\\\\&")  # `&` (appdirs' `C:\Users\<username>`
        # showed "C:\Users&lt;username>"): it stays a backslash
    if "__" in prose:
        prose = _DUNDER.sub(r"\\_\\_\1\\_\\_", prose)
    if "]" not in prose:
        return prose
    return _SCRIPT_DEFINITION.sub(r"\1\\[", _SCRIPT_LINK.sub(r"]\\(", prose))


def list_item(text: str) -> str:
    """Safe Markdown whose continuation lines stay inside a `- ` list item."""
    return safe_md(text).replace("\n", "\n  ")


@cache
def environment(dirs: tuple[Path, ...]) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(d) for d in dirs]),
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters.update(code_span=code_span, fenced=fenced, md_escape=md_escape,
                       yaml_str=yaml_str, safe_md=safe_md, list_item=list_item)
    return env


@cache
def _template(name: str, override: str) -> jinja2.Template:
    """The named template; cached per `RK_TEMPLATES` value, since lookups touch the disk."""
    template = environment(tuple(templates_dirs())).get_template(name)
    # Jinja keeps a template's globals as a ChainMap over the environment's, which each render
    # walks twice in Python (a third of a doc page's rendering). Neither ever changes once
    # loaded, so a plain dict of the same names renders the same pages.
    template.globals = dict(template.globals)
    return template


@cache
def _shipped(name: str, override: str) -> bool:
    """Whether the template `name`, with `RK_TEMPLATES` set to `override`, is one of ours."""
    filename = _template(name, override).filename
    return filename is not None and Path(filename).parent in _shipped_dirs()


def render_template(name: str, **context: object) -> str:
    """Render one of the templates (reports such as the action's step summary)."""
    return _template(name, os.environ.get("RK_TEMPLATES", "")).render(**context)

def site_template(name: str) -> jinja2.Template:
    """A template of the site (`templates/site/…`), with the doc filters, overridable likewise."""
    return _template(name, os.environ.get("RK_TEMPLATES", ""))


def outline_code(entity: Entity, members: tuple[Entity, ...], docs: bool = True) -> str:
    """A large class's code with member bodies elided: each member keeps its first line, and
    each run of elided lines becomes one `...` at the indent of its first line. Without
    `docs`, the comments right above a member go too (its page shows its doc): itertools'
    trait page reprinted the doc of each of its 130 methods, 2,400 lines."""
    lines = entity.code.split("\n")
    dropped = set() if docs else {at for member in members for at in _doc_lines(
        lines, member.start_line - entity.start_line)}
    runs: list[list[int]] = []  # [first, stop) of elided lines, merged where they touch
    for first, stop in sorted((_header_end(lines, member.start_line - entity.start_line),
                               member.end_line + 1 - entity.start_line) for member in members):
        if first >= stop:
            continue
        if runs and first <= runs[-1][1]:
            runs[-1][1] = max(runs[-1][1], stop)
        else:
            runs.append([first, stop])
    def kept(start: int, stop: int) -> list[str]:
        return [lines[at] for at in range(start, stop) if at not in dropped]

    shown: list[str] = []
    done = 0
    for first, stop in runs:
        shown += kept(done, first)
        opening = next((line for line in lines[first:stop] if line.strip()), "")
        shown.append(" " * (len(opening) - len(opening.lstrip())) + "...")
        done = stop
    shown += kept(done, len(lines))
    return "\n".join(shown)


_COMMENT_LINE = re.compile(r"\s*(?://|#(?![\w\[!])|\*|/\*)")


def _doc_lines(lines: list[str], start: int) -> range:
    """The comment lines right above line `start` (a member's first): its doc comment, `///`
    or `#` lines or a `/* … */` block, up to a blank line or code. A block is taken whole, to
    its `/*`, whatever its lines open with: p-queue's doc comments, whose lines have no `*`,
    lost only their closing `*/`, and each member after one read as inside a comment."""
    at = start
    while at > 0:
        line = lines[at - 1]
        if line.rstrip().endswith("*/"):
            opening = next((above for above in range(at - 1, -1, -1) if "/*" in lines[above]), -1)
            if opening < 0 or not lines[opening].lstrip().startswith("/*"):
                break  # code before a comment that ends the line: not the member's doc
            at = opening
        elif _COMMENT_LINE.match(line):
            at -= 1
        else:
            break
    return range(at, start)


_ANNOTATION = re.compile(r"\s*(?:@|#\[)")
"""A line that decorates the definition below it: Python's `@property`, Java's `@Override`,
Rust's `#[inline]`."""
_HEADER_LINES = 12


def _header_end(lines: list[str], start: int) -> int:
    """Where a member's header ends in `lines` (its first line at `start`): past its
    decorators and the line that names it, and the lines its parameters go on over."""
    at, end = start, min(len(lines), start + _HEADER_LINES)
    while at + 1 < end and _ANNOTATION.match(lines[at]):
        at += 1
    depth = 0
    while at < end:
        depth += lines[at].count("(") - lines[at].count(")")
        at += 1
        if depth <= 0:
            break
    return at


def doc_frontmatter(entity: Entity, cached: str) -> dict[str, str] | None:
    """What `store.parse_doc_meta` reads of the source, symbol, kind and lines of `entity`'s
    page dated `cached`, known without reading it: None unless our `doc.md.j2` renders it
    (not one of `RK_TEMPLATES`). Each value goes through `yaml_str`, which `parse_meta` undoes,
    or is a kind or line number; none breaks a line (so none ends the frontmatter early)."""
    ours = _shipped("doc.md.j2", os.environ.get("RK_TEMPLATES", ""))
    if not (ours and entity.kind in ("function", "method", "class") and cached.isprintable()):
        return None
    return {"source": entity.source, "symbol": entity.symbol, "kind": entity.kind,
            "lines": f"{entity.start_line}-{entity.end_line}"}


def render_doc(unit: DocUnit, summary: Summary, cached: str, link: SourceLink | None = None,
               source_line: str = "") -> str:
    """The text of one doc page (its entity's text was redacted when it was extracted). `link`
    is where its file is shown on the forge (none: its place is plain text); `source_line`, the
    `**Source:**` line of a page written before, is used as it is (`read_back`)."""
    entity = unit.entity
    code = outline_code(entity, unit.members, docs=False) if unit.overview else entity.code
    template = _template("doc.md.j2", os.environ.get("RK_TEMPLATES", ""))
    url = link.url(entity.source, entity.start_line, entity.end_line) if link else ""
    return template.render(entity=entity, summary=summary, code=code, cached=cached,
                           where=f"{entity.source}:{entity.start_line}-{entity.end_line}",
                           source_url=url, source_line=source_line)


# --- references ------------------------------------------------------------------------------

_PLAIN_LINK = lazy(r"[\w/.~-]*", re.ASCII)
MAX_REFS = 20
"""Bullets shown per references section; the rest are counted (`- … and N more`)."""
REF_HEADINGS = ("Methods", "Base types", "Derived types", "Overrides", "Overridden by",
                "Calls", "Called by")
"""The references sections that end a page, in page order (`Graph.links`)."""
MAX_METHODS = 500
"""A type's methods are all listed (rustdoc's and godoc's pages do), up to a hostile count."""


def ref_link(here: str, target: str) -> str:
    """The relative link from the page `here` to the page `target` (both `docs/…md`), its
    characters URL-quoted: a folder named `a (b)` must not end the Markdown link."""
    source, destination = here.split("/")[:-1], target.split("/")
    common = 0
    while (common < len(source) and common < len(destination) - 1
           and source[common] == destination[common]):
        common += 1
    relative = "/".join([".."] * (len(source) - common) + destination[common:])
    return relative if _PLAIN_LINK.fullmatch(relative) else quote(relative, safe="/-._~")


def render_refs(here: str, links: Sequence[Sequence[tuple[str, str]]],
                describe: Callable[[str], str]) -> str:
    """The references sections of the page `here` ("" when all are empty): for each of
    `REF_HEADINGS`, (symbol, doc) pairs, already sorted, each linked and described by
    `describe(doc)`. They end the page, so an update swaps them without reading the code
    again."""
    sections = []
    for title, refs in zip(REF_HEADINGS, links, strict=True):
        if refs:
            most = MAX_METHODS if title == "Methods" else MAX_REFS
            shown = [{"symbol": symbol, "link": ref_link(here, doc),
                      "description": " ".join(describe(doc).split())
                      if documents_itself(symbol, doc) else _within(symbol)}
                     for symbol, doc in refs[:most]]
            sections.append((title, shown, max(0, len(refs) - most)))
    if not sections:
        return ""
    return _template("refs.md.j2", os.environ.get("RK_TEMPLATES", "")).render(sections=sections)


def _within(member: str) -> str:
    """What a reference to a member kept on its class's page says, instead of the class's own
    one-liner (fast-route's "RegexBasedAbstract.getApproxChunkSize — Regex based abstract
    (implements `DataGenerator`)" described the class as if it were the method)."""
    return f"Documented within {code_span(split_member(member)[0])}"


def refs_sections(graph: Graph, describe: Callable[[str], str],
                  docs: Iterable[str] | None = None) -> dict[str, str]:
    """Page → its references sections, for `docs` (default: every page that has any)."""
    sections = {}
    for doc in graph.pages() if docs is None else docs:
        sections[doc] = render_refs(doc, [[(r.symbol, r.doc) for r in refs]
                                          for refs in graph.links(doc)], describe)
    return sections


def split_refs(text: str) -> tuple[str, str]:
    """A page's text as (body, references sections), when it ends with the latter: the last
    lines that are headings of `REF_HEADINGS`, their bullets and blank lines."""
    lines = text.split("\n")
    start = None
    for position in range(len(lines) - 1, -1, -1):
        line = lines[position]
        if line.startswith("### ") and line[4:] in REF_HEADINGS:
            start = position
        elif not (line == "" or line.startswith("- ")):
            break
    if start is None or start == 0 or lines[start - 1] != "":
        return text, ""
    body = "\n".join(lines[: start - 1]) + "\n"
    return body, text[len(body):]


# --- reading a page back ----------------------------------------------------------------------
# A page's summary is recovered from its text so that an unchanged entity is never summarized
# twice (the docs themselves are the cache). Callers must check the result with `render_doc`:
# a page written by another template simply does not round-trip, and is summarized again.

_SPAN = lazy(r"(`+) ?(.*?) ?\1(?!`)")
_PARAM = lazy(
    r"^(?P<name>`+.*?`+)(?: \((?P<type>`+.*?`+)\))?(?: — (?P<desc>.*))?$", re.DOTALL
)


def unescape_md(markdown: str) -> str:
    """The inverse of `safe_md` on its output (so `safe_md(unescape_md(x))` is `x` for it)."""
    return map_prose(markdown, _restore)


def _restore(prose: str) -> str:
    if "]" in prose:
        prose = _DISARMED_DEFINITION.sub(r"\1[", _DISARMED_LINK.sub("](", prose))
    if "\\_\\_" in prose:
        prose = _ESCAPED_DUNDER.sub(r"__\1__", prose)
    if "\\\\&" in prose:
        prose = prose.replace("\\\\&", "\\&")
    return prose.replace("&lt;", "<").replace("&amp;", "&")


def _uncode(span: str) -> str:
    match = _SPAN.fullmatch(span)
    return match.group(2) if match else span


def _items(section: str) -> list[str]:
    items: list[str] = []
    for line in section.split("\n"):
        if line.startswith("- "):
            items.append(line[2:])
        elif items and line.startswith("  "):
            items[-1] += "\n" + line[2:]
    return items


def read_back(
    text: str, unit: DocUnit, source: str, lines: tuple[int, int], description: str,
    summarizer: str, cached: str,
) -> Summary | None:
    """The summary a page was rendered from, for `unit`'s entity as it stood when the page
    was written (at `source`, `lines`): None unless rendering it again there, with that
    `cached` date, gives the page byte for byte."""
    summary = parse_summary(text, description, summarizer)
    if summary is None:
        return None
    shift = lines[0] - unit.entity.start_line
    then = DocUnit(
        replace(unit.entity, source=source, start_line=lines[0], end_line=lines[1]), "",
        tuple(replace(m, start_line=m.start_line + shift, end_line=m.end_line + shift)
              for m in unit.members), unit.overview,
    )
    rendered = render_doc(then, summary, cached, source_line=source_line(text))
    return summary if rendered == split_refs(text)[0] else None


def doc_signature(text: str) -> str:
    """The fenced signature block under a page's heading, as written ("" when it has none)."""
    head = text.partition("\n### ")[0]
    for fence in ("```", "~~~"):
        start = head.find("\n" + fence)
        if start != -1:
            return head[start + 1 :].strip("\n")
    return ""


def source_line(text: str) -> str:
    """The `**Source:**` line right under a page's heading ("" when it has none)."""
    head = text.partition("\n### ")[0]
    for line in head.split("\n")[1:]:
        if line.startswith("**Source:** "):
            return line
    return ""


def parse_summary(text: str, description: str, summarizer: str) -> Summary | None:
    """The summary a page was rendered from, as far as the default template shows it (the
    references sections are not part of it)."""
    sections = doc_sections(text)
    if "What It Does" not in sections:
        return None
    parameters = []
    for item in _items(sections.get("Parameters", "")):
        match = _PARAM.match(item)
        if match is None:
            return None
        parameters.append(ParamDoc(
            _uncode(match.group("name")),
            _uncode(match.group("type") or ""),
            unescape_md(match.group("desc") or ""),
        ))
    return Summary(
        description=description,
        what_it_does=unescape_md(sections["What It Does"]),
        parameters=tuple(parameters),
        returns=unescape_md(sections.get("Returns", "")),
        example=unfenced(sections["Usage Example"]) if "Usage Example" in sections else "",
        notes=tuple(unescape_md(note) for note in _items(sections.get("Notes", ""))),
        summarizer=summarizer,
    )
