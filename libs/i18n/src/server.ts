// Server-only entry of @kori/i18n: catalogues (provided once by the storefront) and request locale resolution.
export { provideMessageCatalogues } from './lib/provided-catalogues';
export { loadMessages, loadCompiledMessages } from './lib/load-messages';
export { compileMessages } from './lib/compile-messages';
export { MESSAGES_FILE_FOLDER, messagesFileText, messagesFilePath, messagesVersion, pageCatalogueFor, readMessagesFileName } from './lib/messages-file';
export { serverIntl } from './lib/server-intl';
export { resolveRequestLocale, type RequestLocaleInputs } from './lib/resolve-request-locale';
export { localeFromAcceptLanguage } from '@kori/region';
export {
  localeFromCookieValue,
  LOCALE_COOKIE_NAME,
  LOCALE_COOKIE_MAX_AGE,
} from './lib/locale-cookie';
