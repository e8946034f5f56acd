// Server-only entry of @kori/i18n: catalogues and request locale resolution.
export { loadMessages, loadCompiledMessages, loadSerializedMessages } from './lib/load-messages';
export { compileMessages } from './lib/compile-messages';
export { resolveRequestLocale } from './lib/resolve-request-locale';
export { localeFromAcceptLanguage } from '@kori/region';
export {
  serializeLocaleCookie,
  readLocaleCookie,
  LOCALE_COOKIE_NAME,
  LOCALE_COOKIE_MAX_AGE,
  type LocaleCookieOptions,
} from './lib/locale-cookie';
