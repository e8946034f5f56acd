// Public, browser-safe entry of @kori/i18n. The locale tables and parsing are @kori/region's, re-exported by name (an `export *` here broke the storefront server's ESM start).
export {
  SUPPORTED_LOCALES,
  SUPPORTED_LANGUAGES,
  SUPPORTED_REGIONS,
  DEFAULT_LOCALE,
  DEFAULT_LANGUAGE,
  DEFAULT_REGION,
  HOME_LOCALE_OF_LANGUAGE,
  isLocale,
  isLanguage,
  isRegion,
  languageOfLocale,
  regionOfLocale,
  currencyForRegion,
  timeZoneForRegion,
  graphqlLanguage,
  type Locale,
  type Language,
  type Region,
  type CurrencyCode,
  type GraphQLLanguage,
  parseLocale,
  type ParsedLocale,
} from '@kori/region';
export { formatMoney, type MoneyAmountInput } from './lib/format-money';
export { formatDate, type DateStyle } from './lib/format-date';
export { I18nProvider, type I18nProviderProps } from './lib/i18n-provider';
export { messageText } from './lib/message-text';
export { readMessages } from './lib/read-messages';
export { PageCatalogueProvider, PageCatalogueLink, usePageCatalogue, loadPageCatalogue, type PageCatalogue } from './lib/page-catalogue';
export { LOCALE_COOKIE_NAME, LOCALE_COOKIE_MAX_AGE } from './lib/locale-cookie';
export type { AnyMessages, CompiledMessages, MessageCatalogues, MessageKey, Messages, SerializedMessages } from './lib/catalogues';
