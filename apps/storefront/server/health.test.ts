import { startFakeUpstream, startStorefront, unusedPort } from './test-support';

describe('GET /health', () => {
  it('is ok and reports the API reachable when its /health answers', async () => {
    const api = await startFakeUpstream((request, res) => {
      res.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    });
    const storefront = await startStorefront({ API_URL: `${api.url}/graphql` });
    try {
      const response = await fetch(`${storefront.url}/health`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok', service: 'storefront', api: 'ok' });
      expect(api.requests.map((request) => request.url)).toEqual(['/health']);
    } finally {
      await storefront.close();
      await api.close();
    }
  });

  it('stays ok but says the API is unreachable when nothing answers', async () => {
    const storefront = await startStorefront({ API_URL: `http://127.0.0.1:${await unusedPort()}/graphql` });
    try {
      const response = await fetch(`${storefront.url}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', service: 'storefront', api: 'unreachable' });
    } finally {
      await storefront.close();
    }
  });

  it('reports an API answering with an error status as unreachable', async () => {
    const api = await startFakeUpstream((_request, res) => {
      res.writeHead(503);
      res.end();
    });
    const storefront = await startStorefront({ API_URL: `${api.url}/graphql` });
    try {
      expect(await (await fetch(`${storefront.url}/health`)).json()).toMatchObject({ status: 'ok', api: 'unreachable' });
    } finally {
      await storefront.close();
      await api.close();
    }
  });
});
