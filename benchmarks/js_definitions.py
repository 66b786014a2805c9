"""Benchmark: hostile JavaScript files of computed and registered definitions stay linear.

    python benchmarks/js_definitions.py [--sizes 10000,100000] [--runs 3]

For each form, a file of N repetitions is read the way `create` reads one file
(`rk_action.layout.plan_source`: decode, extract, plan, at most 10,000 entities documented) at
each size; the script prints the median seconds, the entities found and documented, and the
time ratio of the largest size to the smallest, next to the size ratio: linear work keeps them
close. The first row, plain `function fN() {}` declarations, is the yardstick. Not a test; not
run in CI.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from rk_action.extract import extract_file
from rk_action.layout import plan_source

FORMS: dict[str, Callable[[int], str]] = {
    "plain functions": lambda n: "".join(f"function f{i}() {{}}\n" for i in range(n)),
    "forEach families": lambda n: "".join(
        f"methods.forEach(function (m) {{ o{i}[m] = function () {{}}; }});\n" for i in range(n)),
    "one loop, N targets": lambda n: "methods.forEach(function (m) {\n" + "".join(
        f"  o{i}[m] = function () {{}};\n" for i in range(n)) + "});\n",
    "inline list of N": lambda n: "[\n" + "  'get',\n" * n + "].forEach(m => { a[m] = () => 1 });",
    "concat chain": lambda n: "m\n" + "  .concat('a')\n" * n + ".forEach(m => { x[m] = () => 1 });",
    "defineGetter calls": lambda n: "".join(
        f"defineGetter(req, 'g{i}', function () {{}});\n" for i in range(n)),
    "defineProperties of N": lambda n: "Object.defineProperties(o, {\n" + "".join(
        f"  p{i}: {{ get() {{ return {i}; }} }},\n" for i in range(n)) + "});\n",
    "long owner path": lambda n: "defineGetter(a" + "\n  .b" * n + ", 'x', function () {});\n",
}


def measure(text: str, runs: int) -> tuple[float, int, int]:
    """Median seconds of `plan_source`, entities extracted, entities documented."""
    data = text.encode()
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        plan = plan_source("lib/hostile.js", data)
        times.append(time.perf_counter() - started)
    return statistics.median(times), len(extract_file("lib/hostile.js", text)), plan.entities


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    print(f"{'form':24}" + "".join(f"{f'N={size:,}':>26}" for size in sizes) + "   time ratio")
    for name, make in FORMS.items():
        results = [measure(make(size), args.runs) for size in sizes]
        cells = "".join(f"{f'{s:.3f} s {found:,}/{kept:,}':>26}" for s, found, kept in results)
        ratio = results[-1][0] / results[0][0] if results[0][0] else float("nan")
        print(f"{name:24}{cells}   {ratio:.1f} (sizes {sizes[-1] / sizes[0]:.0f})")
    print("cells: median seconds, entities extracted / documented (10,000 a file at most)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
