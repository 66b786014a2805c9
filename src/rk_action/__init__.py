"""rk-action: a repository knowledge base that keeps itself current."""

__version__ = "0.4.3"

GENERATOR = f"rk-action {__version__}"
"""What `_meta.md` records as `generator`; `update` rebuilds a knowledge base another wrote."""
