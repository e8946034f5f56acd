/** @jest-environment node */
import type { Locale } from '@kori/i18n';
import { readCookie } from '@kori/util-storage';
import { serializeLocaleCookie } from './locale-cookie.server';

describe('serializeLocaleCookie', () => {
  it('writes the locale cookie for a year on the whole site, SameSite=Lax, readable by the page', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(serializeLocaleCookie('sv-SE', {}, now)).toBe(
      'locale=sv-SE; Max-Age=31536000; Path=/; Expires=Fri, 01 Jan 2027 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('adds Secure when asked', () => {
    expect(serializeLocaleCookie('en-FI', { secure: true }).split('; ')).toContain('Secure');
  });

  it('refuses a locale that is not served', () => {
    expect(() => serializeLocaleCookie('de-DE' as Locale)).toThrow(TypeError);
  });

  it('round-trips through the cookie reader', () => {
    for (const locale of ['fi-FI', 'en-FI', 'sv-SE', 'nl-NL'] as const) {
      expect(readCookie(serializeLocaleCookie(locale).split(';')[0], 'locale')).toBe(locale);
    }
  });
});
