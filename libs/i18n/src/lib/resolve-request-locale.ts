import { localeFromAcceptLanguage } from '@kori/region';
import { readLocaleCookie } from './locale-cookie';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** The locale for a request: the `locale` cookie if it holds a served locale, then Accept-Language, then fi-FI. */
export function resolveRequestLocale(request: Request): Locale {
  return (
    readLocaleCookie(request.headers.get('cookie')) ??
    localeFromAcceptLanguage(request.headers.get('accept-language')) ??
    DEFAULT_LOCALE
  );
}
