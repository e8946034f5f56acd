import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { ensureSearchTerms } from './search-terms';

/**
 * Every word of the search index (names, brands, categories in all languages, spec values), for
 * typo correction and "did you mean", read from the small search_terms table.
 */
export async function loadSearchVocabulary(db: Database): Promise<string[]> {
  await ensureSearchTerms(db);
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select term as word from search_terms where length(term) >= 3 and term ~ '^[[:alpha:]][[:alpha:]-]*$'`,
  );
  return rows.map((row) => row.word).sort();
}
