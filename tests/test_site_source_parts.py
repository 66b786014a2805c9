"""The site's source for layer 4 in parts (`site/source_parts.py`): the chunks a word shard names
for a word are exactly those whose files hold it, and the site's script computes the same
shards and looks for the same words as Python."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from rk_action.search.fallback import grep_variants, query_words
from rk_action.site import source_parts
from tests.browser import node_path

FILES = {
    "a/empty.py": "",
    "a/net.py": "def dotted_netmask(mask):\n    return NETMASK  # Netmask, prefix 24\n",
    "a/other.py": "def unrelated():\n    return 'netm'\n",
    "b/big.js": "export function cidrPrefix(bits) {\n  return maskFor(bits);\n}\n" * 20,
    "b/sum.go": "func Sum(values []int) int {\n\treturn total(values) // sums them\n}\n",
    "c/café.rs": "fn décor() -> u32 { 42 }  // NETMASK2 décor\n",
    "c/__proto__": "constructor prototype netmask\n",
}


def test_chunks_keep_path_order_and_their_size(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(source_parts, "CHUNK_CHARS", 120)
    chunks = source_parts.chunks(FILES)
    assert [path for chunk in chunks for path in chunk] == sorted(FILES)
    for chunk in chunks:
        assert len(chunk) == 1 or sum(map(len, chunk.values())) <= 120
    assert source_parts.chunks({}) == []


@pytest.mark.parametrize("limit", [60, 120, 10_000])
def test_a_words_shard_names_exactly_the_chunks_holding_it(
        monkeypatch: pytest.MonkeyPatch, limit: int) -> None:
    monkeypatch.setattr(source_parts, "CHUNK_CHARS", limit)
    monkeypatch.setattr(source_parts, "SHARD_ENTRIES", 8)
    chunks = source_parts.chunks(FILES)
    shards = source_parts.word_shards(chunks)
    assert len(shards) > 1 or limit == 10_000
    words = {run[i:j] for text in FILES.values() for run in source_parts.runs_of(text)
             for i in range(len(run)) for j in range(i + 3, len(run) + 1)}
    for word in sorted(words | {"zzz", "netmasks"}):
        shard = shards[source_parts.trigram_shard(word[:3], len(shards))]
        found = {chunk for run, held in shard.items() if word in run for chunk in held}
        holding = {number for number, chunk in enumerate(chunks)
                   if any(word in text.lower() for text in chunk.values())}
        assert found == holding, word


_NODE = """
import { source_needles, trigram_shard } from "%s";
const [trigrams, queries] = JSON.parse(require_stdin());
function require_stdin() { return (await_stdin()); }
"""

_NODE_SCRIPT = """
import { readFileSync } from "node:fs";
import { source_needles, trigram_shard } from "%s";
const [trigrams, queries] = JSON.parse(readFileSync(0, "utf-8"));
console.log(JSON.stringify([
  trigrams.map(([trigram, shards]) => trigram_shard(trigram, shards)),
  queries.map((query) => source_needles(query)),
]));
"""


def test_the_sites_script_finds_the_same_shards_and_words(tmp_path: Path) -> None:
    node = node_path()  # skipped, saying how to enable it, without Node
    trigrams = [(run[:3], shards) for run in ("abc", "net", "zz9", "000", "mas", "xyz")
                for shards in (1, 7, 38, 4096)]
    queries = ["convert a cidr prefix length into a dotted netmask", "linalg namespace",
               "Numbers ignored 12 x", "", "où est le café"]
    engine = Path(__file__).resolve().parents[1] / "src/rk_action/site/assets/engine.js"
    script = tmp_path / "shards.mjs"
    script.write_text(_NODE_SCRIPT % engine.as_uri(), encoding="utf-8")
    out = subprocess.run([node, str(script)], input=json.dumps([trigrams, queries]),
                         capture_output=True, text=True, check=True).stdout
    shards, needles = json.loads(out)
    assert shards == [source_parts.trigram_shard(t, n) for t, n in trigrams]
    assert needles == [
        [w for w in dict.fromkeys(w for patterns, _ in grep_variants(query_words(q))
                                  for w in patterns) if len(w) >= 3] for q in queries]
