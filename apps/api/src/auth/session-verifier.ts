import * as stytch from 'stytch';
import { z } from 'zod';
import type { Logger } from '@kori/util-log';

export interface VerifiedSession {
  userId: string;
  sessionId: string;
  /** From the token's claims when it carries one; null otherwise. */
  email: string | null;
  /** When the session itself ends (not the short-lived token), when the provider says. */
  expiresAt: Date | null;
}

export interface SessionVerifier {
  /** The session behind a bearer token, or null for an invalid, expired, forged or foreign token. */
  verify(sessionJwt: string): Promise<VerifiedSession | null>;
  /** The e-mail the auth provider has for a user, when the token did not say. */
  lookupEmail(userId: string): Promise<string | null>;
}

export interface StytchConfig {
  projectId: string;
  secret: string;
  /** The auth provider's API base URL (the sandbox by default). */
  baseUrl: string;
}

const emailSchema = z.email();
const factorSchema = z.object({ email_factor: z.object({ email_address: z.string() }).optional() }).loose();

/** E-mail from custom claims (`email`), else from the session's e-mail authentication factor. */
function emailFromSession(session: { custom_claims?: Record<string, unknown>; authentication_factors?: unknown[] }): string | null {
  const claimed = emailSchema.safeParse(session.custom_claims?.['email']);
  if (claimed.success) return claimed.data;
  for (const factor of session.authentication_factors ?? []) {
    const parsed = factorSchema.safeParse(factor);
    const address = parsed.success ? parsed.data.email_factor?.email_address : undefined;
    if (address && emailSchema.safeParse(address).success) return address;
  }
  return null;
}

/**
 * Verifies session JWTs locally with the stytch SDK: signature against the provider's JWKS (fetched
 * once and cached by the SDK), issuer, audience (this project) and expiry. No call per request.
 */
export function createStytchSessionVerifier(config: StytchConfig, logger: Logger): SessionVerifier {
  // The SDK warns on stdout about any base URL but its own; keep that out of the structured logs.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => logger.debug('stytch sdk', { message: args.map(String).join(' ') });
  let client: stytch.Client;
  try {
    client = new stytch.Client({ project_id: config.projectId, secret: config.secret, env: config.baseUrl, timeout: 5000 });
  } finally {
    console.warn = warn;
  }
  return {
    async verify(sessionJwt) {
      try {
        const session = await client.sessions.authenticateJwtLocal({ session_jwt: sessionJwt });
        if (!session.user_id) return null;
        const expiresAt = session.expires_at ? new Date(session.expires_at) : null;
        return {
          userId: session.user_id,
          sessionId: session.session_id,
          email: emailFromSession(session),
          expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
        };
      } catch (error) {
        // Refusals are routine (expired tokens); log them quietly, never as errors.
        logger.debug('session token refused', { reason: error instanceof Error ? error.message : String(error) });
        return null;
      }
    },
    async lookupEmail(userId) {
      try {
        const user = await client.users.get({ user_id: userId });
        const address = user.emails?.[0]?.email;
        return address && emailSchema.safeParse(address).success ? address : null;
      } catch (error) {
        logger.warn('could not look up the user e-mail at the auth provider', { userId, error });
        return null;
      }
    },
  };
}

/** `Authorization: Bearer <token>` -> token; anything else -> null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
