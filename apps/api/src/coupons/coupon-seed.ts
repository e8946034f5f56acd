/**
 * The demo coupons: STAR (the first-time buyer's offer the campaign banner promotes) and one code for
 * each way a code can be refused, so every coupon error can be seen in the storefront.
 */
import type { Database } from '../db/database';
import { coupons } from '../db/schema';

type NewCoupon = typeof coupons.$inferInsert;

export const SEED_COUPONS: readonly NewCoupon[] = [
  // The default code: 10 % off a first order, borne by Kori.
  { code: 'STAR', title: 'STAR -10 %', kind: 'PERCENTAGE', value: 10, audience: 'FIRST_TIME_BUYER', maxUsesPerUser: 1, paidBy: 'KORI' },
  // 10 % off, borne by the merchants, as often as one likes.
  { code: 'MERCHANT10', title: 'Merchant -10 %', kind: 'PERCENTAGE', value: 10, audience: 'ANYONE', maxUsesPerUser: null, paidBy: 'MERCHANT' },
  // 5 euros off once per shopper (COUPON_USED after one order).
  { code: 'KORI5', title: '5 € off', kind: 'FIXED', value: 500, currency: 'EUR', audience: 'ANYONE', maxUsesPerUser: 1, paidBy: 'KORI' },
  // Ended and not yet started.
  { code: 'SUMMER2020', title: 'Summer 2020', kind: 'PERCENTAGE', value: 15, validUntil: new Date('2020-08-31T21:00:00Z'), paidBy: 'KORI' },
  { code: 'NEWYEAR2099', title: 'New year 2099', kind: 'PERCENTAGE', value: 15, validFrom: new Date('2099-01-01T00:00:00Z'), paidBy: 'KORI' },
  // 20 % off one product that costs more than 2000 euros.
  { code: 'BIGTICKET', title: 'Big ticket -20 %', kind: 'PRODUCT', value: 20, minimumProductPrice: 200_000, maxUsesPerUser: null, paidBy: 'MERCHANT' },
  // For shoppers who already ordered (NOT_RETURNING_CUSTOMER for a first order).
  { code: 'WELCOMEBACK', title: 'Welcome back -5 %', kind: 'PERCENTAGE', value: 5, audience: 'RETURNING_CUSTOMER', maxUsesPerUser: null, paidBy: 'KORI' },
];

/** Inserts the demo coupons that are missing (an existing code is left as it is). */
export async function seedCoupons(db: Database): Promise<void> {
  await db.insert(coupons).values([...SEED_COUPONS]).onConflictDoNothing({ target: coupons.code });
}
