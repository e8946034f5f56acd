import { sql, type SQL } from 'drizzle-orm';
import { jsonColumn, queryPreparedRows, queryRows, type Database } from '../../db/database';
import type { Region } from '@kori/region';
import { regionIndex } from './product-search';
import { searchTsQuery, type SearchVocabulary } from './search-tsquery';
import { searchWords } from './search-words';
import { typoCorrections } from './typo-corrections';

export const AUTOCOMPLETE_MIN_LENGTH = 2;
/** Words of search_terms one typed word may stand for (completions or corrections). */
const TERMS_PER_WORD = 6;

/**
 * The most popular products sold in the region (k = its index in product_search's region arrays)
 * among the precomputed top products of the search_terms rows `terms` selects, and how many rows it
 * selected; one statement, one primary-key lookup per product.
 */
async function termProducts(db: Database, terms: SQL, k: number, limit: number): Promise<{ terms: number; ids: number[] }> {
  const [row] = await queryPreparedRows<{ terms: number; ids: number[] | string | null }>(
    db,
    sql`with t as (select top_product_ids from search_terms where ${terms})
      select (select count(*)::int from t) as terms,
        (select json_agg(product_id order by popularity desc, product_id) from (
          select ps.product_id, ps.popularity from product_search ps
          where ps.product_id = any(array(select unnest(top_product_ids) from t)) and ps.offer_counts[${k}] > 0
          order by ps.popularity desc, ps.product_id limit ${limit}) x) as ids`,
  );
  return { terms: row?.terms ?? 0, ids: jsonColumn(row?.ids ?? null, []) };
}

/**
 * Product ids to suggest for what the shopper has typed so far, most popular first, only products
 * sold in the region. One word (the common case) never touches the products' text indexes: the
 * words starting with it (or, when none do, its typo corrections) come from the small search_terms
 * table with their most popular products precomputed, which are looked up by primary key in
 * product_search in the same statement.
 * More words: the last word as a prefix, the others (with typo corrections) in full, through
 * product_search's GIN index. Both read the region's offer count from product_search.
 */
export async function autocompleteProductIds(
  db: Database,
  args: { region: Region; text: string; limit: number; vocabulary: SearchVocabulary },
): Promise<number[]> {
  const words = searchWords(args.text);
  const last = words[words.length - 1];
  if (!last || args.text.trim().length < AUTOCOMPLETE_MIN_LENGTH) return [];
  if (words.length === 1) {
    const k = regionIndex(args.region);
    const prefix = sql`term like ${`${last}%`} order by product_count desc, term limit ${TERMS_PER_WORD}`;
    const completions = await termProducts(db, prefix, k, args.limit);
    if (completions.terms > 0) return completions.ids;
    const corrections = typoCorrections(last, args.vocabulary.words, args.vocabulary.known);
    if (corrections.length === 0) return [];
    return (await termProducts(db, sql`term = any(${sql.param(corrections)}::text[])`, k, args.limit)).ids;
  }
  const tsQuery = searchTsQuery(args.text, args.vocabulary);
  if (!tsQuery) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ps.product_id as id from product_search ps
      where ps.search_vector @@ to_tsquery('simple', ${tsQuery}) and ps.offer_counts[${regionIndex(args.region)}] > 0
      order by ps.popularity desc, ps.product_id limit ${args.limit}`,
  );
  return rows.map((row) => row.id);
}
