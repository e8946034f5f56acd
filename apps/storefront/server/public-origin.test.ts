import { request } from 'node:http';
import { createRemixRequest } from '@remix-run/express/dist/server';
import { switchLocaleAction } from '@kori/shell/server';
import { createTestLoadContext } from '@kori/shell/testing';
import { publicOriginForPages } from './public-origin';
import { serveForTest } from './serve-for-test';

/** What a page would see as its own URL (request.url as Remix builds it) for the given request headers. */
async function pageUrl(publicOrigin: string, headers: Record<string, string>, path = '/fi/deals?page=2'): Promise<string> {
  const server = await serveForTest((app) => {
    app.set('trust proxy', 'loopback');
    app.all('*', publicOriginForPages(publicOrigin), (req, res) => {
      res.type('text/plain').send(createRemixRequest(req, res).url);
    });
  });
  try {
    // node:http, not fetch: fetch does not let a caller choose the Host header.
    return await new Promise<string>((resolve, reject) => {
      request(`${server.url}${path}`, { headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
  } finally {
    await server.close();
  }
}

describe('publicOriginForPages', () => {
  it('never lets the Host header or X-Forwarded-Host name the origin pages see', async () => {
    expect(await pageUrl('https://shop.example', { host: 'evil.example' })).toBe('https://shop.example/fi/deals?page=2');
    expect(await pageUrl('https://shop.example', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' })).toBe(
      'https://shop.example/fi/deals?page=2',
    );
    expect(await pageUrl('http://127.0.0.1:3000', { host: 'evil.example:3000' })).toBe('http://127.0.0.1:3000/fi/deals?page=2');
  });

  it('keeps loopback names of a local run as the browser used them', async () => {
    expect(await pageUrl('http://127.0.0.1:3000', { host: 'localhost:3000' })).toBe('http://localhost:3000/fi/deals?page=2');
    expect(await pageUrl('http://127.0.0.1:3000', { host: 'localhost:3001' })).toBe('http://127.0.0.1:3000/fi/deals?page=2');
  });
});

describe('the locale cookie behind a TLS-terminating proxy', () => {
  it('is Secure when the public origin is https, though the proxy talks plain HTTP to the storefront', async () => {
    const server = await serveForTest((app) => {
      app.post('/api/locale', publicOriginForPages('https://shop.example'), async (req, res) => {
        const response = await switchLocaleAction({ request: createRemixRequest(req, res), context: createTestLoadContext(), params: {} });
        res.status(response.status).setHeader('set-cookie', response.headers.get('set-cookie') ?? '');
        res.end();
      });
    });
    try {
      const response = await fetch(`${server.url}/api/locale`, {
        method: 'POST',
        // A browser's same-origin form post carries the page's (public) origin.
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example' },
        body: 'locale=sv-SE&redirectTo=%2F',
        redirect: 'manual',
      });
      expect(response.headers.get('set-cookie')).toMatch(/^locale=sv-SE;.*; Secure$/);
    } finally {
      await server.close();
    }
  });
});
