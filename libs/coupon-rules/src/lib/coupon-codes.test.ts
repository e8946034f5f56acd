import { DEFAULT_COUPON_CODE, mergeCouponCodes, normalizeCouponCode, parseCouponCodeList } from './coupon-codes';

describe('coupon codes', () => {
  it('normalises a code by trimming and upper-casing it', () => {
    expect(normalizeCouponCode('  star ')).toBe('STAR');
    expect(normalizeCouponCode('   ')).toBe('');
  });

  it('reads one code or a comma-separated list, upper-cased and de-duplicated in order', () => {
    expect(parseCouponCodeList('star')).toEqual(['STAR']);
    expect(parseCouponCodeList('star,Star,abc')).toEqual(['STAR', 'ABC']);
    expect(parseCouponCodeList(' abc , ,STAR,abc,')).toEqual(['ABC', 'STAR']);
    expect(parseCouponCodeList('')).toEqual([]);
  });

  it('appends only the codes not held yet', () => {
    expect(mergeCouponCodes(['STAR'], ['abc', 'star', 'ABC'])).toEqual(['STAR', 'ABC']);
  });

  it('falls back to STAR', () => {
    expect(DEFAULT_COUPON_CODE).toBe('STAR');
  });
});
