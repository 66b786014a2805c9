"""The MkDocs Material site of a knowledge base (DESIGN §6): `build_site` is the entry point.

`build_site` is imported on first use: `create` and `update` read folder texts through
`rk_action.site.readme` and need none of the site's builder (nor MkDocs)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rk_action.site.build import SiteReport, build_site

__all__ = ["SiteReport", "build_site"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from rk_action.site import build

        return getattr(build, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
