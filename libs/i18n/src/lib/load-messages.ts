import { catalogues, type CompiledMessages, type Messages, type SerializedMessages } from './catalogues';
import { compileMessages } from './compile-messages';
import { isLocale, languageOfLocale, DEFAULT_LOCALE, type Language, type Locale } from '@kori/region';

function servedLanguage(locale: Locale): Language {
  return languageOfLocale(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/** The message catalogue for a locale (by its language). An unknown value gets the default locale's catalogue. */
export function loadMessages(locale: Locale): Messages {
  return catalogues[servedLanguage(locale)];
}

// Parsed once per language and process, on first use: every request of a language shares the same
// object, so the intl object built from it (i18n-provider.tsx) is shared too.
const compiledByLanguage = new Map<Language, CompiledMessages>();

/**
 * The locale's catalogue parsed into message ASTs, for the browser (through the root loader's data, as
 * `loadSerializedMessages`) and the server render, so neither parses ICU while rendering and the browser
 * bundle needs no ICU parser.
 */
export function loadCompiledMessages(locale: Locale): CompiledMessages {
  const language = servedLanguage(locale);
  let compiled = compiledByLanguage.get(language);
  if (!compiled) {
    compiled = compileMessages(catalogues[language]);
    compiledByLanguage.set(language, compiled);
  }
  return compiled;
}

const serializedByLanguage = new Map<Language, SerializedMessages>();

/** `loadCompiledMessages` as JSON text, made once per language and process: what the root loader sends. */
export function loadSerializedMessages(locale: Locale): SerializedMessages {
  const language = servedLanguage(locale);
  let serialized = serializedByLanguage.get(language);
  if (!serialized) {
    serialized = JSON.stringify(loadCompiledMessages(locale)) as SerializedMessages;
    serializedByLanguage.set(language, serialized);
  }
  return serialized;
}
