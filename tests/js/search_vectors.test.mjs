// The JavaScript search against the shared vectors made by the Python search
// (tests/search_vectors/make_vectors.py): same stems, same words, same layer, same results shown
// with the same labels, same cut-off rule and code spans.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  ProjectSearch, code_spans, normalize_query,
} from "../../src/rk_action/site/assets/engine.js";
import { shown } from "../../src/rk_action/site/assets/rank.js";
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

test("every query gets Python's layer, results shown and labels", () => {
  const search = new ProjectSearch(vectors.search);
  for (const { query, layer, docs, labels } of vectors.vectors) {
    const answer = search.search(query, 10, vectors.code);
    assert.deepEqual(
      [answer.layer, answer.results.map((hit) => hit.doc), answer.results.map((hit) => hit.label)],
      [layer, docs, labels], query);
  }
  const layers = new Set(vectors.vectors.map((v) => v.layer));
  assert.deepEqual([...layers].sort(), [1, 2, 3, 4]);
  const labels = new Set(vectors.vectors.flatMap((v) => v.labels));
  assert.deepEqual([...labels].sort(), ["fallback", "ranked", "source", "verified"]);
});

test("the cut-off rule is Python's", () => {
  for (const { ranked, chosen, top, positions } of vectors.rules.shown) {
    assert.deepEqual(shown(ranked, chosen, top), positions, JSON.stringify([ranked, chosen]));
  }
});

test("code spans are cut as in Python", () => {
  for (const [text, pieces] of Object.entries(vectors.rules.code_spans)) {
    assert.deepEqual(code_spans(text), pieces, text);
  }
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
  assert.equal(first.symbol, "parse_port");
  assert.equal(first.label, "verified");
  assert.equal(first.description, "Parse `value` as a port");
  assert.equal(first.source, "src/auth/tokens.py");
  assert.ok(first.lines[0] > 0 && first.lines[1] >= first.lines[0]);
});
