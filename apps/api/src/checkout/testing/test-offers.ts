import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { merchants, offers } from '../../db/schema';

export interface TestOffer {
  offerId: string;
  merchantId: string;
  price: number;
}

export interface KoriCheckoutOffer {
  id: number;
  price: number;
  merchantId: string;
}

/**
 * FI offers of merchants that sell through Kori (from the seeded catalogue): in the database's order,
 * cheapest first, or by merchant and offer id; at most `limit` of them.
 */
export async function koriCheckoutOffers(db: Database, { order, limit }: { order?: 'cheapest' | 'merchant'; limit?: number } = {}): Promise<KoriCheckoutOffer[]> {
  let query = db
    .select({ id: offers.id, price: offers.price, merchantId: offers.merchantId })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(and(eq(offers.region, 'FI'), eq(merchants.purchaseMode, 'KORI_CHECKOUT')))
    .$dynamic();
  if (order === 'cheapest') query = query.orderBy(offers.price);
  if (order === 'merchant') query = query.orderBy(offers.merchantId, offers.id);
  if (limit !== undefined) query = query.limit(limit);
  return query;
}

/** Two offers from each of two FI merchants that sell through Kori (from the seeded catalogue). */
export async function twoKoriCheckoutMerchants(db: Database): Promise<{ merchantA: TestOffer[]; merchantB: TestOffer[] }> {
  const rows = await koriCheckoutOffers(db, { order: 'merchant' });
  const byMerchant = new Map<string, TestOffer[]>();
  for (const row of rows) byMerchant.set(row.merchantId, [...(byMerchant.get(row.merchantId) ?? []), { offerId: String(row.id), merchantId: row.merchantId, price: row.price }]);
  const picked = [...byMerchant.values()].filter((list) => list.length >= 2);
  return { merchantA: picked[0]!.slice(0, 2), merchantB: picked[1]!.slice(0, 2) };
}
