import type { CouponRow } from '../db/schema';
import { couponRow } from '../coupons/testing/coupon-row';
import { productBenefitOf } from './campaign-benefit';

const now = new Date('2026-11-27T12:00:00Z');
// A first-time buyer's 10 % coupon.
const coupon = (overrides: Partial<CouponRow>): CouponRow =>
  couponRow({ code: 'STAR', title: 'STAR -10 %', audience: 'FIRST_TIME_BUYER', createdAt: now, ...overrides });

describe('productBenefitOf', () => {
  it('gives a percentage coupon as its percent, with no minimum', () => {
    expect(productBenefitOf(coupon({}), 'EUR', now)).toEqual({ kind: 'PERCENTAGE', percent: 10, amount: null, minimumProductPrice: null });
  });

  it('gives a product coupon as its percent above its minimum, in the region currency', () => {
    expect(productBenefitOf(coupon({ kind: 'PRODUCT', value: 20, minimumProductPrice: 200_000 }), 'SEK', now)).toEqual({
      kind: 'PERCENTAGE',
      percent: 20,
      amount: null,
      minimumProductPrice: { price: '2000.00', currency: 'SEK' },
    });
  });

  it('gives a fixed coupon only in its own currency', () => {
    const fiveOff = coupon({ kind: 'FIXED', value: 500, currency: 'EUR' });
    expect(productBenefitOf(fiveOff, 'EUR', now)).toEqual({ kind: 'FIXED', percent: null, amount: { price: '5.00', currency: 'EUR' }, minimumProductPrice: null });
    expect(productBenefitOf(fiveOff, 'SEK', now)).toBeNull();
  });

  it('gives nothing for a missing, not yet valid, expired, personal or returning customers coupon', () => {
    expect(productBenefitOf(undefined, 'EUR', now)).toBeNull();
    expect(productBenefitOf(coupon({ validFrom: new Date('2026-11-28T00:00:00Z') }), 'EUR', now)).toBeNull();
    expect(productBenefitOf(coupon({ validUntil: new Date('2026-11-27T11:59:59Z') }), 'EUR', now)).toBeNull();
    expect(productBenefitOf(coupon({ ownerUserId: 'user-1' }), 'EUR', now)).toBeNull();
    expect(productBenefitOf(coupon({ audience: 'RETURNING_CUSTOMER' }), 'EUR', now)).toBeNull();
  });
});
