// Public, browser-safe entry of @kori/i18n. The locale tables and parsing are @kori/region's, re-exported
// (the tables through lib/locales, which i18n's own modules read).
export * from './lib/locales';
export { parseLocale, type ParsedLocale } from '@kori/region';
export { formatMoney, type MoneyAmountInput } from './lib/format-money';
export { formatDate, type DateStyle } from './lib/format-date';
export { I18nProvider, type I18nProviderProps } from './lib/i18n-provider';
export { messageText } from './lib/message-text';
export { readMessages } from './lib/read-messages';
export { LOCALE_COOKIE_NAME, LOCALE_COOKIE_MAX_AGE } from './lib/locale-cookie';
export type { AnyMessages, CompiledMessages, MessageKey, Messages, SerializedMessages } from './lib/catalogues';
