import { consentLevelsAtom, marketingTrackingAtom, onConsentUpdated } from '@kori/consent-state';
import { parseLocale, type Region } from '@kori/i18n';
import { onCommerceEvent, onPageView } from '@kori/shell';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { COLLECTOR_ENDPOINT } from '../collector/endpoint';
import { startDeferredAnalytics, type DeferredAnalytics } from '../runtime/deferred-runtime';
import { track } from '../runtime/track';
import { forwardCommerceEvent } from './forward-commerce-event';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

export interface AnalyticsRootProps {
  /** Collector endpoint; default /api/analytics. */
  endpoint?: string;
  /** Region for phone numbers without a country code; default: the region of the current locale. */
  region?: Region;
}

/**
 * Runs analytics for the page: stands behind `track`, reports every page view and shopping step the shell announces, sends
 * consent_updated when the shopper changes consent and follows the consent state. The runtime itself (event
 * model, hashing, collector with its beacon on page hide) is imported only once consent allows tracking,
 * right after hydration for a shopper who has consented, never for one who has not; what happens before it
 * arrives is handed to it in order (deferred-runtime.ts). Mount once in the root, inside the Jotai and i18n
 * providers, next to ConsentRoot. Renders nothing.
 */
export function AnalyticsRoot({ endpoint = COLLECTOR_ENDPOINT, region }: AnalyticsRootProps) {
  const levels = useAtomValue(consentLevelsAtom);
  const tracking = useAtomValue(marketingTrackingAtom);
  const intl = useIntl();
  const effectiveRegion = region ?? parseLocale(intl.locale).region;
  const analyticsRef = useRef<DeferredAnalytics | null>(null);
  const trackingRef = useRef(tracking);
  trackingRef.current = tracking;

  // Layout effects: subscribed before the shell reports the first page view from its (passive) effect.
  useIsomorphicLayoutEffect(() => {
    const analytics = startDeferredAnalytics({ endpoint });
    analyticsRef.current = analytics;
    const stopPageViews = onPageView((view) => track.pageView({ path: view.path, pageType: view.pageType, locale: view.locale }));
    // Shopping steps the features report through the shell (checkout, purchase): the consent rules apply as to any event.
    const stopCommerce = onCommerceEvent(forwardCommerceEvent);
    const stopConsent = onConsentUpdated((update) => {
      // The new choice applies at once, to its own event too (the atoms reach the runtime a render later).
      analytics.setConsent(update.levels, trackingRef.current);
      track.consentUpdated({ levels: update.levels, previous: update.previous });
    });
    return () => {
      stopConsent();
      stopPageViews();
      stopCommerce();
      analytics.dispose();
      analyticsRef.current = null;
    };
  }, [endpoint]);

  useIsomorphicLayoutEffect(() => {
    analyticsRef.current?.setConsent(levels, tracking);
  }, [levels, tracking, endpoint]);

  useIsomorphicLayoutEffect(() => {
    analyticsRef.current?.setRegion(effectiveRegion);
  }, [effectiveRegion, endpoint]);

  return null;
}
