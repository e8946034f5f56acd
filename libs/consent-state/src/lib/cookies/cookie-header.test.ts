import { readCookie, serializeSetCookie } from './cookie-header';

describe('readCookie', () => {
  it('finds a cookie among others and ignores look-alike names', () => {
    const header = 'xconsent-levels=bad; consent-levels=1-1_2-1_3-0_4-0; cart-id=abc';
    expect(readCookie(header, 'consent-levels')).toBe('1-1_2-1_3-0_4-0');
    expect(readCookie(header, 'cart-id')).toBe('abc');
    expect(readCookie(header, 'missing')).toBeNull();
    expect(readCookie(null, 'cart-id')).toBeNull();
  });

  it('decodes percent-encoded values and keeps undecodable ones raw', () => {
    expect(readCookie('a=b%20c', 'a')).toBe('b c');
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});

describe('serializeSetCookie', () => {
  it('writes the attributes, sameSite true meaning Strict', () => {
    expect(
      serializeSetCookie('consent-levels', '1-1_2-0_3-0_4-0', { maxAge: 63072000, path: '/', sameSite: true, secure: true, httpOnly: false }),
    ).toBe('consent-levels=1-1_2-0_3-0_4-0; Max-Age=63072000; Path=/; SameSite=Strict; Secure');
  });

  it('adds an expiry in the past when deleting', () => {
    expect(serializeSetCookie('a', '', { maxAge: 0, path: '/', sameSite: 'Lax', secure: false, httpOnly: true })).toBe(
      'a=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; HttpOnly',
    );
  });

  it('refuses values that would break the header', () => {
    const attributes = { maxAge: 1, path: '/', sameSite: true, secure: true, httpOnly: false } as const;
    expect(() => serializeSetCookie('a', 'x; Domain=evil.example', attributes)).toThrow('Invalid value for cookie a');
    expect(() => serializeSetCookie('a b', 'x', attributes)).toThrow('Invalid cookie name');
  });
});
