// Test helper: the root loader's data for a locale, with the real catalogue's texts.
import { consentStateFromCookieValue } from '@kori/consent-state';
import type { Locale } from '@kori/i18n';
import { testMessages } from '@kori/i18n/testing';
import type { RootData, RootMetaTexts } from '../root-data';

/** The document title texts as the root loader formats them (these messages have no arguments). */
export function testRootMetaTexts(locale: Locale): RootMetaTexts {
  const messages = testMessages(locale);
  const text = (key: string) => messages[key] ?? key;
  return { siteName: text('shell.siteName'), tagline: text('shell.tagline'), notFoundTitle: text('errors.notFound.title'), serverErrorTitle: text('errors.server.title') };
}

/** A signed-out shopper's root data without campaigns. */
export function testRootData(locale: Locale = 'en-FI', overrides: Partial<RootData> = {}): RootData {
  return {
    locale,
    metaTexts: testRootMetaTexts(locale),
    config: { graphqlEndpoint: '/graphql', nativeAppMarker: 'KoriApp' },
    isNativeApp: false,
    auth: { hasSession: false, user: null, pendingLogin: null, isNativeApp: false, nativeAppMarker: 'KoriApp' },
    consent: consentStateFromCookieValue(null),
    cart: { cartId: null },
    ...overrides,
  };
}
