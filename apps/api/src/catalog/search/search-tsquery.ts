import type { PrefixExpansions } from './prefix-expansions';
import { searchWords } from './search-words';
import { typoCorrections } from './typo-corrections';

/** A vocabulary with a set for membership tests, built once per cached vocabulary. */
export interface SearchVocabulary {
  words: readonly string[];
  known: ReadonlySet<string>;
}

const built = new WeakMap<readonly string[], SearchVocabulary>();

/** The vocabulary for a cached word list; the set is built once per list, not per request. */
export function toSearchVocabulary(words: readonly string[]): SearchVocabulary {
  let vocabulary = built.get(words);
  if (!vocabulary) {
    vocabulary = { words, known: new Set(words) };
    built.set(words, vocabulary);
  }
  return vocabulary;
}

/**
 * The to_tsquery('simple', ...) text for a search: every word must match, each as a prefix
 * ("robot imu" finds "robotti-imurit") or as one of its typo corrections ("iphnoe" -> "iphone").
 * Where the catalogue words a typed word starts with are known (`expansions`), they stand in for the
 * prefix as exact words, plus the typed word itself for a word found only in specs. Words are letters
 * and digits only, so nothing needs quoting. Null when the text has no words.
 */
export function searchTsQuery(text: string, vocabulary: SearchVocabulary | null, expansions?: PrefixExpansions): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const alternatives = vocabulary ? typoCorrections(word, vocabulary.words, vocabulary.known) : [];
      const completions = expansions?.get(word);
      const terms = completions ? [...new Set([word, ...completions, ...alternatives])] : [`${word}:*`, ...alternatives];
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms.join('');
    })
    .join(' & ');
}
