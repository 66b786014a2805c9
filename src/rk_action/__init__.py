"""rk-action: a repository knowledge base that keeps itself current."""

__version__ = "0.1.0"
