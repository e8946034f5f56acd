import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { DatabaseHandle } from '../../db/open-database';
import { openIsolatedTestDatabase } from '../../testing/test-database';
import { refreshProductSearch, regionIndex, SEARCH_TIER_SHARES } from './product-search';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openIsolatedTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

async function tiers() {
  return queryRows<{ tier: number; n: number; most: number; least: number }>(
    handle.db,
    sql`select tier, count(*)::int as n, max(popularity)::int as most, min(popularity)::int as least from product_search group by tier order by tier`,
  );
}

describe('refreshProductSearch', () => {
  it('the seed leaves one row per product, tiers by popularity share, each tier more popular than the next', async () => {
    const [counts] = await queryRows<{ products: number; rows: number }>(
      handle.db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from product_search) as rows`,
    );
    expect(counts!.rows).toBe(counts!.products);
    const rows = await tiers();
    expect(rows.map((row) => row.tier)).toEqual([1, 2, 3, 4, 5]);
    let cumulative = 0;
    SEARCH_TIER_SHARES.forEach((share, i) => {
      cumulative += rows[i]!.n;
      expect(cumulative).toBe(Math.ceil(counts!.products * share));
    });
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.least).toBeGreaterThanOrEqual(rows[i]!.most);
    expect((await refreshProductSearch(handle.db)).changed).toBe(0);
  });

  it("copies each region's price stats into its place in the arrays", async () => {
    const k = regionIndex('SE');
    const mismatches = await queryRows<{ id: number }>(
      handle.db,
      sql`select ps.product_id as id from product_search ps
        left join product_price_stats s on s.product_id = ps.product_id and s.region = 'SE'
        where ps.offer_counts[${k}] <> coalesce(s.offer_count, 0) or ps.best_totals[${k}] is distinct from s.best_total
          or ps.in_stock[${k}] <> (coalesce(s.in_stock_count, 0) > 0) or ps.deals[${k}] <> coalesce(s.is_deal, false)
          or ps.merchants[${k}] <> array_to_string(coalesce(s.merchant_ids, '{}'), ',')`,
    );
    expect(mismatches).toEqual([]);
  });

  it('moves a product whose popularity changed into its new tier, and follows changed stats', async () => {
    const [least] = await queryRows<{ id: number }>(handle.db, sql`select id from products order by popularity, id desc limit 1`);
    await handle.db.execute(sql`update products set popularity = 1000000000 where id = ${least!.id}`);
    await handle.db.execute(sql`update product_price_stats set best_total = 12345 where product_id = ${least!.id} and region = 'FI'`);
    expect((await refreshProductSearch(handle.db)).changed).toBeGreaterThanOrEqual(1);
    const [row] = await queryRows<{ tier: number; total: number }>(
      handle.db,
      sql`select tier, best_totals[${regionIndex('FI')}] as total from product_search where product_id = ${least!.id}`,
    );
    expect(row).toEqual({ tier: 1, total: 12345 });
    expect((await refreshProductSearch(handle.db)).changed).toBe(0);
  });
});
