import type { CollectedEvent } from './collected-event';
import { createCollector } from './collector';

const event = (n: number): CollectedEvent => ({ name: `e${n}`, occurredAt: '2026-01-01T00:00:00.000Z', clientId: 'client-1234', params: {} });

function setup() {
  const fetchImpl = jest.fn(async () => new Response(null, { status: 202 }));
  const beacons: { url: string; body: Blob }[] = [];
  const sendBeacon = jest.fn((url: string, body: BodyInit) => {
    beacons.push({ url, body: body as Blob });
    return true;
  });
  const log = jest.fn();
  const collector = createCollector({ fetchImpl: fetchImpl as unknown as typeof fetch, sendBeacon, log });
  const sentBatches = () => fetchImpl.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).events.map((e: CollectedEvent) => e.name));
  return { collector, fetchImpl, sendBeacon, beacons, log, sentBatches };
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('collector', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a batch 800 ms after the first event', () => {
    const { collector, fetchImpl, sentBatches } = setup();
    collector.enqueue(event(1));
    jest.advanceTimersByTime(400);
    collector.enqueue(event(2));
    jest.advanceTimersByTime(399);
    expect(fetchImpl).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sentBatches()).toEqual([['e1', 'e2']]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
  });

  it('sends at once when 15 are waiting, never more than 15 per batch', () => {
    const { collector, sentBatches } = setup();
    for (let n = 1; n <= 14; n++) collector.enqueue(event(n));
    expect(sentBatches()).toEqual([]);
    collector.enqueue(event(15));
    expect(sentBatches()).toHaveLength(1);
    expect(sentBatches()[0]).toHaveLength(15);
    for (let n = 16; n <= 33; n++) collector.enqueue(event(n));
    expect(sentBatches().map((batch: string[]) => batch.length)).toEqual([15, 15]);
    expect(collector.queued).toBe(3);
    jest.advanceTimersByTime(800);
    expect(sentBatches().map((batch: string[]) => batch.length)).toEqual([15, 15, 3]);
    expect(sentBatches().flat()).toEqual(Array.from({ length: 33 }, (_, index) => `e${index + 1}`));
  });

  it('sends what is left by beacon on pagehide and when the page is hidden', async () => {
    jest.useRealTimers(); // jsdom's FileReader needs real timers
    const { collector, fetchImpl, beacons } = setup();
    const detach = collector.attach(window);
    collector.enqueue(event(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/analytics');
    expect(beacons[0]!.body.type).toBe('application/json');
    expect(JSON.parse(await readBlob(beacons[0]!.body)).events.map((e: CollectedEvent) => e.name)).toEqual(['e1']);

    collector.enqueue(event(2));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(beacons).toHaveLength(2);
    expect(collector.queued).toBe(0);
    expect(fetchImpl).not.toHaveBeenCalled();

    detach();
    collector.enqueue(event(3));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 202 }));
    const collector = createCollector({ fetchImpl: fetchImpl as unknown as typeof fetch, sendBeacon: () => false });
    collector.enqueue(event(1));
    collector.flushWithBeacon();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('drops the queue when cleared', () => {
    const { collector, fetchImpl } = setup();
    collector.enqueue(event(1));
    collector.clear();
    jest.advanceTimersByTime(2000);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(collector.queued).toBe(0);
  });

  it('only logs failures', async () => {
    jest.useRealTimers();
    const log = jest.fn();
    const failing = createCollector({
      fetchImpl: (async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch,
      log,
    });
    const refused = createCollector({ fetchImpl: (async () => new Response(null, { status: 403 })) as unknown as typeof fetch, log });
    failing.enqueue(event(1));
    refused.enqueue(event(2));
    expect(() => {
      failing.flush();
      refused.flush();
    }).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.mock.calls.map(([message]) => message).sort()).toEqual(['Analytics batch was refused', 'Sending analytics batch failed']);
  });
});
