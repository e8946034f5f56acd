import { isLocale, type Locale } from '@kori/region';

/** Cookie that remembers the shopper's language choice. */
export const LOCALE_COOKIE_NAME = 'locale';
/** One year, in seconds (the platform writes the cookie with these). */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The locale a `locale` cookie value names, or null when absent or not a served locale (a bad value is ignored).
 * Takes the value the platform's cookie reader parsed, not a header.
 */
export function localeFromCookieValue(value: string | null | undefined): Locale | null {
  return typeof value === 'string' && isLocale(value) ? value : null;
}
