"""Generated and adversarial code stays linear (issue 14, item 6): what one file can cost is
bounded whatever it holds, and nesting thousands deep is documented, not a crash."""

from __future__ import annotations

from pathlib import Path

import pytest

from rk_action import layout, store
from tests.conftest import RkRunner, make_repo

DEPTH = 5000


def nl(token: str, count: int = DEPTH) -> str:
    """`token` `count` times, one a line (a file of one huge line is skipped as minified)."""
    return (token + "\n") * count


NESTED = {
    # types nested DEPTH deep: each member's qualified name would repeat its owners'
    "deep/types.java": "class Top { void top() {} }\n" + nl("class B {") + nl("}"),
    "deep/types.cpp": "int top() { return 0; }\n" + nl("struct S {") + nl("};"),
    "deep/types.rb": "def top; end\n" + nl("module M") + "def z; end\n" + nl("end"),
    "deep/types.rs": "fn top() {}\n" + nl("mod m {") + "fn z() {}\n" + nl("}"),
    "deep/types.ts": "function top() {}\n" + nl("namespace N {") + nl("}"),
    "deep/long_name.py": f"class {'N' * 5000}:\n" + "".join(
        f"    def m{i}(self):\n        return {i}\n" for i in range(2000))
        + "def top():\n    pass\n",
    # brackets, blocks and functions nested DEPTH deep: parsers and walkers must not recurse
    "deep/brackets.py": "def top():\n    return " + nl("(") + "1" + nl(")") + "\n",
    "deep/blocks.js": "function top() {}\nfunction g() {\n" + nl("if (x) {") + nl("}") + "}\n",
    "deep/functions.js": "function top() {}\n" + nl("function n() {") + nl("}"),
    "deep/closures.go": "package p\nfunc top() {}\nvar f = " + nl("func() {") + nl("}()"),
    "deep/blocks.c": "int top(void) { return 0; }\nvoid g(void) {\n" + nl("{") + nl("}") + "}\n",
    "deep/lambdas.php": "<?php\nfunction top() {}\n$f = " + nl("function() { return") + "0;"
                        + nl("};"),
    # a value over thousands of lines: quoted on one line in linear time (a regex joining its
    # lines backtracked over the blank run: 2,000 lines took 26 s)
    "deep/tail.rs": "fn top() {}\nfn tail() -> u8 {\n    a\n" + nl("") + "    .b()\n}\n",
}
TYPES = {"deep/types.java", "deep/types.cpp", "deep/types.rb", "deep/types.rs",
         "deep/long_name.py"}


def test_deep_nesting_and_long_names_cost_a_linear_share(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", dict(NESTED))
    result = rk("create", str(repo), "--name", "deep")
    assert result.code == 0, result.err
    assert "Traceback" not in result.err
    warned = {line.split(": ", 2)[1] for line in result.err.splitlines()
              if line.startswith("Warning: ")}
    assert warned == TYPES, result.err
    assert ("types nested too deep or named too long (a qualified name over 256 characters): "
            "their members are not documented") in result.err
    docs = store.doc_files(rk.home / "deep")
    sources = {store.parse_doc_meta((rk.home / "deep" / doc).read_text())["source"]
               for doc in docs}
    # every file keeps its top-level docs; the overviews of deep/ and of the root
    assert sources == set(NESTED) | {"deep", ""}
    # the docs grow with the files, not with the square of their nesting (5,000 types deep
    # wrote 50 MB each before)
    written = sum((rk.home / "deep" / doc).stat().st_size for doc in docs)
    assert written < 4 * sum(len(text) for text in NESTED.values())


def test_a_file_past_the_entity_limit_documents_the_first_ones(
    rk: RkRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(layout, "MAX_ENTITIES_PER_FILE", 40)
    functions = "".join(f"def f_{n:03d}():\n    return {n}\n\n" for n in range(100))
    repo = make_repo(tmp_path / "repo", {"gen/many.py": functions,
                                         "gen/few.py": "def g():\n    return 1\n"})
    result = rk("create", str(repo), "--name", "gen")
    assert result.code == 0, result.err
    assert result.err.count("Warning: ") == 1
    assert ("Warning: gen/many.py: 100 functions, methods and classes; only the first 40 are "
            "documented (60 left out)\n") in result.err
    docs = store.doc_files(rk.home / "gen")
    assert docs == sorted([f"docs/gen/f-{n:03d}.md" for n in range(40)] + ["docs/gen/g.md"]
                          + ["docs/gen/_overview.md", "docs/_overview.md"])
