"""GitHub's pipe tables, for `markup.document`: a header row, a delimiter row (`|:--|--:|`),
then body rows up to a blank line or another block. Each cell's text is made HTML by the
caller (`markup.inline`, which escapes it); the tags and the alignment are ours."""

from __future__ import annotations

import re
from collections.abc import Callable

_DELIMITER = re.compile(r":?-+:?")
_ALIGNMENTS = {(True, True): "center", (False, True): "right", (True, False): "left"}


def starts(lines: list[str], i: int) -> bool:
    """True when a table starts at `lines[i]`: a row, then a delimiter row as wide."""
    return ("|" in lines[i] and i + 1 < len(lines)
            and len(_alignments(lines[i + 1])) == len(_cells(lines[i])))


def render(lines: list[str], i: int, cell_html: Callable[[str], str],
           ends_before: Callable[[str], bool]) -> tuple[str, int]:
    """The table starting at `lines[i]` as HTML, and the index of the line after it; a line
    for which `ends_before` is true (another block) ends it."""
    alignments = _alignments(lines[i + 1])
    styles = [f' style="text-align: {align};"' if align else "" for align in alignments]

    def row(tag: str, line: str) -> str:
        cells = (_cells(line) + [""] * len(styles))[:len(styles)]
        return "<tr>" + "".join(f"<{tag}{style}>{cell_html(cell)}</{tag}>"
                                for cell, style in zip(cells, styles, strict=True)) + "</tr>"

    head = row("th", lines[i])
    i += 2
    body = []
    while i < len(lines) and lines[i].strip() and not ends_before(lines[i]):
        body.append(row("td", lines[i]))
        i += 1
    return f"<table><thead>{head}</thead><tbody>{''.join(body)}</tbody></table>", i


def _cells(line: str) -> list[str]:
    """The cells of a row; `\\|` is a `|` inside a cell (in code spans too, as on GitHub)."""
    line = line.strip()
    line = line[1:] if line.startswith("|") else line
    line = line[:-1] if line.endswith("|") and not line.endswith("\\|") else line
    return [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", line)]


def _alignments(line: str) -> list[str]:
    """Each column's alignment from a delimiter row ("" for none); [] when `line` is not one."""
    if "-" not in line or "|" not in line:
        return []
    cells = _cells(line)
    if not all(_DELIMITER.fullmatch(cell) for cell in cells):
        return []
    return [_ALIGNMENTS.get((cell.startswith(":"), cell.endswith(":")), "") for cell in cells]
