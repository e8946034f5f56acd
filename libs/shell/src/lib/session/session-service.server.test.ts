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
    const { user, headers } = await service.requireUser(ctx, get(`stytch_session=${sessionToken}`));
    expect(user.email).toBe('ada@example.com');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.getSetCookie().some((line) => line.startsWith(`stytch_session=${sessionToken};`))).toBe(true);
  });
});
