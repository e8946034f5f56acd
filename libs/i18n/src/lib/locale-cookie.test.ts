import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, localeFromCookieValue, serializeLocaleCookie } from './locale-cookie';
import type { Locale } from './locales';

describe('serializeLocaleCookie', () => {
  it('writes the locale cookie for a year on the whole site, SameSite=Lax', async () => {
    const header = await serializeLocaleCookie('sv-SE');
    const [pair, ...attributes] = header.split('; ');
    expect(pair).toBe('locale=sv-SE');
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=31536000', 'Path=/', 'SameSite=Lax', expect.stringMatching(/^Expires=/)]),
    );
    expect(attributes).not.toContain('Secure');
    expect(attributes).not.toContain('HttpOnly');
    expect(LOCALE_COOKIE_NAME).toBe('locale');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });

  it('expires one year from now', async () => {
    const before = Date.now();
    const header = await serializeLocaleCookie('fi-FI');
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)![1]!);
    const year = LOCALE_COOKIE_MAX_AGE * 1000;
    expect(expires).toBeGreaterThanOrEqual(Math.floor((before + year) / 1000) * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + year);
  });

  it('adds Secure when asked', async () => {
    expect((await serializeLocaleCookie('en-FI', { secure: true })).split('; ')).toContain('Secure');
  });

  it('refuses a locale that is not served', async () => {
    await expect(serializeLocaleCookie('de-DE' as Locale)).rejects.toThrow(TypeError);
  });

  it('round-trips through localeFromCookieValue', async () => {
    for (const locale of ['fi-FI', 'en-FI', 'sv-SE', 'nl-NL'] as const) {
      const value = (await serializeLocaleCookie(locale)).split(';')[0]!.slice('locale='.length);
      expect(localeFromCookieValue(value)).toBe(locale);
    }
  });
});

describe('localeFromCookieValue', () => {
  it.each([
    ['nl-NL', 'nl-NL'],
    ['en-FI', 'en-FI'],
    ['de-DE', null],
    ['sv_SE', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %s', (value, expected) => {
    expect(localeFromCookieValue(value)).toBe(expected);
  });
});
