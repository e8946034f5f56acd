import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/** Every word the product search index knows (names, brands, categories in all languages). */
export async function loadSearchVocabulary(db: Database): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select word from ts_stat('select search_vector from products') where length(word) >= 3 and word ~ '^[[:alpha:]][[:alpha:]-]*$'`,
  );
  return rows.map((row) => row.word).sort();
}
