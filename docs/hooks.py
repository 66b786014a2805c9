"""MkDocs hook of the user guide (mkdocs.yml): the README's tables read as on GitHub.

GitHub splits a table row at every `|` not escaped, even inside a code span, so the README
writes `static\\|anthropic` in its tables; Python-Markdown never splits inside a code span and
shows the backslash. In a table cell's code, `\\|` is shown as `|`.
"""

from __future__ import annotations

import re
from typing import Any

_CELL = re.compile(r"<td[^>]*>.*?</td>", re.DOTALL)
_CODE = re.compile(r"<code>[^<]*</code>")


def on_page_content(html: str, **_: Any) -> str:
    """The page's HTML with `\\|` unescaped in the code of its table cells."""
    return _CELL.sub(lambda cell: _CODE.sub(
        lambda code: code.group(0).replace("\\|", "|"), cell.group(0)), html)
