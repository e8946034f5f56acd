import type { ConsentLevels, MarketingTrackingState } from '@kori/consent-state';
import type { Region } from '@kori/i18n';
import { createClientIdStore } from '../collector/client-id';
import { createCollector } from '../collector/collector';
import { createUserDataHasher } from '../hash/user-data-hasher';
import { createAnalyticsRuntime, type AnalyticsRuntime } from './analytics-runtime';
import { sendTrackCall } from './track-call';
import type { TrackCall } from './track';

/**
 * The heavy part of analytics (event model, consent gating, hashing, collector), loaded on demand by the
 * deferred runtime of AnalyticsRoot (deferred-runtime.ts) once consent allows tracking: never imported
 * statically by browser code that every page loads.
 */
export interface AnalyticsEngine {
  send(call: TrackCall): void;
  setConsent(levels: ConsentLevels, tracking: MarketingTrackingState): void;
  setRegion(region: Region): void;
  /** Stops listening to the page and sends what the collector still holds by beacon. */
  dispose(): void;
  readonly runtime: AnalyticsRuntime;
}

export function startAnalyticsEngine(endpoint: string, target: Window = window): AnalyticsEngine {
  const collector = createCollector({ endpoint });
  const runtime = createAnalyticsRuntime({ collector, hasher: createUserDataHasher(), clientIds: createClientIdStore(), target });
  const detach = collector.attach(target);
  return {
    send: (call) => sendTrackCall(runtime, call),
    setConsent: (levels, tracking) => runtime.setConsent(levels, tracking),
    setRegion: (region) => runtime.setRegion(region),
    dispose() {
      detach();
      collector.flushWithBeacon();
    },
    runtime,
  };
}
