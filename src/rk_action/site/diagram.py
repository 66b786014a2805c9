"""A folder's dependency diagram drawn as inline SVG at build time (no script, no CDN).

The overview's Mermaid block (`rk_action.dependencies`) is laid out in layers, left to right:
cycles are broken by turning the back edges of a depth-first search around, each node goes
to the layer after the longest path into it, an edge over several layers passes through a
point in each layer between, and the order within each layer comes from barycenter sweeps
(the order with the fewest crossings is kept). Edges are polylines with an arrowhead; boxes
hold the names (cut at `MAX_LABEL` characters, in full in their tooltip) and link to the
child's page. Colours are `currentColor` and Material's CSS variables (`site.css`), so both
colour schemes work. Every name is escaped as XML text. Pure and deterministic: the same
diagram always gives the same bytes.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field

from markupsafe import escape

from rk_action.dependencies import Diagram

MAX_LABEL = 40
CHAR_WIDTH = 7.2
"""Width of a character at the labels' size (12px monospace)."""
BOX_HEIGHT = 28
PADDING = 10
GAP_X = 56
GAP_Y = 14
DUMMY_HEIGHT = 2
DUMMY_GAP = 4
MARGIN = 4
SWEEPS = 12
ARROW = 8.0


@dataclass(slots=True)
class _Layout:
    """Nodes (real ones first, then the points long edges pass through), their layers and
    orders, and the edges of the acyclic graph as chains of nodes."""

    real: int
    layer: list[int] = field(default_factory=list)
    chains: list[tuple[list[int], bool]] = field(default_factory=list)
    """Per edge: the nodes it passes through from its layer-wise start, and whether it was
    turned around (its arrow points at the chain's start)."""
    layers: list[list[int]] = field(default_factory=list)


def render(diagram: Diagram, urls: Sequence[str | None], title: str) -> str:
    """The SVG of `diagram`: node `i` links to `urls[i]` (relative, as the page links; None
    for no link); `title` names the diagram for a screen reader."""
    names = diagram.names
    laid = _layout(len(names), diagram.edges)
    widths = [_box_width(name) for name in names] + [0.0] * (len(laid.layer) - len(names))
    heights = [BOX_HEIGHT] * len(names) + [DUMMY_HEIGHT] * (len(laid.layer) - len(names))
    column_width = [max((widths[v] for v in nodes), default=0.0) for nodes in laid.layers]
    for v in range(len(names), len(laid.layer)):  # an edge crosses a column level
        widths[v] = column_width[laid.layer[v]]
    column_x, x = [], float(MARGIN)
    for width in column_width:
        column_x.append(x)
        x += width + GAP_X
    total_w = x - GAP_X + MARGIN
    real = len(names)

    def gaps(nodes: list[int]) -> list[float]:
        """The space above each node of a column: edges passing by lie close together."""
        return [0.0] + [DUMMY_GAP if a >= real and b >= real else GAP_Y
                        for a, b in itertools.pairwise(nodes)]

    column_h = [sum(heights[v] for v in nodes) + sum(gaps(nodes)) for nodes in laid.layers]
    total_h = max(column_h, default=0) + 2 * MARGIN
    center_y: list[float] = [0.0] * len(laid.layer)
    for nodes, height in zip(laid.layers, column_h, strict=True):
        y = MARGIN + (total_h - 2 * MARGIN - height) / 2
        for v, gap in zip(nodes, gaps(nodes), strict=True):
            y += gap
            center_y[v] = y + heights[v] / 2
            y += heights[v]
    left = [column_x[laid.layer[v]] + (column_width[laid.layer[v]] - widths[v]) / 2
            for v in range(len(laid.layer))]
    right = [left[v] + widths[v] for v in range(len(laid.layer))]
    ports = _ports(laid, center_y)

    out = [f'<svg class="rk-deps" xmlns="http://www.w3.org/2000/svg" '
           f'width="{_n(total_w)}" height="{_n(total_h)}" '
           f'viewBox="0 0 {_n(total_w)} {_n(total_h)}" aria-label="{escape(title)}">',
           '<g class="rk-deps__edges" fill="none" stroke="currentColor" stroke-width="1.2">']
    for number, (chain, turned) in enumerate(laid.chains):
        start, end = chain[0], chain[-1]
        points = [(right[start], ports[number][0])]
        for v in chain[1:-1]:
            points += [(left[v], center_y[v]), (right[v], center_y[v])]
        points.append((left[end], ports[number][1]))
        if turned:
            points.reverse()
        out.append(f'<polyline points="{_points(points)}"/>')
        out.append(f'<polygon fill="currentColor" stroke="none" '
                   f'points="{_points(_arrow(points[-2], points[-1]))}"/>')
    out.append("</g>")
    out.append('<g class="rk-deps__nodes">')
    for v, name in enumerate(names):
        shown = name if len(name) <= MAX_LABEL else name[:MAX_LABEL - 1] + "…"
        box = (f'<title>{escape(name)}</title>'
               f'<rect x="{_n(left[v])}" y="{_n(center_y[v] - BOX_HEIGHT / 2)}" '
               f'width="{_n(widths[v])}" height="{BOX_HEIGHT}" rx="4" fill="transparent" '
               f'stroke="currentColor"/>'
               f'<text x="{_n(left[v] + widths[v] / 2)}" y="{_n(center_y[v])}" '
               f'text-anchor="middle" dominant-baseline="central" fill="currentColor" '
               f'font-family="monospace" font-size="12">{escape(shown)}</text>')
        url = urls[v] if v < len(urls) else None
        out.append(f'<a class="rk-deps__node" href="{escape(url)}">{box}</a>' if url
                   else f'<g class="rk-deps__node">{box}</g>')
    out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _box_width(name: str) -> float:
    return min(len(name), MAX_LABEL) * CHAR_WIDTH + 2 * PADDING


def _layout(count: int, edges: Sequence[tuple[int, int]]) -> _Layout:
    """Layers and orders of `count` nodes joined by `edges` (pairs of positions)."""
    laid = _Layout(count)
    unique = sorted({(a, b) for a, b in edges if a != b and 0 <= a < count and 0 <= b < count})
    back = _back_edges(count, unique)
    dag = [((b, a), True) if (a, b) in back else ((a, b), False) for a, b in unique]
    laid.layer = _longest_path([edge for edge, _turned in dag], count)
    for (a, b), turned in dag:
        chain = [a]
        for layer in range(laid.layer[a] + 1, laid.layer[b]):
            laid.layer.append(layer)
            chain.append(len(laid.layer) - 1)
        chain.append(b)
        laid.chains.append((chain, turned))
    depth = max(laid.layer, default=-1) + 1
    laid.layers = [[] for _ in range(depth)]
    for v, layer in enumerate(laid.layer):
        laid.layers[layer].append(v)
    _order(laid)
    return laid


def _back_edges(count: int, edges: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """The edges a depth-first search (from each node in order, successors in order) finds
    going back to a node on its path: turning them around leaves no cycle."""
    successors: list[list[int]] = [[] for _ in range(count)]
    for a, b in edges:
        successors[a].append(b)
    state = [0] * count  # 0 unseen, 1 on the path, 2 done
    back: set[tuple[int, int]] = set()
    for root in range(count):
        if state[root]:
            continue
        state[root] = 1
        stack = [(root, iter(successors[root]))]
        while stack:
            node, rest = stack[-1]
            following = next(rest, None)
            if following is None:
                state[node] = 2
                stack.pop()
            elif state[following] == 1:
                back.add((node, following))
            elif state[following] == 0:
                state[following] = 1
                stack.append((following, iter(successors[following])))
    return back


def _longest_path(edges: list[tuple[int, int]], count: int) -> list[int]:
    """Each node's layer: one more than its predecessors' (the longest path into it); a node
    without predecessors just before its nearest successor."""
    successors: list[list[int]] = [[] for _ in range(count)]
    waiting = [0] * count
    for a, b in edges:
        successors[a].append(b)
        waiting[b] += 1
    layer = [0] * count
    ready = [v for v in range(count) if not waiting[v]]
    while ready:
        node = ready.pop()
        for following in successors[node]:
            layer[following] = max(layer[following], layer[node] + 1)
            waiting[following] -= 1
            if not waiting[following]:
                ready.append(following)
    has_predecessor = {b for _a, b in edges}
    for v in range(count):  # a node nothing points to sits just before its first successor
        if v not in has_predecessor and successors[v]:
            layer[v] = min(layer[following] for following in successors[v]) - 1
    return layer


def _neighbours(laid: _Layout) -> tuple[list[list[int]], list[list[int]]]:
    """Each node's neighbours in the layer before and in the layer after."""
    before: list[list[int]] = [[] for _ in laid.layer]
    after: list[list[int]] = [[] for _ in laid.layer]
    for chain, _turned in laid.chains:
        for a, b in itertools.pairwise(chain):
            after[a].append(b)
            before[b].append(a)
    return before, after


def _order(laid: _Layout) -> None:
    """Barycenter sweeps down and up the layers; the order with the fewest crossings stays."""
    before, after = _neighbours(laid)
    position = [0] * len(laid.layer)

    def place() -> None:
        for nodes in laid.layers:
            for index, v in enumerate(nodes):
                position[v] = index

    place()
    best, fewest = [list(nodes) for nodes in laid.layers], _crossings(laid, after, position)
    for sweep in range(SWEEPS):
        down = sweep % 2 == 0
        order = range(1, len(laid.layers)) if down else range(len(laid.layers) - 2, -1, -1)
        for layer in order:
            nodes = laid.layers[layer]
            nodes.sort(key=lambda v: (_barycenter(before[v] if down else after[v], position,
                                                  position[v]), position[v]))
            for index, v in enumerate(nodes):
                position[v] = index
        found = _crossings(laid, after, position)
        if found < fewest:
            best, fewest = [list(nodes) for nodes in laid.layers], found
    laid.layers = best


def _barycenter(neighbours: list[int], position: list[int], own: int) -> float:
    if not neighbours:
        return float(own)
    return sum(position[v] for v in neighbours) / len(neighbours)


def _crossings(laid: _Layout, after: list[list[int]], position: list[int]) -> int:
    """Edge crossings between each pair of neighbouring layers (inversions counted with a
    Fenwick tree)."""
    total = 0
    for nodes in laid.layers:
        pairs = sorted((position[a], position[b]) for a in nodes for b in after[a])
        size = max((b for _a, b in pairs), default=0) + 2
        tree = [0] * size
        for seen, (_a, b) in enumerate(pairs):
            index, at_most = b + 1, 0
            while index > 0:
                at_most += tree[index]
                index -= index & -index
            total += seen - at_most
            index = b + 1
            while index < size:
                tree[index] += 1
                index += index & -index
    return total


def _ports(laid: _Layout, center_y: list[float]) -> list[tuple[float, float]]:
    """Where each edge leaves its chain's first node and enters its last: spread over the
    box's side in the order of where they go, so two edges between the same boxes part."""
    leaving: dict[int, list[int]] = {}
    entering: dict[int, list[int]] = {}
    for number, (chain, _turned) in enumerate(laid.chains):
        leaving.setdefault(chain[0], []).append(number)
        entering.setdefault(chain[-1], []).append(number)
    ports = [[0.0, 0.0] for _ in laid.chains]
    for side, groups in ((0, leaving), (1, entering)):
        for node, numbers in groups.items():
            other = -2 if side else 1  # the next (or previous) point of each edge
            numbers.sort(key=lambda n: (center_y[laid.chains[n][0][other]], n))
            step = min(6.0, (BOX_HEIGHT - 10) / len(numbers))
            for index, n in enumerate(numbers):
                ports[n][side] = center_y[node] + (index - (len(numbers) - 1) / 2) * step
    return [(start, end) for start, end in ports]


def _arrow(tail: tuple[float, float], tip: tuple[float, float]) -> list[tuple[float, float]]:
    """The arrowhead at `tip` of the segment from `tail`."""
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    base = (tip[0] - ux * ARROW, tip[1] - uy * ARROW)
    return [tip, (base[0] - uy * ARROW / 2, base[1] + ux * ARROW / 2),
            (base[0] + uy * ARROW / 2, base[1] - ux * ARROW / 2)]


def _n(value: float) -> str:
    """A coordinate, to a tenth, without a needless `.0`."""
    text = f"{round(value, 1):.1f}".removesuffix(".0")
    return "0" if text == "-0" else text


def _points(points: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)
