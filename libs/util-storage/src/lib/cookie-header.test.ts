import { readCookie, readCookies, serializeSetCookie } from './cookie-header';

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const header = 'consent-levels=1-1_2-1_3-0_4-0; cart-id=abc';
    expect(readCookie(header, 'consent-levels')).toBe('1-1_2-1_3-0_4-0');
    expect(readCookie(header, 'cart-id')).toBe('abc');
    expect(readCookie('name=hello%20world', 'name')).toBe('hello world');
    expect(readCookie('ab=1', 'a')).toBeNull();
    expect(readCookie(header, 'missing')).toBeNull();
    expect(readCookie(null, 'a')).toBeNull();
    expect(readCookie(undefined, 'a')).toBeNull();
  });

  it('unquotes a quoted value', () => {
    expect(readCookie('locale="sv-SE"', 'locale')).toBe('sv-SE');
    expect(readCookie('a="', 'a')).toBe('"');
  });

  it('treats broken percent-encoding as absent instead of throwing', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBeNull();
    expect(readCookie('a=%', 'a')).toBeNull();
  });

  it('keeps the first occurrence of a name', () => {
    expect(readCookie('a=1; a=2', 'a')).toBe('1');
    expect(readCookie('a=%; a=2', 'a')).toBeNull();
  });
});

describe('readCookies', () => {
  it('parses names and values, keeps the first of duplicates and leaves malformed pairs out', () => {
    const header = 'a=1; stytch_session=tok%3D; a=2; broken; q="v"; bad=%E0%A4%A; =x';
    expect(readCookies(header)).toEqual({ a: '1', stytch_session: 'tok=', q: 'v' });
    expect(readCookies('bad=%; bad=ok')).toEqual({});
    expect(readCookies(null)).toEqual({});
  });
});

describe('serializeSetCookie', () => {
  it('writes the attributes', () => {
    expect(
      serializeSetCookie('consent-levels', '1-1_2-0_3-0_4-0', { maxAge: 63072000, path: '/', sameSite: true, secure: true, httpOnly: false }),
    ).toBe('consent-levels=1-1_2-0_3-0_4-0; Max-Age=63072000; Path=/; SameSite=Strict; Secure');
  });

  it('adds an Expires date when given', () => {
    const expires = new Date(Date.UTC(2027, 0, 2, 3, 4, 5));
    expect(serializeSetCookie('locale', 'sv-SE', { maxAge: 60, path: '/', sameSite: 'Lax', secure: false, httpOnly: false, expires })).toBe(
      'locale=sv-SE; Max-Age=60; Path=/; Expires=Sat, 02 Jan 2027 03:04:05 GMT; SameSite=Lax',
    );
  });

  it('expires a removed cookie', () => {
    expect(serializeSetCookie('a', '', { maxAge: 0, path: '/', sameSite: 'Lax', secure: false, httpOnly: true })).toBe(
      'a=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; HttpOnly',
    );
  });

  it('refuses names and values that could inject attributes', () => {
    const attributes = { maxAge: 1, path: '/', sameSite: 'Lax', secure: false, httpOnly: false } as const;
    expect(() => serializeSetCookie('a', 'x; Domain=evil.example', attributes)).toThrow('Invalid value for cookie a');
    expect(() => serializeSetCookie('a b', 'x', attributes)).toThrow('Invalid cookie name');
  });
});
