import { allowsMarketingTracking, DEFAULT_CONSENT_LEVELS, type ConsentLevels, type MarketingTrackingState } from '@kori/consent-state';
import type { Region } from '@kori/i18n';
import type { ClientIdStore } from '../collector/client-id';
import type { Collector } from '../collector/collector';
import { pushEventToDataLayer } from '../data-layer/push-event';
import type { HashedUserData, UserDataHasher } from '../hash/user-data-hasher';
import type { AnalyticsEvent, EventPurpose } from '../model/analytics-event';

/** Events that happen before the consent state is known wait, up to this many. */
export const MAX_PENDING_EVENTS = 100;

/** What happened to an event: handed to the sinks, waiting for the consent state, or dropped. */
export type EventDisposition = 'delivered' | 'waiting' | 'dropped';

export interface AnalyticsRuntime {
  send(event: AnalyticsEvent): EventDisposition;
  /**
   * The consent levels and the marketing tracking state (ConsentRoot's). Levels that allow marketing
   * tracking count as started at once, as ConsentRoot's controller starts it without delay.
   */
  setConsent(levels: ConsentLevels, tracking: MarketingTrackingState): void;
  setRegion(region: Region): void;
  /** Resolves when every event handed over so far has been pushed (tests, page hide). */
  settled(): Promise<void>;
}

export interface AnalyticsRuntimeOptions {
  collector: Collector;
  hasher: UserDataHasher;
  clientIds: ClientIdStore;
  target?: Window;
  log?: (message: string, details?: unknown) => void;
}

/**
 * Consent gating between the typed `track` API and the two sinks (data layer and collector):
 * - nothing leaves while marketing tracking is pending (events wait) or revoked (events are dropped);
 * - the data layer gets an event when one of its purposes is granted: statistics for every event,
 *   advertising for page views and e-commerce events (the tags Google Tag Manager runs for them follow
 *   the Consent Mode signals of @kori/consent-state);
 * - the first-party collector gets events only with statistics consent;
 * - personal data (e-mail, phone) is hashed and attached only with advertising consent.
 * Events keep their order even when one waits for hashing. Failures are logged, never thrown.
 * When consent arrives after the current page's page_view was dropped, that page view is sent then, so the
 * page the shopper accepted on is counted.
 */
export function createAnalyticsRuntime({
  collector,
  hasher,
  clientIds,
  target = window,
  log = (message, details) => console.warn(message, details),
}: AnalyticsRuntimeOptions): AnalyticsRuntime {
  let levels: ConsentLevels = { ...DEFAULT_CONSENT_LEVELS };
  let tracking: MarketingTrackingState = 'pending';
  let region: Region = 'FI';
  let pending: AnalyticsEvent[] = [];
  let chain: Promise<void> = Promise.resolve();

  const deliver = (event: AnalyticsEvent, consent: ConsentLevels) => {
    chain = chain
      .then(async () => {
        let userData: HashedUserData | null = null;
        if (event.userData && consent.advertising) {
          userData = await hasher.hashUserData(event.userData, event.userData.region ?? region);
        }
        pushEventToDataLayer(event, userData, target);
        // The first-party collector is statistics; the client id exists only with it.
        if (!consent.statistics) return;
        const params: Record<string, unknown> = { ...event.params };
        if (event.ecommerce) params['ecommerce'] = event.ecommerce;
        if (userData && Object.keys(userData).length > 0) params['user_data'] = userData;
        collector.enqueue({ name: event.name, occurredAt: event.occurredAt, clientId: clientIds.get(), params });
      })
      .catch((error: unknown) => log(`Analytics event ${String(event?.name)} failed`, error));
  };

  let undeliveredPageView: AnalyticsEvent | null = null;

  const grants = (consent: ConsentLevels | undefined, purposes: readonly EventPurpose[]) =>
    consent !== undefined && purposes.some((purpose) => consent[purpose]);
  const allowed = (event: AnalyticsEvent) =>
    tracking === 'started' && (grants(levels, event.purposes) || grants(event.coveredBy, event.purposes));
  const pageViewsAllowed = () => tracking === 'started' && allowsMarketingTracking(levels);

  const route = (event: AnalyticsEvent): EventDisposition => {
    let disposition: EventDisposition;
    if (tracking === 'pending') {
      disposition = pending.length < MAX_PENDING_EVENTS ? 'waiting' : 'dropped';
      if (disposition === 'waiting') pending.push(event);
    } else if (allowed(event)) {
      deliver(event, levels);
      disposition = 'delivered';
    } else {
      disposition = 'dropped';
    }
    if (event.name === 'page_view') undeliveredPageView = disposition === 'dropped' ? event : null;
    return disposition;
  };

  return {
    send(event) {
      try {
        return route(event);
      } catch (error) {
        log(`Analytics event ${String(event?.name)} failed`, error);
        return 'dropped';
      }
    },
    setConsent(nextLevels, nextTracking) {
      const wasDelivering = pageViewsAllowed();
      levels = { ...nextLevels };
      tracking = allowsMarketingTracking(levels) ? 'started' : nextTracking;
      if (tracking === 'revoked') {
        const lastWaitingPageView = [...pending].reverse().find((event) => event.name === 'page_view');
        if (lastWaitingPageView) undeliveredPageView = lastWaitingPageView;
        pending = [];
        collector.clear();
        clientIds.forget();
        return;
      }
      if (tracking === 'started' && pending.length > 0) {
        const waiting = pending;
        pending = [];
        waiting.forEach(route);
      }
      if (!wasDelivering && pageViewsAllowed() && undeliveredPageView) {
        route({ ...undeliveredPageView, occurredAt: new Date().toISOString() });
      }
    },
    setRegion(next) {
      region = next;
    },
    settled: () => chain,
  };
}
