// Test helpers for other libs: a stub load context for loader/action tests.
import type { AppLoadContext } from '@remix-run/node';
import type { GraphQLRequester } from '@kori/graphql-schema/server';
import { createLogger } from '@kori/util-log';
import type { StorefrontLoadContext, StorefrontRequestContext } from './lib/server/request-context.server';
import { storefrontEnvSchema } from './lib/server/storefront-env.server';
import { fixtureFactory } from '@kori/util-testing';

/** A requester that fails loudly: pass your own `graphql` double to the helpers below. */
export const unstubbedGraphQLRequester: GraphQLRequester = {
  request: async () => {
    throw new Error('No GraphQL requester stubbed for this test');
  },
};

/** A complete request context with defaults (fi-FI, FI, silent logger, default env), overridable per field. */
export const createTestRequestContext = fixtureFactory<StorefrontRequestContext>(() => ({
  requestId: 'test-request',
  locale: 'fi-FI',
  region: 'FI',
  graphql: unstubbedGraphQLRequester,
  logger: createLogger({ service: 'storefront-test', level: 'error', write: () => undefined }),
  env: storefrontEnvSchema.parse({}),
  sessionJwt: null,
  isNativeApp: false,
  clientAddress: null,
  publicOrigin: 'http://127.0.0.1:3000',
}));

/** The `context` argument for a loader/action under test: `loader({ request, params, context: createTestLoadContext({ graphql }) })`. */
export function createTestLoadContext(overrides: Partial<StorefrontRequestContext> = {}): AppLoadContext {
  const context: StorefrontLoadContext = { storefront: createTestRequestContext(overrides) };
  return context as unknown as AppLoadContext;
}
export { renderRoute, renderView, renderViewSettled } from './testing/render-page';
export { answersInTurn, postedFields, renderInDataRouter, type DataRouterOptions } from './testing/render-in-data-router';
export {
  createFakeStytch,
  FakeStytchError,
  FakeStytchNetworkError,
  type FakeStytch,
  type FakeStytchOptions,
  type SentCode,
} from './testing/fake-stytch';
export { formPost, getRequest, loaderArgs, thrownBy } from './testing/loader-args';
export { asDataResult, fetcherAnswer, setCookies, setCookieValue, type DataResult } from './testing/answer-parts';
export { storedValuesChecked } from './testing/stored-values';
