/** @jest-environment node */
import { createTestLoadContext } from '../../testing';
import { switchLocaleAction, switchLocaleLoader } from './switch-locale.server';

function post(fields: Record<string, string>, url = 'http://localhost:3000/api/locale') {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
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

describe('switchLocaleLoader', () => {
  it('sends a GET back to the front page', () => {
    const response = switchLocaleLoader();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});
