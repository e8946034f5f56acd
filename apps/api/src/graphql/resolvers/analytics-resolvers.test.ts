import type { ApiContext } from '../context';
import { MAX_ANALYTICS_EVENTS_PER_CALL, storeAnalyticsEvents } from './analytics-resolvers';

const event = (name: string, params: unknown = { page_path: '/' }) => ({
  name,
  occurredAt: '2026-03-01T10:00:00.000Z',
  clientId: 'client-0001',
  params: typeof params === 'string' ? params : JSON.stringify(params),
});

function fakeContext() {
  const values = jest.fn(async () => undefined);
  const insert = jest.fn(() => ({ values }));
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() };
  const ctx = { db: { insert }, logger } as unknown as Pick<ApiContext, 'db' | 'logger'>;
  const stored = () => (values.mock.calls as unknown as [{ name: string; params: unknown }[]][]).flatMap(([rows]) => rows);
  return { ctx, insert, logger, stored };
}

describe('storing analytics events', () => {
  it('stores the valid events with params as an object and answers how many', async () => {
    const { ctx, stored } = fakeContext();
    const result = await storeAnalyticsEvents(ctx, [event('page_view'), event('add_to_cart', { ecommerce: { value: 1 } })]);
    expect(result).toEqual({ accepted: 2 });
    expect(stored()).toEqual([
      { name: 'page_view', occurredAt: new Date('2026-03-01T10:00:00.000Z'), clientId: 'client-0001', params: { page_path: '/' } },
      { name: 'add_to_cart', occurredAt: new Date('2026-03-01T10:00:00.000Z'), clientId: 'client-0001', params: { ecommerce: { value: 1 } } },
    ]);
  });

  it.each([
    ['a raw e-mail address in a value', { user_data: { email: 'Matti@Example.fi' } }],
    ['a raw e-mail address deep in a list', { items: [{ note: ['call', 'matti@example.fi'] }] }],
    ['a raw e-mail address as a key', { 'matti@example.fi': true }],
    ['a raw e-mail address nested ten levels deep', { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: 'matti@example.fi' } } } } } } } } } }],
    ['a percent-encoded e-mail address in a URL', { page_location: 'https://kori.example/?email=matti%40example.fi' }],
  ])('skips an event with %s and logs it', async (_label, params) => {
    const { ctx, insert, logger } = fakeContext();
    await expect(storeAnalyticsEvents(ctx, [event('add_contact_info', params)])).resolves.toEqual({ accepted: 0 });
    expect(insert).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith('analytics event refused', expect.objectContaining({ name: 'add_contact_info', issues: ['params'] }));
  });

  it('keeps hashed user data', async () => {
    const { ctx, stored } = fakeContext();
    const hashed = { user_data: { sha256_email_address: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b' } };
    await expect(storeAnalyticsEvents(ctx, [event('purchase', hashed)])).resolves.toEqual({ accepted: 1 });
    expect(stored()[0]!.params).toEqual(hashed);
  });

  it('skips malformed events and stores the rest', async () => {
    const { ctx, stored } = fakeContext();
    const result = await storeAnalyticsEvents(ctx, [event('Bad Name'), event('page_view', '[1,2]'), event('page_view', 'not json'), event('login_status')]);
    expect(result).toEqual({ accepted: 1 });
    expect(stored().map((row) => row.name)).toEqual(['login_status']);
  });

  it(`refuses more than ${MAX_ANALYTICS_EVENTS_PER_CALL} events per call`, async () => {
    const { ctx, insert } = fakeContext();
    await expect(storeAnalyticsEvents(ctx, Array.from({ length: MAX_ANALYTICS_EVENTS_PER_CALL + 1 }, () => event('page_view')))).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(insert).not.toHaveBeenCalled();
  });
});
