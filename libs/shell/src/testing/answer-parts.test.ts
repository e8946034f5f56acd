/** @jest-environment node */
import { data, redirect } from '@remix-run/node';
import { fetcherAnswer, setCookies, setCookieValue } from './answer-parts';

describe('set cookies of an answer', () => {
  const headers = new Headers();
  headers.append('set-cookie', 'stytch_session=abc; Path=/; HttpOnly');
  headers.append('set-cookie', 'cart-id=; Max-Age=0');

  it('lists every Set-Cookie line, and none without headers', () => {
    expect(setCookies(headers)).toHaveLength(2);
    expect(setCookies(undefined)).toEqual([]);
  });

  it('reads one cookie value: a cleared cookie is empty, a cookie not set is undefined', () => {
    expect(setCookieValue(headers, 'stytch_session')).toBe('abc');
    expect(setCookieValue(headers, 'cart-id')).toBe('');
    expect(setCookieValue(headers, 'stytch_intermediate_session')).toBeUndefined();
  });
});

describe('fetcherAnswer', () => {
  it('reads the body and headers of a data() answer', () => {
    const answer = fetcherAnswer<{ ok: boolean }>(data({ ok: true }, { headers: { 'Cache-Control': 'no-store' } }));
    expect(answer.body).toEqual({ ok: true });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('fails on a redirect', () => {
    expect(() => fetcherAnswer(redirect('/back'))).toThrow('Expected a data() answer for a fetcher');
  });
});
