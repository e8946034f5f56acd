import { formatMoney } from './format-money';

// Intl's own separators: U+00A0 no-break space, U+202F narrow no-break space, U+2212 minus.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats EUR for fi-FI with the comma decimal and the currency after the number', () => {
    const formatted = formatMoney({ price: '1234.50', currency: 'EUR' }, 'fi-FI');
    expect(formatted).toBe(new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(formatted).toMatch(/^1[\u00a0\u202f]234,50[\u00a0\u202f]€$/);
  });

  it('formats SEK for sv-SE', () => {
    const formatted = formatMoney({ price: '1234.50', currency: 'SEK' }, 'sv-SE');
    expect(formatted).toMatch(/^1[\u00a0\u202f]234,50[\u00a0\u202f]kr$/);
  });

  it('formats EUR for en-FI', () => {
    expect(formatMoney({ price: '1234.50', currency: 'EUR' }, 'en-FI')).toBe('€1,234.50');
  });

  it('formats EUR for nl-NL', () => {
    expect(formatMoney({ price: '1234.50', currency: 'EUR' }, 'nl-NL')).toBe(`€${NBSP}1.234,50`);
  });

  it('uses the currency the API gives, not the one of the locale', () => {
    expect(formatMoney({ price: '10', currency: 'SEK' }, 'en-FI')).toBe(`SEK${NBSP}10.00`);
    expect(formatMoney({ price: '10', currency: 'EUR' }, 'sv-SE')).toMatch(/^10,00[\u00a0\u202f]€$/);
  });

  it('shows two decimals and rounds longer decimals', () => {
    expect(formatMoney({ price: '0', currency: 'EUR' }, 'en-FI')).toBe('€0.00');
    expect(formatMoney({ price: '19.9', currency: 'EUR' }, 'en-FI')).toBe('€19.90');
    expect(formatMoney({ price: '2.345', currency: 'EUR' }, 'en-FI')).toBe('€2.35');
  });

  it('keeps large amounts exact (no floating point round trip)', () => {
    expect(formatMoney({ price: '12345678901234567.89', currency: 'EUR' }, 'en-FI')).toBe('€12,345,678,901,234,567.89');
  });

  it('formats negative amounts (discounts)', () => {
    expect(formatMoney({ price: '-5.00', currency: 'EUR' }, 'en-FI')).toBe('-€5.00');
  });

  it('accepts a lower-case currency code', () => {
    expect(formatMoney({ price: '1', currency: 'eur' }, 'en-FI')).toBe('€1.00');
  });

  it.each(['', 'abc', '1,50', '1.2.3', 'NaN', 'Infinity'])('rejects the price %j', (price) => {
    expect(() => formatMoney({ price, currency: 'EUR' }, 'fi-FI')).toThrow(TypeError);
  });

  it.each(['', 'EURO', '€', 'E1R'])('rejects the currency %j', (currency) => {
    expect(() => formatMoney({ price: '1.00', currency }, 'fi-FI')).toThrow(TypeError);
  });
});
