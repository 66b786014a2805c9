"""A doc page's `### ` sections, read from its text: what the search indexes of a page, and
what a page's summary is read back from (`render.parse_summary`). Whatever template wrote the
page: headings inside fenced code are not sections."""

from __future__ import annotations

import re

from rk_action.lazyre import lazy

MEMBERS_HEADING = "Members:"
"""The line that opens the members list of a class kept whole on its page (under 200 lines:
`layout`), its members having no page of their own; a large class's overview lists its
methods under another heading. The static summary writes it; the search reads it
(`index.record_terms`)."""

FIELD_HEADINGS = ("Fields:", "Variants:", "Constants:")
"""The lines that open the list of a type's documented fields, variants or (Go) constants
(`summarize._fields`): shown to the reader, not indexed (`without_field_lists`)."""
_FIELD_LIST = lazy(r"(?:\A|\n\n)(?:" + "|".join(map(re.escape, FIELD_HEADINGS))
                   + r")\n\n(?:- [^\n]*(?:\n|\Z))+")


NOTHING_KNOWN = "Undocumented: no doc comment, and no summary could be derived beyond its name."
"""What It Does when the page knows nothing beyond the name, the signature and the code."""
READ_FROM_NAME = "*Read from its name and code: it has no doc comment.*"
"""What follows a made one-liner on the page of an entity whose doc comment says nothing of
what it does, so that the page agrees with its index line and listings, and tells where the
line came from (humanize's `_get_default_locale_path`: "Undocumented: …" on its page, "Get the
default locale path" on every list that links it)."""
READ_FROM_NAME_TAGS = "*Read from its name and code: its doc comment gives no summary.*"
"""`READ_FROM_NAME` for an entity whose doc comment holds only tags (`@param`, `@return`)."""
READ_FROM_TAGS = "*Read from its doc comment's tags: it has no summary of its own.*"
"""What follows the one-liner a doc's tags made (`@return whether …`) on the page, above what
the code shows (tzinfo's `Timezone#dst?` showed "Returns `period_for(time).dst?`." alone)."""
MADE_NOTES = (READ_FROM_NAME, READ_FROM_NAME_TAGS, READ_FROM_TAGS)
NO_SUMMARY = "Its doc comment gives no summary, and none could be derived beyond its name."
"""What It Does when the doc comment holds only tags (`@private`, `:rtype: bool`, `@author`)."""
INHERITED = ("Its doc comment is `{@inheritdoc}`: the method it overrides or implements is "
             "documented.")
"""What It Does when the doc comment only inherits the overridden method's (PHPDoc, Javadoc)."""
_NOTES = frozenset({NOTHING_KNOWN, NO_SUMMARY, INHERITED})


def without_notes(what_it_does: str) -> str:
    """A What It Does without what the static summarizer says of a doc it did not find
    (`NOTHING_KNOWN`, …) and without the made one-liner it opens with and the note after it
    (`READ_FROM_NAME`): words about the page, not the entity, which the search should not
    match (every undocumented page held "derived", "summary" and "name"), and a description
    counted twice. What the code shows, after them, stays."""
    text = what_it_does.strip()
    if text in _NOTES:
        return ""
    paragraphs = text.split("\n\n", 2)
    if paragraphs[0] in _NOTES:  # and what follows it (`Also called …`)
        return text[len(paragraphs[0]):].lstrip("\n")
    if len(paragraphs) > 1 and paragraphs[1] in MADE_NOTES:  # the one-liner, the note,
        return paragraphs[2] if len(paragraphs) > 2 else ""  # then what the code shows
    return what_it_does


METHOD_HEADINGS = ("Methods, each documented on its own page:",
                   "Methods and nested types, each documented on its own page:")
"""The lines that open a large class's list of its methods (each with its one-liner), each
method having a page of its own (`summarize.static.listed_blocks`)."""
_METHOD_LIST = lazy(r"(?:\A|\n\n)(?:" + "|".join(map(re.escape, METHOD_HEADINGS))
                    + r")\n\n(?:- [^\n]*(?:\n|\Z))+")


def without_method_list(what_it_does: str) -> str:
    """A large class's What It Does without the list of its methods. Each method's page is
    found by its own words; listed on the class's too, they made the class outrank the method
    a question asks for wherever it had many (itertools' `Itertools` trait came first for 15
    of 24 questions, its 130 methods listed). Real questions (`benchmarks/real_questions.py`):
    dev hit@1/hit@3/MRR@10 0.513/0.694/0.613 → 0.513/0.694/0.615, held 0.481/0.656/0.585 →
    0.481/0.650/0.586; 53 audits of earlier sessions (never tuned on) hit@1 442 → 444, hit@3
    673 → 674; the 24 of session 50, hit@1 190 → 193, hit@3 293 → 294."""
    if not any(heading + "\n" in what_it_does for heading in METHOD_HEADINGS):
        return what_it_does
    return _METHOD_LIST.sub("\n\n", what_it_does).strip("\n")


def without_field_lists(what_it_does: str) -> str:
    """A What It Does without its lists of fields and variants. The search finds a type by its
    name and doc, not by its fields' docs: indexed, they made a struct outrank the function a
    question asks for (libyaml's `yaml_emitter_s` over `yaml_emitter_set_indent` for "use
    4-space indentation"; leveldb's `Options` over `NewMemEnv`). Real questions: dev hit@1
    0.497 → 0.487 with them, held 0.481 → 0.481."""
    if not any(heading + "\n" in what_it_does for heading in FIELD_HEADINGS):
        return what_it_does
    return _FIELD_LIST.sub("\n\n", what_it_does).strip("\n")


def doc_sections(text: str) -> dict[str, str]:
    """The `### ` sections of a doc page's body, by heading (empty without frontmatter)."""
    return body_sections(text)[0]


def body_sections(text: str) -> tuple[dict[str, str], bool]:
    """`doc_sections`, and whether the page's text ends outside any code fence: sections
    appended to it then leave these as they are (a page's references, `render.split_refs`)."""
    end = text.find("\n---\n", 4)
    if not text.startswith("---\n") or end == -1:
        return {}, False
    return _sections(text[end + 5 :])


def signature(text: str) -> str:
    """The first line of the code block a doc page shows under its title, before any section:
    the entity's signature as the extractor wrote it (Ruby's `private def x`), or "" with none."""
    head = text[: (text.find("\n### ") + 1) or len(text)]
    fence = head.find("\n```", head.find("\n---\n", 4) + 1)
    if fence == -1:
        return ""
    start = head.find("\n", fence + 1) + 1
    return head[start : head.find("\n", start)] if start else ""


def unfenced(block: str) -> str:
    """A fenced section's code (`Code`, `Usage Example`): its text without the fence lines."""
    first, last = block.find("\n"), block.rfind("\n")
    return block[first + 1 : last] if first != -1 else ""


_SECTION_MARK = lazy(r"\n(?:### ([^\n]*)| *(`{3,}|~{3,})[^\n]*)")
"""A line that heads a section (its title) or opens a fence (its fence: the run of its first
character), found in "\n" + a page's body: a leading newline lets the engine jump from one
line to the next."""


def _sections(body: str) -> tuple[dict[str, str], bool]:
    """`### Heading` → text, ignoring headings inside fenced code; and whether the body ends
    outside any fence. Only lines that may open a fence or head a section are looked at, and
    inside a fence only those that hold its closing (a page is mostly code): a section's text
    is the run of lines between its heading and the next, runs under one heading joined by a
    newline."""
    text = "\n" + body
    sections: dict[str, list[str]] = {}
    runs: list[str] = []  # the open section's runs of lines (before any heading: dropped)
    start = 0  # where the open section's next run begins
    fence = ""
    position = 0  # the line break before the next line to look at
    while position < len(text):
        if fence:
            position = _fence_closed(text, fence, position)
            if position > len(text):
                break  # the body ends inside the fence
            fence = ""
            continue
        mark = _SECTION_MARK.search(text, position)
        if mark is None:
            break
        heading, fence = mark.groups("")
        position = mark.end()
        if not fence:
            at = mark.start() + 1
            if at > start:  # a heading right under another closes no line
                runs.append(text[start : at - 1])
            runs = sections.setdefault(heading, [])
            start = position + 1
    if start <= len(text):
        runs.append(text[start:])
    return ({heading: "\n".join(lines).strip("\n") for heading, lines in sections.items()},
            not fence)


def _fence_closed(text: str, fence: str, position: int) -> int:
    """The end of the line after `position` that closes `fence` (its text, spaces before it
    aside, is fence characters starting with `fence`), or past the end of `text` with none:
    only lines that hold `fence` can, and `find` skips to them."""
    found = text.find(fence, position)
    while found != -1:
        end = _line_end(text, found)
        stripped = text[text.rfind("\n", 0, found) + 1 : end].lstrip(" ")
        if stripped.startswith(fence) and stripped.strip("`~") == "":
            return end
        found = text.find(fence, end)
    return len(text) + 1


def _line_end(text: str, position: int) -> int:
    """Where the line holding `position` ends (its line break, or the end of `text`)."""
    end = text.find("\n", position)
    return len(text) if end == -1 else end
