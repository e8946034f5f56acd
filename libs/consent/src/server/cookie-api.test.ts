/**
 * @jest-environment node
 */
import { cookiesAction, cookiesLoader } from './cookie-api';

const origin = 'http://shop.test';
const uuid = '3f1c2b9e-8d4a-4f6b-9c1e-2a7d5b8e0f13';
const goodOptions = { maxAge: 63072000, sameSite: true, path: '/', httpOnly: false, secure: true };

function get(name: string, cookie?: string, trailingSlash = true) {
  const request = new Request(`${origin}/api/cookies/${name}${trailingSlash ? '/' : ''}`, {
    headers: cookie ? { cookie } : {},
  });
  return cookiesLoader({ request, params: { name }, context: {} });
}

function put(name: string, body: unknown, headers: Record<string, string> = { origin }) {
  const request = new Request(`${origin}/api/cookies/${name}/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return cookiesAction({ request, params: { name }, context: {} });
}

async function expectRefusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = await response.json();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
}

describe('GET /api/cookies/:name', () => {
  it('answers the value of an allowed cookie', async () => {
    const response = await get('consent-levels', `a=b; consent-levels=1-1_2-1_3-1_4-0; cart-id=${uuid}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ value: '1-1_2-1_3-1_4-0' });
    expect(await (await get('cart-id', `cart-id=${uuid}`, false)).json()).toEqual({ value: uuid });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers null when the cookie is missing or its value is malformed', async () => {
    expect(await (await get('consent-levels')).json()).toEqual({ value: null });
    expect(await (await get('consent-levels', 'consent-levels=1-1_2-1_3-1_4-7')).json()).toEqual({ value: null });
    expect(await (await get('cart-id', 'cart-id=not-a-uuid')).json()).toEqual({ value: null });
  });

  it('never reads the session cookies', async () => {
    for (const name of ['stytch_session', 'stytch_session_jwt', 'stytch_intermediate_session']) {
      const response = await get(name, `${name}=secret-token`);
      await expectRefusal(response, 400, 'COOKIE_NOT_ALLOWED');
    }
  });

  it('refuses unknown names', async () => {
    await expectRefusal(await get('locale', 'locale=fi-FI'), 400, 'UNKNOWN_COOKIE');
    await expectRefusal(await get('__proto__'), 400, 'UNKNOWN_COOKIE');
    await expectRefusal(await get('toString'), 400, 'UNKNOWN_COOKIE');
  });
});

describe('PUT /api/cookies/:name', () => {
  it('sets consent-levels with the requested attributes', async () => {
    const response = await put('consent-levels', { value: '1-1_2-0_3-1_4-0', options: goodOptions });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ value: '1-1_2-0_3-1_4-0' });
    expect(response.headers.get('set-cookie')).toBe(
      'consent-levels=1-1_2-0_3-1_4-0; Max-Age=63072000; Path=/; SameSite=Strict; Secure',
    );
  });

  it('sets cart-id to a uuid', async () => {
    const response = await put('cart-id', { value: uuid, options: { ...goodOptions, maxAge: 3600 } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe(`cart-id=${uuid}; Max-Age=3600; Path=/; SameSite=Strict; Secure`);
  });

  it('accepts a request without Origin when the browser says it is same-origin', async () => {
    const response = await put('consent-levels', { value: '1-1_2-0_3-0_4-0', options: goodOptions }, { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('consent-levels=1-1_2-0_3-0_4-0');
  });

  it.each([
    ['a foreign origin', { origin: 'https://evil.example' }],
    ['the same host over another scheme', { origin: 'https://shop.test' }],
    ['an opaque origin', { origin: 'null' }],
    ['no origin and a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['no origin and no fetch metadata', {}],
  ])('refuses %s with 403', async (_label, headers) => {
    await expectRefusal(await put('consent-levels', { value: '1-1_2-1_3-1_4-1', options: goodOptions }, headers), 403, 'FORBIDDEN_ORIGIN');
  });

  it('never writes the session cookies', async () => {
    for (const name of ['stytch_session', 'stytch_session_jwt', 'stytch_intermediate_session']) {
      await expectRefusal(await put(name, { value: 'x', options: goodOptions }), 400, 'COOKIE_NOT_ALLOWED');
    }
  });

  it('refuses unknown names', async () => {
    await expectRefusal(await put('locale', { value: 'fi-FI', options: goodOptions }), 400, 'UNKNOWN_COOKIE');
  });

  it.each([
    ['1-1_2-1_3-1_4-2'],
    ['1-0_2-1_3-1_4-1'],
    ['1-1_2-1_3-1_4-1; Domain=evil.example'],
    [''],
  ])('refuses the consent value %p', async (value) => {
    await expectRefusal(await put('consent-levels', { value, options: goodOptions }), 400, 'INVALID_VALUE');
  });

  it('refuses a cart-id that is not a uuid', async () => {
    await expectRefusal(await put('cart-id', { value: 'cart-1', options: goodOptions }), 400, 'INVALID_VALUE');
  });

  it.each([
    ['maxAge above two years', { ...goodOptions, maxAge: 63072001 }],
    ['negative maxAge', { ...goodOptions, maxAge: -1 }],
    ['maxAge as text', { ...goodOptions, maxAge: '100' }],
    ['missing maxAge', { sameSite: true, path: '/', httpOnly: false, secure: true }],
    ['sameSite lax', { ...goodOptions, sameSite: 'lax' }],
    ['another path', { ...goodOptions, path: '/checkout' }],
    ['httpOnly', { ...goodOptions, httpOnly: true }],
    ['not secure', { ...goodOptions, secure: false }],
    ['an extra domain option', { ...goodOptions, domain: 'evil.example' }],
  ])('refuses options with %s', async (_label, options) => {
    await expectRefusal(await put('consent-levels', { value: '1-1_2-1_3-1_4-1', options }), 400, 'INVALID_OPTIONS');
  });

  it.each([
    ['not JSON', '{value:'],
    ['no value', { options: goodOptions }],
    ['a number value', { value: 1, options: goodOptions }],
    ['an extra field', { value: '1-1_2-1_3-1_4-1', options: goodOptions, name: 'stytch_session' }],
    ['a huge body', { value: '1-1_2-1_3-1_4-1', options: goodOptions, padding: 'x'.repeat(5000) }],
  ])('refuses a body with %s', async (_label, body) => {
    await expectRefusal(await put('consent-levels', body), 400, 'INVALID_BODY');
  });

  it('answers 405 for other methods', async () => {
    const request = new Request(`${origin}/api/cookies/consent-levels/`, { method: 'POST', headers: { origin }, body: '{}' });
    await expectRefusal(await cookiesAction({ request, params: { name: 'consent-levels' }, context: {} }), 405, 'METHOD_NOT_ALLOWED');
  });
});
