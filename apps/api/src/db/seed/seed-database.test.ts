import { sql } from 'drizzle-orm';
import { refreshPriceStats } from '../../catalog/refresh-price-stats';
import { addDays } from '../../domain/calendar-date';
import { computePriceInsight } from '../../domain/price-insight';
import { openIsolatedTestDatabase } from '../../testing/test-database';
import { queryRows } from '../database';
import type { DatabaseHandle } from '../open-database';
import { CatalogueNotEmptyError, isCatalogueEmpty, seedDatabase } from './seed-database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openIsolatedTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

async function count(table: 'products' | 'offers' | 'price_history' | 'product_price_stats' | 'categories'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

describe('seedDatabase', () => {
  it('refuses to seed over an existing catalogue', async () => {
    expect(await isCatalogueEmpty(handle.db)).toBe(false);
    await expect(seedDatabase(handle.db, { size: 'tiny' })).rejects.toBeInstanceOf(CatalogueNotEmptyError);
  });

  it('stores each merchant’s purchase mode: the redirect-only shops are redirect-only in the database', async () => {
    const rows = await queryRows<{ purchase_mode: string; n: number }>(handle.db, sql`select purchase_mode, count(*)::int as n from merchants group by 1 order by 1`);
    expect(rows).toEqual([
      { purchase_mode: 'KORI_CHECKOUT', n: expect.any(Number) },
      { purchase_mode: 'REDIRECT_ONLY', n: 7 },
    ]);
  });

  it('computes stats with the same rules the API answers with', async () => {
    const [today] = await queryRows<{ value: string }>(handle.db, sql`select value from app_state where key = 'price_stats_refreshed_on'`);
    const rows = await queryRows<{
      product_id: number;
      region: string;
      best_price: number | null;
      lowest_30_days: number | null;
      trend_90_days: number | null;
      drop_percent: number;
      is_deal: boolean;
      start_date: string;
      daily_lowest: (number | null)[];
    }>(
      handle.db,
      sql`select s.product_id, s.region, s.best_price, s.lowest_30_days, s.trend_90_days, s.drop_percent, s.is_deal, h.start_date::text as start_date, h.daily_lowest
        from product_price_stats s join price_history h using (product_id, region) order by s.product_id, s.region limit 60`,
    );
    expect(rows.length).toBe(60);
    for (const row of rows) {
      const facts = computePriceInsight({ startDate: row.start_date, daily: row.daily_lowest }, row.best_price, today!.value);
      expect([row.lowest_30_days, row.trend_90_days, row.drop_percent, row.is_deal]).toEqual([
        facts.lowest30Days,
        facts.trend90Days,
        facts.dropPercent,
        facts.isDeal,
      ]);
    }
    const [deals] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from product_price_stats where is_deal`);
    expect(deals!.n).toBeGreaterThan(10);
  });

  it('carries the daily record forward when the date moves on', async () => {
    const [today] = await queryRows<{ value: string }>(handle.db, sql`select value from app_state where key = 'price_stats_refreshed_on'`);
    const tomorrow = addDays(today!.value, 2);
    const [before] = await queryRows<{ n: number }>(
      handle.db,
      sql`select array_length(daily_lowest, 1) as n from price_history where product_id = 1 order by region limit 1`,
    );
    await refreshPriceStats(handle.db, { today: tomorrow });
    const [after] = await queryRows<{ n: number; last: number | null; best: number | null }>(
      handle.db,
      sql`select array_length(h.daily_lowest, 1) as n, h.daily_lowest[array_length(h.daily_lowest, 1)] as last, s.best_price as best
        from price_history h join product_price_stats s using (product_id, region) where h.product_id = 1 order by h.region limit 1`,
    );
    expect(after!.n).toBe(before!.n + 2);
    expect(after!.last).toBe(after!.best);
    const [state] = await queryRows<{ value: string }>(handle.db, sql`select value from app_state where key = 'price_stats_refreshed_on'`);
    expect(state!.value).toBe(tomorrow);
  });

  it('leaves the database as it was when seeding fails half-way', async () => {
    const products = await count('products');
    const failing = seedDatabase(handle.db, {
      size: 'tiny',
      reset: true,
      onProgress: (phase) => {
        if (phase === 'price stats') throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(await count('products')).toBe(products);

    // An empty catalogue stays empty after a failed seed, never half-written.
    await handle.db.execute(
      sql`truncate cart_lines, price_alerts, product_search, product_price_stats, price_history, offers, products, merchants, brands, categories`,
    );
    await expect(
      seedDatabase(handle.db, {
        size: 'tiny',
        onProgress: (phase, done) => {
          if (phase === 'catalogue' && done > 0) throw new Error('connection lost');
        },
      }),
    ).rejects.toThrow('connection lost');
    for (const table of ['categories', 'products', 'offers', 'price_history', 'product_price_stats'] as const)
      expect(await count(table)).toBe(0);
  });

  it('seeds the same rows again from the same input, and new products get ids above them', async () => {
    const summary = await seedDatabase(handle.db, { size: 'tiny', today: '2025-06-01' });
    expect(summary).toMatchObject({ products: 200, categories: 108, merchants: 44 });
    const digest = async () =>
      (await queryRows<{ d: string }>(handle.db, sql`select md5(string_agg(o::text, ',' order by o.id)) as d from offers o`))[0]!.d;
    const first = await digest();
    await seedDatabase(handle.db, { size: 'tiny', today: '2025-06-01', reset: true });
    expect(await digest()).toBe(first);
    const [next] = await queryRows<{ id: number }>(
      handle.db,
      sql`insert into products (slug, name, brand_id, category_id, image_url, description, specs, search_text, search_name)
        select 'new-product', 'New product', brand_id, category_id, '', description, specs, 'new', 'new' from products where id = 1 returning id`,
    );
    expect(next!.id).toBe(201);
  });
});
