"""Benchmark: filler and broken text in the pages of real knowledge bases (static summarizer).

    python benchmarks/doc_lint.py [--work /tmp/rk-lint] [--tree NAME=DIR ...] [--examples 3]

Builds a knowledge base (`rk-action create`, no model) of CPython's `Lib/` (the running
Python's, as `create_cpython.py` builds it) and of each `--tree` (a source folder, copied into a
one-commit git repository under `--work`), then reads every page and `_index.md` line and counts,
per tree, each pattern below with a few examples. The target is 0 everywhere. A code span that
the documented file holds as written, backticks included (a doc comment's own typo, such as
`process.on('error)`), is the author's text quoted faithfully: it is counted apart, not as a
finding. Not a test; not run in CI; always exits 0.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from create_cpython import build_repo

FENCE = re.compile(r"^(`{3,}|~{3,})")
# A code span as CommonMark reads it: a run of backticks closed by a run of the same length.
CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`])")

PARAMETERS = re.compile(r"(?:^|\b)(?:Takes|taking) `[^`]+`(?: \(`[^`]+`\))?(?:, | and |\.|$)")
CALLS = re.compile(r"^It (?:also )?calls `")
KEYWORDS = frozenset(re.findall(r"\w+", """
    import if for while switch catch return typeof new super await yield not and or in is
    lambda with assert del def class function var let const try except finally raise throw
    delete void instanceof else elif from as pass break continue global nonlocal
"""))
KEYWORD_CALL = re.compile(r"\b(?:calls?|call to|Wrap a call to) `(\w+)`")
LIST_MARKER = re.compile(r":\s*(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)]?$|(?:^|\s)[-*+•]$")
PLACEHOLDER = re.compile(
    r"^(?:todo|fixme|tbd|n/?a|none|null|\.\.\.|…|-+|_+|placeholder|description|summary)\W*$", re.I
)
PAIRS = {"(": ")", "[": "]", "{": "}"}
LIFETIME = re.compile(r"(?<=[&<,\s])'[A-Za-z_]\w*(?!')")
"""A Rust lifetime (`&'static str`, `<'de>`): its quote opens no string."""


def _lifetime(match: re.Match[str]) -> str:
    """"" for a lifetime; the match itself for a string's opening (`'name value'`,
    `'os.PathLike[str]'`: the next quote closes it, where no lifetime could start)."""
    after = match.string.find("'", match.end())
    return "" if after < 0 or match.string[after - 1] in "&<,( " else match.group(0)


def unbalanced(code: str) -> bool:
    """Brackets that do not close in order, or an odd number of quotes, in a code span that
    holds an expression (a lone `(` or `"` names the character and is left alone)."""
    if len(code.strip()) < 3 or not re.search(r"\w", code):
        return False
    code = LIFETIME.sub(_lifetime, code)
    stack: list[str] = []
    quote = ""
    for char in code:
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in PAIRS:
            stack.append(PAIRS[char])
        elif char in PAIRS.values() and (not stack or stack.pop() != char):
            return True
    return bool(stack) or (bool(quote) and code.count(quote) % 2 == 1 and quote == '"')


def prose_lines(page: str) -> Iterator[tuple[str, str]]:
    """(section heading, line) for every line of a page outside front matter and code blocks."""
    lines = page.split("\n")
    start = 0
    if lines and lines[0] == "---":
        start = lines.index("---", 1) + 1 if "---" in lines[1:] else 0
    section, fence = "", ""
    for line in lines[start:]:
        opened = FENCE.match(line.strip())
        if fence:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = ""
            continue
        if opened:
            fence = opened.group(1)
            continue
        if line.startswith("#"):
            section = line.lstrip("#").strip()
            continue
        yield section, line


def sections(page: str) -> dict[str, list[str]]:
    """Each `###` section's prose lines (code blocks count as content, shown as `<code>`)."""
    found: dict[str, list[str]] = {}
    current = ""
    fence = ""
    for line in page.split("\n"):
        opened = FENCE.match(line.strip())
        if fence:
            fence = "" if opened and opened.group(1)[0] == fence[0] else fence
            continue
        if opened:
            fence = opened.group(1)
            found.setdefault(current, []).append("<code>")
            continue
        if line.startswith("### "):
            current = line[4:].strip()
            found[current] = []
        elif current and line.strip():
            found[current].append(line.strip())
    return found


def sentences(line: str) -> list[str]:
    return [part for part in SENTENCE_END.split(line.strip()) if part]


def page_findings(page: str, quoted: str = "") -> Iterator[tuple[str, str]]:
    """(pattern, example) for each finding on one page (`quoted`: its source file's text, each
    run of white space made one space)."""
    for section, line in prose_lines(page):
        if section in ("Code", "Usage Example"):
            continue
        for sentence in sentences(line):
            if PARAMETERS.search(sentence):
                yield "parameter-restating sentence", sentence
            if CALLS.search(sentence):
                yield "call-listing sentence", sentence
            for called in KEYWORD_CALL.findall(sentence):
                if called in KEYWORDS:
                    yield "keyword call", sentence
        for match in CODE_SPAN.finditer(line):
            if unbalanced(match.group(2)):
                faithful = quoted and match.group(0) in quoted
                yield QUOTED if faithful else "cut-off quoted expression", match.group(0)
    body = sections(page)
    for heading, content in body.items():
        if not content or all(PLACEHOLDER.match(text.lstrip("-* ")) for text in content):
            yield "empty or placeholder section", f"### {heading}: {' '.join(content)!r}"
    what = body.get("What It Does", [])
    if what and LIST_MARKER.search(what[0].rstrip(" .")):
        yield "sentence cut at a list marker", what[0]


def index_findings(index: str) -> Iterator[tuple[str, str]]:
    """(pattern, example) for each one-line description in `_index.md`."""
    for line in index.split("\n"):
        if not line.startswith("- "):
            continue
        description = line.split(" — ", 1)[1] if " — " in line else ""
        if not description.strip() or PLACEHOLDER.match(description.strip()):
            yield "empty or placeholder section", line
            continue
        if LIST_MARKER.search(description.rstrip(" .")):
            yield "sentence cut at a list marker", line
        if PARAMETERS.search(description):
            yield "parameter-restating sentence", line
        if CALLS.search(description):
            yield "call-listing sentence", line
        if any(called in KEYWORDS for called in KEYWORD_CALL.findall(description)):
            yield "keyword call", line
        if any(unbalanced(m.group(2)) for m in CODE_SPAN.finditer(description)):
            yield "cut-off quoted expression", line


QUOTED = "(unbalanced, as in the source)"
PATTERNS = (
    "parameter-restating sentence",
    "call-listing sentence",
    "cut-off quoted expression",
    "keyword call",
    "sentence cut at a list marker",
    "empty or placeholder section",
    QUOTED,
)
SOURCE = re.compile(r"^source: (.*)$", re.M)


def lint(project: Path, repo: Path) -> tuple[int, dict[str, list[str]]]:
    """Pages read, and each pattern's findings (`path: example`) over one knowledge base of
    `repo`."""
    found: dict[str, list[str]] = {name: [] for name in PATTERNS}
    pages = 0
    for path in sorted(project.rglob("*.md")):
        rel = path.relative_to(project).as_posix()
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.name == "_index.md":
            findings = index_findings(text)
        elif path.name.startswith("_"):
            continue
        else:
            pages += 1
            findings = page_findings(text, source_text(repo, text))
        for name, example in findings:
            found[name].append(f"{rel}: {example}")
    return pages, found


def source_text(repo: Path, page: str) -> str:
    """The documented file of a page, white space collapsed; empty when it cannot be read."""
    named = SOURCE.search(page)
    if not named:
        return ""
    value = named.group(1).strip()
    source = json.loads(value) if value.startswith('"') else value.strip("'")
    try:
        return " ".join((repo / source).read_text(encoding="utf-8", errors="replace").split())
    except OSError:
        return ""


def git_repo(source: Path, repo: Path) -> None:
    """A one-commit repository holding a copy of `source`."""
    if (repo / ".git").is_dir():
        return
    shutil.copytree(source, repo, ignore=shutil.ignore_patterns(".git", "node_modules"))
    env = {**os.environ, "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com",
           "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@example.com"}
    for cmd in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "tree"]):
        subprocess.run(["git", *cmd], cwd=repo, check=True, env=env)


def create(repo: Path, home: Path, name: str) -> Path:
    shutil.rmtree(home, ignore_errors=True)
    subprocess.run(
        [sys.executable, "-m", "rk_action", "--home", str(home), "create", str(repo),
         "--name", name],
        check=True, capture_output=True, text=True,
    )
    return home / name


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--lib", default=None, help="CPython Lib/ (default: the running one)")
    parser.add_argument("--work", default="/tmp/rk-lint")
    parser.add_argument("--tree", action="append", default=[], metavar="NAME=DIR")
    parser.add_argument("--examples", type=int, default=3)
    parser.add_argument("--no-cpython", action="store_true")
    args = parser.parse_args()
    work = Path(args.work)
    trees: list[tuple[str, Path]] = []
    if not args.no_cpython:
        import sysconfig

        repo = work / "cpython" / "repo"
        build_repo(Path(args.lib or sysconfig.get_paths()["stdlib"]), repo)
        trees.append(("cpython", repo))
    for spec in args.tree:
        name, _, folder = spec.partition("=")
        repo = work / name / "repo"
        git_repo(Path(folder), repo)
        trees.append((name, repo))
    totals: dict[str, dict[str, int]] = {}
    for name, repo in trees:
        pages, found = lint(create(repo, repo.parent / "home", name), repo)
        totals[name] = {pattern: len(hits) for pattern, hits in found.items()}
        print(f"== {name}: {pages} pages")
        for pattern, hits in found.items():
            print(f"  {pattern}: {len(hits)}")
            for example in hits[: args.examples]:
                print(f"      {example[:160]}")
    print("\npattern".ljust(32) + "".join(name[:10].rjust(11) for name in totals))
    for pattern in PATTERNS:
        print(pattern.ljust(31) + "".join(str(t[pattern]).rjust(11) for t in totals.values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
