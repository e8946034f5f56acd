import type { IntlShape } from '@formatjs/intl';
import type { AppLoadContext } from '@remix-run/node';
import { sessionService, type SessionService } from '../session/session-service.server';
import { requestContext, type StorefrontRequestContext } from './request-context.server';
import { requestIntl } from './server-intl.server';

/**
 * What a loader of a signed-in shopper's page needs from the platform: the request context, the
 * session service (its `requireUser` sends a signed-out visitor to the login overlay) and the
 * request's text formatter. Tests replace any of them.
 */
export interface SignedInLoaderDeps {
  requestContext(context: AppLoadContext): StorefrontRequestContext;
  session: SessionService;
  intl(ctx: StorefrontRequestContext): IntlShape;
}

export const defaultSignedInLoaderDeps: SignedInLoaderDeps = { requestContext, session: sessionService, intl: requestIntl };

/** The production dependencies with a test's replacements laid over them. */
export function signedInLoaderDeps(overrides: Partial<SignedInLoaderDeps> = {}): SignedInLoaderDeps {
  return { ...defaultSignedInLoaderDeps, ...overrides };
}
