import type { IntlShape } from '@formatjs/intl';
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { PRIVATE_NO_STORE } from '../cache/private-no-store';
import type { PageMeta } from '../page-meta/page-meta';
import type { AuthUser } from '../session/auth-user';
import type { StorefrontRequestContext } from './request-context.server';
import { signedInLoaderDeps, type SignedInLoaderDeps } from './signed-in-loader-deps.server';

/** What a loader of a signed-in shopper's page works with once the session is confirmed. */
export interface SignedInPage {
  ctx: StorefrontRequestContext;
  user: AuthUser;
  /** The session's fresh token, for API calls made on the shopper's behalf. */
  sessionJwt: string;
  /** The session cookies to send back, with `Cache-Control: private, no-store` (one shopper's page). */
  headers: Headers;
  intl: IntlShape;
}

/**
 * Opens a signed-in shopper's page: the request context, the confirmed session (a signed-out visitor is
 * sent to the login overlay by the thrown redirect) and the request's text formatter.
 */
export async function openSignedInPage(deps: SignedInLoaderDeps, args: { request: Request; context: AppLoadContext }): Promise<SignedInPage> {
  const ctx = deps.requestContext(args.context);
  const { user, headers, sessionJwt } = await deps.session.requireUser(ctx, args.request);
  headers.set('Cache-Control', PRIVATE_NO_STORE);
  return { ctx, user, sessionJwt, headers, intl: deps.intl(ctx) };
}

/**
 * The loader of a signed-in shopper's page: opens the page (see `openSignedInPage`), then `load` answers with
 * what the page shows. Tests replace any of the platform dependencies with `overrides`.
 */
export function createSignedInPageLoader<T>(
  overrides: Partial<SignedInLoaderDeps>,
  load: (page: SignedInPage, args: LoaderFunctionArgs) => Promise<T>,
): (args: LoaderFunctionArgs) => Promise<T> {
  const deps = signedInLoaderDeps(overrides);
  return async (args) => load(await openSignedInPage(deps, args), args);
}

export interface SignedInPageMetaOptions {
  titleKey: string;
  descriptionKey: string;
  /** Values for the title's placeholders. */
  values?: Record<string, string>;
}

/** "<page> | <site>" with the page's description; never indexed (the page is one shopper's). */
export function signedInPageMeta(intl: IntlShape, { titleKey, descriptionKey, values }: SignedInPageMetaOptions): PageMeta {
  const title = `${intl.formatMessage({ id: titleKey }, values)} | ${intl.formatMessage({ id: 'shell.siteName' })}`;
  return { title, description: intl.formatMessage({ id: descriptionKey }), noindex: true };
}
