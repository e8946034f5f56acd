import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import type { StoredSigningKey } from '../state/state-schema';

/** The RS256 key the sandbox signs session JWTs with; the public half is served as JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** Public key in the JWKS form Stytch serves (`GET /v1/sessions/jwks/{project_id}`). */
export interface PublicJwk {
  kty: string;
  use: 'sig';
  key_ops: ['verify'];
  alg: 'RS256';
  kid: string;
  n: string;
  e: string;
}

export function generateStoredSigningKey(environment: 'test' | 'live', now: number): StoredSigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid: `jwk-${environment}-${randomUUID()}`,
    private_key_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    created_at: now,
  };
}

export function loadSigningKey(stored: StoredSigningKey): SigningKey {
  const privateKey = createPrivateKey(stored.private_key_pem);
  return { kid: stored.kid, privateKey, publicKey: createPublicKey(privateKey) };
}

export function publicJwk(key: SigningKey): PublicJwk {
  const jwk = key.publicKey.export({ format: 'jwk' });
  if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string' || typeof jwk.kty !== 'string') {
    throw new Error('Signing key is not an RSA key');
  }
  return { kty: jwk.kty, use: 'sig', key_ops: ['verify'], alg: 'RS256', kid: key.kid, n: jwk.n, e: jwk.e };
}
