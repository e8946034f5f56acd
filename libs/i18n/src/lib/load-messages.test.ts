import { loadMessages } from './load-messages';
import type { Locale } from './locales';

describe('loadMessages', () => {
  it('returns the catalogue of the locale language', () => {
    expect(loadMessages('fi-FI')['nav.deals']).toBe('Tarjoukset');
    expect(loadMessages('en-FI')['nav.deals']).toBe('Deals');
    expect(loadMessages('sv-SE')['nav.deals']).toBe('Erbjudanden');
    expect(loadMessages('nl-NL')['nav.deals']).toBe('Aanbiedingen');
  });

  it('gives the default catalogue for an unknown locale', () => {
    expect(loadMessages('de-DE' as Locale)).toBe(loadMessages('fi-FI'));
  });
});
