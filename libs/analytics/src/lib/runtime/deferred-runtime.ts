import { allowsMarketingTracking, type ConsentLevels, type MarketingTrackingState } from '@kori/consent-state';
import type { Region } from '@kori/i18n';
import { forgetStoredClientId } from '../collector/client-id-key';
import type { ConsentUpdatedInput } from '../model/events';
import type { AnalyticsEngine } from './analytics-engine';
import { installTrackSink, returnTrackCalls, type TrackCall } from './track';

type EngineModule = Pick<typeof import('./analytics-engine'), 'startAnalyticsEngine'>;

/** What the deferred runtime keeps until the engine arrives (the engine's own limit is 100 waiting events). */
export const MAX_DEFERRED_OPERATIONS = 200;

type Operation = { kind: 'send'; call: TrackCall } | { kind: 'consent'; levels: ConsentLevels; tracking: MarketingTrackingState };

export interface DeferredAnalytics {
  setConsent(levels: ConsentLevels, tracking: MarketingTrackingState): void;
  setRegion(region: Region): void;
  /** Uninstalls from `track`; after the engine loaded, also flushes its collector by beacon. */
  dispose(): void;
  /** Resolves once the engine has loaded and taken over (tests). */
  readonly loaded: Promise<AnalyticsEngine>;
}

export interface DeferredAnalyticsOptions {
  endpoint: string;
  load?: () => Promise<EngineModule>;
  log?: (message: string, details?: unknown) => void;
}

const loadEngine = (): Promise<EngineModule> => import('./analytics-engine');

const allows = (levels: ConsentLevels | undefined) => levels !== undefined && allowsMarketingTracking(levels);

/**
 * Stands behind `track` for AnalyticsRoot without the weight of the runtime: it records the calls and the
 * consent changes in order, and imports the engine (analytics-engine.ts) only when consent allows tracking
 * (statistics or advertising, now or in the choice a consent_updated withdraws). The engine then replays
 * everything in the order it happened, so it decides exactly as if it had been there from the start: events
 * wait, are sent once or are dropped by the same consent rules. A shopper who never consents never downloads
 * it; once tracking is revoked, only what the engine could still send later is kept (the last page view,
 * sent if consent arrives on that page), and the client id is forgotten as the engine would.
 */
export function startDeferredAnalytics({
  endpoint,
  load = loadEngine,
  log = (message, details) => console.warn(message, details),
}: DeferredAnalyticsOptions): DeferredAnalytics {
  let operations: Operation[] = [];
  let region: Region | null = null;
  let engine: AnalyticsEngine | null = null;
  let requested = false;
  let revoked = false;
  let disposed = false;
  let resolveLoaded: (engine: AnalyticsEngine) => void = () => undefined;
  const loaded = new Promise<AnalyticsEngine>((resolve) => (resolveLoaded = resolve));

  const request = () => {
    if (requested || disposed) return;
    requested = true;
    revoked = false;
    load()
      .then(({ startAnalyticsEngine }) => {
        if (disposed) return;
        const started = startAnalyticsEngine(endpoint);
        if (region !== null) started.setRegion(region);
        const waiting = operations;
        operations = [];
        engine = started;
        waiting.forEach((operation) =>
          operation.kind === 'send' ? started.send(operation.call) : started.setConsent(operation.levels, operation.tracking),
        );
        resolveLoaded(started);
      })
      .catch((error: unknown) => {
        requested = false; // the next consent change or event tries again
        log('Analytics could not be loaded', error);
      });
  };

  const keep = (operation: Operation) => {
    if (operations.length < MAX_DEFERRED_OPERATIONS) operations.push(operation);
    else log('Analytics event dropped: too many waiting for the runtime');
  };

  const uninstall = installTrackSink({
    send(call) {
      if (engine) return engine.send(call);
      if (call.method === 'consentUpdated') {
        const update = call.input as Partial<ConsentUpdatedInput> | undefined;
        if (allows(update?.levels) || allows(update?.previous)) request();
      }
      if (!revoked) return keep({ kind: 'send', call });
      // Tracking is revoked and nothing allows it: the engine would drop this event, remembering only the
      // last page view (sent if consent arrives on the same page).
      if (call.method === 'pageView') {
        operations = operations.filter((operation) => operation.kind !== 'send');
        keep({ kind: 'send', call });
      }
    },
  });

  return {
    setConsent(levels, tracking) {
      if (engine) return engine.setConsent(levels, tracking);
      if (allows(levels)) request();
      if (!requested && tracking === 'revoked') {
        // What the engine would keep of everything so far: the page view it would send on later consent.
        const lastPageView = [...operations]
          .reverse()
          .find((operation) => operation.kind === 'send' && operation.call.method === 'pageView');
        operations = [{ kind: 'consent', levels, tracking }, ...(lastPageView ? [lastPageView] : [])];
        revoked = true;
        forgetStoredClientId();
        return;
      }
      revoked = false;
      keep({ kind: 'consent', levels, tracking });
    },
    setRegion(next) {
      // The engine reads the region when it delivers, after the replay: only the latest one matters.
      region = next;
      engine?.setRegion(next);
    },
    dispose() {
      disposed = true;
      uninstall();
      if (engine) {
        engine.dispose();
      } else {
        // Not loaded yet: the events go back to `track`, for the next AnalyticsRoot (React's strict mode remounts).
        returnTrackCalls(operations.flatMap((operation) => (operation.kind === 'send' ? [operation.call] : [])));
        operations = [];
      }
    },
    loaded,
  };
}
