import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createGraphQLRequester, type ResponseCache } from '@kori/graphql-schema/server';
import { isLocale, regionOfLocale, type Locale } from '@kori/i18n';
import { LOCALE_COOKIE_NAME, resolveRequestLocale } from '@kori/i18n/server';
import { isNativeApp } from '@kori/native-app';
import { readCookie } from '@kori/util-storage';
import { readSessionJwt, type StorefrontLoadContext, type StorefrontRequestContext } from '@kori/shell/server';
import type { Logger } from '@kori/util-log';
import type { StorefrontServerEnv } from './env';
import { requestIdFrom } from './request-id';

declare module '@remix-run/server-runtime' {
  // Loaders and actions see the storefront's per-request context; read it with requestContext(context).
  interface AppLoadContext {
    storefront: StorefrontRequestContext;
    /** This response's Content-Security-Policy nonce, for the inline scripts the renderer writes. */
    cspNonce?: string;
  }
}

/**
 * The shopper's locale for a request: `?lang=<locale>` addresses a page in one language (hreflang links,
 * decision 008) and wins for this request only; then the `locale` cookie, Accept-Language, the default.
 */
export function requestLocale(req: ExpressRequest): Locale {
  const lang: unknown = (req.query as Record<string, unknown> | undefined)?.['lang'];
  if (typeof lang === 'string' && isLocale(lang)) return lang;
  return resolveRequestLocale({ cookieLocale: readCookie(req.headers.cookie, LOCALE_COOKIE_NAME), acceptLanguage: req.headers['accept-language'] });
}

/** What the whole process shares: the cache of public catalogue answers (no shopper data). */
export interface SharedServerState {
  responseCache?: ResponseCache;
  /** The built client's stylesheets by URL (server/stylesheet-texts.ts), for inlining into pages. */
  stylesheetText?: (href: string) => string | undefined;
}

/**
 * Builds everything a loader may use for one request; nothing request-scoped is shared between
 * requests (the response cache holds only answers that are the same for every shopper).
 */
export function createRequestContext(
  req: ExpressRequest,
  res: ExpressResponse,
  env: StorefrontServerEnv,
  logger: Logger,
  shared: SharedServerState = {},
): StorefrontRequestContext {
  const existing = res.getHeader('x-request-id');
  const requestId = typeof existing === 'string' ? existing : requestIdFrom(req.headers['x-request-id']);
  const locale = requestLocale(req);
  const sessionJwt = readSessionJwt(req.headers.cookie);
  const userAgent = req.headers['user-agent'] ?? '';
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (sessionJwt) headers.authorization = `Bearer ${sessionJwt}`;
  return {
    requestId,
    locale,
    region: regionOfLocale(locale),
    graphql: createGraphQLRequester({ endpoint: env.API_URL, headers, ...(shared.responseCache ? { cache: shared.responseCache } : {}) }),
    logger: logger.child({ requestId }),
    env,
    sessionJwt,
    isNativeApp: isNativeApp(userAgent, env.NATIVE_APP_UA_MARKER),
    clientAddress: req.ip ?? req.socket?.remoteAddress ?? null,
    publicOrigin: env.PUBLIC_ORIGIN,
    ...(shared.stylesheetText ? { stylesheetText: shared.stylesheetText } : {}),
  };
}

export function createLoadContext(
  req: ExpressRequest,
  res: ExpressResponse,
  env: StorefrontServerEnv,
  logger: Logger,
  shared: SharedServerState = {},
): StorefrontLoadContext & { cspNonce?: string } {
  const nonce: unknown = res.locals?.['cspNonce'];
  return {
    storefront: createRequestContext(req, res, env, logger, shared),
    ...(typeof nonce === 'string' ? { cspNonce: nonce } : {}),
  };
}
