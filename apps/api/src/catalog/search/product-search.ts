import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { SUPPORTED_REGIONS, type Region } from '@kori/region';

/**
 * Share of the catalogue (by popularity rank) in search tiers 1-4; tier 5 is the rest. Every product
 * of a tier is more popular than every product after it, which is what lets a search stop at a small
 * tier once it holds enough matches (search-window.ts). Each tier k has a partial GIN index
 * (`tier <= k`); the 0005 migration writes the same shares.
 */
export const SEARCH_TIER_SHARES = [0.01, 0.03, 0.1, 0.3] as const;
export type SearchTier = 1 | 2 | 3 | 4 | 5;

/** 1-based position of a region in product_search's per-region arrays. */
export function regionIndex(region: Region): number {
  return SUPPORTED_REGIONS.indexOf(region) + 1;
}

const tierCase = sql.raw(
  `case ${SEARCH_TIER_SHARES.map((share, i) => `when r.position <= ceil(r.total * ${share}) then ${i + 1}`).join(' ')} else ${
    SEARCH_TIER_SHARES.length + 1
  } end`,
);

/**
 * Brings product_search in line with products and product_price_stats: tiers from the current
 * popularity ranking, the region arrays from the stats. Writes only the rows that changed, so a daily
 * refresh where little moved is cheap. Run after seeding and after every price stats refresh.
 */
export async function refreshProductSearch(db: Database): Promise<{ changed: number }> {
  const stats = SUPPORTED_REGIONS.map((_, i) => sql.raw(`s${i + 1}`));
  const array = (column: (alias: ReturnType<typeof sql.raw>) => ReturnType<typeof sql>) =>
    sql`array[${sql.join(stats.map(column), sql`, `)}]`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with ranked as (
          select p.id, p.popularity, p.category_id, p.brand_id, p.search_name, p.search_vector,
            row_number() over (order by p.popularity desc, p.id) as position, count(*) over () as total
          from products p
        ), fresh as (
          select r.id as product_id, r.popularity, (${tierCase})::smallint as tier, r.category_id, r.brand_id,
            ${array((s) => sql`coalesce(${s}.offer_count, 0)`)} as offer_counts,
            ${array((s) => sql`${s}.best_total`)}::int[] as best_totals,
            ${array((s) => sql`coalesce(${s}.in_stock_count, 0) > 0`)} as in_stock,
            ${array((s) => sql`coalesce(${s}.drop_percent, 0)`)} as drop_percents,
            ${array((s) => sql`coalesce(${s}.is_deal, false)`)} as deals,
            ${array((s) => sql`array_to_string(coalesce(${s}.merchant_ids, '{}'), ',')`)} as merchants,
            r.search_name, r.search_vector
          from ranked r
          ${sql.join(
            SUPPORTED_REGIONS.map(
              (region, i) =>
                sql`left join product_price_stats ${stats[i]} on ${stats[i]}.product_id = r.id and ${stats[i]}.region = ${region}`,
            ),
            sql` `,
          )}
        )
        insert into product_search as t (product_id, popularity, tier, category_id, brand_id, offer_counts, best_totals, in_stock, drop_percents,
          deals, merchants, search_name, search_vector)
        select * from fresh order by popularity desc, product_id
        on conflict (product_id) do update set popularity = excluded.popularity, tier = excluded.tier, category_id = excluded.category_id,
          brand_id = excluded.brand_id, offer_counts = excluded.offer_counts, best_totals = excluded.best_totals, in_stock = excluded.in_stock,
          drop_percents = excluded.drop_percents, deals = excluded.deals, merchants = excluded.merchants,
          search_name = excluded.search_name, search_vector = excluded.search_vector
        where (t.popularity, t.tier, t.category_id, t.brand_id, t.offer_counts, t.best_totals, t.in_stock, t.drop_percents, t.deals,
          t.merchants, t.search_name, t.search_vector)
          is distinct from (excluded.popularity, excluded.tier, excluded.category_id, excluded.brand_id, excluded.offer_counts, excluded.best_totals,
          excluded.in_stock, excluded.drop_percents, excluded.deals, excluded.merchants, excluded.search_name, excluded.search_vector)
        returning t.product_id as id`,
  );
  await db.execute(sql`delete from product_search t where not exists (select 1 from products p where p.id = t.product_id)`);
  return { changed: rows.length };
}
