/**
 * The Cache-Control of every answer that depends on who asks (the session, the cart, a login in
 * progress): kept by no shared cache and not stored by the browser either.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The `headers` export of a route whose answers are one shopper's. Remix builds a fetcher's (single
 * fetch) answer headers from the routes' `headers` exports, keeping only the Set-Cookie of an action's
 * own; without this export the answer would lose its Cache-Control.
 */
export function privateNoStoreHeaders(): HeadersInit {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}
