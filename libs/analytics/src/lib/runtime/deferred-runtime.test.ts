import type { ConsentLevels } from '@kori/consent-state';
import { CLIENT_ID_STORAGE_KEY } from '../collector/client-id-key';
import type { AnalyticsEngine } from './analytics-engine';
import { startDeferredAnalytics, type DeferredAnalyticsOptions } from './deferred-runtime';
import { installTrackSink, track, type TrackCall } from './track';

const none: ConsentLevels = { preferences: false, statistics: false, advertising: false };
const all: ConsentLevels = { preferences: true, statistics: true, advertising: true };
const item = { id: 'p-1', name: 'TV', price: { price: '100.00', currency: 'EUR' } };

/** An engine that records what it is handed, in order. */
function fakeEngine() {
  const handed: string[] = [];
  const engine = {
    send: (call: TrackCall) => handed.push(`send ${call.method}`),
    setConsent: (levels: ConsentLevels, tracking: string) =>
      handed.push(`consent ${levels.statistics ? 'statistics' : 'none'} ${tracking}`),
    setRegion: (region: string) => handed.push(`region ${region}`),
    dispose: jest.fn(),
    runtime: {} as AnalyticsEngine['runtime'],
  } as unknown as AnalyticsEngine;
  const load = jest.fn(async () => ({ startAnalyticsEngine: jest.fn(() => engine) }));
  return { handed, engine, load };
}

const settle = async () => {
  for (let n = 0; n < 5; n++) await Promise.resolve();
};

const dataLayerEvents = () =>
  (window.dataLayer ?? []).filter((entry) => !Array.isArray(entry) && typeof entry['event'] === 'string') as Record<string, unknown>[];

let stopped: Array<() => void> = [];
function start(options: Partial<DeferredAnalyticsOptions> & Pick<DeferredAnalyticsOptions, 'load'>) {
  const analytics = startDeferredAnalytics({ endpoint: '/api/analytics', log: jest.fn(), ...options });
  stopped.push(() => analytics.dispose());
  return analytics;
}

beforeEach(() => {
  delete window.dataLayer;
  delete window.__koriConsentMode;
  localStorage.clear();
  globalThis.fetch = jest.fn(async () => new Response('{}', { status: 200 })) as unknown as typeof fetch;
});

afterEach(() => {
  stopped.forEach((stop) => stop());
  stopped = [];
  installTrackSink({ send: () => undefined })(); // drops calls handed back to track by the disposals
});

describe('deferred analytics runtime', () => {
  it('never loads the runtime for a shopper without consent, and sends nothing', async () => {
    const { load } = fakeEngine();
    const analytics = start({ load });
    analytics.setConsent(none, 'pending');
    track.pageView({ path: '/', pageType: 'home' });
    track.addToCart({ items: [item] });
    analytics.setConsent(none, 'revoked');
    track.pageView({ path: '/tv', pageType: 'category' });
    track.viewItem({ item });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('forgets the client id when tracking is revoked, without loading the runtime', () => {
    localStorage.setItem(CLIENT_ID_STORAGE_KEY, 'client-0001');
    const { load } = fakeEngine();
    const analytics = start({ load });
    analytics.setConsent(none, 'pending');
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).toBe('client-0001');
    analytics.setConsent(none, 'revoked');
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the runtime once consent is present and hands it everything in order, once', async () => {
    const { load, handed } = fakeEngine();
    const analytics = start({ load });
    analytics.setRegion('SE');
    analytics.setConsent(all, 'started');
    track.pageView({ path: '/', pageType: 'home' });
    track.addToCart({ items: [item] });
    analytics.setConsent(all, 'started');
    expect(load).toHaveBeenCalledTimes(1);
    expect(handed).toEqual([]);
    await settle();
    track.viewCart({ items: [item] });
    expect(handed).toEqual([
      'region SE',
      'consent statistics started',
      'send pageView',
      'send addToCart',
      'consent statistics started',
      'send viewCart',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the runtime for a consent_updated that withdraws consent (it is sent under the consent it withdraws)', async () => {
    const { load, handed } = fakeEngine();
    start({ load });
    track.consentUpdated({ levels: none, previous: all });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(handed).toEqual(['send consentUpdated']);
  });

  it('with consent on arrival: the first page view reaches the data layer once, with the time and address of the call', async () => {
    const analytics = start({ load: () => import('./analytics-engine') });
    analytics.setConsent(all, 'started');
    track.pageView({ path: '/tv', pageType: 'category', locale: 'fi-FI' });
    const calledAt = Date.now();
    const engine = await analytics.loaded;
    await engine.runtime.settled();
    const pageViews = dataLayerEvents().filter((entry) => entry['event'] === 'page_view');
    expect(pageViews).toEqual([
      { event: 'page_view', page_path: '/tv', page_type: 'category', language: 'fi-FI', page_location: 'http://localhost/' },
    ]);
    // The collector gets the call's own time, not the moment the runtime arrived.
    engine.dispose();
    const beaconBody = (globalThis.fetch as jest.Mock).mock.calls.map(([, init]) => JSON.parse(init.body))[0];
    expect(beaconBody.events.map((event: { name: string }) => event.name)).toEqual(['page_view']);
    expect(Math.abs(Date.parse(beaconBody.events[0].occurredAt) - calledAt)).toBeLessThan(1000);
  });

  it('consent given after tracking was revoked: only the last page view and what follows are sent', async () => {
    const analytics = start({ load: () => import('./analytics-engine') });
    analytics.setConsent(none, 'pending');
    track.pageView({ path: '/', pageType: 'home' });
    track.addToCart({ items: [item] });
    analytics.setConsent(none, 'revoked');
    track.viewItem({ item });
    track.pageView({ path: '/tv', pageType: 'category' });
    analytics.setConsent(all, 'revoked');
    track.consentUpdated({ levels: all, previous: none });
    const engine = await analytics.loaded;
    await engine.runtime.settled();
    expect(dataLayerEvents().map((entry) => [entry['event'], entry['page_path']])).toEqual([
      ['page_view', '/tv'],
      ['consent_updated', undefined],
    ]);
  });

  it('a revoke while the runtime is loading is applied by it, in order: nothing after it is sent', async () => {
    const analytics = start({ load: () => import('./analytics-engine') });
    analytics.setConsent(all, 'started');
    track.pageView({ path: '/', pageType: 'home' });
    analytics.setConsent(none, 'revoked');
    track.addToCart({ items: [item] });
    const engine = await analytics.loaded;
    await engine.runtime.settled();
    expect(dataLayerEvents().map((entry) => entry['event'])).toEqual(['page_view']);
  });

  it('gone before the runtime arrived: the calls go back to track for the next one, in order', async () => {
    const first = fakeEngine();
    const analytics = startDeferredAnalytics({ endpoint: '/api/analytics', load: first.load, log: jest.fn() });
    analytics.setConsent(all, 'started');
    track.pageView({ path: '/', pageType: 'home' });
    track.addToCart({ items: [item] });
    analytics.dispose();
    await settle();
    expect(first.handed).toEqual([]);
    const received: string[] = [];
    const uninstall = installTrackSink({ send: (call) => received.push(call.method) });
    expect(received).toEqual(['pageView', 'addToCart']);
    uninstall();
  });

  it('tries again on the next consent change when the runtime failed to load', async () => {
    const log = jest.fn();
    const { engine, handed } = fakeEngine();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ startAnalyticsEngine: () => engine });
    const analytics = start({ load, log });
    analytics.setConsent(all, 'started');
    track.pageView({ path: '/', pageType: 'home' });
    await settle();
    expect(log).toHaveBeenCalledWith('Analytics could not be loaded', expect.any(Error));
    analytics.setConsent(all, 'started');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(handed).toEqual(['consent statistics started', 'send pageView', 'consent statistics started']);
  });
});
