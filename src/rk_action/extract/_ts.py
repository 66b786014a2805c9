"""Shared tree-sitter plumbing for the language modules: parsers, node text, doc comments."""

from __future__ import annotations

import importlib
import re
from functools import cache
from typing import Any

import tree_sitter

from rk_action.extract._comments import clean_comment

Node = tree_sitter.Node


@cache
def parser(language: str) -> tree_sitter.Parser:
    """A parser for one grammar, built once per process from the official grammar wheel."""
    return tree_sitter.Parser(tree_sitter.Language(_grammar(language)))


# language -> (grammar wheel module, function returning the language pointer)
_GRAMMARS = {
    "python": ("tree_sitter_python", "language"),
    "javascript": ("tree_sitter_javascript", "language"),
    "typescript": ("tree_sitter_typescript", "language_typescript"),
    "tsx": ("tree_sitter_typescript", "language_tsx"),
    "go": ("tree_sitter_go", "language"),
    "rust": ("tree_sitter_rust", "language"),
    "java": ("tree_sitter_java", "language"),
    "c": ("tree_sitter_c", "language"),
    "cpp": ("tree_sitter_cpp", "language"),
    "ruby": ("tree_sitter_ruby", "language"),
    "php": ("tree_sitter_php", "language_php"),
}


def _grammar(language: str) -> Any:
    if language not in _GRAMMARS:
        raise ValueError(f"no tree-sitter grammar for {language!r}")
    module, function = _GRAMMARS[language]
    return getattr(importlib.import_module(module), function)()


class Source:
    """The text of one file with the byte/line bookkeeping tree-sitter needs."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.data = text.encode("utf-8", "surrogatepass")
        self.lines = text.split("\n")

    def parse(self, language: str) -> Node:
        return parser(language).parse(self.data).root_node

    def text_of(self, node: Node | None) -> str:
        if node is None:
            return ""
        return self.data[node.start_byte : node.end_byte].decode("utf-8", "replace")

    def line_span(self, first: int, last: int) -> str:
        """Lines `first`..`last` (1-based, inclusive) joined with newlines."""
        return "\n".join(self.lines[first - 1 : last])

    def uncommented(self, node: Node, start: int, end: int) -> str:
        """The text of bytes `start`..`end`, which lie in `node`, without its line comments
        (`// …`, PHP's `# …`): a header written a parameter a line, with a `// note` after one,
        read on one line as all comment from that note on (ajv's `addSchema(schema, // …`,
        Effect's banners). A `/* … */` ends where it is written: it stays."""
        data = self.data[start:end]
        if b"//" not in data and b"#" not in data:
            return data.decode("utf-8", "replace")
        spans: list[tuple[int, int]] = []
        stack = [node]
        while stack:
            one = stack.pop()
            if one.end_byte <= start or one.start_byte >= end:
                continue
            if "comment" in one.type:
                if self.data.startswith((b"//", b"#"), one.start_byte):
                    spans.append((max(one.start_byte, start), min(one.end_byte, end)))
            else:
                stack.extend(one.children)
        pieces, at = [], start
        for first, last in sorted(spans):
            pieces.append(self.data[at:first])
            at = last
        pieces.append(self.data[at:end])
        return b" ".join(pieces).decode("utf-8", "replace")


def first_line(node: Node) -> int:
    return node.start_point[0] + 1


def last_line(node: Node) -> int:
    """The node's last line (1-based); a node ending at column 0 ends on the line before."""
    row, column = node.end_point
    if column == 0 and row > node.start_point[0]:
        return row
    return row + 1


def leading_comments(node: Node, comment_types: tuple[str, ...] = ("comment",),
                     blank: int = 0) -> list[Node]:
    """The comment siblings directly above `node`, with no blank line between them (and, but
    for `blank` blank lines, none between them and `node`)."""
    found: list[Node] = []
    line = node.start_point[0] - blank
    sibling = node.prev_sibling
    while sibling is not None and sibling.type in comment_types:
        if sibling.end_point[0] < line - 1:
            break
        found.append(sibling)
        line = sibling.start_point[0]
        sibling = sibling.prev_sibling
    found.reverse()
    return found


def comment_text(source: Source, comments: list[Node]) -> str:
    """The cleaned doc text of consecutive comment nodes, joined in order."""
    return "\n".join(clean_comment(source.text_of(c)) for c in comments).strip()


def one_line(text: str) -> str:
    """Whitespace (newlines included) collapsed to single spaces; a line break just inside a
    bracket, and the trailing comma before a closing one, dropped: a parameter list written one
    a line reads `f(int a, int b)`, not `f( int a, int b, )`."""
    if "\n" in text:
        text = _CLOSE_BREAK.sub(r"\1", _OPEN_BREAK.sub(r"\1", text))
    return " ".join(text.split())


_OPEN_BREAK = re.compile(r"([(\[])[ \t\r]*\n\s*")
_CLOSE_BREAK = re.compile(r",?[ \t\r]*\n\s*([)\]])")


def trails_code(comment: Node) -> bool:
    """Does `comment` end a line of code (`x = 1  // note`)? Then it documents that line."""
    before = comment.prev_sibling
    return before is not None and before.end_point[0] == comment.start_point[0]


def own_comments(node: Node, comment_types: tuple[str, ...] = ("comment",),
                 blank: int = 0) -> list[Node]:
    """Like `leading_comments`, less a first comment that trails code on its line
    (`int x; // note` above a function documents `x`, not the function), and the comments
    below it that start in its column, which go on with it (zstd's
    `typedef ZSTD_CCtx ZSTD_CStream;  /**< … */` over a second line of it). The line break that
    ends `#if X` in C is a node too, ending where the next line starts: it trails nothing."""
    found = leading_comments(node, comment_types, blank)
    if found and trails_code(found[0]):
        before = found[0].prev_sibling
        if before is not None and before.end_point[1] > 0:
            column = found[0].start_point[1]
            found = found[1:]
            while found and found[0].start_point[1] == column:
                found = found[1:]
    return found


def doc_text(source: Source, comments: list[Node]) -> str:
    """Like `comment_text`, but a run of line comments (`//`, `#`) is cleaned as one block, so
    indentation inside it (an example under `@example`) survives the dedent."""
    parts: list[str] = []
    run: list[str] = []
    for comment in comments:
        raw = source.text_of(comment).strip()
        if raw.startswith(("/*", "=begin")):
            if run:
                parts.append(clean_comment("\n".join(run)))
                run = []
            parts.append(clean_comment(raw))
        else:
            run.append(raw)
    if run:
        parts.append(clean_comment("\n".join(run)))
    return "\n".join(parts).strip()
