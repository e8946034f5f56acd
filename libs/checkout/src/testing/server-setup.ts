// Test-only: what the server tests of the checkout pages share.
import { createIntl, type IntlShape } from '@formatjs/intl';
import { testMessages } from '@kori/i18n/testing';
import type { StorefrontRequestContext } from '@kori/shell/server';
import { createTestLoadContext } from '@kori/shell/testing';
import { graphqlDouble, type GraphQLAnswer } from './graphql-double';

/** A page's `intl` dependency with the real catalogue (English unless a test asks for another locale). */
export const testIntl =
  (locale: Parameters<typeof testMessages>[0] = 'en-FI') =>
  (): IntlShape =>
    createIntl({ locale, messages: testMessages(locale) });

/** An API double answering `answer`, the calls it records, and a load context that uses it. */
export function checkoutServerDouble(answer: GraphQLAnswer, context: Partial<StorefrontRequestContext> = {}) {
  const { graphql, calls } = graphqlDouble(answer);
  return { calls, context: createTestLoadContext({ graphql, ...context }) };
}
