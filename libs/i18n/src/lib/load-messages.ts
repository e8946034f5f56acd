import { catalogues, type Messages } from './catalogues';
import { isLocale, languageOfLocale, DEFAULT_LOCALE, type Locale } from './locales';

/** The message catalogue for a locale (by its language). An unknown value gets the default locale's catalogue. */
export function loadMessages(locale: Locale): Messages {
  const served = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return catalogues[languageOfLocale(served)];
}
