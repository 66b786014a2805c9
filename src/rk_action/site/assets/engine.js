// The four search layers in the browser, a port of rk_action/search/engine.py and of the
// source search of rk_action/search/fallback.py:
//   1. alias match: the reader's own remembered answers, then the aliases of `_index.md`
//      (exact, then near-exact);
//   2. ranking of every entry (rank.js);
//   3. verification of the first candidate;
//   4. when the ranking found nothing at all, the source itself: the bundled code (`code/`,
//      loaded only then) is searched line by line as `git grep` does, and the entry around the
//      best line answers.
// The index is read in parts (parts.js): each layer is computed by `SiteIndex.complete`, which
// fetches the parts a computation asked for and lacked, and computes again. Nothing here
// touches the page: results are plain objects (see site.js for the display).

import { own } from "./parts.js";
import { alias_match, entry, leads, normalize_query, rank, shown, verify } from "./rank.js";
import { split_identifier, term } from "./text.js";

export const VERIFY_CANDIDATES = 1;  // engine.py says why
/** What a result is (engine.py's `Hit.label`): the one that passed layer 3 or came from an
 * alias (layer 1), ranked only, layer 4's find in the source, or the largest entity. */
export const VERIFIED = "verified";
export const RANKED = "ranked";
export const SOURCE = "source";
export const FALLBACK = "fallback";
export { normalize_query }; // site.js and the tests take it from here

/** Search over one project's index (a `SiteIndex`, parts.js). */
export class ProjectSearch {
  constructor(index, personal = new Map()) {
    this.project = index.project;
    this.index = index;
    this.personal = personal; // normalized query → doc, remembered in this browser
    this._definitions = new Map(); // path → line → names (`definitions_of`)
  }

  /** The index position of a doc (null when it is not indexed). */
  position_of(doc) {
    return this.index.position_of(doc);
  }

  /** Layer 1: a remembered answer, else the entry one of whose aliases is this query, exactly
   * (normalized) or near-exactly (the same informative terms). */
  alias_hit(query) {
    const wanted = normalize_query(query);
    if (!wanted) return null;
    if (this.personal.has(wanted)) {
      const mine = this.position_of(this.personal.get(wanted));
      if (mine !== null) return mine;
    }
    return alias_match(this.index, query);
  }

  hit(position, score, number, label = RANKED) {
    const found = entry(this.index, position);
    return {
      rank: number, name: found.name, doc: found.doc, source: found.source,
      symbol: found.symbol, lines: found.lines, description: found.description, score, label,
      url: this.index.url(position),
    };
  }

  /** The results shown (rank.js's `shown`): `chosen`, labelled `label`, then the ranked. */
  results(ranked, chosen, top, label) {
    const scores = new Map(ranked);
    return shown(ranked, chosen, top).map(
      (p, i) => this.hit(p, scores.get(p) || 0, i + 1, p === chosen ? label : RANKED));
  }

  /** Layers 1–3, once their parts are loaded (`before_fetch`: `SiteIndex.complete`). */
  indexed(query, top = 10, before_fetch = undefined) {
    return this.index.complete(() => this.indexed_now(query, top), before_fetch);
  }

  /** Layers 1–3 over the parts loaded. `layer` is 2 when no candidate passed verification. */
  indexed_now(query, top = 10) {
    const ranked = rank(this.index, query, Math.max(top, VERIFY_CANDIDATES));
    let layer = 2;
    let chosen = this.alias_hit(query);
    if (this.index.missing.size) return null; // entries are fetched for the final ranking only
    if (chosen !== null) {
      layer = 1;
    } else {
      for (const [position] of ranked.slice(0, VERIFY_CANDIDATES)) {
        if (leads(ranked) && verify(this.index, position, query)) {
          [layer, chosen] = [3, position];
          break;
        }
      }
    }
    return { query, project: this.project, layer,
             results: this.results(ranked, chosen, top, VERIFIED), ranked };
  }

  /** Layer 4 on an unanswered query, over the bundled code; puts its find first. True when
   * it found one: always, unless the ranking found something or the query has no word (when
   * the source holds nothing, the largest entry answers). */
  async from_source(answer, top, code, before_fetch = undefined) {
    const found = await this.index.complete(
      () => this.source_results(answer, top, code), before_fetch);
    if (found === null) return false;
    Object.assign(answer, found);
    return true;
  }

  /** What layer 4 changes in `answer` ({layer, results, last_resort}), or null. */
  source_results(answer, top, code) {
    let found = find_in_source(this, code, answer.query, answer.ranked.length > 0);
    let last_resort = false;
    if (found === null && !answer.ranked.length && normalize_query(answer.query)) {
      found = largest_entry(this.index);
      last_resort = found !== null;
    }
    if (found === null) return null;
    return { layer: 4, last_resort,
             results: this.results(answer.ranked, found, top, last_resort ? FALLBACK : SOURCE) };
  }

  /** The four layers, in order (`code` is the bundled code, needed only by layer 4). */
  async search(query, top, code) {
    const answer = await this.indexed(query, top);
    if (answer.layer === 2 && code) await this.from_source(answer, top, code);
    return answer;
  }

  /** line number → the names of the entries of `path` defined there (`name_lines`). */
  definitions_of(path, code) {
    if (!this._definitions.has(path)) {
      const pages = entries_of(code, path).map(([, symbol, first]) => [symbol, first]);
      this._definitions.set(path, name_lines(code.files[path].split("\n"), pages));
    }
    return this._definitions.get(path);
  }
}

/** [position, symbol, first line, last line] of each entry of one source file, in index order,
 * as the code's chunks carry them (search_data.py's `entries_by_source`). */
export function entries_of(code, source) {
  const found = code.entries ? own(code.entries, source) : null;
  return Array.isArray(found) ? found : [];
}

// --- layer 4: the source (fallback.py) ----------------------------------------------------------

const WORD = /[A-Za-z][A-Za-z0-9]{2,}/g;
const COMMON = new Set(`
    the and for with from into that this what where which when how does can get use using
    are was were have has not all any way code python java javascript function method
    class file files value values`.split(/\s+/).filter(Boolean));

/** The informative words of a query, in order, lowercase, without repeats. */
export function query_words(query) {
  const out = [];
  for (const match of query.match(WORD) || []) {
    const word = match.toLowerCase();
    if (!COMMON.has(word) && !out.includes(word)) out.push(word);
  }
  return out;
}

/** The part of `word` its search term keeps (`numbers` → number), when that is shorter than
 * the word and at least 4 letters long; else null. */
export function word_stem(word) {
  const stemmed = term(word);
  let length = 0;
  while (length < word.length && length < stemmed.length && word[length] === stemmed[length]) {
    length += 1;
  }
  return length >= 4 && length < word.length ? word.slice(0, length) : null;
}

/** The searches layer 4 tries in turn, as [patterns, words that count on a line]: the words
 * (`best_line` looks for each as a substring, so identifier joins add nothing here), then the
 * words cut to their stems. */
export function grep_variants(words) {
  const stems = [...new Set(words.map(word_stem).filter((s) => s !== null))];
  return [[words, words], [stems, stems]];
}

/** [path, line] of the bundled source line that ranks first by the layer-4 rule
 * (`ranked_line`), for the first variant of the query that matches any line. `definitions`
 * (path → line number → names of the entries defined there) tells definitions from mentions. */
export function best_line(code, words, definitions = () => new Map()) {
  for (const [, counted] of grep_variants(words)) {
    const found = best_line_of(code, counted, definitions);
    if (found !== null) return found;
  }
  return null;
}

/** Every word layer 4 may look for in the source for `query`: its words and their stems. */
export function source_needles(query) {
  const needles = grep_variants(query_words(query)).flatMap(([patterns]) => patterns);
  return [...new Set(needles)].filter((needle) => needle.length >= 3);
}

/** The word shard of a trigram (source_parts.py's `trigram_shard`): FNV-1a over its codes. */
export function trigram_shard(trigram, shards) {
  let hashed = 0x811c9dc5;
  for (let i = 0; i < trigram.length; i++) {
    hashed = Math.imul(hashed ^ trigram.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hashed % shards;
}

/** How many of `words` the identifier `name` names (fallback.py's `name_coverage`). */
export function name_coverage(name, words) {
  const split = split_identifier(name);
  const parts = new Set(split.map(term));
  const whole = split.join("");
  return words.filter((word) => parts.has(term(word)) || word === whole).length;
}

const IDENTIFIER = /[A-Za-z0-9_$]+/g;

/** line number → the names of the entries defined there (fallback.py's `name_lines`): an
 * entry, given as [symbol, first line], is defined on the first of its lines that holds its bare
 * name as a whole identifier. */
export function name_lines(lines, pages) {
  const out = new Map();
  for (const [symbol, first] of pages) {
    const name = symbol.slice(symbol.lastIndexOf(".") + 1);
    let number = first;
    for (let n = Math.max(first, 1); n <= lines.length; n++) {
      if ((lines[n - 1].match(IDENTIFIER) || []).includes(name)) {
        number = n;
        break;
      }
    }
    if (!out.has(number)) out.set(number, []);
    out.get(number).push(name);
  }
  return out;
}

function best_line_of(code, words, definitions) {
  if (!words.length) return null;
  const per_file = new Map();
  const candidates = [];
  for (const path of Object.keys(code.files).sort()) {
    const lines = code.files[path].split("\n");
    let sum = 0;
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i].toLowerCase();
      let hits = 0;
      for (const word of words) if (text.includes(word)) hits += 1;
      if (hits) {
        sum += hits;
        candidates.push([hits, path, i + 1]);
      }
    }
    if (sum) per_file.set(path, sum);
  }
  // fallback.py's `ranked_lines`: a line defining an entry, by how many query words its name
  // names, before the lines that only mention them; then words on the line, words in its
  // file, the earlier line, the later path.
  const named = ([, path, number]) => Math.max(
    0, ...(definitions(path).get(number) || []).map((name) => name_coverage(name, words)));
  const keyed = candidates.map((c) => [named(c), ...c]);
  const better = (a, b) => a[0] - b[0] || a[1] - b[1]
    || per_file.get(a[2]) - per_file.get(b[2]) || b[3] - a[3]
    || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);
  let best = null;
  for (const candidate of keyed) {
    if (best === null || better(candidate, best) > 0) best = candidate;
  }
  return best === null ? null : [best[2], best[3]];
}

/** The last resort of layer 4: the entry spanning the most lines (ties: the first), which the
 * head names (fallback.py's `largest_entry`). */
export function largest_entry(index) {
  return Number.isInteger(index.head.largest) ? index.head.largest : null;
}

/** The entry of `path` whose lines hold `line` most closely (else the nearest one). */
export function enclosing_entry(code, path, line) {
  let holding = null;
  let nearest = null;
  for (const [position, , first, last] of entries_of(code, path)) {
    if (first <= line && line <= last) {
      const size = last - first + 1;
      if (holding === null || size < holding[1]) holding = [position, size];
    }
    const distance = Math.min(Math.abs(first - line), Math.abs(last - line));
    if (nearest === null || distance < nearest[1]) nearest = [position, distance];
  }
  return holding !== null ? holding[0] : nearest !== null ? nearest[0] : null;
}

/**
 * Layer 4: the position of the entry found in the bundled source, or null.
 *
 * Every entry already has a doc, and such a find adds nothing to what the ranking knows: when
 * the ranking gave results (`ranked`), it is dropped and the ranking's order stands. (The CLI
 * also answers with an entity the index lacks, writing its doc: a static site cannot.)
 */
export function find_in_source(search, code, query, ranked = false) {
  if (ranked) return null;
  const found = best_line(code, query_words(query), (path) => search.definitions_of(path, code));
  if (found === null) return null; // a file without entries answers nothing, as in Python
  return enclosing_entry(code, found[0], found[1]);
}

// --- display ------------------------------------------------------------------------------------

/** `text` cut into [piece, is code] pieces, as Markdown reads code spans: a run of backticks
 * opens a span that the next run of as many backticks closes; a run that none closes is text.
 * One space just inside both ends of a span is dropped (display.py's `code_spans`). */
export function code_spans(text) {
  const runs = [...text.matchAll(/`+/g)].map((m) => [m.index, m.index + m[0].length]);
  const closer = new Array(runs.length).fill(null);
  const last = new Map();
  for (let number = runs.length - 1; number >= 0; number--) {
    const length = runs[number][1] - runs[number][0];
    closer[number] = last.has(length) ? last.get(length) : null;
    last.set(length, number);
  }
  const pieces = [];
  let plain_from = 0;
  let number = 0;
  while (number < runs.length) {
    const closing = closer[number];
    if (closing === null) {
      number += 1;
      continue;
    }
    const [start, end] = runs[number];
    if (start > plain_from) pieces.push([text.slice(plain_from, start), false]);
    let code = text.slice(end, runs[closing][0]);
    if (code.startsWith(" ") && code.endsWith(" ") && /[^ ]/.test(code)) code = code.slice(1, -1);
    pieces.push([code, true]);
    plain_from = runs[closing][1];
    number = closing + 1;
  }
  if (plain_from < text.length) pieces.push([text.slice(plain_from), false]);
  return pieces;
}
