import type { StoredFactor, StoredSession, StoredUser } from '../state/state-schema';
import type { AuthContext } from './auth-context';
import { sessionToken, stytchId } from './ids';
import { isoTime } from './iso-time';
import { signJwt, verifyJwtSignature } from './jwt';
import { DEFAULT_ROLES } from './users';

/** Stytch session JWTs live 5 minutes; the session behind them lasts session_duration_minutes. */
export const SESSION_JWT_LIFETIME_SECONDS = 5 * 60;
export const SESSION_CLAIM = 'https://stytch.com/session';

export interface SessionAttributes {
  ip_address: string;
  user_agent: string;
}

export function startSession(
  ctx: AuthContext,
  user: StoredUser,
  factor: StoredFactor,
  durationMinutes: number,
  attributes: SessionAttributes,
  customClaims: Record<string, unknown>,
): StoredSession {
  const now = ctx.now();
  const session: StoredSession = {
    session_id: stytchId('session', ctx.environment),
    user_id: user.user_id,
    session_token: sessionToken(),
    started_at: now,
    last_accessed_at: now,
    expires_at: now + durationMinutes * 60_000,
    attributes,
    authentication_factors: [factor],
    custom_claims: customClaims,
  };
  ctx.store.state.sessions[session.session_id] = session;
  return session;
}

function activeSession(ctx: AuthContext, session: StoredSession | undefined): StoredSession | null {
  return session && session.expires_at > ctx.now() ? session : null;
}

export function findSessionById(ctx: AuthContext, sessionId: string): StoredSession | null {
  return activeSession(ctx, ctx.store.state.sessions[sessionId]);
}

export function findSessionByToken(ctx: AuthContext, token: string): StoredSession | null {
  return activeSession(
    ctx,
    Object.values(ctx.store.state.sessions).find((session) => session.session_token === token),
  );
}

/**
 * The session a JWT names, if the sandbox signed it for this project. Like Stytch, an expired JWT
 * is still accepted here while its session lives: that is how a client gets a fresh JWT.
 */
export function findSessionByJwt(ctx: AuthContext, jwt: string): StoredSession | null {
  const payload = verifyJwtSignature(ctx.key, jwt);
  if (!payload) return null;
  const audience = Array.isArray(payload['aud']) ? payload['aud'] : [payload['aud']];
  if (payload['iss'] !== `stytch.com/${ctx.projectId}` || !audience.includes(ctx.projectId)) return null;
  const claim = payload[SESSION_CLAIM];
  if (typeof claim !== 'object' || claim === null || !('id' in claim) || typeof claim.id !== 'string') return null;
  const session = findSessionById(ctx, claim.id);
  return session && session.user_id === payload['sub'] ? session : null;
}

/** Marks the session used now; a given duration moves its expiry to now + duration, as Stytch does. */
export function touchSession(ctx: AuthContext, session: StoredSession, durationMinutes?: number): void {
  const now = ctx.now();
  session.last_accessed_at = now;
  if (durationMinutes !== undefined) session.expires_at = now + durationMinutes * 60_000;
}

export function revokeSession(ctx: AuthContext, session: StoredSession): void {
  delete ctx.store.state.sessions[session.session_id];
}

function toStytchFactor(factor: StoredFactor) {
  return {
    type: factor.type,
    delivery_method: factor.delivery_method,
    created_at: isoTime(factor.created_at),
    updated_at: isoTime(factor.last_authenticated_at),
    last_authenticated_at: isoTime(factor.last_authenticated_at),
    email_factor: { email_id: factor.email_id, email_address: factor.email_address },
  };
}

/** The Session object as Stytch returns it. */
export function toStytchSession(session: StoredSession) {
  return {
    session_id: session.session_id,
    user_id: session.user_id,
    started_at: isoTime(session.started_at),
    last_accessed_at: isoTime(session.last_accessed_at),
    expires_at: isoTime(session.expires_at),
    attributes: session.attributes,
    authentication_factors: session.authentication_factors.map(toStytchFactor),
    roles: DEFAULT_ROLES,
    custom_claims: session.custom_claims,
  };
}

/** A fresh session JWT with the claims Stytch puts in one; custom claims sit at the top level. */
export function mintSessionJwt(ctx: AuthContext, session: StoredSession): string {
  const issuedAt = Math.floor(ctx.now() / 1000);
  const expiresAt = Math.min(issuedAt + SESSION_JWT_LIFETIME_SECONDS, Math.floor(session.expires_at / 1000));
  const stytchSession = toStytchSession(session);
  return signJwt(ctx.key, {
    ...session.custom_claims,
    aud: [ctx.projectId],
    exp: expiresAt,
    iat: issuedAt,
    iss: `stytch.com/${ctx.projectId}`,
    nbf: issuedAt,
    sub: session.user_id,
    [SESSION_CLAIM]: {
      id: stytchSession.session_id,
      started_at: stytchSession.started_at,
      last_accessed_at: stytchSession.last_accessed_at,
      expires_at: stytchSession.expires_at,
      attributes: stytchSession.attributes,
      authentication_factors: stytchSession.authentication_factors,
      roles: stytchSession.roles,
    },
  });
}
