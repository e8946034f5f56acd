import { connect } from 'node:net';
import { IMAGE_MAX_BYTES, productImageTarget } from './images-proxy';
import { startFakeUpstream, startStorefront } from './test-support';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

/** Sends one request exactly as written (absolute-form targets included) and returns the status code. */
function rawStatus(storefrontUrl: string, requestLine: string): Promise<number> {
  const { port } = new URL(storefrontUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('productImageTarget', () => {
  const origin = 'http://127.0.0.1:4000';

  it('builds the API URL from the configured origin and a product image path only', () => {
    expect(productImageTarget('/images/products/42.svg', origin)?.href).toBe('http://127.0.0.1:4000/images/products/42.svg');
    expect(productImageTarget('/images/products/42.svg?w=320', origin)?.href).toBe('http://127.0.0.1:4000/images/products/42.svg');
  });

  it.each([
    'http://127.0.0.1:4010/images/../mailbox/api',
    'http://127.0.0.1:4010/images/products/42.svg',
    '//evil.example/images/products/42.svg',
    '/images/../mailbox/api',
    '/images/products/../../mailbox/api',
    '/images/products/%2e%2e/x.svg',
    '/images/products/42.svg/../../../mailbox',
    '/images/products/0.svg',
    '/images/products/42.png',
    '/images/products/1234567890.svg',
    '/images/products/42.svg%00',
  ])('refuses %s', (target) => {
    expect(productImageTarget(target, origin)).toBeNull();
  });
});

describe('/images forwarding', () => {
  it('passes GET of a product image to the API origin without cookies or query string', async () => {
    const upstream = await startFakeUpstream((_request, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
      res.end('<svg/>');
    });
    const storefront = await startStorefront({ API_URL: `${upstream.url}/graphql` });
    try {
      const response = await fetch(`${storefront.url}/images/products/42.svg?w=320`, { headers: { cookie: `stytch_session_jwt=${JWT}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await response.text()).toBe('<svg/>');
      expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: '/images/products/42.svg' });
      expect(upstream.requests[0]!.headers.cookie).toBeUndefined();
      expect(upstream.requests[0]!.headers.authorization).toBeUndefined();

      const post = await fetch(`${storefront.url}/images/products/42.svg`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(upstream.requests).toHaveLength(1);
    } finally {
      await storefront.close();
      await upstream.close();
    }
  });

  it('never fetches an absolute-form or dot-dot target (no SSRF to the sandbox mailbox)', async () => {
    const sandbox = await startFakeUpstream((_request, res) => res.end('{"codes":["123456"]}'));
    const api = await startFakeUpstream();
    const storefront = await startStorefront({ API_URL: `${api.url}/graphql` });
    try {
      const statuses = [
        await rawStatus(storefront.url, `GET ${sandbox.url}/images/../mailbox/api HTTP/1.1`),
        await rawStatus(storefront.url, `GET ${sandbox.url}/images/products/1.svg HTTP/1.1`),
        await rawStatus(storefront.url, 'GET /images/../mailbox/api HTTP/1.1'),
        await rawStatus(storefront.url, 'GET /images/products/..%2f..%2fmailbox HTTP/1.1'),
      ];
      expect(statuses).toEqual([404, 404, 404, 404]);
      expect(sandbox.requests).toHaveLength(0);
      expect(api.requests).toHaveLength(0);
    } finally {
      await storefront.close();
      await sandbox.close();
      await api.close();
    }
  });

  it('refuses an upstream answer over the size limit', async () => {
    const upstream = await startFakeUpstream((_request, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': IMAGE_MAX_BYTES + 1 });
      res.end(Buffer.alloc(IMAGE_MAX_BYTES + 1, 0x20));
    });
    const storefront = await startStorefront({ API_URL: `${upstream.url}/graphql` });
    try {
      const response = await fetch(`${storefront.url}/images/products/42.svg`);
      expect(response.status).toBe(502);
    } finally {
      await storefront.close();
      await upstream.close();
    }
  });

  it('cuts off a streamed answer that grows past the size limit', async () => {
    const upstream = await startFakeUpstream((_request, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      for (let i = 0; i < 12; i += 1) res.write(chunk);
      res.end();
    });
    const storefront = await startStorefront({ API_URL: `${upstream.url}/graphql` });
    try {
      const response = await fetch(`${storefront.url}/images/products/42.svg`);
      await expect(response.arrayBuffer()).rejects.toThrow();
    } finally {
      await storefront.close();
      await upstream.close();
    }
  });
});
