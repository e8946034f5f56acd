import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@kori/i18n';
import { loadMessages } from '@kori/i18n/server';
import type { StorefrontRequestContext } from './request-context.server';

// Message catalogues are static per locale, so one formatter per locale is shared; nothing request-scoped.
const intlCache = createIntlCache();
const intlByLocale = new Map<Locale, IntlShape>();

/** Formats texts (page titles, descriptions) on the server in `locale`. */
export function serverIntl(locale: Locale): IntlShape {
  let intl = intlByLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: loadMessages(locale) }, intlCache);
    intlByLocale.set(locale, intl);
  }
  return intl;
}

/** The formatter for a request's language: the one server-side translation helper loaders use. */
export function requestIntl(context: Pick<StorefrontRequestContext, 'locale'>): IntlShape {
  return serverIntl(context.locale);
}
