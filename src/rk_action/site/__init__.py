"""The MkDocs Material site of a knowledge base (DESIGN §6): `build_site` is the entry point."""

from rk_action.site.build import SiteReport, build_site

__all__ = ["SiteReport", "build_site"]
