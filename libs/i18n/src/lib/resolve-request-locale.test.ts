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
