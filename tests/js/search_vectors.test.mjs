// The JavaScript search against the shared vectors made by the Python search
// (tests/search_vectors/make_vectors.py): same stems, same words, same layer, same results shown
// with the same labels, same cut-off rule and code spans.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  ProjectSearch, code_spans, normalize_query,
} from "../../src/rk_action/site/assets/engine.js";
import { SiteIndex } from "../../src/rk_action/site/assets/parts.js";
import { shown } from "../../src/rk_action/site/assets/rank.js";
import { stem } from "../../src/rk_action/site/assets/stem.js";
import { split_identifier } from "../../src/rk_action/site/assets/text.js";

const vectors = JSON.parse(
  readFileSync(new URL("../search_vectors/vectors.json", import.meta.url), "utf8"));

/** The fixture's index in parts, each fetched as the site fetches it: a copy, once asked. */
function project_search(personal = new Map(), fetched = []) {
  const parts = vectors.search;
  const load = async (name) => {
    fetched.push(name);
    assert.ok(Object.hasOwn(parts, name), name);
    return JSON.parse(JSON.stringify(parts[name]));
  };
  return new ProjectSearch(new SiteIndex(parts["head.json"], load), personal);
}

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

test("every query gets Python's layer, results shown and labels", async () => {
  const search = project_search();
  for (const { query, layer, docs, labels } of vectors.vectors) {
    const answer = await search.search(query, 10, vectors.code);
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

test("a remembered answer comes first, as layer 1", async () => {
  const personal = new Map([[normalize_query("Where is the LRU?"), "docs/app/cache.md"]]);
  const search = project_search(personal);
  const answer = await search.search("where is the lru", 10, vectors.code);
  assert.equal(answer.layer, 1);
  assert.equal(answer.results[0].doc, "docs/app/cache.md");
  assert.equal(answer.results[0].source, "app/Cache.java");
});

test("results carry what the search box shows", async () => {
  const search = project_search();
  const [first] = (await search.search("parse a port number from text", 10, vectors.code)).results;
  assert.equal(first.name, "parse-port");
  assert.equal(first.symbol, "parse_port");
  assert.equal(first.label, "verified");
  assert.equal(first.description, "Parse `value` as a port");
  assert.equal(first.source, "src/auth/tokens.py");
  assert.ok(first.lines[0] > 0 && first.lines[1] >= first.lines[0]);
});

test("a query fetches the parts it needs, each once, and a fresh index answers alike", async () => {
  const all = Object.keys(vectors.search).filter((name) => name !== "head.json");
  const fetched = [];
  const search = project_search(new Map(), fetched);
  const answer = await search.indexed("parse port", 10);
  assert.equal(answer.results[0].symbol, "parse_port");
  assert.ok(fetched.length > 0 && fetched.length < all.length / 2, fetched.join(" "));
  assert.ok(!fetched.includes("filter.json"), "every word is known: no typo candidates");
  const typo = await search.indexed("valdate tokn", 10);
  assert.ok(fetched.includes("filter.json"));
  assert.equal(new Set(fetched).size, fetched.length);
  const fresh = await project_search().indexed("valdate tokn", 10);
  assert.deepEqual(typo.results.map((hit) => hit.doc), fresh.results.map((hit) => hit.doc));
  assert.equal(typo.results[0].symbol, "validateToken");
});

test("a computation stopped before its fetch gives no answer", async () => {
  const search = project_search();
  const answer = await search.indexed("parse port", 10, async () => false);
  assert.equal(answer, null);
});

test("searches under way at once each get the answer they get alone", async () => {
  const queries = ["parse port", "validate a jwt token", "lru cache", "valdate tokn",
                   "send mail to one recipient", "where is the lru"];
  const search = project_search();
  const together = await Promise.all(queries.map((query) => search.indexed(query, 10)));
  for (const [i, query] of queries.entries()) {
    const alone = await project_search().indexed(query, 10);
    assert.deepEqual(together[i].results.map((hit) => hit.doc),
                     alone.results.map((hit) => hit.doc), query);
  }
});
