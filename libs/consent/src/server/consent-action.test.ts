/**
 * @jest-environment node
 */
import { consentAction, consentLoader } from './consent-action';
import { consentReturnPath } from './consent-return-path';

const origin = 'http://shop.test';

function post(fields: Record<string, string>, headers: Record<string, string> = { origin }) {
  const request = new Request(`${origin}/api/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  return consentAction({ request, params: {}, context: {} });
}

describe('POST /api/consent', () => {
  it.each([
    ['accept-all', {}, '1-1_2-1_3-1_4-1'],
    ['necessary-only', { statistics: '1' }, '1-1_2-0_3-0_4-0'],
    ['save', { statistics: '1' }, '1-1_2-0_3-1_4-0'],
    ['save', { preferences: 'on', advertising: '1' }, '1-1_2-1_3-0_4-1'],
    ['save', {}, '1-1_2-0_3-0_4-0'],
  ])('%s with %p stores %s and redirects back', async (intent, boxes, value) => {
    const response = await post({ intent, redirectTo: '/tv/oled/123?consent-settings=open&x=1', ...boxes });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/tv/oled/123?x=1');
    expect(response.headers.get('set-cookie')).toBe(`consent-levels=${value}; Max-Age=63072000; Path=/; SameSite=Strict; Secure`);
  });

  it('answers JSON when asked for it', async () => {
    const response = await post({ intent: 'accept-all' }, { origin, accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ value: '1-1_2-1_3-1_4-1' });
    expect(response.headers.get('set-cookie')).toContain('consent-levels=1-1_2-1_3-1_4-1');
  });

  it('opens and closes the settings panel without storing anything', async () => {
    const open = await post({ intent: 'open-settings', redirectTo: '/deals?page=2' });
    expect(open.headers.get('location')).toBe('/deals?page=2&consent-settings=open');
    expect(open.headers.get('set-cookie')).toBeNull();
    const close = await post({ intent: 'close', redirectTo: '/deals?consent-settings=open' });
    expect(close.headers.get('location')).toBe('/deals');
    expect(close.headers.get('set-cookie')).toBeNull();
  });

  it('never redirects to another site', async () => {
    for (const redirectTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await post({ intent: 'accept-all', redirectTo });
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('refuses other origins and unknown intents, storing nothing', async () => {
    const foreign = await post({ intent: 'accept-all' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    const unknown = await post({ intent: 'grant-everything' });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    const badBox = await post({ intent: 'save', statistics: 'yes' });
    expect(badBox.status).toBe(400);
  });

  it('sends GET requests home', async () => {
    const response = await consentLoader();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('consentReturnPath', () => {
  it('keeps the path, query and hash on this site', () => {
    expect(consentReturnPath('/a/b?c=1#d')).toBe('/a/b?c=1#d');
    expect(consentReturnPath(undefined)).toBe('/');
    expect(consentReturnPath('/x', true)).toBe('/x?consent-settings=open');
  });
});
