import { languageFromAcceptLanguage, localeFromAcceptLanguage, parseAcceptLanguage } from './accept-language';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['fi-FI', 'fi-FI'],
    ['fi', 'fi-FI'],
    ['en-US,en;q=0.9', 'en-FI'],
    ['en-gb', 'en-FI'],
    ['sv', 'sv-SE'],
    ['sv-FI', 'sv-SE'],
    ['nl-BE,nl;q=0.9', 'nl-NL'],
    ['de-DE,de;q=0.9,sv;q=0.8,en;q=0.7', 'sv-SE'],
    ['en;q=0.5, nl-NL;q=0.8', 'nl-NL'],
    ['en;q=0.8, sv;q=0.8', 'en-FI'],
    ['nl;q=0, en', 'en-FI'],
    ['*', null],
    ['de, fr;q=0.5', null],
    ['', null],
  ])('%j -> %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('handles a missing header', () => {
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['sv-SE,en;q=0.5', 'sv'],
    ['de;q=1, nl;q=0.4', 'nl'],
    ['fil, en;q=0.1', 'en'],
    ['de', null],
  ])('%j -> %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight, then by position, and leaves out * and q=0', () => {
    expect(parseAcceptLanguage('a;q=0.5, b, *, c;q=0, d;q=0.5')).toEqual([
      { tag: 'b', quality: 1 },
      { tag: 'a', quality: 0.5 },
      { tag: 'd', quality: 0.5 },
    ]);
  });
});
