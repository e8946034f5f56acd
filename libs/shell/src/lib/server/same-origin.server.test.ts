/** @jest-environment node */
import { isSameOriginRequest, refuseForeignOrigin } from './same-origin.server';

const post = (headers: Record<string, string>) => new Request('http://shop.test/auth/login', { method: 'POST', headers });

describe('isSameOriginRequest', () => {
  it('accepts the own Origin, or no Origin when the browser says same-origin', () => {
    expect(isSameOriginRequest(post({ origin: 'http://shop.test' }))).toBe(true);
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });

  it('refuses a foreign or null Origin and requests without any sign', () => {
    expect(isSameOriginRequest(post({ origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'https://shop.test' }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'null' }))).toBe(false);
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOriginRequest(post({}))).toBe(false);
  });
});

describe('refuseForeignOrigin', () => {
  it('lets a request from this site through', () => {
    expect(refuseForeignOrigin(post({ origin: 'http://shop.test' }), 'Signing in')).toBeNull();
  });

  it('answers 403 with a clear message otherwise', async () => {
    const response = refuseForeignOrigin(post({ origin: 'https://evil.example' }), 'Signing in');
    expect(response?.status).toBe(403);
    expect(response?.headers.get('cache-control')).toBe('no-store');
    expect(await response?.json()).toEqual({
      error: { code: 'FORBIDDEN_ORIGIN', message: "Signing in is accepted from this site's own pages only" },
    });
  });
});
