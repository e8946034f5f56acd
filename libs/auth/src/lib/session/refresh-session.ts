import type { AuthUser } from '../auth-types';
import { SESSION_REFRESH_PATH } from '../login/login-action-data';

export type RefreshOutcome =
  | { kind: 'refreshed'; user: AuthUser; sessionJwt: string | null }
  /** The server cleared the session: the shopper is logged out. */
  | { kind: 'destroyed' }
  /** A network failure, a 5xx or an unreadable answer: the session stays and the refresh is retried. */
  | { kind: 'transient' };

/** One POST to the refresh endpoint, with its answer classified. Never throws. */
export async function refreshSession(fetchImpl: typeof fetch = fetch, path: string = SESSION_REFRESH_PATH): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(path, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    return { kind: 'transient' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'transient' };
  }
  let schema;
  try {
    // The answer's schema (and zod with it) is fetched with the first refresh, not by every page.
    ({ sessionRefreshResultSchema: schema } = await import('./session-refresh-result'));
  } catch {
    return { kind: 'transient' };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { kind: 'transient' };
  const result = parsed.data;
  if (result.ok) return { kind: 'refreshed', user: result.user, sessionJwt: result.sessionJwt };
  // Only a 401 saying the session is gone logs the shopper out; anything else is worth another try.
  if (response.status === 401 && (result.reason === 'unrecoverable' || result.reason === 'no_session')) {
    return { kind: 'destroyed' };
  }
  return { kind: 'transient' };
}
