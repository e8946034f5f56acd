import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { loadMessages } from './load-messages';
import type { Locale } from '@kori/region';

// Message catalogues are static per locale, so one formatter per locale is shared; nothing request-scoped.
const intlCache = createIntlCache();
const intlByLocale = new Map<Locale, IntlShape>();

/** Formats texts (page titles, descriptions, server-built tables) on the server in `locale`. */
export function serverIntl(locale: Locale): IntlShape {
  let intl = intlByLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: loadMessages(locale) }, intlCache);
    intlByLocale.set(locale, intl);
  }
  return intl;
}
