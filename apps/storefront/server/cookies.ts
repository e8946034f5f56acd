/** The value of one cookie in a Cookie header, or null. Malformed encodings count as absent. */
export function readCookie(cookieHeader: string | undefined | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

export const SESSION_JWT_COOKIE = 'stytch_session_jwt';

// A JWT is three base64url parts; anything else is not sent on as a bearer token (no header injection).
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The shopper's session JWT from the `stytch_session_jwt` cookie, if it looks like a JWT. */
export function readSessionJwt(cookieHeader: string | undefined | null): string | null {
  const value = readCookie(cookieHeader, SESSION_JWT_COOKIE);
  return value && value.length <= 8192 && JWT_SHAPE.test(value) ? value : null;
}
