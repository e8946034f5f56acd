import type { CompiledMessages, Messages, SerializedMessages } from './catalogues';
import { compileMessages } from './compile-messages';
import { providedCatalogues } from './provided-catalogues';
import { isLocale, languageOfLocale, DEFAULT_LOCALE, type Language, type Locale } from '@kori/region';

function servedLanguage(locale: Locale): Language {
  return languageOfLocale(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/**
 * The message catalogue for a locale (by its language), from the provided catalogues
 * (`provideMessageCatalogues`). An unknown value gets the default locale's catalogue.
 */
export function loadMessages(locale: Locale): Messages {
  return providedCatalogues()[servedLanguage(locale)];
}

// Parsed once per catalogue and process, on first use: every request of a language shares the same
// object, so the intl object built from it (i18n-provider.tsx) is shared too.
const compiledByCatalogue = new WeakMap<Messages, CompiledMessages>();

/** `compileMessages` made once per catalogue object. */
export function compiledCatalogue(messages: Messages): CompiledMessages {
  let compiled = compiledByCatalogue.get(messages);
  if (!compiled) {
    compiled = compileMessages(messages);
    compiledByCatalogue.set(messages, compiled);
  }
  return compiled;
}

/**
 * The locale's catalogue parsed into message ASTs, for the browser (through the root loader's data, as
 * the catalogue file, `messagesFileText`) and the server render, so neither parses ICU while rendering and the browser
 * bundle needs no ICU parser.
 */
export function loadCompiledMessages(locale: Locale): CompiledMessages {
  return compiledCatalogue(loadMessages(locale));
}

const serializedByCatalogue = new WeakMap<Messages, SerializedMessages>();

/** `compiledCatalogue` as JSON text, made once per catalogue object: a catalogue file's content. */
export function serializedCatalogue(messages: Messages): SerializedMessages {
  let serialized = serializedByCatalogue.get(messages);
  if (!serialized) {
    serialized = JSON.stringify(compiledCatalogue(messages)) as SerializedMessages;
    serializedByCatalogue.set(messages, serialized);
  }
  return serialized;
}
