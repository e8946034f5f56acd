import { receiptTax } from './receipt-tax';

describe('receiptTax', () => {
  it('takes the region rate out of the amount owed', () => {
    // 125.50 EUR at 25.5 % holds exactly 25.50 of VAT.
    expect(receiptTax(12_550, 'FI')).toBe(2_550);
    // 125.00 SEK at 25 %: 25.00.
    expect(receiptTax(12_500, 'SE')).toBe(2_500);
    // 121.00 EUR at 21 %: 21.00.
    expect(receiptTax(12_100, 'NL')).toBe(2_100);
  });

  it('rounds to the cent, half away from zero', () => {
    // 10.00 x 0.255 / 1.255 = 2.0318... -> 2.03
    expect(receiptTax(1_000, 'FI')).toBe(203);
    // 0.05 x 0.21 / 1.21 = 0.00867... -> 0.01
    expect(receiptTax(5, 'NL')).toBe(1);
    // 19.99 x 0.25 / 1.25 = 3.998 -> 4.00
    expect(receiptTax(1_999, 'SE')).toBe(400);
    expect(receiptTax(-1_000, 'FI')).toBe(-203);
  });

  it('is zero on nothing owed and refuses fractions of a cent', () => {
    expect(receiptTax(0, 'FI')).toBe(0);
    expect(() => receiptTax(1.5, 'FI')).toThrow(RangeError);
  });
});
