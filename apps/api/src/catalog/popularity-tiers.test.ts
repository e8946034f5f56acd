import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import type { DatabaseHandle } from '../db/open-database';
import { openTestDatabase } from '../testing/test-database';
import { assignPopularityTiers, TIER_SHARES } from './popularity-tiers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

async function tiers() {
  return queryRows<{ tier: number; n: number; most: number; least: number }>(
    handle.db,
    sql`select popularity_tier as tier, count(*)::int as n, max(popularity)::int as most, min(popularity)::int as least
      from products group by popularity_tier order by popularity_tier`,
  );
}

describe('assignPopularityTiers', () => {
  it('the seed leaves 1 % in tier 1, the next 9 % in tier 2, each tier more popular than the next', async () => {
    const [one, two, three] = await tiers();
    const total = one!.n + two!.n + three!.n;
    expect(one!.n).toBe(Math.ceil(total * TIER_SHARES[1]));
    expect(one!.n + two!.n).toBe(Math.ceil(total * TIER_SHARES[2]));
    expect(one!.least).toBeGreaterThanOrEqual(two!.most);
    expect(two!.least).toBeGreaterThanOrEqual(three!.most);
    expect((await assignPopularityTiers(handle.db)).changed).toBe(0);
  });

  it('moves a product whose popularity changed into its new tier', async () => {
    const [least] = await queryRows<{ id: number }>(handle.db, sql`select id from products order by popularity, id desc limit 1`);
    await handle.db.execute(sql`update products set popularity = 1000000000 where id = ${least!.id}`);
    const { changed } = await assignPopularityTiers(handle.db);
    expect(changed).toBeGreaterThanOrEqual(1);
    const [row] = await queryRows<{ tier: number }>(handle.db, sql`select popularity_tier as tier from products where id = ${least!.id}`);
    expect(row!.tier).toBe(1);
    expect((await assignPopularityTiers(handle.db)).changed).toBe(0);
  });
});
