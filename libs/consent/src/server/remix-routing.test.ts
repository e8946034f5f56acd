/**
 * @jest-environment node
 */
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { consentAction, consentLoader } from './consent-action';
import { cookiesAction, cookiesLoader } from './cookie-api';

// The storefront's route files `api.cookies.$name.tsx` and `api.consent.tsx` only re-export these functions;
// a minimal server build with the same route paths shows how Remix itself dispatches requests to them,
// including the trailing-slash form `/api/cookies/{name}/`, which the page uses.
const build = {
  mode: 'production',
  entry: { module: { default: () => new Response('document', { status: 500 }) } },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    'routes/api.cookies.$name': {
      id: 'routes/api.cookies.$name',
      parentId: 'root',
      path: 'api/cookies/:name',
      module: { loader: cookiesLoader, action: cookiesAction },
    },
    'routes/api.consent': {
      id: 'routes/api.consent',
      parentId: 'root',
      path: 'api/consent',
      module: { loader: consentLoader, action: consentAction },
    },
  },
  assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: 'test' },
  publicPath: '/',
  assetsBuildDirectory: '',
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true, v3_routeConfig: false, unstable_optimizeDeps: false },
  isSpaMode: false,
} as unknown as ServerBuild;

const handle = createRequestHandler(build, 'production');
const origin = 'http://127.0.0.1:3000';

describe('cookie API through the Remix request handler', () => {
  it.each(['/api/cookies/consent-levels/', '/api/cookies/consent-levels'])('GET %s reaches the loader', async (path) => {
    const response = await handle(new Request(`${origin}${path}`, { headers: { cookie: 'consent-levels=1-1_2-0_3-1_4-1' } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ value: '1-1_2-0_3-1_4-1' });
  });

  it('PUT with a trailing slash reaches the action and sets the cookie', async () => {
    const response = await handle(
      new Request(`${origin}/api/cookies/consent-levels/`, {
        method: 'PUT',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ value: '1-1_2-1_3-0_4-0', options: { maxAge: 100, sameSite: true, path: '/', httpOnly: false, secure: true } }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe('consent-levels=1-1_2-1_3-0_4-0; Max-Age=100; Path=/; SameSite=Strict; Secure');
  });

  it('a refusal keeps its JSON error and writes nothing', async () => {
    const response = await handle(new Request(`${origin}/api/cookies/stytch_session_jwt/`, { headers: { cookie: 'stytch_session_jwt=t' } }));
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await response.json()).error.code).toBe('COOKIE_NOT_ALLOWED');
  });

  it('the consent form post redirects back with the cookie', async () => {
    const response = await handle(
      new Request(`${origin}/api/consent`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'accept-all', redirectTo: '/tv?sort=price' }),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/tv?sort=price');
    expect(response.headers.get('set-cookie')).toContain('consent-levels=1-1_2-1_3-1_4-1');
  });
});
