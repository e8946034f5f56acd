import { localeFromAcceptLanguage } from './accept-language';
import { resolveRequestLocale } from './resolve-request-locale';

const resolve = (cookieLocale: string | null, acceptLanguage: string | null = null) => resolveRequestLocale({ cookieLocale, acceptLanguage });

describe('resolveRequestLocale', () => {
  it('uses the locale cookie first', () => {
    expect(resolve('sv-SE', 'en-US,en;q=0.9')).toBe('sv-SE');
  });

  it('ignores a bad cookie and falls back to Accept-Language', () => {
    expect(resolve('xx-YY', 'nl-NL')).toBe('nl-NL');
    expect(resolve('', 'en')).toBe('en-FI');
  });

  it('uses Accept-Language without a cookie', () => {
    expect(resolve(null, 'sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv-SE');
  });

  it('falls back to fi-FI', () => {
    expect(resolve(null)).toBe('fi-FI');
    expect(resolve(null, 'de-DE,de;q=0.9')).toBe('fi-FI');
    expect(resolve('de-DE', '*')).toBe('fi-FI');
  });
});

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
