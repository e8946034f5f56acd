import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { revokedSessions } from '../db/schema';
import type { VerifiedSession } from './session-verifier';

export interface SessionRevocations {
  /** True when the session was revoked (by any API process; this one may answer from a short cache). */
  isRevoked(sessionId: string): Promise<boolean>;
  /** Records the end of a verified session; idempotent. */
  revoke(session: VerifiedSession): Promise<void>;
}

export interface SessionRevocationOptions {
  /**
   * How long this process trusts a "not revoked" answer: a logout seen by another process takes at
   * most this long to reach this one. A revocation made here is seen at once. Revoked stays revoked.
   */
  cacheMs?: number;
  /** Bound on cached session ids. */
  maxCached?: number;
  now?: () => number;
}

export const DEFAULT_REVOCATION_CACHE_MS = 5_000;

/** Revoked sessions, shared through the database so that every API process sees a logout. */
export function createSessionRevocations(db: Database, options: SessionRevocationOptions = {}): SessionRevocations {
  const cacheMs = options.cacheMs ?? DEFAULT_REVOCATION_CACHE_MS;
  const maxCached = options.maxCached ?? 10_000;
  const now = options.now ?? Date.now;
  // session id -> revoked, or the time until which "not revoked" holds.
  const cache = new Map<string, true | number>();

  const remember = (sessionId: string, value: true | number) => {
    if (cache.size >= maxCached) cache.delete(cache.keys().next().value as string);
    cache.set(sessionId, value);
  };

  return {
    async isRevoked(sessionId) {
      const cached = cache.get(sessionId);
      if (cached === true) return true;
      if (cached !== undefined && cached > now()) return false;
      const [row] = await db.select({ sessionId: revokedSessions.sessionId }).from(revokedSessions).where(eq(revokedSessions.sessionId, sessionId));
      if (row) remember(sessionId, true);
      else if (cacheMs > 0) remember(sessionId, now() + cacheMs);
      else cache.delete(sessionId);
      return Boolean(row);
    },
    async revoke(session) {
      await db
        .insert(revokedSessions)
        .values({ sessionId: session.sessionId, userId: session.userId, expiresAt: session.expiresAt })
        .onConflictDoNothing({ target: revokedSessions.sessionId });
      remember(session.sessionId, true);
      // Rows of sessions that have ended anyway are of no further use.
      await db.delete(revokedSessions).where(and(isNotNull(revokedSessions.expiresAt), lt(revokedSessions.expiresAt, new Date(now()))));
    },
  };
}
