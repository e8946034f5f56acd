import { discountedTotals, priceCoupon, shareByMerchant, type CouponShopper, type PricedLine } from './coupon-pricing';
import { couponRow } from './testing/coupon-row';

const shopper: CouponShopper = { now: new Date('2026-06-15T12:00:00Z'), currency: 'EUR', firstTimeBuyer: true, previousUses: 0, userId: 'u1' };
const lines: PricedLine[] = [
  { productId: 'p1', merchantId: 'm1', unitPrice: 10_000, quantity: 1 },
  { productId: 'p2', merchantId: 'm2', unitPrice: 2_500, quantity: 2 },
];

describe('priceCoupon', () => {
  it('refuses in the order a shopper can act on', () => {
    expect(priceCoupon(null, lines, shopper, ' star ')).toEqual({ ok: false, code: 'STAR', errorType: 'COUPON_NOT_EXISTS' });
    expect(priceCoupon(couponRow({ ownerUserId: 'someone' }), lines, shopper, 'x')).toMatchObject({ errorType: 'COUPON_NOT_EXISTS' });
    expect(priceCoupon(couponRow({ kind: 'FIXED', value: 500, currency: 'SEK' }), lines, shopper, 'x')).toMatchObject({ errorType: 'COUPON_NOT_EXISTS' });
    expect(priceCoupon(couponRow({ validFrom: new Date('2026-06-15T12:00:01Z') }), lines, shopper, 'x')).toMatchObject({ errorType: 'COUPON_NOT_YET_VALID' });
    expect(priceCoupon(couponRow({ validUntil: new Date('2026-06-15T11:59:59Z') }), lines, shopper, 'x')).toMatchObject({ errorType: 'COUPON_EXPIRED' });
    expect(priceCoupon(couponRow({ audience: 'FIRST_TIME_BUYER' }), lines, { ...shopper, firstTimeBuyer: false }, 'x')).toMatchObject({ errorType: 'COUPON_USED' });
    expect(priceCoupon(couponRow({ audience: 'RETURNING_CUSTOMER' }), lines, shopper, 'x')).toMatchObject({ errorType: 'NOT_RETURNING_CUSTOMER' });
    expect(priceCoupon(couponRow({ maxUsesPerUser: 2 }), lines, { ...shopper, previousUses: 2 }, 'x')).toMatchObject({ errorType: 'COUPON_USED' });
    expect(priceCoupon(couponRow({ maxUsesPerUser: null }), lines, { ...shopper, previousUses: 99 }, 'x').ok).toBe(true);
    expect(priceCoupon(couponRow({ minimumProductPrice: 10_000 }), lines, shopper, 'x')).toMatchObject({ errorType: 'COUPON_PRODUCT_MINIMUM_PRICE_NOT_EXCEEDED' });
  });

  it('is valid on the first and the last instant of its window', () => {
    expect(priceCoupon(couponRow({ validFrom: shopper.now, validUntil: shopper.now }), lines, shopper, 'x').ok).toBe(true);
  });

  it('takes a share of the items, split over the merchants by their items', () => {
    const result = priceCoupon(couponRow({ value: 10 }), lines, shopper, 'x');
    expect(result).toMatchObject({ ok: true, discount: { amount: 1_500, discountedProductId: null, merchantShares: { m1: 1_000, m2: 500 } } });
  });

  it('takes a fixed amount, never more than the items', () => {
    expect(priceCoupon(couponRow({ kind: 'FIXED', value: 500, currency: 'EUR' }), lines, shopper, 'x')).toMatchObject({ discount: { amount: 500 } });
    expect(priceCoupon(couponRow({ kind: 'FIXED', value: 50_000, currency: 'EUR' }), lines, shopper, 'x')).toMatchObject({ discount: { amount: 15_000 } });
  });

  it('takes a share of one unit of the dearest product above the minimum, borne by its merchant', () => {
    const result = priceCoupon(couponRow({ kind: 'PRODUCT', value: 20, minimumProductPrice: 2_000, paidBy: 'MERCHANT' }), lines, shopper, 'x');
    expect(result).toMatchObject({
      ok: true,
      discount: { amount: 2_000, paidBy: 'MERCHANT', discountedProductId: 'p1', discountedProductPrice: 10_000, merchantShares: { m1: 2_000 } },
    });
  });
});

describe('shareByMerchant', () => {
  it('gives the rounding rest to the largest merchant so the shares add up', () => {
    const shares = shareByMerchant(
      [
        { productId: 'a', merchantId: 'm1', unitPrice: 1, quantity: 1 },
        { productId: 'b', merchantId: 'm2', unitPrice: 1, quantity: 2 },
      ],
      100,
    );
    expect(shares).toEqual({ m1: 33, m2: 67 });
  });
});

describe('discountedTotals', () => {
  it('lowers what the merchant is paid only when the merchant bears the discount', () => {
    expect(discountedTotals(10_000, { amount: 1_000, paidBy: 'KORI' })).toEqual({ owedByCustomer: 9_000, paidToMerchant: 10_000 });
    expect(discountedTotals(10_000, { amount: 1_000, paidBy: 'MERCHANT' })).toEqual({ owedByCustomer: 9_000, paidToMerchant: 9_000 });
    expect(discountedTotals(500, { amount: 1_000, paidBy: 'MERCHANT' })).toEqual({ owedByCustomer: 0, paidToMerchant: 0 });
    expect(discountedTotals(500, null)).toEqual({ owedByCustomer: 500, paidToMerchant: 500 });
  });
});
