import { captureTrackedEvents } from '../../testing';
import type { AnalyticsRuntime } from './analytics-runtime';
import { track } from './track';
import { installAnalyticsRuntime } from './track-call';

describe('track', () => {
  it('hands typed events to the installed runtime', () => {
    const tracked = captureTrackedEvents();
    track.addToCart({ items: [{ id: 'p-1', name: 'TV', price: { price: '1.00', currency: 'EUR' } }] });
    track.pageView({ path: '/deals', pageType: 'deals' });
    expect(tracked.names()).toEqual(['add_to_cart', 'page_view']);
    // The address of the page the event happened on (jsdom's page here), not the path it reports.
    expect(tracked.events[1]!.params['page_location']).toBe('http://localhost/');
    tracked.stop();
  });

  it('keeps events tracked before the runtime is installed and hands them over in order', () => {
    track.loginStatus({ loggedIn: true });
    track.viewCart({ items: [] });
    const sent: string[] = [];
    const runtime = {
      send: (event) => (sent.push(event.name), 'delivered'),
      setConsent: jest.fn(),
      setRegion: jest.fn(),
      settled: async () => undefined,
    } as AnalyticsRuntime;
    const uninstall = installAnalyticsRuntime(runtime);
    expect(sent).toEqual(['login_status', 'view_cart']);
    uninstall();
  });

  it('never throws, even for input it cannot use', () => {
    const tracked = captureTrackedEvents();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => track.addToCart(undefined as never)).not.toThrow();
    expect(() => track.purchase({ transactionId: 'x', items: null as never })).not.toThrow();
    expect(tracked.events).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    tracked.stop();
  });
});
