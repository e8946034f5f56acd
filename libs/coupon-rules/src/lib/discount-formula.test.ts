import { couponProductDiscount, pickDiscountedLine, type CouponDiscountRule } from './discount-formula';

const tenPercent: CouponDiscountRule = { kind: 'PERCENTAGE', percent: 10, minimumProductPriceMinor: 2000 };
const fiveOff: CouponDiscountRule = { kind: 'FIXED', amountMinor: 500, minimumProductPriceMinor: 0 };

describe('couponProductDiscount', () => {
  it('takes a percentage off, rounded half up to a whole minor unit', () => {
    expect(couponProductDiscount(tenPercent, 12_345)).toEqual({ discountMinor: 1235, priceWithBenefitMinor: 11_110 });
    expect(couponProductDiscount(tenPercent, 12_344)).toEqual({ discountMinor: 1234, priceWithBenefitMinor: 11_110 });
  });

  it('gives nothing at or below the minimum product price', () => {
    expect(couponProductDiscount(tenPercent, 2000)).toBeNull();
    expect(couponProductDiscount(tenPercent, 2001)).toEqual({ discountMinor: 200, priceWithBenefitMinor: 1801 });
  });

  it('never takes off more than the price', () => {
    expect(couponProductDiscount(fiveOff, 300)).toEqual({ discountMinor: 300, priceWithBenefitMinor: 0 });
    expect(couponProductDiscount(fiveOff, 1000)).toEqual({ discountMinor: 500, priceWithBenefitMinor: 500 });
  });

  it('refuses prices that are not positive whole minor units', () => {
    expect(couponProductDiscount(fiveOff, 0)).toBeNull();
    expect(couponProductDiscount(fiveOff, 10.5)).toBeNull();
  });
});

describe('pickDiscountedLine', () => {
  it('picks the line with the biggest discount, the earlier one on a tie', () => {
    const lines = [
      { productId: 'a', unitPriceMinor: 5000 },
      { productId: 'b', unitPriceMinor: 9000 },
      { productId: 'c', unitPriceMinor: 9000 },
    ];
    expect(pickDiscountedLine(tenPercent, lines)).toEqual({ line: lines[1], discount: { discountMinor: 900, priceWithBenefitMinor: 8100 } });
  });

  it('is null when no line qualifies', () => {
    expect(pickDiscountedLine(tenPercent, [{ productId: 'a', unitPriceMinor: 1500 }])).toBeNull();
  });
});
