import { jsonError } from './json-response.server';

/**
 * Writes are accepted from the site's own pages only: the Origin header must equal the request's own origin;
 * a request without Origin passes only when the browser marks it `Sec-Fetch-Site: same-origin`.
 * Behind a TLS-terminating proxy the storefront server must trust the proxy so that request.url carries https.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * The cross-site request forgery check of every state-changing endpoint: null for a request from this site,
 * otherwise the 403 to answer with (`what` says what was refused, e.g. "Signing in").
 */
export function refuseForeignOrigin(request: Request, what: string): Response | null {
  if (isSameOriginRequest(request)) return null;
  return jsonError(403, 'FORBIDDEN_ORIGIN', `${what} is accepted from this site's own pages only`);
}
