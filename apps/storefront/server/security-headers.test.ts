import { CSP_REPORT_PATH } from './content-security-policy';
import { securityHeaders } from './security-headers';
import { serveForTest } from './serve-for-test';

describe('securityHeaders', () => {
  it('sends a nonce-based Content-Security-Policy (new nonce per response) and a Permissions-Policy', async () => {
    const server = await serveForTest((app) => {
      app.use(securityHeaders({ connectOrigins: ['https://api.example'] }));
      app.get('/', (_req, res) => res.type('html').send(`<script nonce="${String(res.locals['cspNonce'])}"></script>`));
    });
    try {
      const first = await fetch(`${server.url}/`);
      const second = await fetch(`${server.url}/`);
      const policy = first.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await first.text()).toContain(`nonce="${nonce}"`);
      expect(second.headers.get('content-security-policy')).not.toContain(nonce);

      const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
      expect(directives['script-src']).toBe(`script-src 'self' 'nonce-${nonce}'`);
      expect(directives['script-src']).not.toContain('unsafe-inline');
      expect(directives['style-src']).toBe("style-src 'self' 'unsafe-inline'");
      expect(directives['connect-src']).toBe("connect-src 'self' https://api.example");
      expect(directives['object-src']).toBe("object-src 'none'");
      expect(directives['frame-ancestors']).toBe("frame-ancestors 'self'");
      expect(directives['report-uri']).toBe(`report-uri ${CSP_REPORT_PATH}`);
      expect(directives['report-to']).toBe('report-to csp');
      expect(first.headers.get('reporting-endpoints')).toBe(`csp="${CSP_REPORT_PATH}"`);
      const permissions = first.headers.get('permissions-policy');
      expect(permissions).toContain('camera=()');
      expect(permissions).toContain('microphone=()');
      expect(permissions).toContain('geolocation=()');
      expect(permissions).toContain('payment=(self)');
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await server.close();
    }
  });

  it('allows the payment pages as form targets everywhere and the embedded checkout origin on its page only', async () => {
    const server = await serveForTest((app) => {
      app.use(
        securityHeaders({
          formActionOrigins: ['https://pay.example'],
          embeddedCheckout: { path: '/avarda-checkout-v3', origins: ['https://avarda.example'] },
        }),
      );
      app.get('*', (_req, res) => res.send('ok'));
    });
    const directivesOf = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    try {
      const embedding = directivesOf((await fetch(`${server.url}/avarda-checkout-v3?checkoutId=c-1`)).headers.get('content-security-policy') ?? '');
      expect(embedding['script-src']).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/avarda\.example$/);
      expect(embedding['frame-src']).toBe("frame-src 'self' https://avarda.example");
      expect(embedding['connect-src']).toBe("connect-src 'self' https://avarda.example");
      expect(embedding['form-action']).toBe("form-action 'self' https://pay.example");

      const other = directivesOf((await fetch(`${server.url}/checkout/processing`)).headers.get('content-security-policy') ?? '');
      expect(other['script-src']).not.toContain('avarda.example');
      expect(other['connect-src']).toBe("connect-src 'self'");
      expect(other['frame-src']).toBeUndefined();
      expect(other['form-action']).toBe("form-action 'self' https://pay.example");
    } finally {
      await server.close();
    }
  });

  it('sends one Referrer-Policy: the route’s own when it has one (Remix appends route headers)', async () => {
    const server = await serveForTest((app) => {
      app.use(securityHeaders());
      app.get('/redirect', (_req, res) => {
        res.append('referrer-policy', 'origin');
        res.redirect(302, 'https://merchant.example/');
      });
      app.get('/page', (_req, res) => res.send('ok'));
    });
    try {
      const redirect = await fetch(`${server.url}/redirect`, { redirect: 'manual' });
      expect(redirect.headers.get('referrer-policy')).toBe('origin');
      const page = await fetch(`${server.url}/page`);
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      await server.close();
    }
  });

  it('sends the build’s scripts and stylesheets without the document-only headers', async () => {
    const server = await serveForTest((app) => {
      app.use(securityHeaders());
      app.get('/assets/missing.js', (_req, res) => res.status(404).type('html').send('<h1>Not found</h1>'));
      app.get('/assets/:name', (req, res) => res.type(req.params.name.endsWith('.css') ? 'css' : 'js').send('export {};'));
      app.get('/assets-like/:name', (_req, res) => res.type('js').send('export {};'));
    });
    try {
      for (const name of ['root-abc.js', 'cart-abc.css']) {
        const asset = await fetch(`${server.url}/assets/${name}`);
        expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
        expect(asset.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        for (const header of ['content-security-policy', 'permissions-policy', 'reporting-endpoints', 'x-frame-options']) {
          expect(asset.headers.get(header)).toBeNull();
        }
      }
      // Anything else keeps every header: a look-alike path, another ending, a page answering a missing file.
      for (const path of ['/assets/page.html', '/assets-like/root.js', '/assets/missing.js']) {
        const other = await fetch(`${server.url}${path}`);
        expect(other.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(other.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      }
    } finally {
      await server.close();
    }
  });
});
