import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/** How many of each word's most popular products search_terms keeps for autocomplete. */
export const TOP_PRODUCTS_PER_TERM = 40;

/**
 * Rebuilds search_terms from the products' search vectors: one row per name, brand or category word with its product count
 * and most popular products. Costs one pass over the products (seconds at 200,000); run after the
 * catalogue changed (seeding builds it; ensureSearchTerms covers a catalogue loaded some other way).
 */
export async function refreshSearchTerms(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_terms`);
    const rows = await queryRows<{ n: number }>(
      tx as unknown as Database,
      sql`with inserted as (
        insert into search_terms (term, product_count, top_product_ids)
        select word, count(*)::int, (array_agg(id order by popularity desc, id))[1:${TOP_PRODUCTS_PER_TERM}]
        from products, unnest(search_vector) as u(word, positions, weights)
        -- Name, brand and category words; spec values alone ("black", "128") would only add noise.
        where weights && array['A', 'B', 'C']
        group by word
        on conflict (term) do nothing
        returning 1)
      select count(*)::int as n from inserted`,
    );
    return rows[0]?.n ?? 0;
  });
}

/** Builds search_terms when products exist but the table is still empty (first start after seeding). */
export async function ensureSearchTerms(db: Database): Promise<void> {
  const [state] = await queryRows<{ terms: boolean; products: boolean }>(
    db,
    sql`select exists (select 1 from search_terms) as terms, exists (select 1 from products) as products`,
  );
  if (state && !state.terms && state.products) await refreshSearchTerms(db);
}
