import { couponCodeFrom, isCouponFailure } from './coupon-code';

describe('couponCodeFrom', () => {
  it('tells an absent field from an empty one and normalises a code', () => {
    expect(couponCodeFrom(null)).toBeNull();
    expect(couponCodeFrom(undefined)).toBeNull();
    expect(couponCodeFrom('  ')).toBe('');
    expect(couponCodeFrom(' star ')).toBe('STAR');
  });

  it('drops what no code looks like', () => {
    expect(couponCodeFrom('<script>')).toBe('');
    expect(couponCodeFrom('A'.repeat(65))).toBe('');
  });
});

describe('isCouponFailure', () => {
  it('counts a result carrying a coupon code string as a failure', () => {
    expect(isCouponFailure({ couponCodeErrors: [{ couponCodeCode: 'STAR', errorType: 'COUPON_USED' }] })).toBe(true);
    expect(isCouponFailure({ couponCodeErrors: [{ couponCodeCode: null, errorType: 'COUPON_USED' }] })).toBe(false);
    expect(isCouponFailure({ couponCodeErrors: [] })).toBe(false);
    expect(isCouponFailure({})).toBe(false);
  });
});
