import path from 'node:path';
import type { RouteConfigEntry } from '@remix-run/dev/dist/config/routes.js';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { flatRouteConfig } from '../route-config';
import * as cookiesRoute from './api.cookies.$name';

// The storefront's own route tree with this route module: `/api/cookies/{name}/` has three segments, like a
// product address (`/:categoryId/:productName/:productId`), and must still reach the cookie API. The other
// pages are stubs that answer a 500 document, so a wrong match shows.
const routeEntries = flatRouteConfig(path.resolve(__dirname, '..'));

function flatten(entries: RouteConfigEntry[], parentId = 'root'): { id: string; parentId: string; path?: string; index?: boolean }[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
    return [{ id, parentId, path: entry.path, index: entry.index }, ...flatten(entry.children ?? [], id)];
  });
}

const routes = Object.fromEntries(
  flatten(routeEntries).map((route) => [
    route.id,
    { ...route, module: route.id === 'routes/api.cookies.$name' ? cookiesRoute : { default: () => null } },
  ]),
);

const build = {
  mode: 'production',
  entry: { module: { default: () => new Response('document', { status: 500 }) } },
  routes: { root: { id: 'root', path: '', module: { default: () => null } }, ...routes },
  assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: 'test' },
  publicPath: '/',
  assetsBuildDirectory: '',
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true, v3_routeConfig: true, unstable_optimizeDeps: false },
  isSpaMode: false,
} as unknown as ServerBuild;

const handle = createRequestHandler(build, 'production');
const origin = 'http://127.0.0.1:3000';
const options = { maxAge: 63072000, sameSite: true, path: '/', httpOnly: false, secure: true };

function put(name: string, body: unknown, headers: Record<string, string> = { origin }) {
  return handle(
    new Request(`${origin}/api/cookies/${name}/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

async function expectRefusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(response.headers.get('content-type')).toContain('application/json');
  expect((await response.json()).error.code).toBe(code);
}

describe('storefront /api/cookies/{name}/', () => {
  it('is a top-level route of the storefront', () => {
    expect(flatten(routeEntries).find((route) => route.id === 'routes/api.cookies.$name')).toMatchObject({ path: 'api/cookies/:name', parentId: 'root' });
  });

  it('GET answers { value }, not the product page with the same number of segments', async () => {
    const response = await handle(new Request(`${origin}/api/cookies/consent-levels/`, { headers: { cookie: 'consent-levels=1-1_2-1_3-0_4-1' } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ value: '1-1_2-1_3-0_4-1' });
  });

  it('PUT sets consent-levels with the options of SPEC 7', async () => {
    const response = await put('consent-levels', { value: '1-1_2-0_3-1_4-0', options });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ value: '1-1_2-0_3-1_4-0' });
    expect(response.headers.get('set-cookie')).toBe('consent-levels=1-1_2-0_3-1_4-0; Max-Age=63072000; Path=/; SameSite=Strict; Secure');
  });

  it('refuses the session cookies, for reading and for writing', async () => {
    for (const name of ['stytch_session', 'stytch_session_jwt']) {
      await expectRefusal(await handle(new Request(`${origin}/api/cookies/${name}/`, { headers: { cookie: `${name}=token` } })), 400, 'COOKIE_NOT_ALLOWED');
      await expectRefusal(await put(name, { value: 'token', options }), 400, 'COOKIE_NOT_ALLOWED');
    }
  });

  it.each([
    ['an unknown cookie', 'locale', { value: 'fi-FI', options }, 'UNKNOWN_COOKIE'],
    ['a consent value off the pattern', 'consent-levels', { value: '1-1_2-1_3-1_4-1x', options }, 'INVALID_VALUE'],
    ['options that make it HttpOnly', 'consent-levels', { value: '1-1_2-1_3-1_4-1', options: { ...options, httpOnly: true } }, 'INVALID_OPTIONS'],
    ['a body without options', 'consent-levels', { value: '1-1_2-1_3-1_4-1' }, 'INVALID_BODY'],
    ['an extra body field', 'consent-levels', { value: '1-1_2-1_3-1_4-1', options, domain: 'evil.example' }, 'INVALID_BODY'],
  ])('PUT with %s answers 400 and writes nothing', async (_label, name, body, code) => {
    await expectRefusal(await put(name, body), 400, code);
  });

  it('PUT from another origin answers 403 and writes nothing', async () => {
    await expectRefusal(await put('consent-levels', { value: '1-1_2-1_3-1_4-1', options }, { origin: 'https://evil.example' }), 403, 'FORBIDDEN_ORIGIN');
  });
});
