/** @jest-environment node */
import { cookieChangesFor, serializeCookieChange, setCookieHeadersFor } from './cookie-state';
import { decodePendingLogin, encodePendingLogin } from './pending-login';
import { readCookies } from './read-cookies';

const now = Date.parse('2025-01-01T00:00:00Z');

describe('cookieChangesFor (SPEC 4 cookie rules)', () => {
  it('writes both session cookies and removes the intermediate one when the state has tokens', () => {
    expect(
      cookieChangesFor(
        { sessionToken: 'tok', sessionJwt: 'a.b.c', intermediateToken: 'pending', sessionExpiresAt: new Date(now + 3600_000) },
        now,
      ),
    ).toEqual([
      { name: 'stytch_session', action: 'write', value: 'tok', maxAgeSeconds: 3600 },
      { name: 'stytch_session_jwt', action: 'write', value: 'a.b.c', maxAgeSeconds: 3600 },
      { name: 'stytch_intermediate_session', action: 'remove' },
    ]);
  });

  it('keeps the session cookies for 43200 minutes when the provider gives no expiry', () => {
    const [session] = cookieChangesFor({ sessionToken: 'tok', sessionJwt: 'a.b.c' }, now);
    expect(session).toEqual({ name: 'stytch_session', action: 'write', value: 'tok', maxAgeSeconds: 43200 * 60 });
  });

  it('writes only the intermediate cookie (10 minutes) and removes the session cookies when only it is present', () => {
    expect(cookieChangesFor({ intermediateToken: 'pending' }, now)).toEqual([
      { name: 'stytch_intermediate_session', action: 'write', value: 'pending', maxAgeSeconds: 600 },
      { name: 'stytch_session', action: 'remove' },
      { name: 'stytch_session_jwt', action: 'remove' },
    ]);
  });

  it('removes every auth cookie otherwise, including a half state with only one token', () => {
    const removeAll = [
      { name: 'stytch_session', action: 'remove' },
      { name: 'stytch_session_jwt', action: 'remove' },
      { name: 'stytch_intermediate_session', action: 'remove' },
    ];
    expect(cookieChangesFor({}, now)).toEqual(removeAll);
    expect(cookieChangesFor({ sessionToken: 'tok', sessionJwt: null }, now)).toEqual(removeAll);
  });
});

describe('serializeCookieChange', () => {
  it('writes HttpOnly, SameSite=Lax, path / cookies, Secure only when asked', () => {
    const change = { name: 'stytch_session', action: 'write', value: 'tok', maxAgeSeconds: 60 } as const;
    expect(serializeCookieChange(change, { secure: false })).toBe('stytch_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
    expect(serializeCookieChange(change, { secure: true })).toBe(
      'stytch_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure',
    );
  });

  it('expires removed cookies', () => {
    expect(serializeCookieChange({ name: 'stytch_session_jwt', action: 'remove' }, { secure: false })).toBe(
      'stytch_session_jwt=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it('refuses values that would break the header', () => {
    expect(() =>
      serializeCookieChange({ name: 'stytch_session', action: 'write', value: 'a;b', maxAgeSeconds: 1 }, { secure: false }),
    ).toThrow('unsafe value');
  });

  it('gives one header per cookie', () => {
    expect(setCookieHeadersFor({ intermediateToken: 'x' }, { secure: false, now })).toHaveLength(3);
  });
});

describe('pending login cookie value', () => {
  it('round-trips the e-mail and method id', () => {
    const value = encodePendingLogin({ email: 'åsa@example.com', methodId: 'email-test-1' });
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePendingLogin(value)).toEqual({ email: 'åsa@example.com', methodId: 'email-test-1' });
  });

  it('rejects missing and malformed values', () => {
    expect(decodePendingLogin(undefined)).toBeNull();
    expect(decodePendingLogin('not-base64-json')).toBeNull();
    expect(decodePendingLogin(Buffer.from(JSON.stringify({ email: 'a@b' })).toString('base64url'))).toBeNull();
  });
});

describe('readCookies', () => {
  it('parses names and values and keeps the first of duplicates', () => {
    const request = new Request('http://x/', { headers: { cookie: 'a=1; stytch_session=tok%3D; a=2; broken; q="v"' } });
    expect(readCookies(request)).toEqual({ a: '1', stytch_session: 'tok=', q: 'v' });
  });
});
