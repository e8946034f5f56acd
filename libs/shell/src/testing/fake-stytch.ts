// A fake auth provider speaking the SDK's method shapes, for server tests here and in other libs.
import { createSessionJwtVerifier, type SessionJwtVerifier } from '@kori/util-session-jwt';
import { createTestSessionIssuer, type TestSessionIssuer } from '@kori/util-session-jwt/testing';
import type { StytchAuthClient } from '../lib/session/provider-client.server';

/** The fields of the SDK's StytchError the storefront reads; the real class has the same shape. */
export class FakeStytchError extends Error {
  readonly request_id = 'request-fake';
  readonly error_url = 'https://stytch.com/docs/api/errors';
  constructor(
    readonly status_code: number,
    readonly error_type: string,
    readonly error_message: string = error_type,
  ) {
    super(JSON.stringify({ status_code, error_type, error_message }));
    this.name = 'StytchError';
  }
}

/** What the SDK throws when the provider cannot be reached (its RequestError). */
export class FakeStytchNetworkError extends Error {
  constructor(message = 'fetch failed') {
    super(message);
    this.name = 'RequestError';
  }
}

export interface SentCode {
  email: string;
  methodId: string;
  code: string;
  userCreated: boolean;
  request: Record<string, unknown>;
}

type Method = 'otps.email.loginOrCreate' | 'otps.authenticate' | 'sessions.authenticate' | 'sessions.revoke';

export interface FakeStytch {
  client: StytchAuthClient;
  /** Every code "e-mailed", newest last (the sandbox's mailbox, in memory). */
  sentCodes: SentCode[];
  /** Every call with its request body, in order. */
  calls: { method: Method; request: Record<string, unknown> }[];
  /** Makes the next call of `method` throw `error` (queue several by calling again). */
  failNext(method: Method, error: Error): void;
  /** Valid session tokens right now. */
  activeSessionTokens(): string[];
  /** The provider's signing keys: its session JWTs are real RS256 tokens for the default test project. */
  issuer: TestSessionIssuer;
  /** A local verifier against the fake's JWKS, on the fake's clock (what the session service verifies with). */
  jwtVerifier: SessionJwtVerifier;
  /** Signs a user in directly and returns their tokens (for tests that start signed in). */
  createSession(email: string): { sessionToken: string; sessionJwt: string; userId: string };
}

// The storefront's default STYTCH_PROJECT_ID, so tokens fit the default test environment.
const FAKE_PROJECT_ID = 'project-test-00000000-0000-4000-8000-000000000000';

interface FakeUser {
  userId: string;
  email: string;
}

export interface FakeStytchOptions {
  /** The code every send produces; defaults to a counter-based six-digit code. */
  code?: string;
  now?: () => number;
}

export function createFakeStytch(options: FakeStytchOptions = {}): FakeStytch {
  const now = options.now ?? Date.now;
  const users = new Map<string, FakeUser>();
  const methods = new Map<string, { user: FakeUser; code: string; used: boolean }>();
  const sessions = new Map<string, { user: FakeUser; expiresAt: number }>();
  const failures = new Map<Method, Error[]>();
  const sentCodes: SentCode[] = [];
  const calls: FakeStytch['calls'] = [];
  let counter = 0;
  const issuer = createTestSessionIssuer({ projectId: FAKE_PROJECT_ID, now });

  const enter = (method: Method, request: object) => {
    calls.push({ method, request: { ...request } });
    const queued = failures.get(method)?.shift();
    if (queued) throw queued;
  };
  const userFor = (email: string): { user: FakeUser; created: boolean } => {
    const key = email.toLowerCase();
    const existing = users.get(key);
    if (existing) return { user: existing, created: false };
    counter += 1;
    const user = { userId: `user-test-${counter}`, email };
    users.set(key, user);
    return { user, created: true };
  };
  const jwtFor = (user: FakeUser, sessionExpiresAt?: number) => {
    counter += 1;
    return issuer.sign({
      userId: user.userId,
      email: user.email,
      sessionId: `session-test-${counter}`,
      ...(sessionExpiresAt ? { sessionExpiresAt: new Date(sessionExpiresAt) } : {}),
    });
  };
  const startSession = (user: FakeUser, minutes: number) => {
    counter += 1;
    const token = `session-token-${counter}`;
    sessions.set(token, { user, expiresAt: now() + minutes * 60_000 });
    return token;
  };
  const sessionAnswer = (token: string) => {
    const session = sessions.get(token);
    if (!session) throw new FakeStytchError(404, 'session_not_found');
    return {
      request_id: 'request-fake',
      status_code: 200,
      user_id: session.user.userId,
      session_token: token,
      session_jwt: jwtFor(session.user, session.expiresAt),
      user: { user_id: session.user.userId, emails: [{ email_id: `email-of-${session.user.userId}`, email: session.user.email, verified: true }] },
      session: { session_id: `session-of-${token}`, user_id: session.user.userId, expires_at: new Date(session.expiresAt).toISOString() },
    };
  };
  const tokenOfJwt = (jwt: string | undefined) => {
    // The fake's JWTs name their user; any live session of that user stands for it.
    if (!jwt) return undefined;
    const userId = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}').sub;
    return [...sessions.entries()].find(([, s]) => s.user.userId === userId)?.[0];
  };

  const client = {
    otps: {
      email: {
        async loginOrCreate(request: { email: string }) {
          enter('otps.email.loginOrCreate', request);
          const { user, created } = userFor(request.email);
          counter += 1;
          const methodId = `email-test-${counter}`;
          const code = options.code ?? String(100000 + counter).slice(-6);
          methods.set(methodId, { user, code, used: false });
          sentCodes.push({ email: request.email, methodId, code, userCreated: created, request: { ...request } });
          return { request_id: 'request-fake', status_code: 200, user_id: user.userId, email_id: methodId, user_created: created };
        },
      },
      async authenticate(request: { method_id: string; code: string; session_duration_minutes?: number }) {
        enter('otps.authenticate', request);
        const method = methods.get(request.method_id);
        if (!method || method.used || method.code !== request.code) {
          throw new FakeStytchError(404, 'otp_code_not_found', 'The OTP code could not be found.');
        }
        method.used = true;
        const token = startSession(method.user, request.session_duration_minutes ?? 60);
        return { ...sessionAnswer(token), method_id: request.method_id, reset_sessions: false };
      },
    },
    sessions: {
      async authenticate(request: { session_token?: string; session_jwt?: string }) {
        enter('sessions.authenticate', request);
        const token = request.session_token ?? tokenOfJwt(request.session_jwt);
        const session = token ? sessions.get(token) : undefined;
        if (!token || !session || session.expiresAt <= now()) {
          throw new FakeStytchError(404, 'session_not_found', 'Session could not be found.');
        }
        // Like the sandbox: the previous token stays valid, so two tabs refreshing at once both keep going.
        return sessionAnswer(token);
      },
      async revoke(request: { session_token?: string; session_jwt?: string }) {
        enter('sessions.revoke', request);
        const token = request.session_token ?? tokenOfJwt(request.session_jwt);
        if (!token || !sessions.delete(token)) throw new FakeStytchError(404, 'session_not_found');
        return { request_id: 'request-fake', status_code: 200 };
      },
    },
  };

  return {
    client: client as unknown as StytchAuthClient,
    sentCodes,
    calls,
    failNext(method, error) {
      failures.set(method, [...(failures.get(method) ?? []), error]);
    },
    activeSessionTokens: () => [...sessions.keys()],
    issuer,
    jwtVerifier: createSessionJwtVerifier({ projectId: FAKE_PROJECT_ID, baseUrl: 'http://fake-stytch.invalid/', keys: issuer.keys, now }),
    createSession(email) {
      const { user } = userFor(email);
      const sessionToken = startSession(user, 43_200);
      return { sessionToken, sessionJwt: jwtFor(user, sessions.get(sessionToken)?.expiresAt), userId: user.userId };
    },
  };
}
