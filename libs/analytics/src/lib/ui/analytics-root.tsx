import { consentLevelsAtom, marketingTrackingAtom, onConsentUpdated } from '@kori/consent';
import { parseLocale, type Region } from '@kori/i18n';
import { onPageView } from '@kori/shell';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { createClientIdStore } from '../collector/client-id';
import { COLLECTOR_ENDPOINT, createCollector } from '../collector/collector';
import { createUserDataHasher } from '../hash/user-data-hasher';
import { createAnalyticsRuntime, type AnalyticsRuntime } from '../runtime/analytics-runtime';
import { installAnalyticsRuntime, track } from '../runtime/track';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

export interface AnalyticsRootProps {
  /** Collector endpoint; default /api/analytics. */
  endpoint?: string;
  /** Region for phone numbers without a country code; default: the region of the current locale. */
  region?: Region;
}

/**
 * Runs analytics for the page: installs the runtime behind `track`, reports every page view the shell
 * announces, sends consent_updated when the shopper changes consent, follows the consent state, and runs
 * the collector (flushing by beacon when the page is hidden). Mount once in the root, inside the Jotai and
 * i18n providers, next to ConsentRoot. Renders nothing.
 */
export function AnalyticsRoot({ endpoint = COLLECTOR_ENDPOINT, region }: AnalyticsRootProps) {
  const levels = useAtomValue(consentLevelsAtom);
  const tracking = useAtomValue(marketingTrackingAtom);
  const intl = useIntl();
  const effectiveRegion = region ?? parseLocale(intl.locale).region;
  const runtimeRef = useRef<AnalyticsRuntime | null>(null);
  const trackingRef = useRef(tracking);
  trackingRef.current = tracking;

  // Layout effects: subscribed before the shell reports the first page view from its (passive) effect.
  useIsomorphicLayoutEffect(() => {
    const collector = createCollector({ endpoint });
    const runtime = createAnalyticsRuntime({ collector, hasher: createUserDataHasher(), clientIds: createClientIdStore() });
    runtimeRef.current = runtime;
    const uninstall = installAnalyticsRuntime(runtime);
    const detach = collector.attach(window);
    const stopPageViews = onPageView((view) => track.pageView({ path: view.path, pageType: view.pageType, locale: view.locale }));
    const stopConsent = onConsentUpdated((update) => {
      // The new choice applies at once, to its own event too (the atoms reach the runtime a render later).
      runtime.setConsent(update.levels, trackingRef.current);
      track.consentUpdated({ levels: update.levels, previous: update.previous });
    });
    return () => {
      stopConsent();
      stopPageViews();
      detach();
      uninstall();
      collector.flushWithBeacon();
      runtimeRef.current = null;
    };
  }, [endpoint]);

  useIsomorphicLayoutEffect(() => {
    runtimeRef.current?.setConsent(levels, tracking);
  }, [levels, tracking, endpoint]);

  useIsomorphicLayoutEffect(() => {
    runtimeRef.current?.setRegion(effectiveRegion);
  }, [effectiveRegion, endpoint]);

  return null;
}
