import { useAPQ } from '@graphql-yoga/plugin-apq';
import { typeDefs } from '@kori/graphql-schema/server';
import { languageFromAcceptLanguage } from '@kori/region';
import type { Logger } from '@kori/util-log';
import { createSchema, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { SessionRevocations } from '../auth/session-revocations';
import { bearerToken, type SessionVerifier } from '../auth/session-verifier';
import { upsertUser } from '../auth/user-accounts';
import type { CatalogueCache } from '../catalog/catalogue-cache';
import type { CheckoutEngine } from '../checkout/checkout-engine';
import type { CheckoutCoupons } from '../coupons/checkout-coupons';
import type { Database } from '../db/database';
import { utcToday } from '../domain/calendar-date';
import { createApiContext, type ApiContext } from './context';
import { costLimitPlugins } from './cost-limits';
import { useNoIntrospection } from './no-introspection';
import { createLoaders } from './loaders/create-loaders';
import { resolvers } from './resolvers';

/** What the HTTP layer hands each GraphQL request. */
export interface RequestServerContext {
  requestId: string;
  logger: Logger;
}

export interface YogaDependencies {
  db: Database;
  logger: Logger;
  catalogue: CatalogueCache;
  sessions: SessionVerifier;
  revocations: SessionRevocations;
  sandboxUrl: string;
  checkout: CheckoutEngine;
  coupons: CheckoutCoupons;
  /** Production hides the schema: no introspection, no "Did you mean" field suggestions. */
  production?: boolean;
  now?: () => Date;
}

/** A signed-in shopper's answers must never be stored by a shared cache. */
function useNoStoreForAuthorized(): Plugin {
  return {
    onResponse({ request, response }) {
      if (request.headers.has('authorization')) {
        response.headers.set('cache-control', 'no-store');
        response.headers.set('vary', 'authorization');
      }
    },
  };
}

export function createApiYoga(deps: YogaDependencies): YogaServerInstance<RequestServerContext, ApiContext> {
  const now = deps.now ?? (() => new Date());
  return createYoga<RequestServerContext, ApiContext>({
    schema: createSchema<ApiContext & RequestServerContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    // The schema is public, but the in-browser IDE would load its assets from a CDN.
    graphiql: false,
    landingPage: false,
    batching: false,
    logging: {
      debug: (...args: unknown[]) => deps.logger.debug(String(args[0]), { details: args.slice(1) }),
      info: (...args: unknown[]) => deps.logger.info(String(args[0]), { details: args.slice(1) }),
      warn: (...args: unknown[]) => deps.logger.warn(String(args[0]), { details: args.slice(1) }),
      error: (...args: unknown[]) => deps.logger.error(String(args[0]), { details: args.slice(1) }),
    },
    plugins: [
      // Automatic persisted queries (sha256, version 1). A miss answers 200 with
      // PERSISTED_QUERY_NOT_FOUND, as Apollo's link expects, and the client retries with the query.
      useAPQ({ responseConfig: { forceStatusCodeOk: true } }),
      // After APQ, so a registered document is held to the same limits as any other.
      ...costLimitPlugins({ fieldSuggestions: !deps.production }),
      ...(deps.production ? [useNoIntrospection()] : []),
      useNoStoreForAuthorized(),
    ],
    context: ({ request, requestId, logger }) => {
      const token = bearerToken(request.headers.get('authorization'));
      const requestLogger = logger.child({ requestId });
      return createApiContext({
        db: deps.db,
        logger: requestLogger,
        today: utcToday(now()),
        preferredLanguage: languageFromAcceptLanguage(request.headers.get('accept-language')),
        catalogue: deps.catalogue,
        loaders: createLoaders(deps.db, deps.catalogue),
        sandboxUrl: deps.sandboxUrl,
        checkout: deps.checkout,
        coupons: deps.coupons,
        verifySession: async () => {
          const session = token ? await deps.sessions.verify(token) : null;
          if (!session || !(await deps.revocations.isRevoked(session.sessionId))) return session;
          requestLogger.debug('revoked session refused', { sessionId: session.sessionId });
          return null;
        },
        revokeSession: async () => {
          // The token is checked as a token only: revoking twice is fine, a forged one revokes nothing.
          const session = token ? await deps.sessions.verify(token) : null;
          if (!session) return false;
          await deps.revocations.revoke(session);
          requestLogger.info('session revoked', { userId: session.userId, sessionId: session.sessionId });
          return true;
        },
        loadAccount: async (session) => {
          const account = await upsertUser(deps.db, session, deps.sessions);
          requestLogger.debug('signed-in request', { userId: account.user.id });
          return account;
        },
      });
    },
  });
}
