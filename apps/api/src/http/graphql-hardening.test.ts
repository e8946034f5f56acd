import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { startTestApi, type TestApi } from '../testing/start-test-api';

let t: TestApi;

beforeAll(async () => {
  // Loopback is the trusted proxy here, so X-Forwarded-For names the client.
  t = await startTestApi({ env: { API_RATE_LIMIT_POINTS: '5', API_RATE_LIMIT_WINDOW_S: '60', API_TRUSTED_PROXIES: '127.0.0.1,::1' } });
});

afterAll(async () => {
  await t?.close();
});

type Body = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

const search = (n: number) =>
  `query { ${Array.from({ length: n }, (_, i) => `s${i}: search(region: FI, query: "phone ${i}") { totalCount }`).join(' ')} }`;
const deep = (levels: number) => `query { categories { ${'children { '.repeat(levels)}id${' }'.repeat(levels)} } }`;

describe('GraphQL cost limits', () => {
  // Refused while parsing (token limit), so none of the searches runs; the time it takes is a benchmark's business.
  it('refuses 500 aliased searches with 400 before running them, and says why', async () => {
    const result = await post({ query: search(500) });
    expect(result.status).toBe(400);
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/token limit of 1000 exceeded/i), extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it('refuses 16 aliases in a short document', async () => {
    const result = await post({ query: `query { ${Array.from({ length: 16 }, (_, i) => `c${i}: categories { id }`).join(' ')} }` });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.message).toMatch(/aliases limit of 15 exceeded/i);
  });

  it('refuses depth 300 and depth 9, and serves depth 8', async () => {
    const tooDeep = await post({ query: deep(300) });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COMPLEX');
    const nine = await post({ query: deep(7) });
    expect(nine.status).toBe(400);
    expect(nine.body.errors?.[0]?.message).toMatch(/depth limit of 8 exceeded, found 9/i);
    const ok = await post({ query: deep(6) });
    expect(ok.body.errors).toBeUndefined();
  });

  it('holds a document registered through automatic persisted queries to the same limits', async () => {
    const query = `query { ${Array.from({ length: 16 }, (_, i) => `c${i}: categories { id }`).join(' ')} }`;
    const hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    const register = await post({ query, extensions });
    expect(register.status).toBe(400);
    expect(register.body.errors?.[0]?.message).toMatch(/aliases limit/i);
    const byHash = await fetch(`${t.origin}/graphql?extensions=${encodeURIComponent(JSON.stringify(extensions))}`);
    const body = (await byHash.json()) as Body;
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/PersistedQueryNotFound|aliases limit/i);
  });
});

describe('HTTP answers', () => {
  it('sends nosniff on every response', async () => {
    for (const path of ['/graphql?query=%7Bcategories%7Bid%7D%7D', '/health', '/nowhere', '/images/products/1.svg']) {
      expect((await fetch(`${t.origin}${path}`)).headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it.each([
    ['variables=x', 'The variables parameter is not valid JSON'],
    ['extensions=x', 'The extensions parameter is not valid JSON'],
    ['variables=%5B1%5D', 'The variables parameter must be a JSON object'],
  ])('answers GET with %s with 400 and a clear message', async (params, message) => {
    const response = await fetch(`${t.origin}/graphql?query=${encodeURIComponent('{ categories { id } }')}&${params}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).errors?.[0]?.message).toBe(message);
  });

  it('answers an oversize body without Content-Length with 413 and a JSON error', async () => {
    const { status, type, text } = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = httpRequest(`${t.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        let data = '';
        res.on('data', (chunk) => (data += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text: data }));
      });
      req.on('error', reject);
      for (let i = 0; i < 1100; i += 1) req.write('x'.repeat(1000));
      req.end();
    });
    expect(status).toBe(413);
    expect(type).toMatch(/application\/json/);
    expect(JSON.parse(text)).toEqual({ error: `Request body is larger than ${1024 * 1024} bytes` });
  });
});

describe('per-client rate limit', () => {
  const categories = { query: '{ categories { id } }' };

  it('answers 429 with Retry-After once a client has spent its budget, and counts each client apart', async () => {
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 5; i += 1) expect((await post(categories, client)).status).toBe(200);
    const refused = await post(categories, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
    expect((await post(categories, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('believes only the hop the trusted proxy added, not what the client wrote before it', async () => {
    for (let i = 0; i < 5; i += 1) await post(categories, { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.4` });
    expect((await post(categories, { 'x-forwarded-for': '10.9.9.99, 198.51.100.4' })).status).toBe(429);
  });

  it('does not limit the storefront server or this machine (no forwarded client)', async () => {
    for (let i = 0; i < 8; i += 1) expect((await post(categories)).status).toBe(200);
  });
});

describe('schema exposure', () => {
  const introspection = { query: '{ __schema { queryType { name } } }' };
  const typo = { query: '{ categorie { id } }' };

  it('keeps introspection and field suggestions in development', async () => {
    expect((await post(introspection)).body.errors).toBeUndefined();
    expect((await post(typo)).body.errors?.[0]?.message).toMatch(/Did you mean/);
  });

  it('turns both off in production', async () => {
    const production = await startTestApi({ env: { NODE_ENV: 'production' } });
    try {
      const call = async (body: unknown) =>
        (await (await fetch(`${production.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Body;
      expect((await call(introspection)).errors?.[0]?.message).toMatch(/introspection/i);
      const misspelt = await call(typo);
      expect(misspelt.errors?.[0]?.message).toBeDefined();
      expect(misspelt.errors?.[0]?.message).not.toMatch(/Did you mean/);
    } finally {
      await production.close();
    }
  });
});
