// Test helpers for other libs: render components inside the real catalogues, read from the workspace's
// catalogue folders (every lib's own and the storefront app's), as the storefront composes them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { CompiledMessages, MessageCatalogues, Messages, SerializedMessages } from './lib/catalogues';
import type { PageCatalogue } from './lib/page-catalogue';
import { I18nProvider } from './lib/i18n-provider';
import { compiledCatalogue, serializedCatalogue } from './lib/load-messages';
import { provideMessageCatalogues } from './lib/provided-catalogues';
import { languageOfLocale, SUPPORTED_LANGUAGES, type Locale } from '@kori/region';

export { checkCatalogues, placeholdersOf, type RawCatalogue } from './lib/check-catalogues';
export { checkOwnership, ownerOf, type MessageOwners } from './lib/check-ownership';

/** The workspace root (this file is libs/i18n/src/testing.ts). */
export const WORKSPACE_ROOT = join(__dirname, '../../..');

/**
 * The folders holding a catalogue, relative to `root`: each lib's `src/messages` and the storefront app's
 * `app/messages` (the folders `npm run i18n` merges).
 */
export function catalogueFolders(root = WORKSPACE_ROOT): string[] {
  const libs = readdirSync(join(root, 'libs'))
    .map((lib) => `libs/${lib}/src/messages`)
    .filter((dir) => existsSync(join(root, dir)));
  const app = 'apps/storefront/app/messages';
  return [...libs, ...(existsSync(join(root, app)) ? [app] : [])].sort();
}

let workspaceCatalogues: MessageCatalogues | undefined;

/** Every folder's catalogue, merged per language: what the storefront serves. Read once per test file. */
export function testCatalogues(): MessageCatalogues {
  if (!workspaceCatalogues) {
    const folders = catalogueFolders();
    workspaceCatalogues = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [
        language,
        Object.assign({}, ...folders.map((dir) => JSON.parse(readFileSync(join(WORKSPACE_ROOT, dir, `${language}.json`), 'utf8')) as Messages)),
      ]),
    ) as MessageCatalogues;
  }
  return workspaceCatalogues;
}

/**
 * Makes `testCatalogues()` (or `catalogues`) the ones server code formats with (`serverIntl`, `loadMessages`).
 * Every Jest project does this already (tools/jest/provide-test-messages.cjs); call it again after a test
 * provided others.
 */
export function provideTestCatalogues(catalogues: MessageCatalogues = testCatalogues()): void {
  provideMessageCatalogues(catalogues);
}

/** The real catalogue for a locale. */
export function testMessages(locale: Locale = 'en-FI'): Messages {
  return testCatalogues()[languageOfLocale(locale)];
}

/** The real catalogue for a locale, compiled (what the browser formats). */
export function testCompiledMessages(locale: Locale = 'en-FI'): CompiledMessages {
  return compiledCatalogue(testMessages(locale));
}

/** The real catalogue for a locale as its catalogue file holds it: compiled, as JSON text. */
export function testSerializedMessages(locale: Locale = 'en-FI'): SerializedMessages {
  return serializedCatalogue(testMessages(locale));
}

/** A page's catalogue as the server's render gets it (`PageCatalogueProvider`), with a made-up file address. */
export function testPageCatalogue(locale: Locale = 'en-FI'): PageCatalogue {
  return { href: `/messages/${languageOfLocale(locale)}-000000000000.json`, messages: testSerializedMessages(locale) };
}

/**
 * Wraps children in I18nProvider with the real catalogue (English by default, so tests read naturally),
 * compiled as in the browser.
 */
export function TestI18nProvider({ locale = 'en-FI', children }: { locale?: Locale; children?: ReactNode }): ReactElement {
  return createElement(I18nProvider, { locale, messages: testCompiledMessages(locale) }, children);
}

/** For Testing Library: `render(ui, { wrapper: intlWrapper('sv-SE') })`. */
export function intlWrapper(locale: Locale = 'en-FI') {
  return function IntlWrapper({ children }: { children?: ReactNode }): ReactElement {
    return createElement(TestI18nProvider, { locale }, children);
  };
}
