"""An entity's `hash` covers its doc comment where that sits outside its lines, in every
language, so that `update` redoes a page whose doc comment alone changed; hashes of Python
entities documented by a docstring and of entities without a doc stay the hash of their
code."""

from __future__ import annotations

import pytest

from rk_action.extract import extract_file
from rk_action.model import Entity, source_hash

# path, the file with `{doc}` where the doc comment's text goes, the documented symbol
DOCUMENTED = [
    ("a.js", "/**\n * {doc}\n */\nexport function f(x) {{\n  return x;\n}}\n", "f"),
    ("a.ts", "/** {doc} */\nfunction f(x: string): string;\nfunction f(x: any) {{\n"
             "  return x;\n}}\n", "f"),
    ("a.ts", "class A {{\n  /** {doc} */\n  @logged\n  m(): void {{}}\n}}\n", "A.m"),
    ("a.go", "package a\n\n// F {doc}\nfunc F() int {{\n\treturn 1\n}}\n", "F"),
    ("a.go", "package a\n\n// T {doc}\ntype (\n\tT struct{{}}\n)\n", "T"),
    ("a.rs", "/// {doc}\n#[inline]\nfn f() -> i32 {{\n    1\n}}\n", "f"),
    ("A.java", "/**\n * {doc}\n */\n\n@Deprecated\npublic class A {{\n}}\n", "A"),
    ("a.c", "/* {doc} */\nint f(void) {{\n  return 1;\n}}\n", "f"),
    ("a.cpp", "/// {doc}\ntemplate <class T>\nT f(T x) {{\n  return x;\n}}\n", "f"),
    ("a.h", "/** {doc} */\nint f(void);\n", "f"),  # a prototype's doc, both ways
    ("a.h", "int f(void);\n/*\n   {doc}\n   More.\n*/\n", "f"),
    ("a.c", "/** {doc} */\nstatic int f(void);\nstatic int f(void) {{ return 1; }}\n", "f"),
    ("a.rb", "# {doc}\ndef f\n  1\nend\n", "f"),
    ("a.py", "# {doc}\n@cache\ndef f():\n    return 1\n", "f"),  # no docstring: the comment
    ("a.php", "<?php\n/** {doc} */\nfunction f() {{\n    return 1;\n}}\n", "f"),
]


def entity(path: str, text: str, symbol: str) -> Entity:
    return next(e for e in extract_file(path, text) if e.symbol == symbol)


@pytest.mark.parametrize(("path", "template", "symbol"), DOCUMENTED)
def test_a_doc_comment_edit_alone_changes_the_hash(path: str, template: str,
                                                   symbol: str) -> None:
    before = entity(path, template.format(doc="Return one."), symbol)
    after = entity(path, template.format(doc="Return the number one."), symbol)
    assert before.code == after.code  # the entity's own lines did not change ...
    assert "one" in before.doc and before.doc != after.doc
    assert before.hash != after.hash  # ... its page did


@pytest.mark.parametrize(("path", "text"), [
    ("a.py", 'def f():\n    """Return one."""\n    return 1\n'),
    ("a.py", '# TODO: cache it.\n@cache\ndef f():\n    return 1\n'),
    ("a.js", "// eslint-disable-next-line\nfunction f() {\n  return 1;\n}\n"),
    ("a.go", "package a\n\nfunc F() int {\n\treturn 1\n}\n"),
])
def test_a_hash_without_an_outside_doc_is_the_hash_of_the_code(path: str, text: str) -> None:
    found = extract_file(path, text)[0]
    assert found.hash == source_hash(found.code)  # as earlier versions wrote it
