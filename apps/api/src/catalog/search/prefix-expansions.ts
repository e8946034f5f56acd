import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/** Past this many catalogue words a prefix stays a prefix (`go:*`) rather than a list of words. */
export const MAX_PREFIX_EXPANSION = 40;

/** Catalogue words each typed word may be the start of; null where there are too many to list. */
export type PrefixExpansions = ReadonlyMap<string, readonly string[] | null>;

/**
 * The name, brand and category words (search_terms) that start with each typed word. A tsquery of
 * exact words finds the same products through the GIN index as a prefix (`kotiva:*`) does, but a
 * prefix match makes PostgreSQL re-check every candidate row against its (often out-of-line) search
 * vector, which costs ten times as much (docs/decisions/009-search-window.md).
 */
export async function prefixExpansions(db: Database, words: readonly string[]): Promise<PrefixExpansions> {
  const entries = await Promise.all(
    [...new Set(words)].map(async (word) => {
      const rows = await queryRows<{ term: string }>(
        db,
        // Words are letters and digits only (searchWords), so nothing in them needs escaping for LIKE.
        sql`select term from search_terms where term like ${`${word}%`} order by product_count desc, term limit ${MAX_PREFIX_EXPANSION + 1}`,
      );
      return [word, rows.length > MAX_PREFIX_EXPANSION ? null : rows.map((row) => row.term)] as const;
    }),
  );
  return new Map(entries);
}
