import { serializeSetCookie } from '@kori/util-storage';
import {
  INTERMEDIATE_SESSION_COOKIE,
  INTERMEDIATE_SESSION_MAX_AGE_SECONDS,
  SESSION_COOKIE,
  SESSION_DURATION_MINUTES,
  SESSION_JWT_COOKIE,
} from '../cookies/cookie-names';

/** The auth state a response leaves behind, from which the cookies follow. */
export interface AuthCookieState {
  sessionToken?: string | null;
  sessionJwt?: string | null;
  /** The encoded pending login (see pending-login.ts). */
  intermediateToken?: string | null;
  /** When the provider ends the session; the session cookies live exactly as long. */
  sessionExpiresAt?: Date | null;
}

export type CookieChange =
  | { name: string; action: 'write'; value: string; maxAgeSeconds: number }
  | { name: string; action: 'remove' };

const DEFAULT_SESSION_SECONDS = SESSION_DURATION_MINUTES * 60;

function sessionMaxAge(expiresAt: Date | null | undefined, now: number): number {
  if (!expiresAt || Number.isNaN(expiresAt.getTime())) return DEFAULT_SESSION_SECONDS;
  return Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
}

/**
 * The session cookie rules: a state with tokens writes the session cookies and removes the intermediate
 * one; a state with only an intermediate token writes that and removes the session cookies;
 * otherwise every auth cookie is removed.
 */
export function cookieChangesFor(state: AuthCookieState, now: number = Date.now()): CookieChange[] {
  if (state.sessionToken && state.sessionJwt) {
    const maxAgeSeconds = sessionMaxAge(state.sessionExpiresAt, now);
    return [
      { name: SESSION_COOKIE, action: 'write', value: state.sessionToken, maxAgeSeconds },
      { name: SESSION_JWT_COOKIE, action: 'write', value: state.sessionJwt, maxAgeSeconds },
      { name: INTERMEDIATE_SESSION_COOKIE, action: 'remove' },
    ];
  }
  if (state.intermediateToken) {
    return [
      {
        name: INTERMEDIATE_SESSION_COOKIE,
        action: 'write',
        value: state.intermediateToken,
        maxAgeSeconds: INTERMEDIATE_SESSION_MAX_AGE_SECONDS,
      },
      { name: SESSION_COOKIE, action: 'remove' },
      { name: SESSION_JWT_COOKIE, action: 'remove' },
    ];
  }
  return [
    { name: SESSION_COOKIE, action: 'remove' },
    { name: SESSION_JWT_COOKIE, action: 'remove' },
    { name: INTERMEDIATE_SESSION_COOKIE, action: 'remove' },
  ];
}

export interface CookieSerializeOptions {
  /** Secure in production (HTTPS); off in development so http://127.0.0.1 keeps its cookies. */
  secure: boolean;
}

// Token values are URL-safe (base64url, dots, hyphens); anything else would corrupt the header.
const COOKIE_VALUE = /^[A-Za-z0-9._~+/=-]*$/;

/** One Set-Cookie header value: HttpOnly, SameSite=Lax, path /, Secure when asked. */
export function serializeCookieChange(change: CookieChange, options: CookieSerializeOptions): string {
  const value = change.action === 'write' ? change.value : '';
  if (!COOKIE_VALUE.test(value)) throw new Error(`Refusing to write an unsafe value into cookie ${change.name}`);
  return serializeSetCookie(change.name, value, {
    maxAge: change.action === 'write' ? change.maxAgeSeconds : 0,
    path: '/',
    sameSite: 'Lax',
    secure: options.secure,
    httpOnly: true,
  });
}

/** The Set-Cookie headers for a state (the rules above applied). */
export function setCookieHeadersFor(
  state: AuthCookieState,
  options: CookieSerializeOptions & { now?: number },
): string[] {
  return cookieChangesFor(state, options.now).map((change) => serializeCookieChange(change, options));
}

/** Adds Set-Cookie headers to a Headers object (one header per cookie). */
export function appendSetCookies(headers: Headers, setCookies: string[]): Headers {
  for (const value of setCookies) headers.append('Set-Cookie', value);
  return headers;
}
