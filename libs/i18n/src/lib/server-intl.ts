import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Messages } from './catalogues';
import { loadMessages } from './load-messages';
import { perCatalogueAndLocale } from './per-catalogue';
import type { Locale } from '@kori/region';

// Message catalogues are static per locale, so one formatter per catalogue and locale is shared; nothing
// request-scoped.
const intlCache = createIntlCache();
const intlOf = perCatalogueAndLocale((messages: Messages, locale) => createIntl({ locale, messages }, intlCache));

/** Formats texts (page titles, descriptions, server-built tables) on the server in `locale`. */
export function serverIntl(locale: Locale): IntlShape {
  return intlOf(loadMessages(locale), locale);
}
