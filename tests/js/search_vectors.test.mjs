// The JavaScript search against the shared vectors made by the Python search
// (tests/search_vectors/make_vectors.py): same stems, same words, same layer, same top 10.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { ProjectSearch, normalize_query } from "../../src/rk_action/site/assets/engine.js";
import { stem } from "../../src/rk_action/site/assets/stem.js";
import { split_identifier } from "../../src/rk_action/site/assets/text.js";

const vectors = JSON.parse(
  readFileSync(new URL("../search_vectors/vectors.json", import.meta.url), "utf8"));

test("Porter stems match Python's", () => {
  const wrong = Object.entries(vectors.stems).filter(([word, want]) => stem(word) !== want);
  assert.deepEqual(wrong, []);
  assert.ok(Object.keys(vectors.stems).length > 200);
});

test("identifiers split as in Python", () => {
  for (const [identifier, want] of Object.entries(vectors.identifiers)) {
    assert.deepEqual(split_identifier(identifier), want, identifier);
  }
});

test("every query gets Python's layer and top 10", () => {
  const search = new ProjectSearch(vectors.search);
  for (const { query, layer, docs } of vectors.vectors) {
    const answer = search.search(query, 10, vectors.code);
    assert.deepEqual([answer.layer, answer.results.map((hit) => hit.doc)], [layer, docs], query);
  }
  const layers = new Set(vectors.vectors.map((v) => v.layer));
  assert.deepEqual([...layers].sort(), [1, 2, 3, 4]);
});

test("a remembered answer comes first, as layer 1", () => {
  const personal = new Map([[normalize_query("Where is the LRU?"), "docs/app/cache.md"]]);
  const search = new ProjectSearch(vectors.search, personal);
  const answer = search.search("where is the lru", 10, vectors.code);
  assert.equal(answer.layer, 1);
  assert.equal(answer.results[0].doc, "docs/app/cache.md");
  assert.equal(answer.results[0].source, "app/Cache.java");
});

test("results carry what the search box shows", () => {
  const search = new ProjectSearch(vectors.search);
  const [first] = search.search("parse a port number from text", 10, vectors.code).results;
  assert.equal(first.name, "parse-port");
  assert.equal(first.description, "Parse `value` as a port");
  assert.equal(first.source, "src/auth/tokens.py");
  assert.ok(first.lines[0] > 0 && first.lines[1] >= first.lines[0]);
});
