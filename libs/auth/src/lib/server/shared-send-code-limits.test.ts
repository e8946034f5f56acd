/** @jest-environment node */
import { createSharedSendCodeLimiter, createSharedSendCodeLimiterFromEnv } from './shared-send-code-limits';

const config = { AUTH_SEND_CODE_LIMIT_PER_EMAIL: 5, AUTH_SEND_CODE_LIMIT_PER_ADDRESS: 20, AUTH_SEND_CODE_WINDOW_MINUTES: 10 };
const SECRET = 'internal-secret-for-the-limits-test-000';

type Check = { bucket: string; key: string; limit: number; windowMs: number };

/** The API's endpoint in miniature: one count per bucket and key, shared by every client. */
function fakeApi() {
  const counts = new Map<string, number>();
  const requests: { url: string; authorization: string | null; checks: Check[] }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const { checks } = JSON.parse(String(init.body)) as { checks: Check[] };
    requests.push({ url, authorization: headers.get('authorization'), checks });
    const refused = checks.flatMap((check, index) => ((counts.get(`${check.bucket}:${check.key}`) ?? 0) >= check.limit ? [index] : []));
    if (refused.length > 0) return Response.json({ allowed: false, retryAfterMs: 240_000, refused });
    for (const check of checks) counts.set(`${check.bucket}:${check.key}`, (counts.get(`${check.bucket}:${check.key}`) ?? 0) + 1);
    return Response.json({ allowed: true });
  }) as unknown as typeof fetch;
  return { fetchFn, requests };
}

describe('shared send-code limits', () => {
  it('two storefront processes share one count through the API', async () => {
    const api = fakeApi();
    const endpoint = 'http://api.internal:4000/internal/limits/consume';
    const first = createSharedSendCodeLimiter({ config, endpoint, secret: SECRET, fetch: api.fetchFn });
    const second = createSharedSendCodeLimiter({ config, endpoint, secret: SECRET, fetch: api.fetchFn });
    for (let i = 0; i < 5; i += 1) expect(await (i % 2 ? second : first).attempt('Ada@Example.com ', '198.51.100.7')).toEqual({ allowed: true });
    expect(await first.attempt('ada@example.com', '198.51.100.8')).toEqual({ allowed: false, retryAfterMinutes: 4, reason: 'email' });
    expect(api.requests[0]).toEqual({
      url: endpoint,
      authorization: `Bearer ${SECRET}`,
      checks: [
        { bucket: 'send-code-email', key: 'ada@example.com', limit: 5, windowMs: 600_000 },
        { bucket: 'send-code-address', key: '198.51.100.7', limit: 20, windowMs: 600_000 },
      ],
    });
  });

  it('names the client address when only that limit is reached, and sends no address check without one', async () => {
    const api = fakeApi();
    const limiter = createSharedSendCodeLimiter({ config: { ...config, AUTH_SEND_CODE_LIMIT_PER_ADDRESS: 1 }, endpoint: 'http://x/internal/limits/consume', secret: SECRET, fetch: api.fetchFn });
    expect(await limiter.attempt('a@example.com', '10.0.0.1')).toEqual({ allowed: true });
    expect(await limiter.attempt('b@example.com', '10.0.0.1')).toMatchObject({ allowed: false, reason: 'address' });
    await limiter.attempt('c@example.com', null);
    expect(api.requests.at(-1)?.checks.map((check) => check.bucket)).toEqual(['send-code-email']);
  });

  it('limits in this process while the API cannot be reached, and says so', async () => {
    const unavailable: unknown[] = [];
    const limiter = createSharedSendCodeLimiter({
      config: { ...config, AUTH_SEND_CODE_LIMIT_PER_EMAIL: 1 },
      endpoint: 'http://x/internal/limits/consume',
      secret: SECRET,
      fetch: (async () => new Response('nope', { status: 503 })) as unknown as typeof fetch,
      onUnavailable: (error) => unavailable.push(error),
    });
    expect(await limiter.attempt('a@example.com', null)).toEqual({ allowed: true });
    expect(await limiter.attempt('a@example.com', null)).toMatchObject({ allowed: false, reason: 'email' });
    expect(unavailable).toHaveLength(2);
  });

  it('reads the API address and the secret from the environment', () => {
    expect(() => createSharedSendCodeLimiterFromEnv({ INTERNAL_API_SECRET: 'short' })).toThrow(/INTERNAL_API_SECRET/);
    expect(createSharedSendCodeLimiterFromEnv({})).toEqual({ attempt: expect.any(Function) });
  });
});
