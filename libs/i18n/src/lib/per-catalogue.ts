import type { Locale } from '@kori/region';

/**
 * `make(messages, locale)` made once per catalogue object and locale, and shared after that: catalogues are
 * the same for every shopper of a locale, so nothing about a request is shared; a catalogue no longer in use
 * is dropped with its entry.
 */
export function perCatalogueAndLocale<M extends object, V>(make: (messages: M, locale: Locale) => V): (messages: M, locale: Locale) => V {
  const made = new WeakMap<M, Map<Locale, V>>();
  return (messages, locale) => {
    let byLocale = made.get(messages);
    if (!byLocale) {
      byLocale = new Map();
      made.set(messages, byLocale);
    }
    if (!byLocale.has(locale)) byLocale.set(locale, make(messages, locale));
    return byLocale.get(locale) as V;
  };
}
