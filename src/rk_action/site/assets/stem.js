// The Porter stemmer, a port of rk_action/search/stem.py: same rules, same order, same names,
// so the browser and the CLI stem every word alike.

const VOWELS = new Set("aeiou");

const STEP2 = [
  ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"],
  ["izer", "ize"], ["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"],
  ["ousli", "ous"], ["ization", "ize"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"],
  ["iveness", "ive"], ["fulness", "ful"], ["ousness", "ous"], ["aliti", "al"],
  ["iviti", "ive"], ["biliti", "ble"], ["logi", "log"],
];
const STEP3 = [
  ["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"],
  ["ful", ""], ["ness", ""],
];
const STEP4 = [
  "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion",
  "ou", "ism", "ate", "iti", "ous", "ive", "ize",
];

// Python's sorted() is stable, and so is Array.prototype.sort: equal lengths keep their order.
const by_length = (pairs) => [...pairs].sort((a, b) => b[0].length - a[0].length);
const STEP2_SORTED = by_length(STEP2);
const STEP3_SORTED = by_length(STEP3);
const STEP4_SORTED = [...STEP4].sort((a, b) => b.length - a.length);

function consonant(word, i) {
  const char = word[i];
  if (VOWELS.has(char)) return false;
  if (char === "y") return i === 0 || !consonant(word, i - 1);
  return true;
}

/** m in [C](VC)^m[V]. */
function measure(stem) {
  let count = 0;
  let previous_vowel = false;
  for (let i = 0; i < stem.length; i++) {
    const vowel = !consonant(stem, i);
    if (previous_vowel && !vowel) count += 1;
    previous_vowel = vowel;
  }
  return count;
}

function has_vowel(stem) {
  for (let i = 0; i < stem.length; i++) if (!consonant(stem, i)) return true;
  return false;
}

function double_consonant(word) {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && consonant(word, n - 1);
}

/** Ends consonant-vowel-consonant, the last not w, x or y. */
function cvc(word) {
  const n = word.length;
  return n >= 3 && consonant(word, n - 3) && !consonant(word, n - 2)
    && consonant(word, n - 1) && !"wxy".includes(word[n - 1]);
}

function step1ab(word) {
  if (word.endsWith("sses") || word.endsWith("ies")) word = word.slice(0, -2);
  else if (word.endsWith("s") && !word.endsWith("ss")) word = word.slice(0, -1);
  if (word.endsWith("eed")) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  for (const suffix of ["ed", "ing"]) {
    if (word.endsWith(suffix) && has_vowel(word.slice(0, -suffix.length))) {
      return step1b_tidy(word.slice(0, -suffix.length));
    }
  }
  return word;
}

function step1b_tidy(word) {
  if (word.endsWith("at") || word.endsWith("bl") || word.endsWith("iz")) return word + "e";
  if (double_consonant(word) && !"lsz".includes(word[word.length - 1])) return word.slice(0, -1);
  if (measure(word) === 1 && cvc(word)) return word + "e";
  return word;
}

function replace(word, rules, minimum) {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return measure(stem) > minimum ? stem + replacement : word;
    }
  }
  return word;
}

function step4(word) {
  for (const suffix of STEP4_SORTED) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      if (measure(stem) <= 1) return word;
      if (suffix === "ion" && !(stem.endsWith("s") || stem.endsWith("t"))) return word;
      return stem;
    }
  }
  return word;
}

function step5(word) {
  if (word.endsWith("e")) {
    const stem = word.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !cvc(stem))) word = stem;
  }
  if (word.endsWith("ll") && measure(word) > 1) word = word.slice(0, -1);
  return word;
}

const ALPHA = /^[a-z]+$/;

/** The Porter stem of a lowercase word; words of one or two letters are kept. */
export function stem(word) {
  if (word.length <= 2 || !ALPHA.test(word)) return word;
  word = step1ab(word);
  if (word.endsWith("y") && has_vowel(word.slice(0, -1))) word = word.slice(0, -1) + "i";
  word = replace(word, STEP2_SORTED, 0);
  word = replace(word, STEP3_SORTED, 0);
  return step5(step4(word));
}
