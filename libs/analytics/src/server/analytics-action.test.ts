/**
 * @jest-environment node
 */
import type { AppLoadContext } from '@remix-run/node';
import { analyticsAction, analyticsLoader } from './analytics-action';

const origin = 'http://shop.test';
const statisticsCookie = 'consent-levels=1-1_2-0_3-1_4-0';
const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'page_view',
  occurredAt: '2026-03-01T10:00:00.000Z',
  clientId: '5b0f3f8e-2c1d-4c8e-9f57-0c7a0d3e1a11',
  params: { page_path: '/tv', page_type: 'category' },
  ...overrides,
});

function setup(response: unknown = { recordAnalyticsEvents: { accepted: 1 } }) {
  const request = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn(), child: jest.fn() };
  const context = { storefront: { graphql: { request }, logger } } as unknown as AppLoadContext;
  const call = (body: unknown, headers: Record<string, string> = { origin, cookie: statisticsCookie }, method = 'POST') =>
    analyticsAction({
      request: new Request(`${origin}/api/analytics`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      params: {},
      context,
    });
  return { request, logger, call };
}

async function expectRefusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect((await response.json()).error.code).toBe(code);
}

describe('POST /api/analytics', () => {
  it('stores a valid batch through recordAnalyticsEvents with params as JSON text', async () => {
    const { request, call } = setup({ recordAnalyticsEvents: { accepted: 2 } });
    const response = await call({ events: [event(), event({ name: 'add_to_cart', params: { ecommerce: { value: 1 } } })] });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2 });
    const [document, variables] = request.mock.calls[0] as unknown as [{ definitions: { name: { value: string } }[] }, { events: unknown[] }];
    expect(document.definitions[0]!.name.value).toBe('RecordAnalyticsEvents');
    expect(variables.events).toEqual([
      { ...event(), params: '{"page_path":"/tv","page_type":"category"}' },
      { ...event({ name: 'add_to_cart' }), params: '{"ecommerce":{"value":1}}' },
    ]);
  });

  it('accepts a beacon without Origin but marked same-origin', async () => {
    const { call } = setup();
    const response = await call({ events: [event()] }, { 'sec-fetch-site': 'same-origin', cookie: statisticsCookie });
    expect(response.status).toBe(202);
  });

  it.each([
    ['no consent cookie', { origin }],
    ['necessary only', { origin, cookie: 'consent-levels=1-1_2-0_3-0_4-0' }],
    ['advertising without statistics', { origin, cookie: 'consent-levels=1-1_2-1_3-0_4-1' }],
    ['a malformed cookie', { origin, cookie: 'consent-levels=1-1_2-1_3-1_4-1x' }],
  ])('refuses %s with 403 and stores nothing', async (_label, headers) => {
    const { request, call } = setup();
    await expectRefusal(await call({ events: [event()] }, headers), 403, 'CONSENT_REQUIRED');
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses other origins', async () => {
    const { request, call } = setup();
    await expectRefusal(await call({ events: [event()] }, { origin: 'https://evil.example', cookie: statisticsCookie }), 403, 'FORBIDDEN_ORIGIN');
    await expectRefusal(await call({ events: [event()] }, { cookie: statisticsCookie }), 403, 'FORBIDDEN_ORIGIN');
    expect(request).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', 'events='],
    ['no events', { events: [] }],
    ['16 events', { events: Array.from({ length: 16 }, () => event()) }],
    ['a bad name', { events: [event({ name: 'Page View' })] }],
    ['a bad timestamp', { events: [event({ occurredAt: 'yesterday' })] }],
    ['a bad client id', { events: [event({ clientId: 'x' })] }],
    ['params as text', { events: [event({ params: '{}' })] }],
    ['an extra field', { events: [event({ ip: '1.2.3.4' })] }],
    ['a raw e-mail address', { events: [event({ params: { user: { email: 'matti@example.fi' } } })] }],
    ['a raw e-mail address as a key', { events: [event({ params: { 'matti@example.fi': 1 } })] }],
    ['a raw e-mail address nested ten levels deep', { events: [event({ params: { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: 'matti@example.fi' } } } } } } } } } } })] }],
    ['a quoted e-mail address', { events: [event({ params: { note: 'x"matti"@example.fi' } })] }],
    ['huge params', { events: [event({ params: { blob: 'x'.repeat(9000) } })] }],
    ['a huge body', { events: [event()], padding: 'x'.repeat(70_000) }],
  ])('refuses a body with %s', async (_label, body) => {
    const { request, call } = setup();
    await expectRefusal(await call(body), 400, 'INVALID_BODY');
    expect(request).not.toHaveBeenCalled();
  });

  it('accepts exactly 15 events', async () => {
    const { call } = setup({ recordAnalyticsEvents: { accepted: 15 } });
    expect((await call({ events: Array.from({ length: 15 }, () => event()) })).status).toBe(202);
  });

  it('only logs a failure of the API', async () => {
    const { logger, call } = setup(new Error('API down'));
    await expectRefusal(await call({ events: [event()] }), 502, 'UPSTREAM_FAILED');
    expect(logger.warn).toHaveBeenCalledWith('Storing analytics events failed', expect.objectContaining({ events: 1 }));
  });

  it('answers 405 to other methods', async () => {
    const { call } = setup();
    await expectRefusal(await call({ events: [event()] }, { origin, cookie: statisticsCookie }, 'PUT'), 405, 'METHOD_NOT_ALLOWED');
    await expectRefusal(await analyticsLoader(), 405, 'METHOD_NOT_ALLOWED');
  });
});
