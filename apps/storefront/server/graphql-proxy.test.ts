import { request as httpRequest } from 'node:http';
import { startFakeUpstream, startStorefront, unusedPort, type FakeUpstream, type RunningStorefront } from './test-support';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

/** Raw HTTP request, so hop-by-hop headers go out exactly as written. */
function rawRequest(url: string, options: { method: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { method: options.method, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('/graphql forwarding', () => {
  let upstream: FakeUpstream;
  let storefront: RunningStorefront;

  beforeEach(async () => {
    upstream = await startFakeUpstream();
    storefront = await startStorefront({ API_URL: `${upstream.url}/graphql` });
  });

  afterEach(async () => {
    await storefront.close();
    await upstream.close();
  });

  it('forwards a POST with its body and query string and answers with the API response', async () => {
    const body = JSON.stringify({ operationName: 'me', variables: { region: 'FI' }, query: 'query me { me { id } }' });
    const response = await fetch(`${storefront.url}/graphql?trace=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollographql-client-name': 'web' },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(upstream.requests).toHaveLength(1);
    const [received] = upstream.requests;
    expect(received).toMatchObject({ method: 'POST', url: '/graphql?trace=1', body });
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.headers['apollographql-client-name']).toBe('web');
  });

  it('forwards a GET (persisted query) with its query string', async () => {
    const search = '?operationName=Deals&variables=%7B%7D&extensions=%7B%22persistedQuery%22%3A%7B%22version%22%3A1%7D%7D';
    const response = await fetch(`${storefront.url}/graphql${search}`);
    expect(response.status).toBe(200);
    expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: `/graphql${search}`, body: '' });
  });

  it('adds the session cookie as a bearer token and does not pass cookies on', async () => {
    await fetch(`${storefront.url}/graphql`, {
      method: 'POST',
      headers: { cookie: `locale=fi-FI; stytch_session_jwt=${JWT}; stytch_session=opaque`, 'content-type': 'application/json' },
      body: '{}',
    });
    const headers = upstream.requests[0]!.headers;
    expect(headers.authorization).toBe(`Bearer ${JWT}`);
    expect(headers.cookie).toBeUndefined();
  });

  it('keeps an authorization header the caller sent', async () => {
    await fetch(`${storefront.url}/graphql`, {
      method: 'POST',
      headers: { authorization: 'Bearer from-caller', cookie: `stytch_session_jwt=${JWT}` },
      body: '{}',
    });
    expect(upstream.requests[0]!.headers.authorization).toBe('Bearer from-caller');
  });

  it('sends no authorization without a session cookie, or with a malformed one', async () => {
    await fetch(`${storefront.url}/graphql`, { method: 'POST', body: '{}' });
    await fetch(`${storefront.url}/graphql`, { method: 'POST', headers: { cookie: 'stytch_session_jwt=not a jwt, x-evil: 1' }, body: '{}' });
    expect(upstream.requests.map((received) => received.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('drops hop-by-hop headers, including those the Connection header names', async () => {
    await rawRequest(`${storefront.url}/graphql`, {
      method: 'POST',
      headers: {
        connection: 'keep-alive, x-private-hop',
        'x-private-hop': 'secret',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        'proxy-authorization': 'Basic abc',
        'x-end-to-end': 'kept',
        'content-type': 'application/json',
      },
      body: '{"query":"{ ok }"}',
    });
    const headers = upstream.requests[0]!.headers;
    expect(headers['x-end-to-end']).toBe('kept');
    expect(headers['x-private-hop']).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
    expect(headers.te).toBeUndefined();
    expect(headers['proxy-authorization']).toBeUndefined();
    expect(headers.host).toBe(new URL(upstream.url).host);
    expect(headers['x-request-id']).toEqual(expect.any(String));
    expect(upstream.requests[0]!.body).toBe('{"query":"{ ok }"}');
  });

  it('refuses other methods', async () => {
    const response = await fetch(`${storefront.url}/graphql`, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('/graphql when the API is down', () => {
  it('answers 502 with a GraphQL-shaped error and logs it', async () => {
    const storefront = await startStorefront({ API_URL: `http://127.0.0.1:${await unusedPort()}/graphql` });
    try {
      const response = await fetch(`${storefront.url}/graphql`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ errors: [{ message: expect.stringMatching(/Bad gateway/) }] });
      expect(storefront.logs.lines.some((line) => line.msg === 'upstream request failed')).toBe(true);
    } finally {
      await storefront.close();
    }
  });
});
