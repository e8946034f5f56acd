// Deterministic search traffic drawn from the seeded catalogue's own words: autocomplete prefixes
// (2-6 characters) and typos, and full-text queries of one or two words with some typos.
import { createRng } from './stats.mjs';

const KEYBOARD_NEIGHBOURS = {
  a: 'sqz', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k',
  m: 'n', n: 'bm', o: 'ip', p: 'o', q: 'wa', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', x: 'zc', y: 'tu', z: 'xa',
};

/** One typing mistake: swapped neighbours, a dropped letter, or a neighbouring key. */
function typo(word, rng) {
  const i = 1 + Math.floor(rng() * (word.length - 2));
  const kind = Math.floor(rng() * 3);
  if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  const options = KEYBOARD_NEIGHBOURS[word[i]] ?? 'e';
  return word.slice(0, i) + options[Math.floor(rng() * options.length)] + word.slice(i + 1);
}

/** Words of product names: letters only, at least 3 long (model codes like "x200" are left out). */
export function vocabularyFromNames(names) {
  const counts = new Map();
  for (const name of names) {
    for (const word of name.toLowerCase().split(/\s+/)) {
      if (/^\p{L}{3,}$/u.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  // Sorted so the draw does not depend on row order.
  return [...counts.keys()].sort();
}

/**
 * Builds `count` autocomplete inputs: 70 % prefixes of 2-6 characters, 30 % a typo in a word of 5 or
 * more letters (the whole word or its first 5+ characters, as typed so far).
 */
export function autocompleteQueries(vocabulary, count, seed = 3) {
  const rng = createRng(seed);
  const long = vocabulary.filter((w) => w.length >= 5);
  const out = [];
  while (out.length < count) {
    if (rng() < 0.7) {
      const word = vocabulary[Math.floor(rng() * vocabulary.length)];
      const length = Math.min(word.length, 2 + Math.floor(rng() * 5));
      out.push({ text: word.slice(0, length), kind: 'prefix' });
    } else {
      const word = long[Math.floor(rng() * long.length)];
      const wrong = typo(word, rng);
      const length = Math.max(5, Math.min(wrong.length, 5 + Math.floor(rng() * 4)));
      out.push({ text: wrong.slice(0, length), kind: 'typo' });
    }
  }
  return out;
}

/**
 * Builds `count` full search queries from product names: 40 % two words of one name ("brand line"),
 * 35 % one word, 25 % one word with a typo.
 */
export function fullSearchQueries(names, vocabulary, count, seed = 7) {
  const rng = createRng(seed);
  const long = vocabulary.filter((w) => w.length >= 5);
  const out = [];
  while (out.length < count) {
    const roll = rng();
    if (roll < 0.4) {
      const words = names[Math.floor(rng() * names.length)].toLowerCase().split(/\s+/).filter((w) => w.length >= 2);
      if (words.length < 2) continue;
      const start = Math.floor(rng() * (words.length - 1));
      out.push({ text: `${words[start]} ${words[start + 1]}`, kind: 'two words' });
    } else if (roll < 0.75) {
      out.push({ text: vocabulary[Math.floor(rng() * vocabulary.length)], kind: 'one word' });
    } else {
      out.push({ text: typo(long[Math.floor(rng() * long.length)], rng), kind: 'typo' });
    }
  }
  return out;
}
