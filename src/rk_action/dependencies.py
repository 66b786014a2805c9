"""Folder dependency diagrams (issue 16): which of a folder's sub-folders and files use which,
from the reference graph, as the Mermaid block its overview shows under `## Dependencies`.

An edge of the graph (a page calls, constructs, inherits from or uses another page) joins two
source files (`_refs/edges.json` holds those pairs); it shows in one folder's diagram only, the
deepest folder holding both, between the two children of that folder the files lie in (a file
of the folder itself, or the sub-folder holding it, `name/`). Files of one child never show an
edge there: no self-edges. A diagram
holds at most `MAX_NODES` children (those with the most edges) and says how many it leaves out.

Names come from the repository, so labels keep only plain characters: every other one is a
Mermaid entity code (`"` → `#quot;`, `<` → `#60;`), which no label can break out of and
which `read` turns back into the name (the site draws the diagram itself, `site/diagram.py`).

Pure: graph in, text out.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from rk_action.refgraph import FileRecord, file_edges

MAX_NODES = 40
HEADING = "## Dependencies"
LEGEND = "An arrow goes from a part to the parts it calls, constructs or inherits from."
_PLAIN = re.compile(r"[A-Za-z0-9 ._/-]")
_NODE = re.compile(r"  n(\d{1,4})\[\"([^\"]*)\"\]")
_EDGE = re.compile(r"  n(\d{1,4}) --> n(\d{1,4})")
_MORE = re.compile(r"(\d{1,9}) more not shown\.")
_CODE = re.compile(r"#(quot|\d{1,7});")

Edge = tuple[str, str]
"""(user, used): children of one folder, a sub-folder written `name/`."""


@dataclass(frozen=True, slots=True)
class Diagram:
    """A diagram as its Mermaid block says it: node names (sub-folders end in `/`), edges
    between their positions, and how many nodes were left out."""

    names: tuple[str, ...]
    edges: tuple[tuple[int, int], ...]
    hidden: int = 0


def folder_edges(pairs: Iterable[tuple[str, str]]) -> dict[str, frozenset[Edge]]:
    """folder → the edges between its children, for every folder that has any, from the
    (user file, used file) pairs of the graph (`_refs/edges.json`)."""
    found: dict[str, set[Edge]] = {}
    for user, used in pairs:
        if user == used:
            continue
        folder, a, b = _children(user, used)
        if a != b:
            found.setdefault(folder, set()).add((a, b))
    return {folder: frozenset(edges) for folder, edges in found.items()}


def file_pairs(records: Iterable[FileRecord]) -> set[tuple[str, str]]:
    """The (user file, used file) pairs of a graph's file records."""
    return {pair for record in records for pair in file_edges(record)}


def _children(one: str, other: str) -> tuple[str, str, str]:
    """The deepest folder holding the files `one` and `other`, and the child of it each lies
    in."""
    a, b = one.split("/"), other.split("/")
    depth = 0
    while depth < len(a) - 1 and depth < len(b) - 1 and a[depth] == b[depth]:
        depth += 1
    return ("/".join(a[:depth]), a[depth] + "/" * (depth < len(a) - 1),
            b[depth] + "/" * (depth < len(b) - 1))


def changed(old: dict[str, frozenset[Edge]], new: dict[str, frozenset[Edge]]) -> list[str]:
    """The folders whose diagrams differ."""
    return sorted(f for f in old.keys() | new.keys() if old.get(f) != new.get(f))


def diagram(edges: Iterable[Edge]) -> Diagram:
    """The diagram of a folder's edges: its children by name, capped at `MAX_NODES` (the
    children with the most edges, then by name), edges in node order."""
    edges = set(edges)
    degree: Counter[str] = Counter()
    for a, b in edges:
        degree[a] += 1
        degree[b] += 1
    kept = sorted(sorted(degree, key=lambda name: (-degree[name], name))[:MAX_NODES])
    number = {name: n for n, name in enumerate(kept)}
    shown = sorted((number[a], number[b]) for a, b in edges if a in number and b in number)
    return Diagram(tuple(kept), tuple(shown), len(degree) - len(kept))


def markdown(edges: Iterable[Edge]) -> str:
    """What the overview's `## Dependencies` section holds for these edges ("" for none): a
    legend line and the Mermaid block, and how many children it leaves out."""
    found = diagram(edges)
    if not found.edges:
        return ""
    lines = [LEGEND, "", "```mermaid", "flowchart LR"]
    lines += [f'  n{n}["{label(name)}"]' for n, name in enumerate(found.names, 1)]
    lines += [f"  n{a + 1} --> n{b + 1}" for a, b in found.edges]
    lines.append("```")
    if found.hidden:
        lines += ["", f"{found.hidden} more not shown."]
    return "\n".join(lines)


def label(name: str) -> str:
    """A name as a quoted Mermaid label: plain characters kept, `"` as `#quot;`, every other
    character as its decimal entity code."""
    return "".join(char if _PLAIN.fullmatch(char) else
                   "#quot;" if char == '"' else f"#{ord(char)};" for char in name)


def unlabel(text: str) -> str:
    """The inverse of `label` (an entity code that is no character stays as it is)."""
    def one(match: re.Match[str]) -> str:
        code = match.group(1)
        if code == "quot":
            return '"'
        return chr(int(code)) if int(code) <= 0x10FFFF else match.group()

    return _CODE.sub(one, text)


def read(section: str) -> Diagram | None:
    """The diagram a `## Dependencies` section's text shows (as `markdown` writes it: node
    lines, then edge lines; edges to unknown nodes are left out); None when it shows none.
    The text may have been edited by anyone: at most `MAX_NODES` nodes are read."""
    ids: dict[str, int] = {}
    names: list[str] = []
    edges: set[tuple[int, int]] = set()
    hidden = 0
    for line in section.split("\n"):
        if (node := _NODE.fullmatch(line)) is not None:
            if node.group(1) not in ids and len(names) < MAX_NODES:
                ids[node.group(1)] = len(names)
                names.append(unlabel(node.group(2)))
        elif (edge := _EDGE.fullmatch(line)) is not None:
            a, b = ids.get(edge.group(1)), ids.get(edge.group(2))
            if a is not None and b is not None and a != b:
                edges.add((a, b))
        elif (more := _MORE.fullmatch(line)) is not None:
            hidden = int(more.group(1))
    if not edges:
        return None
    return Diagram(tuple(names), tuple(sorted(edges)), hidden)


def section(page: str) -> str:
    """The text of an overview page's `## Dependencies` section ("" when it has none), read
    leniently (up to the next `## ` heading)."""
    lines = page.split("\n")
    try:
        start = lines.index(HEADING) + 1
    except ValueError:
        return ""
    end = next((n for n in range(start, len(lines)) if lines[n].startswith("## ")), len(lines))
    return "\n".join(lines[start:end])
