import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/** Past this many catalogue words a prefix stays a prefix (`go:*`) rather than a list of words. */
export const MAX_PREFIX_EXPANSION = 40;

/** Catalogue words each typed word may be the start of; null where there are too many to list. */
export type PrefixExpansions = ReadonlyMap<string, readonly string[] | null>;

/**
 * Every search_terms word with its product count, sorted (so the words a prefix starts are one run),
 * and the number of products: a few thousand words, cached per API instance (catalogue-cache.ts).
 */
export interface SearchTermIndex {
  terms: readonly string[];
  counts: ReadonlyMap<string, number>;
  products: number;
}

export async function loadSearchTermIndex(db: Database): Promise<SearchTermIndex> {
  const [rows, [total]] = await Promise.all([
    queryRows<{ term: string; n: number }>(db, sql`select term, product_count as n from search_terms`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`),
  ]);
  const terms = rows.map((row) => row.term).sort();
  return { terms, counts: new Map(rows.map((row) => [row.term, row.n])), products: total?.n ?? 0 };
}

/** The run of terms that start with `prefix`. */
function termsStarting(index: SearchTermIndex, prefix: string): readonly string[] {
  const { terms } = index;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < terms.length && (terms[end] ?? '').startsWith(prefix)) end += 1;
  return terms.slice(lo, end);
}

/**
 * The name, brand and category words (search_terms) that start with each typed word, most used
 * first. A tsquery of exact words finds the same products through the GIN index as a prefix
 * (`kotiva:*`) does, but a prefix match makes PostgreSQL re-check every candidate row against its
 * search vector, which costs ten times as much (docs/decisions/009-search-window.md). Read from the
 * cached term index, so a search sends no statement for it.
 */
export function expandPrefixes(index: SearchTermIndex, words: readonly string[]): PrefixExpansions {
  return new Map(
    [...new Set(words)].map((word) => {
      const found = termsStarting(index, word);
      if (found.length > MAX_PREFIX_EXPANSION) return [word, null] as const;
      const ordered = [...found].sort((a, b) => (index.counts.get(b) ?? 0) - (index.counts.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
      return [word, ordered] as const;
    }),
  );
}

/** Reads the term index and expands the words (for callers without a cached index). */
export async function prefixExpansions(db: Database, words: readonly string[]): Promise<PrefixExpansions> {
  return expandPrefixes(await loadSearchTermIndex(db), words);
}

/** Products one tsquery word (a `|` list of exact words or `word:*` prefixes) matches, about. */
export function wordMatches(index: SearchTermIndex, word: string): number {
  const terms = new Set<string>();
  for (const term of word.replace(/[()]/g, '').split(' | ')) {
    if (term.endsWith(':*')) for (const t of termsStarting(index, term.slice(0, -2))) terms.add(t);
    else terms.add(term);
  }
  let n = 0;
  for (const term of terms) n += index.counts.get(term) ?? 0;
  return n;
}

/**
 * At most how many products a search's tsquery (searchTsQuery: words joined by `&`, each a `|` list
 * of exact words or `word:*` prefixes) matches, roughly: the smallest of its words' product counts
 * (a word counts the products of its alternatives). Words of one product name go together ("16 gb",
 * "galaxy s24"), so taking them as independent would guess far too few matches and make a search
 * read every match; a guess too high only costs a short first read of a small tier, whose count then
 * picks the next (search-window.ts). Spec values and words the index does not know count nothing.
 */
export function estimateMatches(index: SearchTermIndex, tsQuery: string): number {
  const fewest = Math.min(...tsQuery.split(' & ').map((word) => wordMatches(index, word)));
  return Math.min(fewest, index.products);
}

/** A word searched as a bare prefix (`e:*`): one whose catalogue words were too many to list. */
const BARE_PREFIX = /^[\p{L}\p{N}]+:\*$/u;

/**
 * The bare prefixes of a tsquery that match many times more products than its most selective other
 * word: a search finds its candidates through the index by the other words and checks these on
 * them (search-window.ts, wordsMatch), instead of the index reading thousands of words' entries.
 */
export function wordsToCheck(index: SearchTermIndex, tsQuery: string): string[] {
  const words = tsQuery.split(' & ');
  const others = words.filter((word) => !BARE_PREFIX.test(word));
  if (others.length === 0) return [];
  const selective = Math.min(...others.map((word) => wordMatches(index, word)));
  return words.filter((word) => BARE_PREFIX.test(word) && wordMatches(index, word) > CHECK_RATIO * selective);
}

/** How many times more products a bare prefix must match than the other words to be checked instead. */
const CHECK_RATIO = 10;
