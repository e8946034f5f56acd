import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce, given by the server renderer (entry.server.tsx).
 * In the browser it is empty: browsers hide nonces from the DOM, and scripts added after load come
 * from the site's own files, which the policy allows without one.
 */
export const CspNonceContext = createContext('');

export function useCspNonce(): string {
  return useContext(CspNonceContext);
}
