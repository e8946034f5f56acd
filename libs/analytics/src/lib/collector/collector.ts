import type { CollectedEvent } from './collected-event';
import { COLLECTOR_ENDPOINT } from './endpoint';

export { COLLECTOR_ENDPOINT };

/** Events go in batches of up to 15, flushed every 800 ms. */
export const COLLECTOR_BATCH_SIZE = 15;
export const COLLECTOR_FLUSH_INTERVAL_MS = 800;

export interface Collector {
  enqueue(event: CollectedEvent): void;
  /** Sends everything queued now, with fetch. */
  flush(): void;
  /** Sends everything queued now, with navigator.sendBeacon (survives the page going away). */
  flushWithBeacon(): void;
  /** Drops the queue (tracking revoked). */
  clear(): void;
  /** Flushes by beacon on pagehide and when the page becomes hidden; returns the detach function. */
  attach(target?: Window): () => void;
  readonly queued: number;
}

export interface CollectorOptions {
  endpoint?: string;
  batchSize?: number;
  flushIntervalMs?: number;
  fetchImpl?: typeof fetch;
  sendBeacon?: (url: string, data: BodyInit) => boolean;
  log?: (message: string, details?: unknown) => void;
}

/**
 * The first-party collector: queues events, sends a batch as soon as 15 are waiting, otherwise 800 ms after
 * the first queued one, and whatever is left by beacon when the page is hidden or left. Failures are only
 * logged: analytics never breaks a page.
 */
export function createCollector({
  endpoint = COLLECTOR_ENDPOINT,
  batchSize = COLLECTOR_BATCH_SIZE,
  flushIntervalMs = COLLECTOR_FLUSH_INTERVAL_MS,
  fetchImpl,
  sendBeacon,
  log = (message, details) => console.warn(message, details),
}: CollectorOptions = {}): Collector {
  let queue: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const takeBatches = (): CollectedEvent[][] => {
    cancelTimer();
    const batches: CollectedEvent[][] = [];
    while (queue.length > 0) batches.push(queue.splice(0, batchSize));
    return batches;
  };

  const body = (events: CollectedEvent[]) => JSON.stringify({ events });

  const post = (events: CollectedEvent[]) => {
    const doFetch = fetchImpl ?? globalThis.fetch;
    try {
      doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        keepalive: true,
        body: body(events),
      })
        .then((response) => {
          if (!response.ok) log('Analytics batch was refused', { status: response.status, events: events.length });
        })
        .catch((error: unknown) => log('Sending analytics batch failed', error));
    } catch (error) {
      log('Sending analytics batch failed', error);
    }
  };

  const beacon = (events: CollectedEvent[]) => {
    const send = sendBeacon ?? (typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : null);
    try {
      if (send && send(endpoint, new Blob([body(events)], { type: 'application/json' }))) return;
    } catch (error) {
      log('Analytics beacon failed', error);
    }
    post(events); // keepalive fetch also outlives the page
  };

  const collector: Collector = {
    enqueue(event) {
      queue.push(event);
      if (queue.length >= batchSize) {
        // Full batches leave at once; a remainder waits for the timer.
        cancelTimer();
        while (queue.length >= batchSize) post(queue.splice(0, batchSize));
      }
      if (queue.length > 0 && timer === null) timer = setTimeout(collector.flush, flushIntervalMs);
    },
    flush() {
      for (const batch of takeBatches()) post(batch);
    },
    flushWithBeacon() {
      for (const batch of takeBatches()) beacon(batch);
    },
    clear() {
      cancelTimer();
      queue = [];
    },
    attach(target = window) {
      const onPageHide = () => collector.flushWithBeacon();
      const onVisibilityChange = () => {
        if (target.document.visibilityState === 'hidden') collector.flushWithBeacon();
      };
      target.addEventListener('pagehide', onPageHide);
      target.document.addEventListener('visibilitychange', onVisibilityChange);
      return () => {
        target.removeEventListener('pagehide', onPageHide);
        target.document.removeEventListener('visibilitychange', onVisibilityChange);
      };
    },
    get queued() {
      return queue.length;
    },
  };
  return collector;
}
