import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@kori/i18n';
import { loadMessages } from '@kori/i18n/server';

// Catalogues are static per locale, so one formatter per locale is shared; nothing request-scoped.
const intlCache = createIntlCache();
const intlByLocale = new Map<Locale, IntlShape>();

/** Formats the content pages' short texts (titles, descriptions) on the server. */
export function contentIntl(locale: Locale): IntlShape {
  let intl = intlByLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: loadMessages(locale) }, intlCache);
    intlByLocale.set(locale, intl);
  }
  return intl;
}
