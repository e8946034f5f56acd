import type { IncomingMessage } from 'node:http';

/**
 * Whether a request comes from the shop's own pages: no Origin header (same-origin GETs, non-browser
 * clients), the configured public origin, or an Origin naming the host the request was sent to.
 */
export function isSameOrigin(req: IncomingMessage, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
