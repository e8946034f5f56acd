import type { ConsentLevels } from '@kori/consent-state';
import type { CollectedEvent } from '../collector/collected-event';
import type { Collector } from '../collector/collector';
import { createUserDataHasher } from '../hash/user-data-hasher';
import { buildEvent } from '../model/events';
import { createAnalyticsRuntime, MAX_PENDING_EVENTS } from './analytics-runtime';

const none: ConsentLevels = { preferences: false, statistics: false, advertising: false };
const statistics: ConsentLevels = { preferences: false, statistics: true, advertising: false };
const advertising: ConsentLevels = { preferences: false, statistics: false, advertising: true };
const all: ConsentLevels = { preferences: true, statistics: true, advertising: true };

const item = { id: 'p-1', name: 'TV', price: { price: '100.00', currency: 'EUR' } };

function setup() {
  const target = {} as Window;
  const enqueued: CollectedEvent[] = [];
  const collector: Collector = {
    enqueue: (event) => enqueued.push(event),
    flush: jest.fn(),
    flushWithBeacon: jest.fn(),
    clear: jest.fn(() => enqueued.splice(0)),
    attach: () => () => undefined,
    queued: 0,
  };
  const clientIds = { get: jest.fn(() => 'client-0001'), forget: jest.fn() };
  const hasher = createUserDataHasher({ digest: async (text) => `sha(${text})` });
  const runtime = createAnalyticsRuntime({ collector, hasher, clientIds, target, log: jest.fn() });
  const dataLayer = () => target.dataLayer ?? [];
  const events = () => dataLayer().filter((entry) => !Array.isArray(entry) && 'event' in entry) as Record<string, unknown>[];
  return { runtime, target, enqueued, collector, clientIds, dataLayer, events };
}

describe('consent gating', () => {
  it('necessary only: nothing reaches the data layer or the collector', async () => {
    const { runtime, enqueued, events } = setup();
    runtime.setConsent(none, 'revoked');
    expect(runtime.send(buildEvent.pageView({ path: '/', pageType: 'home' }))).toBe('dropped');
    runtime.send(buildEvent.addToCart({ items: [item] }));
    await runtime.settled();
    expect(events()).toEqual([]);
    expect(enqueued).toEqual([]);
  });

  it('statistics: events reach both sinks, after clearing ecommerce, without user data', async () => {
    const { runtime, enqueued, dataLayer } = setup();
    runtime.setConsent(statistics, 'started');
    expect(runtime.send(buildEvent.addToCart({ items: [item] }))).toBe('delivered');
    runtime.send(buildEvent.purchase({ transactionId: 'o-1', items: [item], email: 'a@b.fi' }));
    await runtime.settled();
    const entries = dataLayer().filter((entry) => !Array.isArray(entry));
    expect(entries).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 100, items: [expect.objectContaining({ item_id: 'p-1' })] } },
      { ecommerce: null },
      { event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: 'o-1' }) },
    ]);
    expect(enqueued.map((event) => [event.name, event.clientId])).toEqual([
      ['add_to_cart', 'client-0001'],
      ['purchase', 'client-0001'],
    ]);
    expect(JSON.stringify(enqueued)).not.toContain('a@b.fi');
    expect(enqueued[1]!.params['user_data']).toBeUndefined();
  });

  it('the Consent Mode default is the first data layer entry', async () => {
    const { runtime, dataLayer } = setup();
    runtime.setConsent(statistics, 'started');
    runtime.send(buildEvent.loginStatus({ loggedIn: true }));
    await runtime.settled();
    expect([...(dataLayer()[0] as unknown[])].slice(0, 2)).toEqual(['consent', 'default']);
  });

  it('advertising without statistics: page views and e-commerce reach the data layer (hashed user data), never the collector', async () => {
    const { runtime, enqueued, events, clientIds } = setup();
    runtime.setConsent(advertising, 'started');
    expect(runtime.send(buildEvent.pageView({ path: '/tv', pageType: 'category' }))).toBe('delivered');
    expect(runtime.send(buildEvent.purchase({ transactionId: 'o-1', items: [item], email: 'a@b.fi' }))).toBe('delivered');
    // Statistics-only events stay out.
    expect(runtime.send(buildEvent.loginStatus({ loggedIn: true }))).toBe('dropped');
    expect(runtime.send(buildEvent.assistantMessage({ role: 'user', messageLength: 3 }))).toBe('dropped');
    await runtime.settled();
    expect(events().map((entry) => entry['event'])).toEqual(['page_view', 'purchase']);
    expect(events()[1]!['user_data']).toEqual({ sha256_email_address: 'sha(a@b.fi)' });
    expect(enqueued).toEqual([]);
    expect(clientIds.get).not.toHaveBeenCalled();
  });

  it('statistics without advertising: every event, but no user data', async () => {
    const { runtime, events } = setup();
    runtime.setConsent(statistics, 'started');
    runtime.send(buildEvent.loginStatus({ loggedIn: true }));
    runtime.send(buildEvent.addContactInfo({ email: 'a@b.fi' }));
    await runtime.settled();
    expect(events()).toEqual([{ event: 'login_status', logged_in: true, login_status: 'logged_in' }, { event: 'add_contact_info' }]);
  });

  it('consent_updated for a withdrawal is sent under the consent it withdraws: data layer only', async () => {
    const { runtime, enqueued, events } = setup();
    runtime.setConsent(statistics, 'started');
    // AnalyticsRoot applies the new choice first; tracking is still started (revoked 1 s later).
    runtime.setConsent(none, 'started');
    expect(runtime.send(buildEvent.consentUpdated({ levels: none, previous: statistics }))).toBe('delivered');
    expect(runtime.send(buildEvent.pageView({ path: '/', pageType: 'home' }))).toBe('dropped');
    await runtime.settled();
    expect(events()).toEqual([
      { event: 'consent_updated', consent_preferences: 'denied', consent_statistics: 'denied', consent_advertising: 'denied' },
    ]);
    expect(enqueued).toEqual([]);
  });

  it('consent_updated with no consent before or after is not sent', async () => {
    const { runtime, events } = setup();
    runtime.setConsent(none, 'revoked');
    expect(runtime.send(buildEvent.consentUpdated({ levels: none, previous: none }))).toBe('dropped');
    runtime.setConsent({ ...none, preferences: true }, 'revoked');
    expect(runtime.send(buildEvent.consentUpdated({ levels: { ...none, preferences: true }, previous: none }))).toBe('dropped');
    await runtime.settled();
    expect(events()).toEqual([]);
  });

  it('statistics and advertising: e-mail and phone are attached hashed, never raw', async () => {
    const { runtime, enqueued, events } = setup();
    runtime.setConsent(all, 'started');
    runtime.setRegion('SE');
    runtime.send(buildEvent.addContactInfo({ email: ' A@B.fi ', phone: '070-123 45 67' }));
    runtime.send(buildEvent.purchase({ transactionId: 'o-1', items: [item], phone: '040 1234567', region: 'FI' }));
    await runtime.settled();
    expect(events()[0]).toEqual({ event: 'add_contact_info', user_data: { sha256_email_address: 'sha(a@b.fi)', sha256_phone_number: 'sha(+46701234567)' } });
    expect(events()[1]!['user_data']).toEqual({ sha256_phone_number: 'sha(+358401234567)' });
    expect(enqueued[0]!.params['user_data']).toEqual({ sha256_email_address: 'sha(a@b.fi)', sha256_phone_number: 'sha(+46701234567)' });
    expect(JSON.stringify(events())).not.toContain('070-123');
  });

  it('keeps the order of events when one waits for hashing', async () => {
    const { runtime, events } = setup();
    runtime.setConsent(all, 'started');
    runtime.send(buildEvent.addContactInfo({ email: 'a@b.fi' }));
    runtime.send(buildEvent.addShippingInfo({ items: [item], shippingTier: 'HOME_DELIVERY' }));
    await runtime.settled();
    expect(events().map((entry) => entry['event'])).toEqual(['add_contact_info', 'add_shipping_info']);
  });
});

describe('marketing tracking state', () => {
  it('holds events while pending and sends them once tracking starts', async () => {
    const { runtime, events } = setup();
    expect(runtime.send(buildEvent.pageView({ path: '/', pageType: 'home' }))).toBe('waiting');
    await runtime.settled();
    expect(events()).toEqual([]);
    runtime.setConsent(statistics, 'pending');
    await runtime.settled();
    expect(events().map((entry) => entry['event'])).toEqual(['page_view']);
  });

  it('drops held events, the queue and the client id when tracking is revoked', async () => {
    const { runtime, events, collector, clientIds } = setup();
    runtime.send(buildEvent.pageView({ path: '/', pageType: 'home' }));
    runtime.setConsent(none, 'revoked');
    await runtime.settled();
    expect(events()).toEqual([]);
    expect(collector.clear).toHaveBeenCalled();
    expect(clientIds.forget).toHaveBeenCalled();
  });

  it('holds at most the limit of events while pending', async () => {
    const { runtime, enqueued } = setup();
    for (let n = 0; n < MAX_PENDING_EVENTS + 5; n++) runtime.send(buildEvent.loginStatus({ loggedIn: false }));
    runtime.setConsent(statistics, 'started');
    await runtime.settled();
    expect(enqueued).toHaveLength(MAX_PENDING_EVENTS);
  });

  it('counts levels that allow tracking as started even before the tracking state catches up', async () => {
    const { runtime, events } = setup();
    runtime.setConsent(all, 'revoked');
    expect(runtime.send(buildEvent.loginStatus({ loggedIn: true }))).toBe('delivered');
    await runtime.settled();
    expect(events()).toHaveLength(1);
  });

  it('after a revoke (within the 1 s grace: started, no statistics) new events are dropped', async () => {
    const { runtime, events } = setup();
    runtime.setConsent(statistics, 'started');
    runtime.setConsent(none, 'started');
    expect(runtime.send(buildEvent.loginStatus({ loggedIn: true }))).toBe('dropped');
    await runtime.settled();
    expect(events()).toEqual([]);
  });

  it('sends the current page view when consent comes after it was dropped', async () => {
    const { runtime, events } = setup();
    runtime.send(buildEvent.pageView({ path: '/tv', pageType: 'category' }));
    runtime.setConsent(none, 'revoked'); // first visit, no choice within a second
    runtime.setConsent(all, 'revoked'); // then "accept all"
    await runtime.settled();
    expect(events().map((entry) => [entry['event'], entry['page_path']])).toEqual([['page_view', '/tv']]);
    runtime.setConsent(all, 'started');
    await runtime.settled();
    expect(events()).toHaveLength(1);
  });

  it('never throws from send, even for a broken event', async () => {
    const { runtime } = setup();
    runtime.setConsent(statistics, 'started');
    expect(() => runtime.send(null as never)).not.toThrow();
    await runtime.settled();
  });
});
