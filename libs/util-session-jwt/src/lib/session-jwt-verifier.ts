import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod/mini';

export interface VerifiedSession {
  userId: string;
  sessionId: string;
  /** From the token's claims (custom `email`, else the e-mail factor) when it carries one; null otherwise. */
  email: string | null;
  /** When the session itself ends (not the short-lived token), when the token says. */
  expiresAt: Date | null;
}

/**
 * `invalid`: forged, foreign, malformed or expired; the token will never be good. `unavailable`: the
 * provider's keys could not be fetched, so nothing can be said about the token right now.
 */
export type SessionJwtResult = { ok: true; session: VerifiedSession } | { ok: false; reason: 'invalid' | 'unavailable'; detail: string };

export interface SessionJwtVerifier {
  verify(sessionJwt: string): Promise<SessionJwtResult>;
}

export interface SessionJwtVerifierOptions {
  projectId: string;
  /** The auth provider's API base URL; the JWKS is at `v1/sessions/jwks/<project>` under it. */
  baseUrl: string;
  /** The key set; by default fetched from the provider and cached (tests pass a local one). */
  keys?: JWTVerifyGetKey;
  /** The clock, for tests. */
  now?: () => number;
}

const SESSION_CLAIM = 'https://stytch.com/session';
const emailSchema = z.email();
const sessionClaimSchema = z.object({
  id: z.string().check(z.minLength(1)),
  expires_at: z.optional(z.string()),
  authentication_factors: z.optional(z.array(z.unknown())),
});
const factorSchema = z.looseObject({ email_factor: z.optional(z.object({ email_address: z.string() })) });

function emailOf(payload: JWTPayload, factors: readonly unknown[]): string | null {
  const claimed = emailSchema.safeParse(payload['email']);
  if (claimed.success) return claimed.data;
  for (const factor of factors) {
    const parsed = factorSchema.safeParse(factor);
    const address = parsed.success ? parsed.data.email_factor?.email_address : undefined;
    if (address && emailSchema.safeParse(address).success) return address;
  }
  return null;
}

function dateOrNull(value: string | number | undefined): Date | null {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// What says the token itself is bad; anything else (network, timeout, a JWKS answer that is not 200 JSON)
// means the keys could not be had, which is not the token's fault.
const TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

function keysUnavailable(error: unknown): boolean {
  return !TOKEN_ERRORS.some((type) => error instanceof type);
}

/**
 * The provider's rules for a session JWT, as its own SDK applies them: RS256 against the project's JWKS,
 * issuer `stytch.com/<project>` or the base URL, audience the project, `exp`/`nbf`, and a session claim.
 */
export function createSessionJwtVerifier(options: SessionJwtVerifierOptions): SessionJwtVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(`v1/sessions/jwks/${encodeURIComponent(options.projectId)}`, options.baseUrl), { timeoutDuration: 5000 });
  const issuers = [`stytch.com/${options.projectId}`, options.baseUrl.replace(/\/+$/, '')];
  return {
    async verify(sessionJwt) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(sessionJwt, keys, {
          issuer: issuers,
          audience: options.projectId,
          algorithms: ['RS256'],
          ...(options.now ? { currentDate: new Date(options.now()) } : {}),
        }));
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: keysUnavailable(error) ? 'unavailable' : 'invalid', detail };
      }
      const claim = sessionClaimSchema.safeParse(payload[SESSION_CLAIM]);
      if (!payload.sub || !claim.success) return { ok: false, reason: 'invalid', detail: 'no subject or session claim' };
      return {
        ok: true,
        session: {
          userId: payload.sub,
          sessionId: claim.data.id,
          email: emailOf(payload, claim.data.authentication_factors ?? []),
          // The inner expires_at is the session's end; the token's exp only its own.
          expiresAt: dateOrNull(claim.data.expires_at) ?? dateOrNull(payload.exp === undefined ? undefined : payload.exp * 1000),
        },
      };
    },
  };
}
