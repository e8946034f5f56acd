import { couponProductDiscount } from '@kori/coupon-rules';
import { campaignFixture } from '../../testing';
import { currentPriceBenefit, priceWithBenefit, toMinorUnits, type PriceBenefit } from './price-benefit-rules';

const star = campaignFixture(); // 2026-03-01..2026-03-31, first-time buyers, 10 %
const eur = (price: string) => ({ price, currency: 'EUR' as const });

describe('currentPriceBenefit', () => {
  it("is the running campaign's code and rule while the shopper is eligible", () => {
    expect(currentPriceBenefit([star], '2026-03-01', [])).toEqual({
      campaignId: 'coupon_STAR',
      code: 'STAR',
      rule: { kind: 'PERCENTAGE', percent: 10, minimumProductPriceMinor: 0 },
      currency: '',
    });
    expect(currentPriceBenefit([star], '2026-03-31', [])).not.toBeNull();
  });

  it('is null outside the dates, for an inactive campaign, or once a first-time buyer used a code', () => {
    expect(currentPriceBenefit([star], '2026-02-28', [])).toBeNull();
    expect(currentPriceBenefit([star], '2026-04-01', [])).toBeNull();
    expect(currentPriceBenefit([campaignFixture({ isActive: false })], '2026-03-10', [])).toBeNull();
    expect(currentPriceBenefit([star], '2026-03-10', ['ABC'])).toBeNull();
  });

  it("goes by the API's active flag alone while the shopper's calendar day is not known (today null)", () => {
    expect(currentPriceBenefit([star], null, [])?.campaignId).toBe('coupon_STAR');
    expect(currentPriceBenefit([campaignFixture({ isActive: false })], null, [])).toBeNull();
  });

  it('skips campaigns that do not affect product prices or have no product benefit', () => {
    const notOnPages = campaignFixture({ id: 'not_on_pages', affectsPricesOnProductPages: false });
    const noBenefit = campaignFixture({ id: 'no_benefit', discountPromotion: { discountCode: 'X', productBenefit: null } });
    expect(currentPriceBenefit([notOnPages, noBenefit], '2026-03-10', [])).toBeNull();
    expect(currentPriceBenefit([notOnPages, noBenefit, star], '2026-03-10', [])?.campaignId).toBe('coupon_STAR');
  });

  it('keeps a campaign for everyone after codes were used, with a fixed amount in its currency', () => {
    const fiveOff = campaignFixture({
      id: 'five_off',
      firstTimeBuyer: false,
      discountPromotion: { discountCode: 'KORI5', productBenefit: { kind: 'FIXED', percent: null, amount: eur('5.00'), minimumProductPrice: eur('20.00') } },
    });
    expect(currentPriceBenefit([fiveOff], '2026-03-10', ['STAR'])).toEqual({
      campaignId: 'five_off',
      code: 'KORI5',
      rule: { kind: 'FIXED', amountMinor: 500, minimumProductPriceMinor: 2000 },
      currency: 'EUR',
    });
  });
});

describe('priceWithBenefit', () => {
  const tenPercent: PriceBenefit = { campaignId: 'c', code: 'STAR', rule: { kind: 'PERCENTAGE', percent: 10, minimumProductPriceMinor: 0 }, currency: '' };

  it('takes the shared formula’s discount of the item price off the shown price', () => {
    expect(priceWithBenefit(tenPercent, eur('123.45'), eur('123.45'))).toEqual(eur('111.10'));
    // The card shows the total with 4.90 delivery: the code still acts on the item only.
    expect(priceWithBenefit(tenPercent, eur('123.45'), eur('128.35'))).toEqual(eur('116.00'));
    expect(couponProductDiscount(tenPercent.rule, 12_345)?.discountMinor).toBe(1235);
  });

  it('gives nothing below the minimum, in another currency, or for an unreadable price', () => {
    const fixed: PriceBenefit = { campaignId: 'c', code: 'KORI5', rule: { kind: 'FIXED', amountMinor: 500, minimumProductPriceMinor: 2000 }, currency: 'EUR' };
    expect(priceWithBenefit(fixed, eur('20.00'), eur('20.00'))).toBeNull();
    expect(priceWithBenefit(fixed, eur('20.01'), eur('20.01'))).toEqual(eur('15.01'));
    expect(priceWithBenefit(fixed, { price: '30.00', currency: 'SEK' }, { price: '30.00', currency: 'SEK' })).toBeNull();
    expect(priceWithBenefit(tenPercent, eur('abc'), eur('abc'))).toBeNull();
  });

  it('reads decimal amounts as minor units', () => {
    expect(toMinorUnits('12.9')).toBe(1290);
    expect(toMinorUnits('7')).toBe(700);
    expect(toMinorUnits('-1.00')).toBeNull();
  });
});
