// Test helpers for other libs: render components inside the real catalogues.
import { createElement, type ReactElement, type ReactNode } from 'react';
import { catalogues, type CompiledMessages, type Messages, type SerializedMessages } from './lib/catalogues';
import { I18nProvider } from './lib/i18n-provider';
import { loadCompiledMessages, loadSerializedMessages } from './lib/load-messages';
import { languageOfLocale, type Locale } from '@kori/region';

/** The real catalogue for a locale. */
export function testMessages(locale: Locale = 'en-FI'): Messages {
  return catalogues[languageOfLocale(locale)];
}

/** The real catalogue for a locale, compiled (what the browser formats). */
export function testCompiledMessages(locale: Locale = 'en-FI'): CompiledMessages {
  return loadCompiledMessages(locale);
}

/** The real catalogue for a locale as the root loader sends it: compiled, as JSON text. */
export function testSerializedMessages(locale: Locale = 'en-FI'): SerializedMessages {
  return loadSerializedMessages(locale);
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
