// Ranking over the search index, a port of rk_action/search/rank.py (the index format is
// described in rk_action/search/index.py): query groups, integer BM25F scores, verification
// and the alias tables. The index is a `SiteIndex` (parts.js): its term shards hold the terms
// as the whole JSON index does, read as is. Scores are integer sums as in Python, so both rank
// every entry alike; ties go to the earlier entry.

import { edits, plain_words, term, terms } from "./text.js";

export const WEIGHT_SCALE = 647;
export const OWN = 2;
export const SYNONYM = 1;
export const NORMAL = 5;
export const WEAK = 1;
export const IDF_POWER = 0.5;
const SCALE = 1000 * WEIGHT_SCALE * OWN * NORMAL;
const PUNCTUATION = /[^\p{L}\p{N}_\s]+/gu;

/** Python's round(): halves go to the even neighbour. */
export function py_round(value) {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

function idf(count, df) {
  return py_round(1000 * Math.pow(Math.log(1 + (count - df + 0.5) / (df + 0.5)), IDF_POWER));
}

/** The sorted distinct informative terms of `text` (all its terms when all are weak). */
function term_key(text, vocab) {
  const found = new Set(terms(text, vocab));
  const strong = [...found].filter((one) => !vocab.weak.has(one));
  return (strong.length ? strong : [...found]).sort().join(" ");
}

/** One entry as an object: name, doc, source, symbol, kind, lines, description, aliases. */
export function entry(index, position) {
  const fields = index.line(position).split("\t");
  if (fields.length < 7) {  // its part is not loaded yet (parts.js)
    return { name: "", doc: "", source: "", symbol: "", kind: "", lines: [0, 0],
             description: "", aliases: [] };
  }
  const dash = fields[5].indexOf("-");
  const first = dash < 0 ? fields[5] : fields[5].slice(0, dash);
  const last = dash < 0 ? "" : fields[5].slice(dash + 1);
  return {
    name: fields[0], doc: fields[1], source: fields[2], symbol: fields[3], kind: fields[4],
    lines: [parseInt(first || "0", 10), parseInt(last || "0", 10)],
    description: fields[6], aliases: fields.slice(7),
  };
}

const VOCABULARIES = new WeakMap();

/** The query-side vocabulary an index was built with (queries must use the same). */
export function index_vocabulary(index) {
  const data = index.vocabulary;
  let vocab = VOCABULARIES.get(data);
  if (vocab === undefined) {
    const split = (text) => text.split(/\s+/).filter(Boolean);
    const map = (object) => new Map(Object.entries(object).map(([k, v]) => [k, split(v)]));
    vocab = {
      stopwords: new Set(split(data.stopwords)),
      weak: new Set(split(data.weak)),
      expansions: map(data.expansions),
      synonyms: map(data.synonyms),
    };
    VOCABULARIES.set(data, vocab);
  }
  return vocab;
}

/** `df` of a typo or split candidate: asked of the filter first, which spares fetching the
 * shards of the hundreds of candidates the index lacks (parts.js). */
function candidate_df(index, one) {
  return index.may_hold(one) ? df(index, one) : 0;
}

function df(index, one) {
  return index.df(one);
}

/** [idf, positions, values] of a term, value = 2 × weight + described; [0, [], []] if absent. */
function postings(index, one) {
  return index.postings(one);
}

/** The candidate term found in most entries (ties: alphabetical); null if none is known. */
function most_common(index, candidates) {
  let best = null;
  let best_df = 0;
  for (const one of [...candidates].sort()) {
    const found = candidate_df(index, one);
    if (found > best_df) [best, best_df] = [one, found];
  }
  return best;
}

const ALPHA = /^[a-z]+$/;

/** Terms for a query word the index lacks: split in two known words (a glue word such as
 * `from` in `fromtext` may be one of them, and is dropped), else one typo fixed. */
function unknown(index, word, vocab) {
  if (word.length < 4 || !ALPHA.test(word)) return [];
  let best = [];
  let best_df = 0;
  for (let i = 2; i < word.length - 1; i++) {
    const parts = [word.slice(0, i), word.slice(i)].filter((w) => !vocab.stopwords.has(w));
    if (!parts.length || Math.min(...parts.map((w) => w.length)) < 3) continue;
    const found = parts.map(term);
    const found_df = Math.min(...found.map((one) => candidate_df(index, one)));
    if (found_df > best_df) [best, best_df] = [found, found_df];
  }
  if (best.length) return best;
  const candidates = new Set();
  for (const w of edits(word)) if (!vocab.stopwords.has(w)) candidates.add(term(w));
  const fixed = most_common(index, candidates);
  return fixed ? [fixed] : [];
}

/** The query's words as groups of alternative terms, and the words no term stands for. */
export function query_groups(index, query) {
  const vocab = index_vocabulary(index);
  const groups = [];
  const missing = [];
  const seen = new Set();
  for (const word of plain_words(query, vocab)) {
    const own = term(word);
    if (!vocab.weak.has(own) && !index.ready(own)) continue; // known once its shard is loaded
    const known = vocab.weak.has(own) || vocab.synonyms.has(own) || df(index, own);
    const found = known ? [own] : unknown(index, word, vocab);
    if (!found.length) missing.push(word);
    for (const one of found) {
      if (!seen.has(one)) {
        seen.add(one);
        const alternatives = [[one, OWN]];
        for (const s of vocab.synonyms.get(one) || []) alternatives.push([s, SYNONYM]);
        groups.push({ alternatives, weak: vocab.weak.has(one) });
      }
    }
  }
  return [groups, missing];
}

/** position → the best of the group's alternatives, in integer units. */
function group_scores(index, group) {
  const base = group.weak ? WEAK : NORMAL;
  const best = new Map();
  for (const [one, multiplier] of group.alternatives) {
    const [weight, positions, values] = postings(index, one);
    const factor = weight * multiplier * base;
    for (let i = 0; i < positions.length; i++) {
      const score = factor * (values[i] >> 1);
      if (score > (best.get(positions[i]) || 0)) best.set(positions[i], score);
    }
  }
  return best;
}

/** The `top` best entries for `query`: [position, score], best first, ties by position. */
export function rank(index, query, top = 10) {
  const totals = new Map();
  for (const group of query_groups(index, query)[0]) {
    for (const [position, score] of group_scores(index, group)) {
      totals.set(position, (totals.get(position) || 0) + score);
    }
  }
  const ordered = [...totals].sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, Math.max(top, NAMED_WITHIN));
  return named_first(index, ordered, query).slice(0, top)
    .map(([position, score]) => [position, score / SCALE]);
}

/** A query that is a name puts the entries so named first among this many best ones
 * (rank.py's NAMED_WITHIN). */
export const NAMED_WITHIN = 10;
const NAME_QUERY = /^[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\.|::|#)[A-Za-z_$][A-Za-z0-9_$]*)*$/;

/** `ordered` [position, score], with the entries `query` names first when it is a name
 * (rank.py's `named_first`). */
export function named_first(index, ordered, query) {
  const wanted = query.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, "");
  if (!NAME_QUERY.test(wanted)) return ordered;
  const key = wanted.replaceAll("::", ".").replaceAll("#", ".").toLowerCase();
  const names = ([position]) => {
    const found = entry(index, position);
    const symbol = found.symbol.toLowerCase();
    const source = found.source.toLowerCase();
    const slash = source.lastIndexOf("/");
    const directory = slash < 0 ? "" : source.slice(0, slash);
    const file = source.slice(slash + 1);
    const folder = directory.slice(directory.lastIndexOf("/") + 1);
    const stem = file.split(".")[0];
    return [symbol, `${stem}.${symbol}`, `${folder}.${symbol}`, `${folder}.${stem}.${symbol}`]
      .some((name) => name === key || name.endsWith("." + key));
  };
  const named = [];
  const rest = [];
  for (const item of ordered) (names(item) ? named : rest).push(item);
  return [...named, ...rest];
}

/** A ranked result is shown only when it scores at least this percentage of the best one
 * (rank.py's KEEP_PERCENT). */
export const KEEP_PERCENT = 40;

/** The positions a search shows, in order, at most `top`: `chosen` (the verified, remembered
 * or found entry) first, then the `ranked` entries (best first) that score at least
 * KEEP_PERCENT % of the best one (rank.py's `shown`). */
export function shown(ranked, chosen, top) {
  const best = ranked.reduce((most, [, score]) => Math.max(most, score), 0);  // a named entry may lead
  const order = chosen === null ? [] : [chosen];
  for (const [position, score] of ranked) {
    if (position !== chosen && 100 * score >= KEEP_PERCENT * best) order.push(position);
  }
  return order.slice(0, top);
}

function bisect_left(sorted, value) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The candidate terms that entry `position` describes (anywhere but in its code). */
function described(index, position, candidates) {
  const out = new Set();
  for (const one of candidates) {
    const [, positions, values] = postings(index, one);
    const at = bisect_left(positions, position);
    if (at < positions.length && positions[at] === position && values[at] & 1) out.add(one);
  }
  return out;
}

/** rank.py's LEAD_PERCENT and `leads`: does the first entry lead the second enough? */
export const LEAD_PERCENT = 140;

export function leads(ranked) {
  return ranked.length < 2 || 100 * ranked[0][1] >= LEAD_PERCENT * ranked[1][1];
}

/** Layer 3: does entry `position` answer `query`? (the rule of rank.verify) */
export function verify(index, position, query) {
  const [groups, missing] = query_groups(index, query);
  let strong = groups.filter((group) => !group.weak);
  if (!strong.length && !missing.length) strong = groups;
  if (!strong.length) return false;
  const candidates = new Set();
  for (const group of strong) for (const [one] of group.alternatives) candidates.add(one);
  const found = described(index, position, candidates);
  const rarest = idf(index.entry_count, 0);
  let total = 0;
  let covered = 0;
  for (const group of strong) {
    const weight = index.idf(group.alternatives[0][0]) || rarest;
    total += weight;
    if (group.alternatives.some(([one]) => found.has(one))) covered += weight;
  }
  total += missing.length * rarest;
  return covered > 0 && 2 * covered > total;
}

/** Lowercase, punctuation dropped, whitespace collapsed: how queries and aliases compare
 * exactly (the keys of `alias_exact`). */
export function normalize_query(query) {
  return query.toLowerCase().replace(PUNCTUATION, " ").split(/\s+/).filter(Boolean).join(" ");
}

/** The first entry one of whose aliases is the query, exactly (normalized) or near-exactly. */
export function alias_match(index, query) {
  const key = normalize_query(query);
  const hit = key ? index.alias("exact", key) : null;
  return hit === null ? near_alias_match(index, query) : hit;
}

/** The first entry one of whose aliases holds the same informative terms as the query. */
export function near_alias_match(index, query) {
  const key = term_key(query, index_vocabulary(index));
  return key ? index.alias("near", key) : null;
}
