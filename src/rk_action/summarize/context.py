"""Cheap context for the model: which pages of the same file an entity calls, and which call it.

Only names found in the file are considered (no imports are followed): a call is the name of
another function or method of the file followed by `(`. That costs one regex pass per entity
and tells the model how a function is used, which is what a docstring most often leaves out.
"""

from __future__ import annotations

import re

from rk_action.model import Entity

MAX_LINKS = 3
"""Callers and callees shown per entity (each one line)."""
MAX_LINE = 160


def call_context(units: list[tuple[Entity, tuple[Entity, ...], bool]]) -> list[str]:
    """For each planned page of ONE file, a few lines naming its callees and callers."""
    callables = [u[0] for u in units if u[0].kind != "class"]
    names = {e.name: e for e in callables if e.name.isidentifier() and len(e.name) > 2}
    if not names:
        return [""] * len(units)
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(names))) + r")\s*\(")
    calls: dict[int, list[str]] = {}
    for position, (entity, _members, _overview) in enumerate(units):
        body = entity.code.split("\n", 1)[-1] if entity.kind != "class" else entity.code
        found = dict.fromkeys(m.group(1) for m in pattern.finditer(body))
        calls[position] = [name for name in found if name != entity.name]
    lines = []
    for position, (entity, _members, _overview) in enumerate(units):
        out = []
        for name in calls[position][:MAX_LINKS]:
            callee = names[name]
            out.append(f"calls {callee.symbol}: {_clip(callee.signature or callee.name)}")
        callers = [units[p][0] for p in calls if entity.name in calls[p] and p != position]
        for caller in callers[:MAX_LINKS]:
            out.append(f"called by {caller.symbol}: {_clip(_call_line(caller, entity.name))}")
        lines.append("\n".join(out))
    return lines


def _call_line(caller: Entity, name: str) -> str:
    """The first line of `caller` that calls `name`."""
    call = re.compile(rf"\b{re.escape(name)}\s*\(")
    for line in caller.code.split("\n")[1:]:
        if call.search(line):
            return line.strip()
    return caller.signature


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_LINE else text[: MAX_LINE - 1] + "…"
