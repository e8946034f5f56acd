import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { Region } from '../../domain/regions';
import { searchTsQuery, type SearchVocabulary } from './search-tsquery';
import { searchWords } from './search-words';
import { typoCorrections } from './typo-corrections';

export const AUTOCOMPLETE_MIN_LENGTH = 2;
/** Words of search_terms one typed word may stand for (completions or corrections). */
const TERMS_PER_WORD = 6;

/**
 * Product ids to suggest for what the shopper has typed so far, most popular first, only products
 * sold in the region. One word (the common case) never touches the products' text indexes: the
 * words starting with it (or, when none do, its typo corrections) come from the small search_terms
 * table with their most popular products precomputed; the products are then fetched by primary key.
 * More words: the last word as a prefix, the others (with typo corrections) in full, through the
 * products' GIN index.
 */
export async function autocompleteProductIds(
  db: Database,
  args: { region: Region; text: string; limit: number; vocabulary: SearchVocabulary },
): Promise<number[]> {
  const words = searchWords(args.text);
  const last = words[words.length - 1];
  if (!last || args.text.trim().length < AUTOCOMPLETE_MIN_LENGTH) return [];
  if (words.length === 1) {
    const terms = await queryRows<{ ids: number[] }>(
      db,
      sql`select top_product_ids as ids from search_terms where term like ${`${last}%`}
        order by product_count desc, term limit ${TERMS_PER_WORD}`,
    );
    let idLists = terms.map((row) => row.ids);
    if (idLists.length === 0) {
      const corrections = typoCorrections(last, args.vocabulary.words, args.vocabulary.known);
      if (corrections.length === 0) return [];
      const rows = await queryRows<{ ids: number[] }>(
        db,
        sql`select top_product_ids as ids from search_terms where term = any(${sql.param(corrections)}::text[])`,
      );
      idLists = rows.map((row) => row.ids);
    }
    const ids = [...new Set(idLists.flat())];
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p join product_price_stats s on s.product_id = p.id and s.region = ${args.region} and s.offer_count > 0
        where p.id = any(${sql.param(ids)}::int[]) order by p.popularity desc, p.id limit ${args.limit}`,
    );
    return rows.map((row) => row.id);
  }
  const tsQuery = searchTsQuery(args.text, args.vocabulary);
  if (!tsQuery) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p join product_price_stats s on s.product_id = p.id and s.region = ${args.region} and s.offer_count > 0
      where p.search_vector @@ to_tsquery('simple', ${tsQuery}) order by p.popularity desc, p.id limit ${args.limit}`,
  );
  return rows.map((row) => row.id);
}
