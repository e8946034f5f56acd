import { startTestApi, type TestApi } from '../testing/start-test-api';
import { createSharedLimits } from './shared-limits';

const SECRET = 'internal-secret-for-the-limits-test-000';
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi({ env: { INTERNAL_API_SECRET: SECRET } });
});
afterAll(async () => {
  await t?.close();
});

const consume = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.origin}/internal/limits/consume`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('shared limits', () => {
  it('two limiter clients (two storefront processes) draw on one count', async () => {
    let now = 1_000_000;
    const first = createSharedLimits(t.db.db, () => now);
    const second = createSharedLimits(t.db.db, () => now);
    const check = { bucket: 'send-code-email', key: 'ada@example.com', limit: 5, windowMs: 600_000 };
    for (let i = 0; i < 5; i += 1) {
      expect(await (i % 2 === 0 ? first : second).consume([check])).toEqual({ allowed: true });
      now += 1000;
    }
    expect(await second.consume([check])).toEqual({ allowed: false, retryAfterMs: 600_000 - 5000, refused: [0] });
    expect(await first.consume([check])).toMatchObject({ allowed: false });
    // The oldest send leaves the window: one more is allowed.
    now = 1_000_000 + 600_001;
    expect(await first.consume([check])).toEqual({ allowed: true });
  });

  it('counts a refused attempt nowhere', async () => {
    const limits = createSharedLimits(t.db.db, () => 5_000_000);
    const email = { bucket: 'send-code-email', key: 'bea@example.com', limit: 1, windowMs: 600_000 };
    const address = { bucket: 'send-code-address', key: '198.51.100.9', limit: 2, windowMs: 600_000 };
    expect(await limits.consume([email, address])).toEqual({ allowed: true });
    expect(await limits.consume([email, address])).toMatchObject({ allowed: false, refused: [0] });
    expect(await limits.consume([{ ...email, key: 'cem@example.com' }, address])).toEqual({ allowed: true });
    expect(await limits.consume([{ ...email, key: 'dan@example.com' }, address])).toMatchObject({ allowed: false, refused: [1] });
  });

  it('serves POST /internal/limits/consume only with the internal secret', async () => {
    const check = { bucket: 'send-code-address', key: '203.0.113.5', limit: 1, windowMs: 60_000 };
    expect((await consume({ checks: [check] }, { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await consume({ checks: [check] }, { authorization: '' })).status).toBe(401);
    const allowed = await consume({ checks: [check] });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ allowed: true });
    expect(await (await consume({ checks: [check] })).json()).toMatchObject({ allowed: false, refused: [0] });
  });

  it('answers malformed requests with a 4xx', async () => {
    expect((await consume({ checks: [] })).status).toBe(400);
    expect((await consume({ checks: [{ bucket: 'x', key: 'y', limit: 0, windowMs: 1 }] })).status).toBe(400);
    expect((await consume('x', { 'content-type': 'text/plain' })).status).toBe(415);
    const get = await fetch(`${t.origin}/internal/limits/consume`, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(get.status).toBe(405);
  });
});
