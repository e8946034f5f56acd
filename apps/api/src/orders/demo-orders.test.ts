import { and, asc, eq, sql } from 'drizzle-orm';
import { checkoutMerchants, merchants, offers, orders } from '../db/schema';
import { openIsolatedTestDatabase } from '../testing/test-database';
import { useFileFixture } from '../testing/use-file-fixture';
import { DEMO_SHOPPER_EMAIL, seedDemoOrders } from './demo-orders';

// The test adds offers and demo orders, so on PostgreSQL it gets a database of its own: other test
// files share theirs and count both.
const handle = useFileFixture('the isolated database', openIsolatedTestDatabase);

describe('demo orders', () => {
  it('send the two-shop order to two shops even when the first shop carries most offers', async () => {
    const db = handle.db;
    // As in the demo catalogue, where the first checkout shop has well over a thousand Finnish offers.
    const [first] = await db
      .selectDistinct({ id: offers.merchantId })
      .from(offers)
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .where(and(eq(offers.region, 'FI'), eq(merchants.purchaseMode, 'KORI_CHECKOUT')))
      .orderBy(asc(offers.merchantId))
      .limit(1);
    await db.execute(sql`
      insert into offers (product_id, merchant_id, region, price, currency, stock_quantity, url)
      select product_id, ${first?.id}, 'FI', price, 'EUR', 5, url from offers, generate_series(1, 3) limit 500`);

    expect(await seedDemoOrders(db)).toBe(3);
    const parts = await db
      .select({ orderId: orders.id, merchantId: checkoutMerchants.merchantId })
      .from(orders)
      .innerJoin(checkoutMerchants, eq(checkoutMerchants.checkoutId, orders.checkoutId))
      .where(eq(orders.userId, `demo:${DEMO_SHOPPER_EMAIL}`));
    const shopsPerOrder = new Map<string, string[]>();
    for (const part of parts) shopsPerOrder.set(part.orderId, [...(shopsPerOrder.get(part.orderId) ?? []), part.merchantId]);
    const counts = [...shopsPerOrder.values()].map((shops) => new Set(shops).size).sort();
    expect(counts).toEqual([1, 1, 2]);
  });
});
