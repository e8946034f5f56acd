import { jsonError } from './json-response.server';

/**
 * 405 with `Allow` for a request whose method the endpoint does not take (PUT, DELETE, PATCH to a form
 * endpoint), so such a request never reaches the body parsing and fails there with a 5xx; null to go on.
 */
export function refuseOtherMethods(request: Request, allowed: readonly string[] = ['POST']): Response | null {
  if (allowed.includes(request.method.toUpperCase())) return null;
  const allow = allowed.join(', ');
  return jsonError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not supported; use ${allow}`, { Allow: allow });
}
