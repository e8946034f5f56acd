import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Messages } from './catalogues';
import { loadMessages } from './load-messages';
import type { Locale } from '@kori/region';

// Message catalogues are static per locale, so one formatter per catalogue and locale is shared; nothing
// request-scoped.
const intlCache = createIntlCache();
const intls = new WeakMap<Messages, Map<Locale, IntlShape>>();

/** Formats texts (page titles, descriptions, server-built tables) on the server in `locale`. */
export function serverIntl(locale: Locale): IntlShape {
  const messages = loadMessages(locale);
  let byLocale = intls.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intls.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages }, intlCache);
    byLocale.set(locale, intl);
  }
  return intl;
}
