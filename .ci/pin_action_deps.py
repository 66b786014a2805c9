"""Rewrite action-constraints.txt: the exact versions the action installs rk-action with.

pip resolves rk-action's dependencies (newest versions within pyproject.toml's ranges, wheels
only) for the oldest Python rk-action supports and for the action's default Python; a package
whose versions differ gets one pin per Python, with an environment marker. The build backend
is pinned too. Run after changing dependencies: `python .ci/pin_action_deps.py`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OLDEST, DEFAULT = "3.10", "3.11"  # requires-python's floor; action.yml's python-version
BUILD = ["hatchling"]
HEADER = """\
# Exact versions of what rk-action needs, used by action.yml to install it (pip --constraint).
# Regenerate after changing dependencies in pyproject.toml: python .ci/pin_action_deps.py
"""


def resolve(python: str, requirements: list[str], scratch: Path) -> dict[str, str]:
    """name → version pip would install for `python` (Linux wheels)."""
    report = scratch / f"report-{python}.json"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--dry-run", "--ignore-installed",
         "--only-binary=:all:", "--python-version", python, "--platform", "manylinux2014_x86_64",
         "--platform", "manylinux_2_28_x86_64", "--platform", "any", "--target",
         str(scratch / "target"), "--report", str(report), *requirements], check=True)
    installed = json.loads(report.read_text(encoding="utf-8"))["install"]
    return {item["metadata"]["name"]: item["metadata"]["version"] for item in installed
            if item["metadata"]["name"] != "rk-action"}


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w",
                        str(scratch), str(ROOT)], check=True)
        wheel = str(next(scratch.glob("rk_action-*.whl")))
        oldest = resolve(OLDEST, [wheel, *BUILD], scratch)
        default = resolve(DEFAULT, [wheel, *BUILD], scratch)
    lines = []
    for name in sorted(set(oldest) | set(default), key=str.lower):
        if oldest.get(name) == default.get(name):
            lines.append(f"{name}=={default[name]}")
            continue
        if name in oldest:
            lines.append(f'{name}=={oldest[name]}; python_version < "{DEFAULT}"')
        if name in default:
            lines.append(f'{name}=={default[name]}; python_version >= "{DEFAULT}"')
    (ROOT / "action-constraints.txt").write_text(HEADER + "\n".join(lines) + "\n",
                                                  encoding="utf-8")


if __name__ == "__main__":
    main()
