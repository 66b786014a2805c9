"""What rk-action declares it needs is what its code uses (issue 15, item 6): a dependency that no
module of `src/` imports is installed on every runner for nothing."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from importlib.metadata import distribution, packages_distributions
from pathlib import Path

from packaging.requirements import Requirement

from tests.conftest import polyglot_repo

SOURCE = Path(__file__).resolve().parents[1] / "src" / "rk_action"
# A create of every language and a site build, in a fresh interpreter: the modules it loaded.
RUN = """
import json, sys
from rk_action.cli import main
assert main(["--home", sys.argv[2], "create", sys.argv[1], "--jobs", "1"]) == 0
assert main(["--home", sys.argv[2], "site", "build", "--out", sys.argv[3]]) == 0
print(json.dumps(sorted({name.split(".")[0] for name in sys.modules})))
"""


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def imported_by_statements() -> set[str]:
    """The top-level modules named by an `import` anywhere in `src/` (lazy ones included)."""
    named: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                named.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                named.add(node.module.split(".")[0])
    return named


def test_every_declared_dependency_is_used(tmp_path: Path) -> None:
    """Each requirement of the installed rk-action (extras aside) provides a module that
    `src/` imports, or that a run loads (the grammars, found by name; the Material theme)."""
    declared = {canonical(Requirement(text).name) for text in distribution("rk-action").requires
                or [] if "extra ==" not in text}
    # every language; a Python 2 file, which `ast` refuses, is read by its tree-sitter grammar
    repo = polyglot_repo(tmp_path / "polyglot", {"legacy.py": 'def old():\n    print "x"\n'})
    done = subprocess.run([sys.executable, "-c", RUN, str(repo), str(tmp_path / "home"),
                           str(tmp_path / "site")], capture_output=True, text=True, check=True)
    loaded = set(json.loads(done.stdout.splitlines()[-1]))
    providers = packages_distributions()
    used = {canonical(dist) for module in imported_by_statements() | loaded
            for dist in providers.get(module, [])}
    assert declared, "rk-action's metadata lists no dependency: reinstall it (pip install -e .)"
    assert declared - used == set(), "declared, but no module of src/ imports it"
