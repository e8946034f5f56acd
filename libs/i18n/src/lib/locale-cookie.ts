import { isLocale, type Locale } from './locales';

/** Cookie that remembers the shopper's language choice. */
export const LOCALE_COOKIE_NAME = 'locale';
/** One year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export interface LocaleCookieOptions {
  /** Add `Secure` (on for HTTPS deployments). Default false so plain-HTTP local runs keep the cookie. */
  secure?: boolean;
}

/** Set-Cookie header value that remembers `locale` for a year on the whole site. */
export async function serializeLocaleCookie(locale: Locale, options: LocaleCookieOptions = {}): Promise<string> {
  if (!isLocale(locale)) {
    throw new TypeError(`serializeLocaleCookie: unsupported locale ${JSON.stringify(locale)}`);
  }
  const expires = new Date(Date.now() + LOCALE_COOKIE_MAX_AGE * 1000).toUTCString();
  const parts = [
    `${LOCALE_COOKIE_NAME}=${locale}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    `Expires=${expires}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The locale a `locale` cookie value names, or null when absent or not a served locale (a bad value is ignored).
 * Takes the value the platform's cookie reader parsed, not a header.
 */
export function localeFromCookieValue(value: string | null | undefined): Locale | null {
  return typeof value === 'string' && isLocale(value) ? value : null;
}
