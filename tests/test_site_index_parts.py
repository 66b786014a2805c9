"""The site's index in parts (`site/index_parts.py`): every term, alias and entry of the whole
index is in the one part the box will look in, and the box (parts.js) hashes as Python does."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from rk_action.site import index_parts
from rk_action.site.index_parts import (
    bloom,
    filter_bits,
    fnv1a,
    shard_of,
    site_postings,
    split_index,
)
from tests.browser import node_path

ODD = ["", "a", "réseau", "données", "😀x", "\u2028", "__proto__", "ﬁ", "a\tb", "𝔘nicode"]


def _index(terms: dict[str, str], entries: list[str]) -> dict[str, object]:
    return {"terms": terms, "entries": entries, "vocabulary": {"stopwords": "the"},
            "alias_exact": {"read a file": 1, "réseau": 0}, "alias_terms": {"file read": 1}}


def _entry(name: str, doc: str) -> str:
    return f"{name}\t{doc}\tsrc/x.py\t{name}\tfunction\t1-2\tDoes {name}."


def test_every_key_is_in_the_part_its_hash_names() -> None:
    terms = {f"t{n}": f"700 {n + 1} 0a" for n in range(300)} | {t: "1 1 0a" for t in ODD if t}
    entries = [_entry(f"f{n}", f"docs/x/f{n:03}.md") for n in range(40)]
    parts = split_index("p", _index(terms, entries), [f"x/#f{n}" for n in range(40)],
                        {"chunks": 0, "shards": 0}, 7, shard_chars=512, part_chars=400)
    head = parts["head.json"]
    assert head["shards"] >= 8 and len(head["parts"]) > 4 and head["sorted"]
    for term, postings in terms.items():
        shard = parts[f"terms-{shard_of(term, head['shards'])}.json"]
        assert shard["terms"][term] == site_postings(postings)
    assert sum(len(parts[f"terms-{n}.json"]["terms"]) for n in range(head["shards"])) == len(terms)
    assert parts[f"terms-{shard_of('read a file', head['shards'])}.json"]["exact"] == {
        "read a file": 1}
    firsts = [first for first, _ in head["parts"]]
    joined = [line for n in range(len(firsts)) for line in parts[f"entries-{n}.json"]["entries"]]
    assert joined == entries and firsts[0] == 0 and firsts == sorted(firsts)
    assert [doc for _, doc in head["parts"]] == [entries[f].split("\t")[1] for f in firsts]
    assert head["largest"] == 7


def test_a_long_term_has_a_part_of_its_own_and_its_shard_counts_it() -> None:
    long = "812 " + ",".join(["1"] * 3000) + " " + "0a" * 3000
    parts = split_index("p", _index({"name": long, "nam": "9 1 0a"}, [_entry("f", "d.md")]),
                        [""], {}, None)
    shard = parts[f"terms-{shard_of('name', parts['head.json']['shards'])}.json"]
    assert "name" not in shard["terms"] and shard["big"]["name"] == [812, 3000, 0]
    assert parts["postings-0.json"] == {"term": "name", "postings": site_postings(long)}
    assert site_postings(long) == f"812 3000 {'1' * 3000} {'0a' * 3000}"
    assert sum(name.startswith("postings-") for name in parts) == 1


def test_gaps_take_a_digit_under_32_and_more_above() -> None:
    assert site_postings("5 0,1,31,32,1025 0a0b0c0d0e") == "5 5 01vw1xw1 0a0b0c0d0e"


def test_the_filter_holds_every_term_and_few_others() -> None:
    held = [f"word{n}" for n in range(2000)]
    size, bits = bloom(held)
    def holds(term: str) -> bool:
        return all(bits[b >> 3] >> (b & 7) & 1 for b in filter_bits(term, size))
    assert all(holds(term) for term in held)
    assert sum(holds(f"other{n}") for n in range(2000)) < 60  # about 1 %


def test_unsorted_docs_are_said_to_be_unsorted() -> None:
    entries = [_entry("b", "docs/b.md"), _entry("a", "docs/a.md")]
    parts = split_index("p", _index({"x": "1 1 0a"}, entries), ["", ""], {}, None)
    assert parts["head.json"]["sorted"] is False


_NODE_HASH = """
import { readFileSync } from "node:fs";
import { fnv1a } from "%s";
const texts = JSON.parse(readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(texts.map((t) => [fnv1a(t), fnv1a(t, 0x5bd1e995)])));
"""


def test_the_box_hashes_as_python_does(tmp_path: Path) -> None:
    node = node_path()  # skipped, saying how to enable it, without Node
    parts = Path(index_parts.__file__).with_name("assets") / "parts.js"
    script = tmp_path / "hash.mjs"
    script.write_text(_NODE_HASH % parts.as_uri(), encoding="utf-8")
    run = subprocess.run([node, str(script)], input=json.dumps(ODD), capture_output=True,
                         text=True, check=True)
    assert json.loads(run.stdout) == [[fnv1a(t), fnv1a(t, index_parts.SECOND_BASIS)]
                                      for t in ODD]

