import type { GraphQLRequester } from '@kori/graphql-schema/server';
import type { Locale, Region } from '@kori/i18n';
import type { Logger } from '@kori/util-log';
import type { AppLoadContext } from '@remix-run/node';
import type { StorefrontEnv } from './storefront-env.server';

/** Everything a loader or action may know about the current request; built fresh for every request. */
export interface StorefrontRequestContext {
  requestId: string;
  locale: Locale;
  region: Region;
  /** GraphQL client for this request, pointed at the API and carrying the shopper's bearer token. */
  graphql: GraphQLRequester;
  logger: Logger;
  env: StorefrontEnv;
  /** The `stytch_session_jwt` cookie, if any. */
  sessionJwt: string | null;
  /** The request comes from the native iOS app's web view (user-agent marker). */
  isNativeApp: boolean;
  /** The shopper's network address as the server sees it (for abuse limits); null when unknown. */
  clientAddress: string | null;
  /**
   * The shop's origin as shoppers see it (PUBLIC_ORIGIN), never taken from the request's Host header;
   * absolute links (canonical, og:url, sitemap) start with it. Build them with publicUrl().
   */
  publicOrigin: string;
  /**
   * The text of a built stylesheet by its URL, for the document head to inline (production build only;
   * undefined when the file is not known, and then the page links it).
   */
  stylesheetText?: (href: string) => string | undefined;
}

/** The shape the storefront server's getLoadContext returns (the app augments AppLoadContext with it). */
// A type alias (not an interface) so it fits Remix's index-signature AppLoadContext.
export type StorefrontLoadContext = {
  storefront: StorefrontRequestContext;
};

/** The per-request context of a Remix loader/action (`requestContext(context)`). */
export function requestContext(context: AppLoadContext): StorefrontRequestContext {
  const value = (context as Partial<StorefrontLoadContext> | undefined)?.storefront;
  if (!value) {
    throw new Error('Storefront request context is missing: the request did not come through the storefront server');
  }
  return value;
}

/** An absolute URL on the shop's configured public origin (never the request's Host). */
export function publicUrl(context: Pick<StorefrontRequestContext, 'publicOrigin'>, path: string): string {
  // Leading slashes collapse to one, so a `//host` path cannot name another origin.
  return new URL(`${context.publicOrigin}/${path.replace(/^[/\\]+/, '')}`).href;
}
