import { timingSafeEqual } from 'node:crypto';

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the Authorization header is HTTP Basic with this project id and secret, as the SDK sends. */
export function hasProjectCredentials(header: string | undefined, projectId: string, secret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return false;
  // Compare both halves even when the first differs, so the answer time says nothing about which one.
  const idOk = equal(decoded.slice(0, separator), projectId);
  const secretOk = equal(decoded.slice(separator + 1), secret);
  return idOk && secretOk;
}
