import type { CouponRow } from '../../db/schema';

/** A stored coupon for tests: 10 % off for anyone, once per user, paid by Kori, always valid; `fields` override. */
export const couponRow = (fields: Partial<CouponRow> = {}): CouponRow => ({
  id: 1,
  code: 'TEST',
  title: 'Test',
  kind: 'PERCENTAGE',
  value: 10,
  currency: null,
  validFrom: null,
  validUntil: null,
  minimumProductPrice: null,
  audience: 'ANYONE',
  maxUsesPerUser: 1,
  paidBy: 'KORI',
  ownerUserId: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...fields,
});
