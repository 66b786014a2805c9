"""On a machine without Chromium or Node (issue 15: "Python ≥ 3.10 and git", nothing else) the
tests that need them are skipped with a reason that says how to enable them; where they are
required (`RK_REQUIRE_BROWSER=1`, as `.ci/run` sets) the same tests fail instead.

Each case runs pytest on a browser test and a Node test with a PATH that holds git only.
`.ci/no-browser-check` goes further: the whole suite in a mount namespace whose `/usr/bin` lacks
them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ("tests/test_site_browser.py::test_escape_closes_the_search",
         "tests/test_site_bundle.py::test_data_scripts_give_the_json_as_it_is")
NO_CHROMIUM = ("no Chromium on PATH (chromium, chromium-browser, google-chrome, "
               "google-chrome-stable): install Debian's chromium (apt-get install chromium) and "
               "Playwright for Python (pip install -e '.[test]'; never `playwright install`)")
NO_NODE = "no Node on PATH (node): install Node.js (apt-get install nodejs)"


def _pytest(tmp_path: Path, *, require: bool) -> subprocess.CompletedProcess[str]:
    """pytest on `TESTS`, with nothing on PATH but git."""
    bare = tmp_path / "bin"
    bare.mkdir(exist_ok=True)
    if not (bare / "git").exists():
        (bare / "git").symlink_to(shutil.which("git") or "/usr/bin/git")
    env = {name: value for name, value in os.environ.items() if name != "RK_REQUIRE_BROWSER"}
    env["PATH"] = str(bare)
    if require:
        env["RK_REQUIRE_BROWSER"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-rs", "-p", "no:cacheprovider", *TESTS],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)


def test_browser_and_node_tests_are_skipped_without_them(tmp_path: Path) -> None:
    run = _pytest(tmp_path, require=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 skipped" in run.stdout
    assert "SKIPPED [1] tests/test_site_browser.py:" in run.stdout
    assert "SKIPPED [1] tests/test_site_bundle.py:" in run.stdout
    assert f": {NO_CHROMIUM}\n" in run.stdout and f": {NO_NODE}\n" in run.stdout, run.stdout


def test_ci_fails_when_a_browser_or_node_test_would_be_skipped(tmp_path: Path) -> None:
    run = _pytest(tmp_path, require=True)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "2 errors in" in run.stdout and "skipped" not in run.stdout, run.stdout
    required = "(RK_REQUIRE_BROWSER=1: every browser and Node test must run here)"
    assert f"{NO_CHROMIUM} {required}" in run.stdout
    assert f"{NO_NODE} {required}" in run.stdout
