"""MkDocs hooks of the generated `mkdocs.yml` (loaded by MkDocs from this file's path).

A source file's page reaches MkDocs as a stub whose frontmatter names the HTML rendered ahead
for it (`prerender.py`); that HTML replaces what MkDocs made of the stub.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


def on_page_content(html: str, page: Any, **_: Any) -> str:
    """The page's HTML rendered ahead, when it has some."""
    rendered = page.meta.get("rk_html")
    if not isinstance(rendered, str):
        return html
    return Path(rendered).read_text(encoding="utf-8")
