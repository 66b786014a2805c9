// Words for search, a port of rk_action/search/text.py (the query side): identifier splitting,
// words, terms and the vocabulary's expansions and stopwords. Same names, same results.

import { stem } from "./stem.js";

export const TERM_LENGTH = 6;

const CHUNK = /[A-Za-z0-9]+/g;
const PART = /[A-Z]+[0-9]*(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+[a-z]*/g;
const DIGITS_AT_END = /[0-9]*$/;

/** The lowercase words of an identifier: `parseHTTPResponse_v2` → parse, http, response, v2. */
export function split_identifier(identifier) {
  const out = [];
  for (const chunk of identifier.match(CHUNK) || []) {
    const parts = (chunk.match(PART) || []).map((part) => part.toLowerCase());
    for (let i = 0; i < parts.length; i++) {
      const word = parts[i];
      const following = i + 1 < parts.length ? parts[i + 1] : "";
      const digits = word.match(DIGITS_AT_END)[0].length;
      if (following && digits && word.length > digits) {
        if (following.length === 1) {
          out.push(word.slice(0, -digits));
          parts[i + 1] = word.slice(-digits) + following;
          continue;
        }
        if (word.slice(-digits) === "2" && word.length > 2) {
          out.push(word.slice(0, -1), "to");
          continue;
        }
      }
      out.push(word);
    }
  }
  return out;
}

/** The lowercase words of free text or code, identifiers split, one-letter words dropped. */
export function words(text) {
  return split_identifier(text).filter((word) => word.length > 1);
}

const TERMS = new Map();

/** The search term of one plain lowercase word: its Porter stem cut to TERM_LENGTH. */
export function term(word) {
  let found = TERMS.get(word);
  if (found === undefined) {
    found = stem(word).slice(0, TERM_LENGTH);
    if (TERMS.size >= 65536) TERMS.clear();
    TERMS.set(word, found);
  }
  return found;
}

/** The words of `text` after expansion, stopwords dropped, not yet stemmed. */
export function plain_words(text, vocabulary) {
  const out = [];
  for (const word of words(text)) {
    for (const plain of vocabulary.expansions.get(word) || [word]) {
      if (!vocabulary.stopwords.has(plain)) out.push(plain);
    }
  }
  return out;
}

/** The search terms of `text`, in order, repeats kept: words, expanded, stopped, stemmed. */
export function terms(text, vocabulary) {
  return plain_words(text, vocabulary).map(term);
}

/** Every word one typo away from `word` (a letter deleted, swapped, replaced or inserted). */
export function edits(word) {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const out = [];
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) {
      out.push(head + tail.slice(1));
      for (const c of letters) if (c !== tail[0]) out.push(head + c + tail.slice(1));
    }
    if (tail.length > 1) out.push(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of letters) out.push(head + c + tail);
  }
  return out;
}
