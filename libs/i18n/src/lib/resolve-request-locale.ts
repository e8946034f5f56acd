import { localeFromAcceptLanguage } from '@kori/region';
import { localeFromCookieValue } from './locale-cookie';
import { DEFAULT_LOCALE, type Locale } from '@kori/region';

export interface RequestLocaleInputs {
  /** The `locale` cookie's value as the platform's cookie reader parsed it. */
  cookieLocale: string | null | undefined;
  /** The Accept-Language header. */
  acceptLanguage: string | null | undefined;
}

/** The locale for a request: the `locale` cookie if it holds a served locale, then Accept-Language, then fi-FI. */
export function resolveRequestLocale({ cookieLocale, acceptLanguage }: RequestLocaleInputs): Locale {
  return localeFromCookieValue(cookieLocale) ?? localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
