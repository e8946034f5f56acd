import { z } from 'zod/mini';
import type { AuthUser } from '../auth-types';

/** The JSON answer of POST /api/session/refresh. `sessionJwt` is only filled for the native app's web view. */
export type SessionRefreshResult =
  | { ok: true; user: AuthUser; sessionJwt: string | null }
  | { ok: false; reason: 'no_session' | 'unrecoverable' | 'transient' };

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
/** The browser checks the answer like any other input before acting on it. */
export const sessionRefreshResultSchema: z.ZodMiniType<SessionRefreshResult> = z.lazy(() =>
  z.union([
    z.object({
      ok: z.literal(true),
      user: z.object({ userId: z.string(), email: z.string() }),
      sessionJwt: z.nullable(z.string()),
    }),
    z.object({ ok: z.literal(false), reason: z.enum(['no_session', 'unrecoverable', 'transient']) }),
  ]),
);
