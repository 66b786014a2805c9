"""Shared tree-sitter plumbing for the language modules: parsers, node text, doc comments."""

from __future__ import annotations

import re
import textwrap
from functools import cache
from typing import Any

import tree_sitter

Node = tree_sitter.Node


@cache
def parser(language: str) -> tree_sitter.Parser:
    """A parser for one grammar, built once per process from the official grammar wheel."""
    return tree_sitter.Parser(tree_sitter.Language(_grammar(language)))


def _grammar(language: str) -> Any:
    if language == "python":
        import tree_sitter_python as grammar

        return grammar.language()
    if language == "javascript":
        import tree_sitter_javascript as grammar

        return grammar.language()
    if language in ("typescript", "tsx"):
        import tree_sitter_typescript as ts_grammar

        if language == "tsx":
            return ts_grammar.language_tsx()
        return ts_grammar.language_typescript()
    if language == "go":
        import tree_sitter_go as grammar

        return grammar.language()
    if language == "rust":
        import tree_sitter_rust as grammar

        return grammar.language()
    if language == "java":
        import tree_sitter_java as grammar

        return grammar.language()
    if language == "c":
        import tree_sitter_c as grammar

        return grammar.language()
    if language == "cpp":
        import tree_sitter_cpp as grammar

        return grammar.language()
    if language == "ruby":
        import tree_sitter_ruby as grammar

        return grammar.language()
    if language == "php":
        import tree_sitter_php as php_grammar

        return php_grammar.language_php()
    raise ValueError(f"no tree-sitter grammar for {language!r}")


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


def first_line(node: Node) -> int:
    return node.start_point[0] + 1


def last_line(node: Node) -> int:
    """The node's last line (1-based); a node ending at column 0 ends on the line before."""
    row, column = node.end_point
    if column == 0 and row > node.start_point[0]:
        return row
    return row + 1


def leading_comments(node: Node, comment_types: tuple[str, ...] = ("comment",)) -> list[Node]:
    """The comment siblings directly above `node`, with no blank line between them and it."""
    found: list[Node] = []
    line = node.start_point[0]
    sibling = node.prev_sibling
    while sibling is not None and sibling.type in comment_types:
        if sibling.end_point[0] < line - 1:
            break
        found.append(sibling)
        line = sibling.start_point[0]
        sibling = sibling.prev_sibling
    found.reverse()
    return found


_BLOCK_OPEN = re.compile(r"^/\*+!?")
_BLOCK_CLOSE = re.compile(r"\*+/$")
_LINE_MARK = re.compile(r"^\s*(///?!?|#+|--)\s?")
_BLOCK_STAR = re.compile(r"^\s*\*(?!/) ?")


def clean_comment(raw: str) -> str:
    """Comment text without `//`, `///`, `#`, `/* */`, `/** */` markers or leading stars."""
    raw = raw.strip()
    if raw.startswith("/*"):
        body = _BLOCK_CLOSE.sub("", _BLOCK_OPEN.sub("", raw))
        lines = body.split("\n")
        if all(_BLOCK_STAR.match(line) or not line.strip() for line in lines[1:]):
            lines = [lines[0]] + [_BLOCK_STAR.sub("", line, count=1) for line in lines[1:]]
        text = lines[0].strip() + "\n" + textwrap.dedent("\n".join(lines[1:]))
    elif raw.startswith("=begin"):
        text = "\n".join(raw.split("\n")[1:-1])
    else:
        text = "\n".join(_LINE_MARK.sub("", line, count=1) for line in raw.split("\n"))
    return textwrap.dedent(text).strip()


def comment_text(source: Source, comments: list[Node]) -> str:
    """The cleaned doc text of consecutive comment nodes, joined in order."""
    return "\n".join(clean_comment(source.text_of(c)) for c in comments).strip()


def one_line(text: str) -> str:
    """Whitespace (newlines included) collapsed to single spaces."""
    return " ".join(text.split())
