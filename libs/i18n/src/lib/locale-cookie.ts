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

/** The locale stored in a Cookie header, or null when absent or not a served locale (a bad value is ignored). */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== LOCALE_COOKIE_NAME) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return isLocale(value) ? value : null;
  }
  return null;
}
