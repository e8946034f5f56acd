import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, SUPPORTED_LANGUAGES, isLocale, languageOfLocale, type Language, type Locale } from '@kori/region';
import type { Messages, SerializedMessages } from './catalogues';
import type { PageCatalogue } from './page-catalogue';
import { providedCatalogues } from './provided-catalogues';
import { loadCompiledMessages, serializedCatalogue } from './load-messages';

const versions = new WeakMap<Messages, string>();

/** A short hash of the language's compiled catalogue: its file's name changes exactly when a text does. */
export function messagesVersion(language: Language): string {
  const catalogue = providedCatalogues()[language];
  let version = versions.get(catalogue);
  if (!version) {
    version = createHash('sha256').update(messagesFileText(language)).digest('hex').slice(0, 12);
    versions.set(catalogue, version);
  }
  return version;
}

/** The language's compiled catalogue as JSON text: the catalogue file's content. */
export function messagesFileText(language: Language): SerializedMessages {
  return serializedCatalogue(providedCatalogues()[language]);
}

/** The folder of the catalogue files, for the server's route. */
export const MESSAGES_FILE_FOLDER = '/messages';

/** Where the browser loads a language's catalogue: `/messages/<language>-<version>.json`. */
export function messagesFilePath(language: Language): string {
  return `${MESSAGES_FILE_FOLDER}/${language}-${messagesVersion(language)}.json`;
}

const FILE_NAME = /^([a-z]{2})-([0-9a-f]{12})\.json$/;

/** A catalogue file's name read back: its language and whether it names the current version; null for anything else. */
export function readMessagesFileName(name: string): { language: Language; current: boolean } | null {
  const match = FILE_NAME.exec(name);
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === match?.[1]);
  if (!match || !language) return null;
  return { language, current: match[2] === messagesVersion(language) };
}

/** The catalogue of a page in `locale` for the server's render, with its file's address for the browser. */
export function pageCatalogueFor(locale: Locale): PageCatalogue {
  const language = languageOfLocale(isLocale(locale) ? locale : DEFAULT_LOCALE);
  return { href: messagesFilePath(language), messages: loadCompiledMessages(locale) };
}
