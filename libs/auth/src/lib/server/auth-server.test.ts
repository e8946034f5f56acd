/** @jest-environment node */
import type { AppLoadContext } from '@remix-run/node';
import { asDataResult, createTestLoadContext, getRequest, setCookies, setCookieValue } from '@kori/shell/testing';
import { destroysSession, storefrontEnvSchema, type StorefrontRequestContext } from '@kori/shell/server';
import { StytchError } from 'stytch';
import { createFakeStytch, FakeStytchError, FakeStytchNetworkError, type FakeStytch } from '@kori/shell/testing';
import type { GraphQLRequester } from '@kori/graphql-schema/server';
import { createLogger } from '@kori/util-log';
import { RevokeSessionDocument } from '../../graphql/generated/graphql';
import { createAuthServer } from './auth-server.server';
import { encodePendingLogin } from './pending-login';
import { createSendCodeLimiter } from './send-code-limits';

const BASE = 'http://127.0.0.1:3000';


function setup(options: { context?: Partial<StorefrontRequestContext>; clientAddress?: string | null; limits?: number } = {}) {
  const fake: FakeStytch = createFakeStytch();
  const limiter = createSendCodeLimiter({
    AUTH_SEND_CODE_LIMIT_PER_EMAIL: options.limits ?? 5,
    AUTH_SEND_CODE_LIMIT_PER_ADDRESS: 20,
    AUTH_SEND_CODE_WINDOW_MINUTES: 10,
  });
  const server = createAuthServer({
    stytch: () => fake.client,
    jwtVerifier: () => fake.jwtVerifier,
    sendCodeLimiter: () => limiter,
    clientAddress: () => options.clientAddress ?? '198.51.100.7',
  });
  // Development unless a test says otherwise: cookies are Secure only in production.
  const context: AppLoadContext = createTestLoadContext({ env: storefrontEnvSchema.parse({ NODE_ENV: 'development' }), ...options.context });
  return { fake, server, context };
}

function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', origin: BASE });
  if (cookie) headers.set('cookie', cookie);
  return new Request(BASE + path, { method: 'POST', body: new URLSearchParams(fields).toString(), headers });
}

/** Posts the login form to the login action: a data() answer with `js`, a redirect back to the page without. */
function postLogin(at: Pick<ReturnType<typeof setup>, 'server' | 'context'>, fields: Record<string, string>, cookie?: string) {
  return at.server.loginAction({ request: post('/auth/login', fields, cookie), context: at.context, params: {} });
}

/** Posts the sign-out form: the action answers with a redirect. */
async function postLogout(at: Pick<ReturnType<typeof setup>, 'server' | 'context'>, fields: Record<string, string>, cookie?: string) {
  return (await at.server.logoutAction({ request: post('/auth/logout', fields, cookie), context: at.context, params: {} })) as Response;
}

const get = (path: string, cookie?: string) => getRequest(BASE + path, cookie);


describe('loginAction: send code', () => {
  it('asks for a 5-minute code with the language templates and moves to verification', async () => {
    const { fake, server, context } = setup({ context: { locale: 'sv-SE', region: 'SE' } });
    const result = asDataResult(
      await postLogin({ server, context }, { intent: 'send-code', email: ' ada@example.com ', js: '1' }),
    );
    expect(fake.calls[0]).toEqual({
      method: 'otps.email.loginOrCreate',
      request: {
        email: 'ada@example.com',
        expiration_minutes: 5,
        login_template_id: 'kori_login_sv',
        signup_template_id: 'kori_signup_sv',
        locale: 'sv',
      },
    });
    const methodId = fake.sentCodes[0]!.methodId;
    expect(result.data).toEqual({ step: 'verification', email: 'ada@example.com', methodId });
    // Intermediate state: the pending login is written, any session cookie removed.
    expect(setCookieValue(result.init?.headers, 'stytch_intermediate_session')).toBe(encodePendingLogin({ email: 'ada@example.com', methodId }));
    expect(setCookies(result.init?.headers).find((c) => c.startsWith('stytch_intermediate_session='))).toContain('Max-Age=600');
    expect(setCookieValue(result.init?.headers, 'stytch_session')).toBe('');
  });

  it('uses the Finnish templates for fi-FI', async () => {
    const { fake, server, context } = setup();
    await postLogin({ server, context }, { intent: 'send-code', email: 'a@example.com', js: '1' });
    expect(fake.calls[0]!.request).toMatchObject({ login_template_id: 'kori_login_fi', signup_template_id: 'kori_signup_fi', locale: 'fi' });
  });

  it('without scripts redirects back to the page with the overlay open', async () => {
    const { server, context } = setup();
    const response = (await postLogin({ server, context }, { intent: 'send-code', email: 'ada@example.com', page: '/smartphones?sort=price' })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/smartphones?sort=price&login=1');
    expect(setCookieValue(response.headers, 'stytch_intermediate_session')).toBeTruthy();
  });

  it('refuses to redirect off the site', async () => {
    const { server, context } = setup();
    const response = (await postLogin({ server, context }, { intent: 'send-code', email: 'ada@example.com', page: '//evil.example/x' })) as Response;
    expect(response.headers.get('location')).toBe('/?login=1');
  });

  it('returns to the e-mail step with the e-mail kept when the provider fails', async () => {
    const { fake, server, context } = setup();
    fake.failNext('otps.email.loginOrCreate', new FakeStytchError(500, 'internal_server_error'));
    const result = asDataResult(
      await postLogin({ server, context }, { intent: 'send-code', email: 'ada@example.com', js: '1' }),
    );
    expect(result.data).toEqual({ step: 'initial', email: 'ada@example.com', retryAfterMinutes: null });
    expect(setCookieValue(result.init?.headers, 'stytch_intermediate_session')).toBe('');

    fake.failNext('otps.email.loginOrCreate', new FakeStytchNetworkError());
    const response = (await postLogin({ server, context }, { intent: 'send-code', email: 'ada@example.com', page: '/' })) as Response;
    expect(response.headers.get('location')).toBe('/?login=1&loginEmail=ada%40example.com');
  });

  it('stops sending after five codes per e-mail in ten minutes and says when to try again', async () => {
    const { fake, server, context } = setup();
    const send = () => postLogin({ server, context }, { intent: 'resend-code', email: 'Ada@Example.com', js: '1' });
    for (let i = 0; i < 5; i += 1) expect(asDataResult<{ step: string }>(await send()).data.step).toBe('verification');
    const limited = asDataResult(await send());
    expect(limited.data).toEqual({ step: 'initial', email: 'Ada@Example.com', retryAfterMinutes: 10 });
    expect(fake.sentCodes).toHaveLength(5);

    const response = (await postLogin({ server, context }, { intent: 'send-code', email: 'ada@example.com', page: '/' })) as Response;
    expect(response.headers.get('location')).toBe('/?login=1&loginEmail=ada%40example.com&loginRetryMinutes=10');
  });

  it('answers an empty or malformed form with the e-mail step and calls nobody', async () => {
    const { fake, server, context } = setup();
    const empty = asDataResult(await postLogin({ server, context }, { intent: 'send-code', email: '  ', js: '1' }));
    expect(empty.data).toEqual({ step: 'initial', email: '', retryAfterMinutes: null });
    const bogus = (await postLogin({ server, context }, { intent: 'nonsense' })) as Response;
    expect(bogus.headers.get('location')).toBe('/?login=1');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('loginAction: verify code', () => {
  async function sendCode(setupResult: ReturnType<typeof setup>, email = 'ada@example.com') {
    await postLogin(setupResult, { intent: 'send-code', email, js: '1' });
    return setupResult.fake.sentCodes.at(-1)!;
  }

  it('authenticates for 43200 minutes, writes the session cookies and removes the intermediate one', async () => {
    const s = setup();
    const sent = await sendCode(s);
    const result = asDataResult<{ step: string; sessionJwt: string | null }>(
      await postLogin(s, { intent: 'verify-code', email: 'ada@example.com', methodId: sent.methodId, code: ` ${sent.code} `, js: '1' }),
    );
    expect(s.fake.calls.at(-1)).toEqual({
      method: 'otps.authenticate',
      request: { method_id: sent.methodId, code: sent.code, session_duration_minutes: 43200 },
    });
    expect(result.data).toEqual({
      step: 'success',
      email: 'ada@example.com',
      user: { userId: expect.stringMatching(/^user-test-/), email: 'ada@example.com' },
      sessionJwt: null,
    });
    const cookies = setCookies(result.init?.headers);
    const session = cookies.find((c) => c.startsWith('stytch_session='))!;
    const jwt = cookies.find((c) => c.startsWith('stytch_session_jwt='))!;
    for (const cookie of [session, jwt]) {
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
      expect(cookie).toMatch(/Max-Age=259\d{4}/); // about 30 days
    }
    expect(setCookieValue(result.init?.headers, 'stytch_session')).toBe(s.fake.activeSessionTokens()[0]);
    expect(setCookieValue(result.init?.headers, 'stytch_intermediate_session')).toBe('');
  });

  it('gives the JWT to the native app view only, and marks cookies Secure in production', async () => {
    const s = setup({ context: { isNativeApp: true, env: storefrontEnvSchema.parse({ NODE_ENV: 'production' }) } });
    const sent = await sendCode(s);
    const result = asDataResult<{ sessionJwt: string | null }>(
      await postLogin(s, { intent: 'verify-code', methodId: sent.methodId, code: sent.code, js: '1' }),
    );
    expect(result.data.sessionJwt).toBe(setCookieValue(result.init?.headers, 'stytch_session_jwt'));
    expect(result.data.sessionJwt).toMatch(/^eyJ/);
    expect(setCookies(result.init?.headers).every((c) => c.split('; ').includes('Secure'))).toBe(true);
  });

  it('never calls the provider without a method id', async () => {
    const s = setup();
    const result = asDataResult(
      await postLogin(s, { intent: 'verify-code', email: 'ada@example.com', code: '123456', js: '1' }),
    );
    expect(result.data).toEqual({ step: 'initial', email: 'ada@example.com', retryAfterMinutes: null });
    expect(s.fake.calls).toHaveLength(0);
  });

  it('takes the method id and e-mail from the intermediate cookie for a plain form post', async () => {
    const s = setup();
    const sent = await sendCode(s);
    const cookie = `stytch_intermediate_session=${encodePendingLogin({ email: 'ada@example.com', methodId: sent.methodId })}`;
    const response = (await postLogin(s, { intent: 'verify-code', code: sent.code, page: '/?login=1&loginEmail=x' }, cookie)) as Response;
    expect(response.headers.get('location')).toBe('/?login=1');
    expect(setCookieValue(response.headers, 'stytch_session')).toBe(s.fake.activeSessionTokens()[0]);
  });

  it('returns to the e-mail step with the e-mail kept on a wrong code', async () => {
    const s = setup();
    const sent = await sendCode(s);
    const result = asDataResult(
      await postLogin(s, { intent: 'verify-code', email: 'ada@example.com', methodId: sent.methodId, code: '000000', js: '1' }),
    );
    expect(result.data).toEqual({ step: 'initial', email: 'ada@example.com', retryAfterMinutes: null });
    expect(setCookieValue(result.init?.headers, 'stytch_intermediate_session')).toBe('');
    expect(s.fake.activeSessionTokens()).toHaveLength(0);
  });
});

describe('logoutAction', () => {
  it('revokes the session, clears the cookies and goes back to the page', async () => {
    const { fake, server, context } = setup();
    const { sessionToken, sessionJwt } = fake.createSession('ada@example.com');
    const response = await postLogout({ server, context }, { page: '/deals' }, `stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`);
    expect(fake.calls).toEqual([{ method: 'sessions.revoke', request: { session_token: sessionToken } }]);
    expect(fake.activeSessionTokens()).toHaveLength(0);
    expect(response.headers.get('location')).toBe('/deals');
    expect(setCookieValue(response.headers, 'stytch_session')).toBe('');
    expect(setCookieValue(response.headers, 'stytch_session_jwt')).toBe('');
  });

  it('signs out of this browser even when the provider cannot be reached, and leaves account pages', async () => {
    const { fake, server, context } = setup();
    fake.failNext('sessions.revoke', new FakeStytchNetworkError());
    const response = await postLogout({ server, context }, { page: '/my/orders' }, 'stytch_session=session-token-x');
    expect(response.headers.get('location')).toBe('/');
    expect(setCookieValue(response.headers, 'stytch_session')).toBe('');
  });
});

describe('logoutAction at the API', () => {
  type Call = { document: unknown; headers: Record<string, string> | undefined };
  function apiDouble(answer: () => Promise<unknown>) {
    const calls: Call[] = [];
    const graphql: GraphQLRequester = {
      request: async (document, _variables, init) => {
        calls.push({ document, headers: init?.headers });
        return answer() as never;
      },
    };
    return { calls, graphql };
  }
  function recordingLogger() {
    const lines: { level: string; msg: string }[] = [];
    const logger = createLogger({ service: 'test', level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
    return { lines, logger };
  }

  it('revokes the session at the provider and at the API with the session JWT as bearer', async () => {
    const api = apiDouble(async () => ({ revokeSession: true }));
    const { fake, server, context } = setup({ context: { graphql: api.graphql } });
    const { sessionToken, sessionJwt } = fake.createSession('ada@example.com');
    const response = await postLogout({ server, context }, { page: '/deals' }, `stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`);
    expect(fake.activeSessionTokens()).toHaveLength(0);
    expect(api.calls).toEqual([{ document: RevokeSessionDocument, headers: { authorization: `Bearer ${sessionJwt}` } }]);
    expect(setCookieValue(response.headers, 'stytch_session_jwt')).toBe('');
  });

  it('still clears the cookies and logs when the API cannot be reached', async () => {
    const api = apiDouble(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    const log = recordingLogger();
    const { fake, server, context } = setup({ context: { graphql: api.graphql, logger: log.logger } });
    const { sessionToken, sessionJwt } = fake.createSession('ada@example.com');
    const response = await postLogout({ server, context }, { page: '/deals' }, `stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`);
    expect(response.headers.get('location')).toBe('/deals');
    expect(setCookieValue(response.headers, 'stytch_session')).toBe('');
    expect(setCookieValue(response.headers, 'stytch_session_jwt')).toBe('');
    expect(fake.activeSessionTokens()).toHaveLength(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'auth.logout.apiRevokeFailed' }));
  });

  it('still tells the API when the provider cannot be reached', async () => {
    const api = apiDouble(async () => ({ revokeSession: true }));
    const log = recordingLogger();
    const { fake, server, context } = setup({ context: { graphql: api.graphql, logger: log.logger } });
    const { sessionToken, sessionJwt } = fake.createSession('ada@example.com');
    fake.failNext('sessions.revoke', new FakeStytchNetworkError());
    const response = await postLogout({ server, context }, { page: '/deals' }, `stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`);
    expect(api.calls).toHaveLength(1);
    expect(setCookieValue(response.headers, 'stytch_session')).toBe('');
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'auth.logout.revokeFailed' }));
  });
});

describe('sessionRefreshAction', () => {
  const refresh = (s: ReturnType<typeof setup>, cookie?: string) =>
    s.server.sessionRefreshAction({
      request: new Request(BASE + '/api/session/refresh', { method: 'POST', headers: { origin: BASE, ...(cookie ? { cookie } : {}) } }),
      context: s.context,
      params: {},
    });

  it('re-authenticates and re-sets the cookies; the JWT goes to the native app view only', async () => {
    const s = setup();
    const { sessionToken, sessionJwt } = s.fake.createSession('ada@example.com');
    const response = await refresh(s, `stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, user: { userId: expect.any(String), email: 'ada@example.com' }, sessionJwt: null });
    expect(s.fake.calls).toEqual([{ method: 'sessions.authenticate', request: { session_token: sessionToken } }]);
    expect(setCookieValue(response.headers, 'stytch_session')).toBe(sessionToken);
    const newJwt = setCookieValue(response.headers, 'stytch_session_jwt');
    expect(newJwt).toMatch(/^eyJ/);
    expect(newJwt).not.toBe(sessionJwt);

    const app = setup({ context: { isNativeApp: true } });
    const appSession = app.fake.createSession('ada@example.com');
    const appResponse = await refresh(app, `stytch_session=${appSession.sessionToken}`);
    const body = await appResponse.json();
    expect(body.sessionJwt).toBe(setCookieValue(appResponse.headers, 'stytch_session_jwt'));
  });

  it('keeps two tabs refreshing at once signed in', async () => {
    const s = setup();
    const { sessionToken } = s.fake.createSession('ada@example.com');
    const [a, b] = await Promise.all([refresh(s, `stytch_session=${sessionToken}`), refresh(s, `stytch_session=${sessionToken}`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await refresh(s, `stytch_session=${sessionToken}`);
    expect(again.status).toBe(200);
  });

  it.each(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found'])(
    'destroys the session on %s',
    async (type) => {
      const s = setup();
      s.fake.failNext('sessions.authenticate', new FakeStytchError(type === 'session_not_found' ? 404 : 401, type));
      const response = await refresh(s, 'stytch_session=session-token-1; stytch_session_jwt=a.b.c');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ ok: false, reason: 'unrecoverable' });
      expect(setCookieValue(response.headers, 'stytch_session')).toBe('');
      expect(setCookieValue(response.headers, 'stytch_session_jwt')).toBe('');
    },
  );

  it.each([
    ['a network failure', new FakeStytchNetworkError()],
    ['a 500', new FakeStytchError(500, 'internal_server_error')],
    ['a 503', new FakeStytchError(503, 'service_unavailable')],
    ['a rate limit', new FakeStytchError(429, 'too_many_requests')],
  ])('keeps the session on %s', async (_label, error) => {
    const s = setup();
    s.fake.failNext('sessions.authenticate', error);
    const response = await refresh(s, 'stytch_session=session-token-1');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, reason: 'transient' });
    expect(setCookies(response.headers)).toEqual([]);
  });

  it('answers 401 and clears leftovers when there is no session cookie', async () => {
    const s = setup();
    const response = await refresh(s);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, reason: 'no_session' });
    expect(s.fake.calls).toHaveLength(0);
  });

  it('accepts only POST', async () => {
    const s = setup();
    const response = await s.server.sessionRefreshAction({ request: new Request(BASE + '/api/session/refresh', { method: 'PUT' }), context: s.context, params: {} });
    expect(response.status).toBe(405);
  });
});

describe('state-changing endpoints refuse other sites (CSRF)', () => {
  const foreign = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    new Request(BASE + path, { method: 'POST', ...init, headers: { origin: 'https://evil.example', ...init.headers } });

  it('does not sign in from a foreign Origin: 403, no provider call, no session cookies', async () => {
    const { fake, server, context } = setup();
    const pending = encodePendingLogin({ email: 'ada@example.com', methodId: 'email-test-1' });
    const request = foreign('/auth/login', {
      body: new URLSearchParams({ intent: 'verify-code', code: '123456', js: '1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `stytch_intermediate_session=${pending}` },
    });
    const response = (await server.loginAction({ request, context, params: {} })) as Response;
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('FORBIDDEN_ORIGIN');
    expect(setCookies(response.headers)).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it('does not sign out or refresh from a foreign Origin', async () => {
    const { fake, server, context } = setup();
    const { sessionToken } = fake.createSession('ada@example.com');
    const cookie = `stytch_session=${sessionToken}`;
    const logout = (await server.logoutAction({
      request: foreign('/auth/logout', { body: 'page=%2F', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie } }),
      context,
      params: {},
    })) as Response;
    expect(logout.status).toBe(403);
    expect(setCookies(logout.headers)).toEqual([]);
    const refreshed = await server.sessionRefreshAction({ request: foreign('/api/session/refresh', { headers: { cookie } }), context, params: {} });
    expect(refreshed.status).toBe(403);
    expect(fake.calls).toEqual([]);
    expect(fake.activeSessionTokens()).toEqual([sessionToken]);
  });
});

describe('login and logout with an unreadable body', () => {
  const same = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    new Request(BASE + path, { method: 'POST', ...init, headers: { origin: BASE, ...init.headers } });

  it.each([
    ['no body', {}, 415],
    ['a JSON body', { body: '{"intent":"send-code"}', headers: { 'content-type': 'application/json' } }, 415],
    ['a broken multipart body', { body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } }, 400],
    ['a text/plain body', { body: 'intent=send-code', headers: { 'content-type': 'text/plain' } }, 415],
    ['a PUT', { method: 'PUT', body: 'intent=send-code', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 405],
    ['a DELETE', { method: 'DELETE' }, 405],
    ['a PATCH', { method: 'PATCH', body: 'intent=send-code', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 405],
  ])('answers %s with a 4xx and a message', async (_label, init, status) => {
    const { fake, server, context } = setup();
    for (const [path, action] of [
      ['/auth/login', server.loginAction],
      ['/auth/logout', server.logoutAction],
    ] as const) {
      const response = (await action({ request: same(path, init), context, params: {} })) as Response;
      expect(response.status).toBe(status);
      if (status === 405) expect(response.headers.get('allow')).toBe('POST');
      expect((await response.json()).error.message).toEqual(expect.any(String));
    }
    expect(fake.calls).toEqual([]);
  });
});

describe('authRootLoaderData', () => {
  it('tells the page whether a session exists without asking the provider', async () => {
    const { fake, server, context } = setup();
    expect(await server.authRootLoaderData(get('/'), context)).toEqual({
      hasSession: false,
      user: null,
      pendingLogin: null,
      isNativeApp: false,
      nativeAppMarker: 'KoriApp',
    });
    expect(await server.authRootLoaderData(get('/', 'stytch_session=tok'), context)).toMatchObject({ hasSession: true, user: null });
    expect(fake.calls).toHaveLength(0);
  });

  it('passes on a pending login and names the user when the overlay is requested', async () => {
    const { fake, server, context } = setup({ context: { isNativeApp: true } });
    const pending = encodePendingLogin({ email: 'ada@example.com', methodId: 'email-test-9' });
    expect(await server.authRootLoaderData(get('/?login=1', `stytch_intermediate_session=${pending}`), context)).toMatchObject({
      hasSession: false,
      pendingLogin: { email: 'ada@example.com', methodId: 'email-test-9' },
      isNativeApp: true,
    });
    const { sessionToken } = fake.createSession('ada@example.com');
    expect(await server.authRootLoaderData(get('/?login=1', `stytch_session=${sessionToken}`), context)).toMatchObject({
      hasSession: true,
      user: { email: 'ada@example.com' },
    });
  });
});

describe('authRootLoaderData in the app view', () => {
  it('carries the session JWT for the host app in the app view only', async () => {
    const app = setup({ context: { isNativeApp: true } });
    const { sessionToken, sessionJwt } = app.fake.createSession('ada@example.com');
    const cookie = `stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`;
    expect(await app.server.authRootLoaderData(get('/', cookie), app.context)).toMatchObject({ hasSession: true, sessionJwt });
    const browser = setup();
    expect(await browser.server.authRootLoaderData(get('/', cookie), browser.context)).not.toHaveProperty('sessionJwt');
  });
});

describe('provider error classification', () => {
  it('reads the SDK’s own StytchError', () => {
    const error = (type: string, status: number) =>
      new StytchError({ status_code: status, request_id: 'r', error_type: type, error_message: type, error_url: '', error_details: undefined });
    expect(destroysSession(error('session_not_found', 404))).toBe(true);
    expect(destroysSession(error('unauthorized_credentials', 401))).toBe(true);
    expect(destroysSession(error('internal_server_error', 500))).toBe(false);
    expect(destroysSession(new TypeError('fetch failed'))).toBe(false);
  });
});
