// The site's search index in parts (rk_action/site/index_parts.py says what each part holds):
// the head, then term shards, entry parts and the term filter, each fetched the first time a
// query needs it. The ranking (rank.js) asks its questions synchronously; a question whose part
// is not loaded yet gets a placeholder answer and adds the part to `missing`. `complete` runs a
// computation, fetches what it missed, and runs it again until it missed nothing: the answer
// is then the one the whole index gives.

const FNV_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SECOND_BASIS = 0x5bd1e995;
const GAP_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
const VALUE_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

/** FNV-1a (32 bits) over the UTF-16 code units of `text` (index_parts.py's `fnv1a`). */
export function fnv1a(text, basis = FNV_BASIS) {
  let hashed = basis;
  for (let i = 0; i < text.length; i++) {
    hashed = Math.imul(hashed ^ text.charCodeAt(i), FNV_PRIME) >>> 0;
  }
  return hashed;
}

/** object[key] when the object itself holds it (never an inherited `__proto__`), else null. */
export function own(object, key) {
  return object !== null && typeof object === "object"
    && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : null;
}

function decode_bits(text) {
  const raw = atob(typeof text === "string" ? text : "");
  const bits = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bits[i] = raw.charCodeAt(i);
  return bits;
}

/** The index of one project as its parts; `load(name)` fetches a part (a promise of its
 * JSON value). */
export class SiteIndex {
  constructor(head, load) {
    this.head = head;
    this.load = load;
    this.project = head.project;
    this.vocabulary = head.vocabulary;
    this.entry_count = head.entries;
    this.shard_count = Math.max(1, head.shards | 0);
    this.firsts = head.parts.map(([first]) => first);
    this.first_docs = head.parts.map(([, doc]) => doc);
    this.loaded = new Map(); // part name → its JSON value
    this.missing = new Set(); // parts the last computation asked for and lacked
    this.pending = new Map(); // part name → the promise of its fetch
    this.decoded = new Map(); // term → [idf, positions, values]
  }

  /** A loaded part, or null (and the part is missing). */
  part(name) {
    if (this.loaded.has(name)) return this.loaded.get(name);
    this.missing.add(name);
    return null;
  }

  shard(text) {
    return this.part(`terms-${fnv1a(text) % this.shard_count}.json`);
  }

  /** Is the shard of `one` loaded? (Else it is missing, and whether the index holds the term
   * is not known yet.) */
  ready(one) {
    return this.shard(one) !== null;
  }

  /** [idf, positions, values] of a term (value = 2 × weight + described, as in the whole
   * index), [0, [], []] when no entry holds it or its part is not loaded yet. */
  postings(one) {
    let decoded = this.decoded.get(one);
    if (decoded === undefined) {
      const found = this.term(one);
      if (found === null) return [0, [], []];
      decoded = decode_postings(found);
      this.decoded.set(one, decoded);
    }
    return decoded;
  }

  /** A term's postings as its part holds them ("idf df gaps values", index_parts.py's
   * `site_postings`), or null. A long one is in a part of its own, which its shard names. */
  term(one) {
    const shard = this.shard(one);
    if (shard === null) return null;
    const found = own(shard.terms, one);
    if (typeof found === "string") return found;
    const big = this.big(shard, one);
    const part = big === null ? null : this.part(`postings-${big[2]}.json`);
    return part !== null && part.term === one && typeof part.postings === "string"
      ? part.postings : null;
  }

  /** [idf, entries holding it, part number] of a long term of `shard`, or null. */
  big(shard, one) {
    const found = own(shard.big, one);
    return Array.isArray(found) && found.length === 3 && found.every(Number.isInteger)
      ? found : null;
  }

  /** [idf, how many entries hold it] of `one`, as its shard says; [0, 0] when no entry holds
   * it, and while its shard is not loaded. */
  counts(one) {
    const shard = this.shard(one);
    if (shard === null) return [0, 0];
    const found = own(shard.terms, one);
    if (typeof found === "string") {
      const [weight, held] = found.split(" ", 2);
      return [parseInt(weight, 10), parseInt(held, 10) || 0];
    }
    const big = this.big(shard, one);
    return big === null ? [0, 0] : [big[0], big[1]];
  }

  df(one) {
    return this.counts(one)[1];
  }

  idf(one) {
    return this.counts(one)[0];
  }

  /** The position one of whose aliases is `key` (normalized: "exact"; alias terms: "near"). */
  alias(table, key) {
    const shard = this.shard(key);
    const found = shard === null ? null : own(shard[table], key);
    return Number.isInteger(found) ? found : null;
  }

  /** Whether the index may hold `one` (the filter never says no to a term it holds); false
   * while the filter is not loaded. */
  may_hold(one) {
    const filter = this.part("filter.json");
    if (filter === null) return false;
    if (!(filter.decoded instanceof Uint8Array)) filter.decoded = decode_bits(filter.bits);
    const size = this.head.filter.bits;
    if (!(size > 0) || filter.decoded.length * 8 < size) return true;
    const first = fnv1a(one);
    const second = (fnv1a(one, SECOND_BASIS) | 1) >>> 0;
    for (let i = 0; i < this.head.filter.hashes; i++) {
      const bit = (first + i * second) % size;
      if (!(filter.decoded[bit >> 3] & (1 << (bit & 7)))) return false;
    }
    return true;
  }

  /** [entry part, index in it] of a position, or null while its part is not loaded. */
  _row(position) {
    const at = bisect_right(this.firsts, position) - 1;
    if (at < 0) return null;
    const part = this.part(`entries-${at}.json`);
    return part === null ? null : [part, position - this.firsts[at]];
  }

  /** The entry line at `position` (name, doc, source, symbol, kind, lines, description,
   * aliases…, tab-separated); "" while its part is not loaded. */
  line(position) {
    const row = this._row(position);
    const found = row === null ? null : own(row[0].entries, row[1]);
    return typeof found === "string" ? found : "";
  }

  /** The site URL of the entry at `position`, relative to the site's root ("" if none). */
  url(position) {
    const row = this._row(position);
    const found = row === null ? null : own(row[0].urls, row[1]);
    return typeof found === "string" ? found : "";
  }

  /** The position of `doc` (null when it is not indexed, or not known yet). */
  position_of(doc) {
    const ats = this.head.sorted
      ? [bisect_right(this.first_docs, doc) - 1]
      : this.firsts.map((_, at) => at);
    for (const at of ats) {
      if (at < 0) continue;
      const part = this.part(`entries-${at}.json`);
      if (part === null || !Array.isArray(part.entries)) continue;
      const found = part.entries.findIndex(
        (line) => typeof line === "string" && line.split("\t", 2)[1] === doc);
      if (found >= 0) return this.firsts[at] + found;
    }
    return null;
  }

  /** Fetch the parts `names` not loaded yet. A part is fetched once, however many
   * computations miss it at the same time. */
  async fetch(names) {
    await Promise.all([...names].filter((name) => !this.loaded.has(name)).map((name) => {
      if (!this.pending.has(name)) {
        this.pending.set(name, this.load(name).then((value) => {
          this.loaded.set(name, value !== null && typeof value === "object" ? value : {});
        }).finally(() => this.pending.delete(name)));
      }
      return this.pending.get(name);
    }));
  }

  /** `compute()` once every part it asks for is loaded: it runs, the parts it missed are
   * fetched (after `before_fetch()`, which may say to stop: then null), and it runs again.
   * Each run has its own set of missing parts: searches for the keystrokes of one question
   * may be under way at once, each waiting for its own parts. */
  async complete(compute, before_fetch = async () => true) {
    for (;;) {
      const missing = (this.missing = new Set());
      const result = compute(); // synchronous: nothing else adds to `missing` meanwhile
      if (!missing.size) return result;
      if (!(await before_fetch())) return null;
      await this.fetch(missing);
    }
  }
}

/** "idf df gaps values" → [idf, positions, values]: each gap is digits of 5 bits, lowest
 * first, a digit of 32 or more saying another follows; each value two base-36 digits. */
function decode_postings(text) {
  const [weight, , gaps, packed] = text.split(" ");
  const positions = [];
  let at = 0;
  let gap = 0;
  let scale = 1;
  for (let i = 0; i < gaps.length; i++) {
    const digit = GAP_DIGITS.indexOf(gaps[i]);
    gap += (digit & 31) * scale;
    if (digit >= 32) {
      scale *= 32;
    } else {
      positions.push((at += gap));
      [gap, scale] = [0, 1];
    }
  }
  const values = [];
  for (let i = 0; i + 1 < packed.length; i += 2) {
    values.push(36 * VALUE_DIGITS.indexOf(packed[i]) + VALUE_DIGITS.indexOf(packed[i + 1]));
  }
  return [parseInt(weight, 10), positions, values];
}

function bisect_right(sorted, value) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value < sorted[mid]) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
