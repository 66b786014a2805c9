"""MkDocs hooks of the generated `mkdocs.yml` (loaded by MkDocs from this file's path).

Every page reaches MkDocs as a stub whose frontmatter names the HTML rendered ahead for it and
its table of contents (`pages.py`): the HTML replaces what MkDocs made of the stub (nothing:
it holds no Markdown), and the table of contents, whose entries are escaped already, replaces
MkDocs' own, which would be empty.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mkdocs.structure.toc import get_toc


def on_page_content(html: str, page: Any, **_: Any) -> str:
    """The page's HTML rendered ahead, and its table of contents, when it has them."""
    rendered = page.meta.get("rk_html")
    if not isinstance(rendered, str):
        return html
    toc = page.meta.get("rk_toc")
    if isinstance(toc, str):
        page.toc = get_toc(json.loads(Path(toc).read_text(encoding="utf-8")))
    return Path(rendered).read_text(encoding="utf-8")
