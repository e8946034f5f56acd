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
      headers: { authorization: 'Bearer from-caller', cookie: `stytch_session_jwt=${JWT}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(upstream.requests[0]!.headers.authorization).toBe('Bearer from-caller');
  });

  it('sends no authorization without a session cookie, or with a malformed one', async () => {
    const json = { 'content-type': 'application/json' };
    await fetch(`${storefront.url}/graphql`, { method: 'POST', headers: json, body: '{}' });
    await fetch(`${storefront.url}/graphql`, { method: 'POST', headers: { ...json, cookie: 'stytch_session_jwt=not a jwt, x-evil: 1' }, body: '{}' });
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
      const response = await fetch(`${storefront.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ errors: [{ message: expect.stringMatching(/Bad gateway/) }] });
      expect(storefront.logs.lines.some((line) => line.msg === 'upstream request failed')).toBe(true);
    } finally {
      await storefront.close();
    }
  });
});

describe('/graphql cross-origin rules', () => {
  let upstream: FakeUpstream;
  let storefront: RunningStorefront;

  beforeEach(async () => {
    // The API answers like an over-permissive CORS server; none of that may reach the browser.
    upstream = await startFakeUpstream((request, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': String(request.headers.origin ?? '*'),
        'access-control-allow-credentials': 'true',
      });
      res.end('{"data":{"ok":true}}');
    });
    storefront = await startStorefront({
      API_URL: `${upstream.url}/graphql`,
      PUBLIC_ORIGIN: 'https://shop.example',
      CORS_ALLOWED_ORIGINS: 'https://app.example',
    });
  });

  afterEach(async () => {
    await storefront.close();
    await upstream.close();
  });

  const json = { 'content-type': 'application/json' };
  const mutation = JSON.stringify({ query: 'mutation { logout }' });

  it('refuses a foreign Origin without CORS headers and forwards nothing', async () => {
    const response = await fetch(`${storefront.url}/graphql`, {
      method: 'POST',
      headers: { ...json, origin: 'https://evil.example', cookie: `stytch_session_jwt=${JWT}` },
      body: mutation,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${storefront.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers the same origin and allow-listed origins, with its own CORS headers only', async () => {
    const same = await fetch(`${storefront.url}/graphql`, { method: 'POST', headers: { ...json, origin: 'https://shop.example' }, body: '{}' });
    expect(same.status).toBe(200);
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
    expect(same.headers.get('cache-control')).toBe('private, no-store');

    const preflight = await fetch(`${storefront.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
    const listed = await fetch(`${storefront.url}/graphql`, { method: 'POST', headers: { ...json, origin: 'https://app.example' }, body: '{}' });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed.headers.get('vary')).toMatch(/Origin/);
    expect(upstream.requests).toHaveLength(2);
    expect(upstream.requests[0]!.headers.origin).toBeUndefined();
  });

  it.each([
    ['application/x-www-form-urlencoded', 'query=mutation%20%7B%20logout%20%7D'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation { logout }"}\r\n--x--\r\n'],
    ['text/plain', mutation],
  ])('refuses a %s POST before forwarding (what a foreign form can send)', async (contentType, body) => {
    const response = await fetch(`${storefront.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: `stytch_session_jwt=${JWT}` },
      body,
    });
    expect(response.status).toBe(415);
    expect(upstream.requests).toHaveLength(0);
  });

  it('never runs a mutation from a GET', async () => {
    const response = await fetch(`${storefront.url}/graphql?query=${encodeURIComponent('mutation Out { logout }')}`, {
      headers: { cookie: `stytch_session_jwt=${JWT}` },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const query = await fetch(`${storefront.url}/graphql?query=${encodeURIComponent('{ ok }')}`);
    expect(query.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });
});

describe('/graphql subscription streams', () => {
  it.each([
    ['text/event-stream', 'data: {"data":{"n":1}}\n\n', 'data: {"data":{"n":2}}\n\nevent: complete\ndata:\n\n'],
    ['multipart/mixed; boundary="-"', '---\r\ncontent-type: application/json\r\n\r\n{"data":{"n":1}}\r\n', '---\r\ncontent-type: application/json\r\n\r\n{"data":{"n":2}}\r\n-----\r\n'],
  ])('passes each %s part on as the API writes it, not when the stream ends', async (contentType, first, rest) => {
    let finish!: () => void;
    const upstreamDone = new Promise<void>((resolve) => (finish = resolve));
    const upstream = await startFakeUpstream((_request, res) => {
      res.writeHead(200, { 'content-type': contentType });
      res.write(first);
      void upstreamDone.then(() => res.end(rest));
    });
    const storefront = await startStorefront({ API_URL: `${upstream.url}/graphql` });
    try {
      const response = await fetch(`${storefront.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: contentType },
        body: JSON.stringify({ query: 'subscription { n }' }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('content-length')).toBeNull();
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      // The first part arrives while the API still holds the stream open.
      let received = '';
      while (received.length < first.length) received += decoder.decode((await reader.read()).value, { stream: true });
      expect(received).toBe(first);
      finish();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += decoder.decode(chunk.value, { stream: true });
      expect(received).toBe(first + rest);
    } finally {
      finish();
      await storefront.close();
      await upstream.close();
    }
  });
});
