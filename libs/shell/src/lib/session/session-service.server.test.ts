/** @jest-environment node */
import { createFakeStytch, createTestRequestContext, FakeStytchError } from '../../testing';
import { storefrontEnvSchema } from '../server/storefront-env.server';
import { createSessionService, readSessionCredentials, readSessionJwt } from './session-service.server';

const ctx = createTestRequestContext({ env: storefrontEnvSchema.parse({ NODE_ENV: 'development' }) });
const get = (cookie?: string) => new Request('http://127.0.0.1:3000/my/orders?x=1', { headers: cookie ? { cookie } : {} });

describe('readSessionJwt', () => {
  it('accepts a JWT-shaped stytch_session_jwt cookie', () => {
    expect(readSessionJwt('stytch_session_jwt=aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(readSessionJwt('stytch_session_jwt="aaa.bbb.ccc"')).toBe('aaa.bbb.ccc');
  });

  it.each(['stytch_session_jwt=', 'stytch_session_jwt=abc', 'stytch_session_jwt=a.b.c%0D%0AX: y', 'stytch_session=aaa.bbb.ccc', 'stytch_session_jwt=%E0'])(
    'refuses %j',
    (header) => {
      expect(readSessionJwt(header)).toBeNull();
    },
  );
});

describe('readSessionCredentials', () => {
  it('reads the opaque token and the JWT, each only when it has the right shape', () => {
    expect(readSessionCredentials('stytch_session=tok-1; stytch_session_jwt=a.b.c')).toEqual({ token: 'tok-1', jwt: 'a.b.c' });
    expect(readSessionCredentials('stytch_session=a%0Db')).toEqual({ token: null, jwt: null });
    expect(readSessionCredentials(null)).toEqual({ token: null, jwt: null });
  });
});

describe('session service', () => {
  it('checks the session with the provider and hands back fresh cookie state', async () => {
    const fake = createFakeStytch();
    const { sessionToken } = fake.createSession('ada@example.com');
    const service = createSessionService({ stytch: () => fake.client });
    expect(service.hasSession(get(`stytch_session=${sessionToken}`))).toBe(true);
    expect(service.hasSession(get())).toBe(false);
    const check = await service.check(ctx, get(`stytch_session=${sessionToken}`));
    expect(check).toMatchObject({ kind: 'valid', user: { email: 'ada@example.com' }, state: { sessionToken } });
    expect(await service.check(ctx, get())).toEqual({ kind: 'none' });
  });

  it('tells a destroyed session from a provider outage', async () => {
    const fake = createFakeStytch();
    const service = createSessionService({ stytch: () => fake.client });
    expect(await service.check(ctx, get('stytch_session=gone'))).toEqual({ kind: 'unrecoverable' });
    fake.failNext('sessions.authenticate', new FakeStytchError(500, 'internal_server_error'));
    expect(await service.check(ctx, get('stytch_session=whatever'))).toEqual({ kind: 'transient' });
  });

  it('requireUser sends a signed-out shopper to the login overlay that returns to the page', async () => {
    const service = createSessionService({ stytch: () => createFakeStytch().client });
    await expect(service.requireUser(ctx, get())).rejects.toMatchObject({ status: 302 });
    const response = await service.requireUser(ctx, get()).catch((thrown: Response) => thrown);
    expect(response.headers.get('location')).toBe('/?login=1&returnTo=/my/orders%3Fx%3D1');
  });

  it('requireUser gives the user with refreshed cookies and private, no-store', async () => {
    const fake = createFakeStytch();
    const { sessionToken } = fake.createSession('ada@example.com');
    const service = createSessionService({ stytch: () => fake.client });
    const { user, headers, sessionJwt } = await service.requireUser(ctx, get(`stytch_session=${sessionToken}`));
    expect(user.email).toBe('ada@example.com');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.getSetCookie().some((line) => line.startsWith(`stytch_session=${sessionToken};`))).toBe(true);
    // The renewed JWT, for calling the API on the shopper's behalf in the same request.
    expect(headers.getSetCookie().some((line) => line.startsWith(`stytch_session_jwt=${sessionJwt};`))).toBe(true);
  });
});

describe('session service: the JWT is verified locally, as the API does', () => {
  const service = (fake: ReturnType<typeof createFakeStytch>) => createSessionService({ stytch: () => fake.client, jwtVerifier: () => fake.jwtVerifier });

  it('reads a valid session JWT without asking the provider, in the same shape as before', async () => {
    const fake = createFakeStytch();
    const { sessionToken, sessionJwt, userId } = fake.createSession('ada@example.com');
    const check = await service(fake).check(ctx, get(`stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`));
    expect(check).toMatchObject({
      kind: 'valid',
      user: { userId, email: 'ada@example.com' },
      sessionJwt,
      state: { sessionToken, sessionJwt, sessionExpiresAt: expect.any(Date) },
    });
    expect(fake.calls).toEqual([]);
  });

  it('requireUser lets a page through on the JWT alone, with no provider call', async () => {
    const fake = createFakeStytch();
    const { sessionToken, sessionJwt } = fake.createSession('ada@example.com');
    const answer = await service(fake).requireUser(ctx, get(`stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`));
    const { user, headers } = answer;
    expect(answer.sessionJwt).toBe(sessionJwt);
    expect(user.email).toBe('ada@example.com');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(fake.calls).toEqual([]);
  });

  it('takes an expired JWT to the provider for renewal, which re-issues it', async () => {
    let now = Date.now();
    const fake = createFakeStytch({ now: () => now });
    const { sessionToken, sessionJwt } = fake.createSession('ada@example.com');
    now += 10 * 60_000;
    const check = await service(fake).check(ctx, get(`stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`));
    expect(fake.calls.map((call) => call.method)).toEqual(['sessions.authenticate']);
    expect(check).toMatchObject({ kind: 'valid', state: { sessionToken } });
    expect(check.kind === 'valid' && check.sessionJwt).not.toBe(sessionJwt);
  });

  it('refuses a forged JWT of an unknown user', async () => {
    const fake = createFakeStytch();
    const forged = fake.issuer.forge({ userId: 'user-nobody', email: 'eve@example.com' });
    expect(await service(fake).check(ctx, get(`stytch_session_jwt=${forged}`))).toEqual({ kind: 'unrecoverable' });
  });

  it('answers transient when the provider’s keys cannot be fetched', async () => {
    const fake = createFakeStytch();
    const { sessionToken, sessionJwt } = fake.createSession('ada@example.com');
    const unreachable = createSessionService({
      stytch: () => fake.client,
      jwtVerifier: () => ({ verify: async () => ({ ok: false, reason: 'unavailable', detail: 'fetch failed' }) }),
    });
    expect(await unreachable.check(ctx, get(`stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`))).toEqual({ kind: 'transient' });
  });

  it('refresh always asks the provider', async () => {
    const fake = createFakeStytch();
    const { sessionToken, sessionJwt } = fake.createSession('ada@example.com');
    const renewed = await service(fake).refresh(ctx, get(`stytch_session=${sessionToken}; stytch_session_jwt=${sessionJwt}`));
    expect(renewed).toMatchObject({ kind: 'valid', user: { email: 'ada@example.com' } });
    expect(fake.calls.map((call) => call.method)).toEqual(['sessions.authenticate']);
  });
});
