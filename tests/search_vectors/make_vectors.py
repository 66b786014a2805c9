"""Shared search test vectors: queries → the Python search's layer, the docs it shows (at most
10) and their labels; the cut-off rule (`rank.shown`) and the code spans of descriptions
(`display.code_spans`) on edge cases.

    PYTHONPATH=src python tests/search_vectors/make_vectors.py    # rewrites vectors.json

The knowledge base is the `polyglot` fixture with two aliases learned; the file also carries the
site's search data for it (the index in parts and the source, as `site build` writes them), so the
JavaScript port (`node --test tests/js/`) answers the same queries over the same index without
Python. `tests/test_search_vectors.py` checks that Python still gives these answers and this data.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from rk_action import store
from rk_action.create import create
from rk_action.search.display import code_spans
from rk_action.search.engine import ProjectSearch
from rk_action.search.ondisk import rebuild
from rk_action.search.rank import shown
from rk_action.search.stem import stem
from rk_action.search.text import VOCABULARY_FILE, split_identifier
from rk_action.site.build import read_docs
from rk_action.site.search_data import INDEX_DIR, entries_by_source, write_search_data

HERE = Path(__file__).resolve().parent
FIXTURE = HERE.parent / "fixtures" / "polyglot"
VECTORS = HERE / "vectors.json"
PROJECT = "polyglot"
ALIASES = {
    "docs/src/auth/validate-token.md": ["is the caller who they claim to be"],
    "docs/lib/multiply.md": ["matmul", "product of two matrices"],
}
QUERIES = [
    "validate a jwt token", "Validate JWT token", "validateToken", "parse port",
    "parse a port number from text", "parsePort", "lru cache", "least recently used cache",
    "send an email", "send mail to one recipient", "SEND MAIL!", "hash a string", "fnv hash",
    "fnv1a", "multiply matrices", "matrix multiplication", "multipy matrix", "matmul",
    "Matmul?", "product of two matrices", "matrices product of two",
    "is the caller who they claim to be", "append bytes to buffer", "grow a byte buffer",
    "bytebuffer", "buffer push", "start the server", "listen on the address",
    "dispatch a request to the route", "compile a regular expression pattern",
    "registered user", "keep tokens in memory", "token store", "valdate tokn",
    "how to serve http requests in go", "python code", "", "   ", "a the of",
    "uint32 hash loop", "route match url", "RegExp", "new RegExp pattern",
    "kubernetes deployment", "prime numbers sieve", "hash ^ text", "2166136261",
    "expire session cookie", "user name email", "recipient subject body",
    "how do I find the least used entry", "réseau données", "__proto__", "constructor",
    "toString valueOf", "hasOwnProperty", "stdint", "stdint header", "use strict mode",
    "strict", "qqqzzz", "includes", "hmac", "import hmac", "linalg namespace", "linalg",
]
SMALL_PARTS = {"shard_chars": 256, "part_chars": 512, "big_chars": 24}
"""Small term shards and entry parts, and long terms (over 24 characters of postings) in parts
of their own: the fixture's index in about ten of each."""
GIT_ENV = {"GIT_AUTHOR_NAME": "Vectors", "GIT_AUTHOR_EMAIL": "vectors@example.com",
           "GIT_COMMITTER_NAME": "Vectors", "GIT_COMMITTER_EMAIL": "vectors@example.com",
           "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z"}


def build_fixture(work: Path) -> Path:
    """The fixture's knowledge base (with `ALIASES` learned, and indexed as the next command
    that changes docs indexes them) under `work/home`; returns home."""
    repo = work / "repo"
    shutil.copytree(FIXTURE, repo)
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "fixture"]):
        subprocess.run(["git", *args], cwd=repo, env={**os.environ, **GIT_ENV}, check=True)
    home = work / "home"
    create(home, str(repo), PROJECT)
    project_dir = home / PROJECT
    entries = store.read_index(project_dir)
    for entry in entries:
        entry.aliases = store.merge_aliases(ALIASES.get(entry.doc, []), entry.aliases)
    store.write_atomic(project_dir / "_index.md", store.format_index(PROJECT, entries))
    rebuild(project_dir)  # the aliases indexed, as the site's index has them
    return home


def python_vectors(home: Path) -> list[dict[str, Any]]:
    """Each query's layer, docs shown (at most 10) and their labels from the Python search
    (nothing learned)."""
    search = ProjectSearch(home, PROJECT)
    out = []
    for query in QUERIES:
        answer = search.search(query, 10, learn=False)
        out.append({"query": query, "layer": answer.layer,
                    "docs": [hit.doc for hit in answer.results],
                    "labels": [hit.label for hit in answer.results]})
    return out


SHOWN_CASES: list[tuple[list[tuple[int, float]], int | None, int]] = [
    ([], None, 10), ([], 4, 10), ([(3, 2.5)], None, 10), ([(3, 2.5)], 3, 10),
    ([(0, 1.0), (1, 0.4), (2, 0.39999)], None, 10),  # the boundary: 40 % of the best is kept
    ([(0, 1.0), (1, 0.4), (2, 0.39999)], 7, 2), ([(5, 3.0), (6, 2.9), (0, 0.2)], 6, 10),
    ([(5, 0.30000000000000004), (6, 0.12000000000000001)], None, 10),
    ([(1, 9.0), (2, 8.0), (3, 7.0), (4, 3.6), (5, 3.59)], 2, 3),
]
SPAN_CASES = [
    "", "no code", "Parse `value` as a port", "`a`", "`unclosed", "a``b", "```",
    "x `a` `` `b` y", "a ``b ` c`` d", "`` `a` ``", "``a```b``", "` `", "`  `", "` a `",
    "`\tb\t`", "` ☃ `", "`😀` and `é`", "<img src=x onerror=alert(1)> `<b>`",
]


def rule_vectors() -> dict[str, Any]:
    """The cut-off rule and the code spans on edge cases."""
    return {"shown": [{"ranked": ranked, "chosen": chosen, "top": top,
                       "positions": shown(ranked, chosen, top)}
                      for ranked, chosen, top in SHOWN_CASES],
            "code_spans": {text: code_spans(text) for text in SPAN_CASES}}


def site_data(home: Path, work: Path) -> dict[str, Any]:
    """The site's index in parts (`search`: part name → value; parts made small, so that a query
    reads some of several) and its source with each file's entries (`code`), as `site build`
    writes them."""
    project_dir = home / PROJECT
    meta = store.read_meta(project_dir) or {}
    assets = work / "assets"
    write_search_data(home, PROJECT, meta, read_docs(project_dir), assets, **SMALL_PARTS)
    parts = {path.name: json.loads(path.read_text(encoding="utf-8"))
             for path in sorted((assets / INDEX_DIR).glob("*.json"))}
    whole = json.loads((assets / "search.json").read_text(encoding="utf-8"))
    code = json.loads((assets / "code.json").read_text(encoding="utf-8"))
    return {"search": parts,
            "code": {**code, "entries": entries_by_source(whole["rank"]["entries"])}}


def stem_vectors() -> dict[str, str]:
    """word → Porter stem for every word of the fixture and of the search vocabulary."""
    found: set[str] = set()
    texts = [VOCABULARY_FILE.read_text(encoding="utf-8")]
    texts += [path.read_text(encoding="utf-8") for path in sorted(FIXTURE.rglob("*.*"))]
    for text in texts:
        found.update(split_identifier(text))
    return {word: stem(word) for word in sorted(found)}


def identifier_vectors() -> dict[str, list[str]]:
    """identifier → its words, for the tricky splits."""
    cases = ["parseHTTPResponse_v2", "dict2array", "plot3d", "md5sum", "utf8Decode", "HTTPServer",
             "getX", "x2", "base64encode", "IOError", "snake_case_name", "kebab-case-name",
             "ABCdef", "a1b2c3", "v2", "2fa", "sha256_digest", "XMLHttpRequest", "UTF8", "é_ok"]
    return {case: split_identifier(case) for case in cases}


def make() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        home = build_fixture(work)
        return {"about": "Generated by tests/search_vectors/make_vectors.py; do not edit.",
                "stems": stem_vectors(), "identifiers": identifier_vectors(),
                **site_data(home, work), "vectors": python_vectors(home),
                "rules": rule_vectors()}


def main() -> int:
    VECTORS.write_text(json.dumps(make(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {VECTORS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
