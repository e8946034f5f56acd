import { decimalToMinor, isDecimalMoney, minorToDecimal, moneyAmount, optionalMoneyAmount } from './money';

describe('minorToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [199, '1.99'],
    [123450, '1234.50'],
    [100000000, '1000000.00'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
  ])('%i -> %s', (minor, decimal) => {
    expect(minorToDecimal(minor)).toBe(decimal);
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });
});

describe('decimalToMinor', () => {
  it.each([
    ['0', 0],
    ['0.5', 50],
    ['0.05', 5],
    ['1.99', 199],
    ['1234.50', 123450],
    [' 12 ', 1200],
    ['-3.10', -310],
    ['-0.00', 0],
  ])('%s -> %i', (decimal, minor) => {
    expect(decimalToMinor(decimal)).toBe(minor);
  });

  it.each(['', 'abc', '1,50', '1.999', '1e3', '.5', '1.', '--1'])('rejects %j', (value) => {
    expect(() => decimalToMinor(value)).toThrow(RangeError);
    expect(isDecimalMoney(value)).toBe(false);
  });

  it('round-trips every amount', () => {
    for (const minor of [0, 1, 9, 10, 99, 100, 101, 999999, 12345678]) {
      expect(decimalToMinor(minorToDecimal(minor))).toBe(minor);
    }
  });
});

describe('moneyAmount', () => {
  it('builds the GraphQL shape', () => {
    expect(moneyAmount(129900, 'SEK')).toEqual({ price: '1299.00', currency: 'SEK' });
    expect(optionalMoneyAmount(null, 'EUR')).toBeNull();
    expect(optionalMoneyAmount(0, 'EUR')).toEqual({ price: '0.00', currency: 'EUR' });
  });
});
