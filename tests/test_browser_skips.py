"""On a machine without Chromium or Node (issue 15: "Python ≥ 3.10 and git", nothing else) the
tests that need them are skipped with a reason that says how to enable them; where they are
required (`RK_REQUIRE_BROWSER=1`, as `.ci/run` sets) the same tests fail instead.

Each case runs pytest on one browser test with a PATH that holds git only. `.ci/no-browser-check`
goes further: the whole suite in a mount namespace whose `/usr/bin` lacks them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BROWSER_TEST = "tests/test_site_browser.py::test_escape_closes_the_search"


def _pytest(tmp_path: Path, *, require: bool) -> subprocess.CompletedProcess[str]:
    """pytest on `BROWSER_TEST`, with nothing on PATH but git."""
    bare = tmp_path / "bin"
    bare.mkdir(exist_ok=True)
    if not (bare / "git").exists():
        (bare / "git").symlink_to(shutil.which("git") or "/usr/bin/git")
    env = {name: value for name, value in os.environ.items() if name != "RK_REQUIRE_BROWSER"}
    env["PATH"] = str(bare)
    if require:
        env["RK_REQUIRE_BROWSER"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-rs", "-p", "no:cacheprovider", BROWSER_TEST],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)


def test_browser_tests_are_skipped_without_chromium(tmp_path: Path) -> None:
    run = _pytest(tmp_path, require=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 skipped" in run.stdout
    assert ("SKIPPED [1] tests/test_site_browser.py:" in run.stdout
            and "no Chromium on PATH (chromium, chromium-browser, google-chrome, "
            "google-chrome-stable): install Debian's chromium (apt-get install chromium) and "
            "Playwright for Python" in run.stdout), run.stdout


def test_ci_fails_when_a_browser_test_would_be_skipped(tmp_path: Path) -> None:
    run = _pytest(tmp_path, require=True)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "1 error" in run.stdout and "skipped" not in run.stdout.rsplit("\n", 2)[-2]
    assert ("no Chromium on PATH (chromium, chromium-browser, google-chrome, "
            "google-chrome-stable): install Debian's chromium" in run.stdout)
    assert "RK_REQUIRE_BROWSER=1: every browser and Node test must run here" in run.stdout

