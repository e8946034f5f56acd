import { redirect } from '@remix-run/node';
import { createSessionJwtVerifier, type SessionJwtVerifier } from '@kori/util-session-jwt';
import { readCookies } from '@kori/util-storage';
import { PRIVATE_NO_STORE } from '../cache/private-no-store';
import { SESSION_COOKIE, SESSION_JWT_COOKIE } from '../cookies/cookie-names';
import { routePaths } from '../navigation/route-paths';
import type { StorefrontRequestContext } from '../server/request-context.server';
import type { AuthUser } from './auth-user';
import { stytchClientFor, type StytchAuthClient, type StytchConfig } from './provider-client.server';
import { describeProviderError, destroysSession } from './provider-errors.server';
import { authUserOf, sessionExpiryOf, sessionResponseSchema } from './provider-responses.server';
import { appendSetCookies, setCookieHeadersFor, type AuthCookieState } from './session-cookie-state.server';

// A JWT is three base64url parts; anything else is never sent on as a bearer token (no header injection).
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_JWT_LENGTH = 8192;
// Opaque session tokens are URL-safe; a longer or odder value is not a token of ours.
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{1,1024}$/;

/** The session credentials a Cookie header carries, each only if it has the shape of one. */
export interface SessionCredentials {
  token: string | null;
  jwt: string | null;
}

function jwtOrNull(value: string | undefined): string | null {
  return value && value.length <= MAX_JWT_LENGTH && JWT_SHAPE.test(value) ? value : null;
}

export function readSessionCredentials(cookieHeader: string | null | undefined): SessionCredentials {
  const cookies = readCookies(cookieHeader);
  const token = cookies[SESSION_COOKIE];
  return { token: token && TOKEN_SHAPE.test(token) ? token : null, jwt: jwtOrNull(cookies[SESSION_JWT_COOKIE]) };
}

/** The shopper's session JWT (the API's bearer token), if the cookie holds something shaped like a JWT. */
export function readSessionJwt(cookieHeader: string | null | undefined): string | null {
  return readSessionCredentials(cookieHeader).jwt;
}

export type SessionCheck =
  | { kind: 'valid'; user: AuthUser; state: AuthCookieState; sessionJwt: string }
  | { kind: 'none' }
  | { kind: 'unrecoverable' }
  | { kind: 'transient' };

export interface SessionServiceDeps {
  /** The auth provider client for a request's configuration. */
  stytch(ctx: StorefrontRequestContext): StytchAuthClient;
  /** The local verifier of the provider's session JWTs for a request's configuration. */
  jwtVerifier(ctx: StorefrontRequestContext): SessionJwtVerifier;
  now(): number;
}

// One verifier per configuration for the process: it caches the provider's JWKS.
const verifiers = new Map<string, SessionJwtVerifier>();

function jwtVerifierFor(config: StytchConfig): SessionJwtVerifier {
  const key = JSON.stringify([config.STYTCH_PROJECT_ID, config.STYTCH_BASE_URL]);
  let verifier = verifiers.get(key);
  if (!verifier) {
    verifier = createSessionJwtVerifier({ projectId: config.STYTCH_PROJECT_ID, baseUrl: config.STYTCH_BASE_URL });
    verifiers.set(key, verifier);
  }
  return verifier;
}

export const defaultSessionServiceDeps: SessionServiceDeps = {
  stytch: (ctx) => stytchClientFor(ctx.env),
  jwtVerifier: (ctx) => jwtVerifierFor(ctx.env),
  now: () => Date.now(),
};

/**
 * The one way the storefront reads the sign-in session: cookie names and shapes, local verification of
 * the session JWT (the same verifier and rules as the API), renewal with the auth provider, the cookies
 * that follow, and the rule for pages that need a signed-in shopper.
 */
export function createSessionService(overrides: Partial<SessionServiceDeps> = {}) {
  const deps: SessionServiceDeps = { ...defaultSessionServiceDeps, ...overrides };

  const credentialsOf = (request: Request) => readSessionCredentials(request.headers.get('cookie'));

  /** Whether the request carries session cookies at all (no provider call). */
  function hasSession(request: Request): boolean {
    const { token, jwt } = credentialsOf(request);
    return Boolean(token || jwt);
  }

  /** The Set-Cookie headers for a state (Secure in production), appended to `headers`. */
  function cookieHeaders(ctx: StorefrontRequestContext, state: AuthCookieState, headers = new Headers()): Headers {
    return appendSetCookies(headers, setCookieHeadersFor(state, { secure: ctx.env.NODE_ENV === 'production', now: deps.now() }));
  }

  /** Asks the provider to renew the session in the cookies; a success yields fresh tokens (a new JWT). */
  async function refresh(ctx: StorefrontRequestContext, request: Request): Promise<SessionCheck> {
    const { token, jwt } = credentialsOf(request);
    if (!token && !jwt) return { kind: 'none' };
    try {
      const response = sessionResponseSchema.parse(
        await deps.stytch(ctx).sessions.authenticate(token ? { session_token: token } : { session_jwt: jwt ?? '' }),
      );
      return {
        kind: 'valid',
        user: authUserOf(response),
        sessionJwt: response.session_jwt,
        state: { sessionToken: response.session_token, sessionJwt: response.session_jwt, sessionExpiresAt: sessionExpiryOf(response) },
      };
    } catch (error) {
      if (destroysSession(error)) {
        ctx.logger.info('auth.session.ended', describeProviderError(error));
        return { kind: 'unrecoverable' };
      }
      ctx.logger.warn('auth.session.checkFailed', describeProviderError(error));
      return { kind: 'transient' };
    }
  }

  /**
   * The session in the cookies, verified locally against the provider's keys (no call per page). Only a JWT
   * that does not verify (past its few minutes, or missing) is taken to the provider for renewal.
   */
  async function check(ctx: StorefrontRequestContext, request: Request): Promise<SessionCheck> {
    const { token, jwt } = credentialsOf(request);
    if (!token && !jwt) return { kind: 'none' };
    if (jwt) {
      const verified = await deps.jwtVerifier(ctx).verify(jwt);
      if (verified.ok) {
        const { userId, email, expiresAt } = verified.session;
        return {
          kind: 'valid',
          user: { userId, email: email ?? '' },
          sessionJwt: jwt,
          state: { sessionToken: token, sessionJwt: jwt, sessionExpiresAt: expiresAt },
        };
      }
      if (verified.reason === 'unavailable') {
        ctx.logger.warn('auth.session.keysUnavailable', { detail: verified.detail });
        return { kind: 'transient' };
      }
    }
    return refresh(ctx, request);
  }

  /**
   * The signed-in user for a page that needs one, with the refreshed cookies and `private, no-store`;
   * otherwise throws a redirect to the login overlay that returns here, or a 503 when the provider cannot tell.
   */
  async function requireUser(ctx: StorefrontRequestContext, request: Request): Promise<{ user: AuthUser; headers: Headers; sessionJwt: string }> {
    const url = new URL(request.url);
    const toLogin = (headers?: Headers) => redirect(routePaths.login(url.pathname + url.search), { headers });
    const result = await check(ctx, request);
    if (result.kind === 'none') throw toLogin();
    if (result.kind === 'unrecoverable') throw toLogin(cookieHeaders(ctx, {}));
    if (result.kind === 'transient') {
      // The provider cannot confirm the session right now; the shopper stays signed in and may retry.
      throw new Response(null, { status: 503, headers: { 'Retry-After': '5' } });
    }
    // A JWT-only session (no opaque token) keeps its cookie as it is: a state without both would clear it.
    const headers = result.state.sessionToken ? cookieHeaders(ctx, result.state) : new Headers();
    headers.set('Cache-Control', PRIVATE_NO_STORE);
    // The JWT the API is to be called with: the refreshed one when the cookie's had run out.
    return { user: result.user, headers, sessionJwt: result.sessionJwt };
  }

  /** Revokes the session in the cookies at the provider; failures are logged, never thrown. */
  async function revoke(ctx: StorefrontRequestContext, request: Request): Promise<void> {
    const { token, jwt } = credentialsOf(request);
    if (!token && !jwt) return;
    try {
      await deps.stytch(ctx).sessions.revoke(token ? { session_token: token } : { session_jwt: jwt ?? '' });
    } catch (error) {
      ctx.logger.warn('auth.logout.revokeFailed', describeProviderError(error));
    }
  }

  return { hasSession, cookieHeaders, check, refresh, requireUser, revoke };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** The process-wide session service with the real provider. */
export const sessionService: SessionService = createSessionService();
