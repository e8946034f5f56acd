import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';

/** Share of the catalogue (by popularity rank) in tier 1 and in tiers 1-2. */
export const TIER_SHARES = { 1: 0.01, 2: 0.1 } as const;
export type PopularityTier = 1 | 2 | 3;

/**
 * Puts every product in its popularity tier: 1 = the most popular 1 %, 2 = the next 9 %, 3 = the
 * rest, ranked by popularity then id (the order text searches fill their window in). Every product
 * of a tier is more popular than every product after it, which is what lets a search stop at a small
 * tier once it holds enough matches (search-window.ts). Writes only the rows whose tier changes.
 */
export async function assignPopularityTiers(db: Database): Promise<{ changed: number }> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with ranked as (
          select id, popularity_tier, row_number() over (order by popularity desc, id) as position, count(*) over () as total from products
        ), tiered as (
          select id, popularity_tier, case when position <= ceil(total * ${TIER_SHARES[1]}::float8) then 1
            when position <= ceil(total * ${TIER_SHARES[2]}::float8) then 2 else 3 end as tier from ranked
        )
        update products p set popularity_tier = t.tier from tiered t
        where t.id = p.id and t.popularity_tier <> t.tier
        returning p.id`,
  );
  return { changed: rows.length };
}
