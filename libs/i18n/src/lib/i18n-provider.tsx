import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { AnyMessages, CompiledMessages, Messages } from './catalogues';
import { DEFAULT_LOCALE, regionOfLocale, timeZoneForRegion, type Locale } from '@kori/region';
import { readMessages } from './read-messages';

export interface I18nProviderProps {
  locale: Locale;
  /**
   * The catalogue for `locale`, compiled: `loadSerializedMessages` on the server, passed down through loader
   * data as JSON text (or `loadCompiledMessages`), as the browser bundle has no ICU parser. Plain strings
   * work only where the parser is (server, tests).
   */
  messages: AnyMessages;
  children?: ReactNode;
}

// One intl object (and so one cache of compiled messages and Intl formatters) per catalogue and
// locale, shared by every render that uses them. Compiling each message again on every server
// request was a tenth of a page render. Catalogues are the same for every shopper of a locale, so
// nothing about a request is shared; a catalogue no longer in use is dropped with its entry.
const intls = new WeakMap<CompiledMessages | Messages, Map<Locale, IntlShape>>();

export function intlFor(locale: Locale, catalogue: AnyMessages): IntlShape {
  const messages = readMessages(catalogue);
  let byLocale = intls.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intls.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, defaultLocale: DEFAULT_LOCALE, messages, timeZone: timeZoneForRegion(regionOfLocale(locale)) },
      createIntlCache(),
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

/** react-intl provider for the storefront; components use `useIntl()` / `<FormattedMessage>` directly. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return <RawIntlProvider value={intlFor(locale, messages)}>{children}</RawIntlProvider>;
}
