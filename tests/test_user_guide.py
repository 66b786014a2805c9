"""The user guide (mkdocs.yml) is the README, a page per part, and builds without a warning."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
PAGES = ROOT / "docs"

_START = re.compile(r"<!-- --8<-- \[start:([a-z-]+)\] -->")
_END = re.compile(r"<!-- --8<-- \[end:([a-z-]+)\] -->")
_INCLUDE = re.compile(r'^--8<-- "README\.md:([a-z-]+)"$', re.MULTILINE)


def _sections() -> list[tuple[str, str]]:
    """(heading, the marker name that opens right below it) for every `## ` of the README."""
    lines = README.splitlines()
    found = []
    for number, line in enumerate(lines):
        if line.startswith("## "):
            below = _START.fullmatch(lines[number + 1]) if number + 1 < len(lines) else None
            found.append((line[3:], below.group(1) if below else ""))
    return found


def test_every_readme_section_is_marked_and_on_a_page_of_the_guide() -> None:
    included = [name for page in PAGES.glob("*.md")
                for name in _INCLUDE.findall(page.read_text(encoding="utf-8"))]
    sections = _sections()
    assert len(sections) >= 8
    for heading, name in sections:
        assert name, f"README section {heading!r} has no [start:…] marker below its heading"
        assert _END.search(README) and f"[end:{name}]" in README, heading
        pages = included.count(name)
        assert pages == 1, f"README section {heading!r} is on {pages} pages"
    assert sorted(_START.findall(README)) == sorted(_END.findall(README))


def test_the_guide_builds_strict_and_shows_the_readme(tmp_path: Path) -> None:
    built = tmp_path / "guide"
    run = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(built)],
        cwd=ROOT, capture_output=True, text=True, env={"NO_MKDOCS_2_WARNING": "1",
                                                       "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    search = (built / "search" / "index.html").read_text(encoding="utf-8")
    assert "answers in four layers" in search
    assert "8&lt;--" not in search and "--8<--" not in search
    quick = (built / "quick-start" / "index.html").read_text(encoding="utf-8")
    assert "python3 -m venv .venv" in re.sub(r"<[^>]+>", "", quick)
    # GitHub's escaped pipe in a table cell's code reads as a pipe in the guide.
    commands = (built / "commands" / "index.html").read_text(encoding="utf-8")
    assert "static\\|anthropic" not in commands
