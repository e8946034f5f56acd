// Test helpers for other libs: see what a component tracks without consent, data layer or network.
import type { AnalyticsEvent } from './lib/model/analytics-event';
import type { AnalyticsRuntime } from './lib/runtime/analytics-runtime';
import { installAnalyticsRuntime } from './lib/runtime/track-call';

export interface TrackedEvents {
  /** Every event passed to `track.*` since the capture started, in order. */
  events: AnalyticsEvent[];
  names(): string[];
  stop(): void;
}

/** Replaces the runtime behind `track` with a recorder: `const tracked = captureTrackedEvents(); ... tracked.stop()`. */
export function captureTrackedEvents(): TrackedEvents {
  const events: AnalyticsEvent[] = [];
  const recorder: AnalyticsRuntime = {
    send: (event) => {
      events.push(event);
      return 'delivered';
    },
    setConsent: () => undefined,
    setRegion: () => undefined,
    settled: () => Promise.resolve(),
  };
  const stop = installAnalyticsRuntime(recorder);
  return { events, names: () => events.map((event) => event.name), stop };
}
