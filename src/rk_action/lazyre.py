"""Regular expressions compiled on first use.

A command imports the summarizer and renderer even to document one function; compiling their
hundreds of patterns up front would cost a one-file `update` a tenth of its time. A lazy
pattern compiles on its first use and then binds the compiled pattern's methods onto itself,
so later calls cost what a plain `re.Pattern` call costs.
"""

from __future__ import annotations

import re
from typing import Any, cast

_BOUND = ("match", "search", "fullmatch", "sub", "subn", "split", "findall", "finditer",
          "pattern", "flags", "groups", "groupindex")


class _LazyPattern:
    def __init__(self, pattern: str, flags: int) -> None:
        self._source = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        compiled = re.compile(*self._source)
        for attribute in _BOUND:
            setattr(self, attribute, getattr(compiled, attribute))
        return getattr(compiled, name)


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, done when the pattern is first used."""
    return cast("re.Pattern[str]", _LazyPattern(pattern, flags))
