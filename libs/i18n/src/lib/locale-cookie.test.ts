import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, readLocaleCookie, serializeLocaleCookie } from './locale-cookie';
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

  it('round-trips through readLocaleCookie', async () => {
    for (const locale of ['fi-FI', 'en-FI', 'sv-SE', 'nl-NL'] as const) {
      const pair = (await serializeLocaleCookie(locale)).split(';')[0]!;
      expect(readLocaleCookie(`other=1; ${pair}`)).toBe(locale);
    }
  });
});

describe('readLocaleCookie', () => {
  it.each([
    ['locale=nl-NL', 'nl-NL'],
    ['a=b; locale=en-FI; c=d', 'en-FI'],
    ['locale="sv-SE"', 'sv-SE'],
    ['locale=sv%2DSE', 'sv-SE'],
    ['mylocale=sv-SE', null],
    ['locale=de-DE', null],
    ['locale=sv_SE', null],
    ['locale=', null],
    ['locale=%E0%A4%A', null],
    ['', null],
  ])('%j -> %s', (header, expected) => {
    expect(readLocaleCookie(header)).toBe(expected);
  });

  it('handles a missing header', () => {
    expect(readLocaleCookie(null)).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });
});
