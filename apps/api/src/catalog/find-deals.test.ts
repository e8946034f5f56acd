import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import type { DatabaseHandle } from '../db/open-database';
import { openIsolatedTestDatabase } from '../testing/test-database';
import { dealOffer, findDeals } from './find-deals';

describe('dealOffer', () => {
  const stats = { bestPrice: 1499, lowest30Days: 1529, isDeal: true };
  const offer = (id: number, price: number, stockStatus = 'IN_STOCK') => ({ id, price, stockStatus });

  it('shows the best-ranked offer in stock at the deal price, not a cheaper-total one priced above the 30-day low', () => {
    // Ranked by total: the first has free delivery but an item price above the 30-day lowest.
    const ranked = [offer(1, 1559), offer(2, 1499, 'OUT_OF_STOCK'), offer(3, 1499)];
    expect(dealOffer(ranked, stats)?.id).toBe(3);
  });

  it('shows no offer when the stats are no deal or the price is above its 30-day low', () => {
    const ranked = [offer(1, 1499)];
    expect(dealOffer(ranked, { ...stats, isDeal: false })).toBeNull();
    expect(dealOffer(ranked, { ...stats, bestPrice: 1559 })).toBeNull();
    expect(dealOffer(ranked, { ...stats, lowest30Days: null })).toBeNull();
    expect(dealOffer([offer(1, 1599)], stats)).toBeNull();
  });
});

describe('findDeals', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openIsolatedTestDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('lists only prices below their 30-day lowest, biggest reduction first', async () => {
    const page = await findDeals(handle.db, { region: 'FI', categoryIds: null, page: 1, perPage: 500 });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const stats of page.stats) {
      expect(stats.isDeal).toBe(true);
      expect(stats.bestPrice).toBeLessThan(stats.lowest30Days as number);
      expect(stats.bestPrice).toBeLessThan(stats.trend90Days as number);
    }
    const drops = page.stats.map((stats) => stats.dropPercent);
    expect(drops).toEqual([...drops].sort((a, b) => b - a));
  });

  it('never lists a price above its 30-day low, even from stats flagged as a deal', async () => {
    const [row] = await queryRows<{ product_id: number }>(
      handle.db,
      sql`select product_id from product_price_stats where region = 'FI' and is_deal and in_stock_count > 0 limit 1`,
    );
    await handle.db.execute(
      sql`update product_price_stats set best_price = lowest_30_days + 30 where product_id = ${row!.product_id} and region = 'FI'`,
    );
    const page = await findDeals(handle.db, { region: 'FI', categoryIds: null, page: 1, perPage: 1000 });
    expect(page.stats.map((stats) => stats.productId)).not.toContain(row!.product_id);
  });
});
