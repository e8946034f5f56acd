/** @jest-environment node */
import { cookieChangesFor, serializeCookieChange, setCookieHeadersFor } from './session-cookie-state.server';

const now = Date.parse('2025-01-01T00:00:00Z');

describe('cookieChangesFor ', () => {
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
    expect(serializeCookieChange(change, { secure: false })).toBe('stytch_session=tok; Max-Age=60; Path=/; SameSite=Lax; HttpOnly');
    expect(serializeCookieChange(change, { secure: true })).toBe(
      'stytch_session=tok; Max-Age=60; Path=/; SameSite=Lax; Secure; HttpOnly',
    );
  });

  it('expires removed cookies', () => {
    expect(serializeCookieChange({ name: 'stytch_session_jwt', action: 'remove' }, { secure: false })).toBe(
      'stytch_session_jwt=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; HttpOnly',
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
