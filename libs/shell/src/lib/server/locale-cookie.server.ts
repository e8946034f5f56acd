import { isLocale, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, type Locale } from '@kori/i18n';
import { serializeSetCookie } from '@kori/util-storage';

export interface LocaleCookieOptions {
  /** Add `Secure` (on for HTTPS). Off by default so plain-HTTP local runs keep the cookie. */
  secure?: boolean;
}

/** Set-Cookie value that remembers `locale` for a year on the whole site (readable by the page, SameSite=Lax). */
export function serializeLocaleCookie(locale: Locale, options: LocaleCookieOptions = {}, now: number = Date.now()): string {
  if (!isLocale(locale)) throw new TypeError(`serializeLocaleCookie: unsupported locale ${JSON.stringify(locale)}`);
  return serializeSetCookie(LOCALE_COOKIE_NAME, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    expires: new Date(now + LOCALE_COOKIE_MAX_AGE * 1000),
    path: '/',
    sameSite: 'Lax',
    secure: options.secure ?? false,
    httpOnly: false,
  });
}
