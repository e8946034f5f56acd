import type { Region } from '@kori/region';
import { includedVat } from './included-vat';

describe('includedVat', () => {
  it.each<[Region, string, string]>([
    ['FI', '125.50', '25.50'], // 125.50 × 25.5/125.5 = 25.50 exactly
    ['FI', '713.80', '145.04'], // 145.0390…
    ['FI', '100.00', '20.32'], // 20.3187…
    ['FI', '0.00', '0.00'],
    ['FI', '0.05', '0.01'], // 0.0101…
    ['SE', '125.00', '25.00'],
    ['SE', '999.00', '199.80'],
    ['SE', '0.02', '0.00'], // 0.004
    ['NL', '121.00', '21.00'],
    ['NL', '10.00', '1.74'], // 1.7355…
    ['NL', '100', '17.36'], // 17.3553…
    ['FI', '1255.00', '255.00'],
    ['FI', '-125.50', '-25.50'], // a refund
  ])('%s %s -> %s', (region, owed, tax) => {
    expect(includedVat({ price: owed, currency: region === 'SE' ? 'SEK' : 'EUR' }, region)).toEqual({
      price: tax,
      currency: region === 'SE' ? 'SEK' : 'EUR',
    });
  });

  it('rounds to the nearest cent', () => {
    expect(includedVat({ price: '0.43', currency: 'EUR' }, 'NL')?.price).toBe('0.07'); // 0.0746
    expect(includedVat({ price: '0.63', currency: 'SEK' }, 'SE')?.price).toBe('0.13'); // 0.126
    expect(includedVat({ price: '0.62', currency: 'SEK' }, 'SE')?.price).toBe('0.12'); // 0.124
  });

  it('reads only amounts in whole cents', () => {
    expect(includedVat({ price: '0.125', currency: 'SEK' }, 'SE')).toBeNull();
  });

  it('answers null for an amount it cannot read', () => {
    expect(includedVat({ price: 'abc', currency: 'EUR' }, 'FI')).toBeNull();
  });
});
