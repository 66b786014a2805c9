"""The safe Markdown subset of site pages: what it renders, and that nothing else gets through."""

from __future__ import annotations

import time
from html.parser import HTMLParser

from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.site.markup import code_block, inline, prose

ALLOWED = {"p", "ul", "ol", "li", "code", "pre", "strong", "em", "a"}


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))


def tags_of(html: str) -> list[tuple[str, list[tuple[str, str | None]]]]:
    parser = _Tags()
    parser.feed(html)
    parser.close()
    return parser.tags


def assert_safe(html: str) -> None:
    for tag, attrs in tags_of(html):
        assert tag in ALLOWED, html
        for name, value in attrs:
            if tag == "a":
                assert name == "href" and value is not None, html
                assert value.startswith(("http://", "https://")), html
            else:
                assert (tag, name) in {("code", "class"), ("pre", "class")}, html


def test_paragraphs_lists_and_inline_markup() -> None:
    text = ("Reads **all** the *lines* of `path`.\nSee [the spec](https://example.com/a?b=1&c=2)."
            "\n\n- `size` (`int`) — bytes\n  to read\n- `mode` — `\"r\"` or `\"rb\"`\n\n"
            "1. first\n2. second\n   - nested\n\nTail.")
    assert prose(text) == (
        "<p>Reads <strong>all</strong> the <em>lines</em> of <code>path</code>. "
        'See <a href="https://example.com/a?b=1&amp;c=2">the spec</a>.</p>'
        "<ul><li><code>size</code> (<code>int</code>) — bytes to read</li>"
        "<li><code>mode</code> — <code>&quot;r&quot;</code> or <code>&quot;rb&quot;</code></li>"
        "</ul><ol><li>first</li><li>second<ul><li>nested</li></ul></li></ol><p>Tail.</p>"
    )


def test_fenced_code_and_code_spans_keep_their_text() -> None:
    text = "Example:\n\n```python\nif a < b and c > d:\n    print('<b>')\n```\n\nUse ``a`b``."
    assert prose(text) == (
        "<p>Example:</p>"
        '<pre class="highlight"><code class="language-python">if a &lt; b and c &gt; d:\n'
        "    print(&#x27;&lt;b&gt;&#x27;)</code></pre><p>Use <code>a`b</code>.</p>"
    )
    assert code_block("x = '<script>'", 'py" onload="x') == (
        '<pre class="highlight"><code class="language-pyonloadx">x = &#x27;&lt;script&gt;'
        "&#x27;</code></pre>")


def test_hostile_text_stays_text() -> None:
    hostile = ('<script>alert(1)</script> <img src=x onerror=alert(2)> '
               '[x](javascript:alert(3)) [y](data:text/html,hi) <a href="javascript:1">z</a> '
               '&lt;b&gt; \\*not em\\* snake_case_name 2*3*4')
    html = inline(hostile)
    assert_safe(html)
    assert html == (
        "&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; "
        "[x](javascript:alert(3)) [y](data:text/html,hi) "
        "&lt;a href=&quot;javascript:1&quot;&gt;z&lt;/a&gt; &amp;lt;b&amp;gt; *not em* "
        "snake_case_name 2*3*4"
    )


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab <>&\"'`*_-[]()#:/\\\n1.ptjs=")), max_size=80))
def test_any_text_yields_only_allowed_markup(text: str) -> None:
    assert_safe(prose(text))
    assert_safe(inline(text))


def test_markers_that_never_close_and_deep_nesting_stay_cheap() -> None:
    """Hostile prose (a docstring, a README) cannot stall a build: text opening thousands of
    markers that never close is read in linear time, and lists nested hundreds deep do not
    exhaust the recursion (the deepest levels are read as text)."""
    started = time.perf_counter()
    for text in ("*a " * 20000, "_a " * 20000, "**a " * 20000,
                 "".join("`" * width + "a" for width in range(1, 1400))):
        assert_safe(prose(text))
    assert time.perf_counter() - started < 3
    nested = prose("".join(" " * (2 * depth) + f"- item {depth}\n" for depth in range(600)))
    assert_safe(nested)
    assert "item 599" in nested and nested.count("<li>") > 20
