import * as stytch from 'stytch';
import { z } from 'zod';
import type { Logger } from '@kori/util-log';
import { createSessionJwtVerifier, type VerifiedSession } from '@kori/util-session-jwt';

export type { VerifiedSession };

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

/**
 * Verifies session JWTs locally with the shared verifier (the storefront uses the same one): signature
 * against the provider's JWKS (fetched once and cached), issuer, audience (this project) and expiry. No
 * call per request; the SDK is used only to look up an e-mail the token does not carry.
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
  const jwt = createSessionJwtVerifier({ projectId: config.projectId, baseUrl: config.baseUrl });
  return {
    async verify(sessionJwt) {
      const result = await jwt.verify(sessionJwt);
      if (result.ok) return result.session;
      // Refusals are routine (expired tokens); log them quietly. Keys that cannot be fetched are worth a warning.
      if (result.reason === 'unavailable') logger.warn('session keys unavailable', { detail: result.detail });
      else logger.debug('session token refused', { detail: result.detail });
      return null;
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
