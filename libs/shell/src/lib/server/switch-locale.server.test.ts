/** @jest-environment node */
import { createTestLoadContext } from '../../testing';
import { switchLocaleAction, switchLocaleLoader } from './switch-locale.server';

function post(fields: Record<string, string>, url = 'http://localhost:3000/api/locale') {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { origin: new URL(url).origin } });
}

function raw(init: RequestInit & { headers?: Record<string, string> }) {
  return new Request('http://localhost:3000/api/locale', { method: 'POST', ...init, headers: { origin: 'http://localhost:3000', ...init.headers } });
}

const args = (request: Request) => ({ request, params: {}, context: createTestLoadContext() });

describe('switchLocaleAction', () => {
  it('sets the locale cookie for a year and redirects back', async () => {
    const response = await switchLocaleAction(args(post({ locale: 'sv-SE', redirectTo: '/tv?page=2' })));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/tv?page=2');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^locale=sv-SE;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure over https', async () => {
    const response = await switchLocaleAction(args(post({ locale: 'en-FI', redirectTo: '/' }, 'https://kori.example/api/locale')));
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('ignores an unsupported locale', async () => {
    const response = await switchLocaleAction(args(post({ locale: 'de-DE', redirectTo: '/deals' })));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/deals');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'deals', ''])('never redirects off-site (%j)', async (redirectTo) => {
    const response = await switchLocaleAction(args(post({ locale: 'fi-FI', redirectTo })));
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('switchLocaleAction refusals', () => {
  it('refuses a post from another site (login-style CSRF) without setting the cookie', async () => {
    const request = new Request('http://localhost:3000/api/locale', {
      method: 'POST',
      body: new URLSearchParams({ locale: 'sv-SE', redirectTo: '/' }),
      headers: { origin: 'https://evil.example' },
    });
    const response = await switchLocaleAction(args(request));
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await response.json()).error.code).toBe('FORBIDDEN_ORIGIN');
  });

  it.each([
    ['no body', raw({}), 415],
    ['a JSON body', raw({ body: '{"locale":"sv-SE"}', headers: { 'content-type': 'application/json' } }), 415],
    ['a broken multipart body', raw({ body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } }), 400],
    ['a text/plain body', raw({ body: 'locale=sv-SE', headers: { 'content-type': 'text/plain' } }), 415],
    ['a PUT', raw({ method: 'PUT', body: 'locale=sv-SE', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 405],
    ['a DELETE', raw({ method: 'DELETE' }), 405],
    ['a PATCH', raw({ method: 'PATCH', body: 'locale=sv-SE', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 405],
  ])('answers 4xx with a message for %s', async (_name, request, status) => {
    const response = await switchLocaleAction(args(request));
    expect(response.status).toBe(status);
    if (status === 405) expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await response.json()).error.message).toEqual(expect.any(String));
  });
});

describe('switchLocaleLoader', () => {
  it('sends a GET back to the front page', () => {
    const response = switchLocaleLoader();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});
