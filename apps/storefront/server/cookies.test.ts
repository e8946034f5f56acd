import { readCookie, readSessionJwt } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; locale=sv-SE; b=2', 'locale')).toBe('sv-SE');
    expect(readCookie('name=hello%20world', 'name')).toBe('hello world');
  });

  it('is null when absent or malformed', () => {
    expect(readCookie(undefined, 'a')).toBeNull();
    expect(readCookie('ab=1', 'a')).toBeNull();
    expect(readCookie('a=%E0%A4%A', 'a')).toBeNull();
  });
});

describe('readSessionJwt', () => {
  it('accepts a JWT-shaped stytch_session_jwt cookie', () => {
    expect(readSessionJwt('stytch_session_jwt=aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
  });

  it.each(['stytch_session_jwt=', 'stytch_session_jwt=abc', 'stytch_session_jwt=a.b.c%0D%0AX: y', 'stytch_session=aaa.bbb.ccc'])(
    'rejects %j',
    (header) => {
      expect(readSessionJwt(header)).toBeNull();
    },
  );
});
