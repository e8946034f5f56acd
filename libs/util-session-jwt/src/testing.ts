// Test helpers: a stand-in for the auth provider's signing keys, issuing session JWTs synchronously.
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export interface TestSessionTokenOptions {
  userId: string;
  email?: string;
  sessionId?: string;
  /** Seconds from now; negative for a token that has already expired. Default 300 (the provider's 5 minutes). */
  expiresIn?: number;
  /** When the session (not the token) ends; default an hour from now. */
  sessionExpiresAt?: Date;
  /** Another project's audience and issuer, for foreign-token tests. */
  projectId?: string;
}

export interface TestSessionIssuer {
  projectId: string;
  /** The JWKS document as the provider serves it at `v1/sessions/jwks/<project>`. */
  jwks: JSONWebKeySet;
  /** The same keys for `createSessionJwtVerifier({ keys })`, no HTTP. */
  keys: JWTVerifyGetKey;
  sign(options: TestSessionTokenOptions): string;
  /** A token of the same shape signed with a key that is not in the JWKS. */
  forge(options: TestSessionTokenOptions): string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// RSA key generation takes tens of milliseconds; one pair of keys serves every issuer in a test file.
let keyPairs: { own: ReturnType<typeof generateKeyPairSync>; foreign: ReturnType<typeof generateKeyPairSync> } | null = null;
function testKeyPairs() {
  keyPairs ??= { own: generateKeyPairSync('rsa', { modulusLength: 2048 }), foreign: generateKeyPairSync('rsa', { modulusLength: 2048 }) };
  return keyPairs;
}

export function createTestSessionIssuer(options: { projectId?: string; now?: () => number } = {}): TestSessionIssuer {
  const projectId = options.projectId ?? 'project-test-00000000-0000-4000-8000-000000000000';
  const now = options.now ?? Date.now;
  const kid = `jwk-test-${randomUUID()}`;
  const { own, foreign } = testKeyPairs();
  const jwks: JSONWebKeySet = { keys: [{ ...own.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };

  const tokenWith = (privateKey: typeof own.privateKey, token: TestSessionTokenOptions) => {
    const seconds = Math.floor(now() / 1000);
    const expiresIn = token.expiresIn ?? 300;
    const issuedAt = Math.min(seconds, seconds + expiresIn - 60);
    const project = token.projectId ?? projectId;
    const header = base64url({ alg: 'RS256', typ: 'JWT', kid });
    const payload = base64url({
      'https://stytch.com/session': {
        id: token.sessionId ?? `session-test-${token.userId}`,
        started_at: new Date(issuedAt * 1000).toISOString(),
        last_accessed_at: new Date(issuedAt * 1000).toISOString(),
        expires_at: (token.sessionExpiresAt ?? new Date(now() + 3_600_000)).toISOString(),
        attributes: { ip_address: '', user_agent: '' },
        authentication_factors: token.email
          ? [{ type: 'otp', delivery_method: 'email', email_factor: { email_id: 'email-test-1', email_address: token.email } }]
          : [],
      },
      iss: `stytch.com/${project}`,
      aud: [project],
      sub: token.userId,
      iat: issuedAt,
      nbf: issuedAt,
      exp: seconds + expiresIn,
      jti: randomUUID(),
    });
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };

  return {
    projectId,
    jwks,
    keys: createLocalJWKSet(jwks),
    sign: (token) => tokenWith(own.privateKey, token),
    forge: (token) => tokenWith(foreign.privateKey, token),
  };
}
