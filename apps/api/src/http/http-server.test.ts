import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { createLogger } from '@kori/util-log';
import { createApiServer } from '../server';
import { startTestApi, type TestApi } from '../testing/start-test-api';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi({ env: { API_BODY_LIMIT_BYTES: '4096' } });
});

afterAll(async () => {
  await t?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('automatic persisted queries', () => {
  const query = 'query ApqCategories { categories { id } }';
  const extensions = (hash: string) => encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));

  it('answers PERSISTED_QUERY_NOT_FOUND to an unknown hash, then serves it by GET after a POST with the query', async () => {
    const hash = sha256(query);
    const url = `${t.origin}/graphql?operationName=ApqCategories&extensions=${extensions(hash)}`;

    const miss = await fetch(url);
    const missBody = (await miss.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(missBody.errors[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });

    const register = await fetch(`${t.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'ApqCategories', query, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    });
    expect(register.status).toBe(200);
    expect(((await register.json()) as { data: { categories: unknown[] } }).data.categories.length).toBe(6);

    const hit = await fetch(url);
    expect(hit.status).toBe(200);
    const hitBody = (await hit.json()) as { data: { categories: { id: string }[] }; errors?: unknown };
    expect(hitBody.errors).toBeUndefined();
    expect(hitBody.data.categories[0]!.id).toBe('electronics');
  });

  it('refuses a query that does not match its hash', async () => {
    const response = await fetch(`${t.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256('something else') } } }),
    });
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('PERSISTED_QUERY_MISMATCH');
  });
});

describe('signed-in features', () => {
  it('asks strangers to sign in', async () => {
    const result = await t.graphql('{ myOrders { totalCount } }');
    expect(result.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});

describe('HTTP', () => {
  it('reports health with the database', async () => {
    const response = await fetch(`${t.origin}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves a generated product image that stays the same and can be revalidated', async () => {
    const first = await fetch(`${t.origin}/images/products/1.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await first.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const again = await fetch(`${t.origin}/images/products/1.svg`);
    expect(await again.text()).toBe(svg);
    const etag = first.headers.get('etag')!;
    const revalidated = await fetch(`${t.origin}/images/products/1.svg`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect((await fetch(`${t.origin}/images/products/999999.svg`)).status).toBe(404);
  });

  it('answers 404 for unknown paths and 405 for other methods', async () => {
    expect((await fetch(`${t.origin}/nowhere`)).status).toBe(404);
    expect((await fetch(`${t.origin}/health`, { method: 'DELETE' })).status).toBe(405);
  });

  it('refuses a body over the limit and keeps serving', async () => {
    const big = JSON.stringify({ query: `{ categories { id } } # ${'x'.repeat(5000)}` });
    const response = await fetch(`${t.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(response.status).toBe(413);
    expect((await fetch(`${t.origin}/health`)).status).toBe(200);
  });

  it('answers malformed JSON and malformed HTTP without falling over', async () => {
    const bad = await fetch(`${t.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(bad.status).toBe(400);

    const port = new URL(t.origin).port;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('THIS IS NOT HTTP\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1.1 400/);

    // A client that goes away mid-body does not take the server down.
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${t.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000' } });
      req.on('error', () => resolve());
      req.write('{"query":');
      setImmediate(() => {
        req.destroy();
        resolve();
      });
    });
    expect((await fetch(`${t.origin}/health`)).status).toBe(200);
  });

  it('reports the database down as 503', async () => {
    const down = createApiServer({
      env: t.env,
      db: { ...t.db, ping: () => Promise.reject(new Error('connection refused')) },
      schedulePriceStats: false,
      logger: createLogger({ service: 'api-test', level: 'error', write: () => undefined }),
    });
    const { port } = await down.listen(0);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'error', database: 'unavailable' });
    } finally {
      await down.close();
    }
  });
});
