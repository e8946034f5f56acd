import { sign, verify } from 'node:crypto';
import { z } from 'zod';
import type { SigningKey } from './signing-key';

/**
 * Compact RS256 JWTs with node:crypto. The sandbox needs only to sign its own tokens and to check
 * that a token it is shown was signed by its own key, so a JOSE library would add nothing.
 */
const headerSchema = z.object({ alg: z.literal('RS256'), typ: z.literal('JWT'), kid: z.string() });
const payloadSchema = z.record(z.string(), z.unknown());

export type JwtPayload = Record<string, unknown>;

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

export function signJwt(key: SigningKey, payload: JwtPayload): string {
  const signingInput = `${encodeSegment({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${encodeSegment(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), key.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

/** The payload when the token carries this key's valid signature; null for anything else. Claims are the caller's to check. */
export function verifyJwtSignature(key: SigningKey, token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  try {
    const header = headerSchema.safeParse(decodeSegment(headerPart));
    if (!header.success || header.data.kid !== key.kid) return null;
    const valid = verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`), key.publicKey, Buffer.from(signaturePart, 'base64url'));
    if (!valid) return null;
    const payload = payloadSchema.safeParse(decodeSegment(payloadPart));
    return payload.success ? payload.data : null;
  } catch {
    return null;
  }
}
