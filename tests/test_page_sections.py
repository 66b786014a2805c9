"""A page's `### ` sections as the search and the site read them (`page_sections`), whatever
template wrote the page: headings and fence-like lines inside fenced code do not count, a fence
closes only on a line of its own characters, and a page that ends inside a fence says so."""

from __future__ import annotations

from dataclasses import replace

from rk_action.model import Entity
from rk_action.page_sections import (
    NOTHING_KNOWN,
    READ_FROM_NAME,
    body_sections,
    doc_sections,
    without_field_lists,
    without_notes,
)
from rk_action.summarize.static import summarize

FRONT = "---\nsymbol: f\n---\n\n## f\n"


def test_sections_by_heading_with_code_kept_whole() -> None:
    page = FRONT + (
        "\n### What It Does\nParses it.\n\n### Code\n````python\ndef f():\n"
        "    '''\n### Not a heading\n```\n~~~\n    ```` x\n    '''\n````\n\n### Notes\n- one\n"
    )
    assert body_sections(page) == ({
        "What It Does": "Parses it.",
        "Code": "````python\ndef f():\n    '''\n### Not a heading\n```\n~~~\n    ```` x\n"
                "    '''\n````",
        "Notes": "- one",
    }, True)


def test_a_fence_closes_on_its_own_characters_only() -> None:
    page = FRONT + "### A\n  ~~~\nx ~~~\n~~~`\n### B\n   ~~~~~ \n### C\nc"
    # `x ~~~` does not start with the fence, `~~~`` ` closes (fence characters only); the
    # indented `~~~~~ ` (a space after) opens a fence that nothing closes
    assert body_sections(page) == ({"A": "  ~~~\nx ~~~\n~~~`", "B": "   ~~~~~ \n### C\nc"},
                                   False)


def test_repeated_and_empty_sections() -> None:
    page = FRONT + "### A\na1\n### B\n### A\n\na2\n### C"
    assert doc_sections(page) == {"A": "a1\n\na2", "B": "", "C": ""}


def test_a_page_without_frontmatter_has_no_sections() -> None:
    assert body_sections("## f\n### A\na\n") == ({}, False)


def test_the_search_reads_a_what_it_does_without_its_field_lists() -> None:
    """A type's fields and variants are listed for the reader, not indexed: its doc and its
    members list stay."""
    text = ("Options to control a database.\n\nFields:\n\n- `sync` — If true, flush\n"
            "- `env` — Use the environment\n\nMembers:\n\n- `Options()` — Create Options")
    kept = without_field_lists(text)
    assert "flush" not in kept and "environment" not in kept
    assert kept.startswith("Options to control a database.")
    assert kept.endswith("Members:\n\n- `Options()` — Create Options")
    assert without_field_lists("Variants:\n\n- `Custom` — Use a custom function") == ""
    assert without_field_lists("Fields: none of them\n\nis a list") == (
        "Fields: none of them\n\nis a list")


def test_the_search_reads_what_the_code_shows_not_what_the_page_says_of_itself() -> None:
    """An undocumented function's page opens with its made one-liner (what its index line
    says) and a note on where it came from, then what its code shows: the search indexes
    the latter only (the one-liner is its description already; "derived", "summary" and
    "comment" were words of every undocumented page)."""
    code = "def reset(self, size):\n    self.size = size\n    return self"
    reset = Entity(name="reset", symbol="Buffer.reset", kind="method", language="python",
                   source="buf.py", start_line=1, end_line=3, code=code, doc="",
                   signature="def reset(self, size)", parent="Buffer")
    what = summarize(reset).what_it_does
    assert what == (f"Reset the `Buffer`.\n\n{READ_FROM_NAME}\n\n"
                    "Returns `self`. It sets `self.size`.")
    assert without_notes(what) == "Returns `self`. It sets `self.size`."
    assert without_notes(f"Get the path.\n\n{READ_FROM_NAME}") == ""
    tagged = summarize(replace(reset, doc="@return self"))  # a doc of tags alone
    assert without_notes(tagged.what_it_does) == "Returns `self`. It sets `self.size`."
    assert without_notes(NOTHING_KNOWN) == ""
    assert without_notes(f"{NOTHING_KNOWN}\n\nAlso called `unescape`.") == (
        "Also called `unescape`.")  # what the code says of it stays
    assert without_notes("Reset it.\n\nReturns `self`.") == "Reset it.\n\nReturns `self`."
