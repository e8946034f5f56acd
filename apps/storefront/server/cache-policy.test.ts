import { cachePolicy, PUBLIC_PAGE } from './cache-policy';
import { serveForTest } from './serve-for-test';

describe('cachePolicy', () => {
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    server = await serveForTest((app) => {
      app.use(cachePolicy());
      // Stand-ins for Remix responses: headers appended the way the adapter does.
      app.get('/set-cookie', (_req, res) => {
        res.append('set-cookie', 'stytch_session=abc; HttpOnly');
        res.type('html').send('<p>hi</p>');
      });
      app.get('/sitemap.xml', (_req, res) => {
        res.append('cache-control', 'public, max-age=3600');
        res.type('xml').send('<urlset/>');
      });
      app.get('/broken', (_req, res) => res.status(500).type('html').send('oops'));
      app.all('*', (_req, res) => {
        // A loader's `private, no-store` that Remix drops (no `headers` export) is simply absent here.
        res.append('vary', 'Accept-Encoding');
        res.type('html').send('<p>page</p>');
      });
    });
  });

  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it('lets a CDN cache anonymous pages, varying on what they depend on', async () => {
    const page = await get('/fi/deals', { cookie: 'locale=fi-FI; kori_consent=1' });
    expect(page.headers.get('cache-control')).toBe(PUBLIC_PAGE);
    expect(page.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it.each([
    ['a page for a request with a session cookie', '/fi/deals', { cookie: 'locale=fi-FI; stytch_session_jwt=a.b.c' }],
    ['an account page', '/my/orders', {}],
    ['the login overlay', '/?login=1', {}],
    ['a page that sets a cookie', '/set-cookie', {}],
    ['an /api/* answer', '/api/session/refresh', {}],
    ['the pending-login cookie', '/', { cookie: 'stytch_intermediate_session=x' }],
  ])('marks %s private, no-store', async (_name, path, headers) => {
    const response = await get(path, headers);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps a route’s own policy for anonymous requests and never caches errors', async () => {
    expect((await get('/sitemap.xml')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/sitemap.xml', { cookie: 'stytch_session=x' })).headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/broken')).headers.get('cache-control')).toBe('no-store');
  });
});
