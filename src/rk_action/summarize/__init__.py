"""Summarizers: an entity in, a `Summary` out.

`static` needs nothing but the code: doc comments (every common convention, parsed by
`docstrings`), signatures, names and a light scan of the body.
"""

from rk_action.summarize.static import describe, summarize

__all__ = ["describe", "summarize"]
