import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { AnyMessages, CompiledMessages, Messages } from './catalogues';
import { DEFAULT_LOCALE, regionOfLocale, timeZoneForRegion, type Locale } from '@kori/region';
import { perCatalogueAndLocale } from './per-catalogue';
import { readMessages } from './read-messages';

export interface I18nProviderProps {
  locale: Locale;
  /**
   * The catalogue for `locale`, compiled (`loadCompiledMessages` on the server, the catalogue file's JSON
   * text in the browser: see `PageCatalogueProvider`), as the browser bundle has no ICU parser. Plain strings
   * work only where the parser is (server, tests).
   */
  messages: AnyMessages;
  children?: ReactNode;
}

// One intl object (and so one cache of compiled messages and Intl formatters) per catalogue and
// locale, shared by every render that uses them. Compiling each message again on every server
// request was a tenth of a page render.
const intlOf = perCatalogueAndLocale((messages: CompiledMessages | Messages, locale) =>
  createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages, timeZone: timeZoneForRegion(regionOfLocale(locale)) }, createIntlCache()),
);

export function intlFor(locale: Locale, catalogue: AnyMessages): IntlShape {
  return intlOf(readMessages(catalogue), locale);
}

/** react-intl provider for the storefront; components use `useIntl()` / `<FormattedMessage>` directly. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return <RawIntlProvider value={intlFor(locale, messages)}>{children}</RawIntlProvider>;
}
