import { dataLayerOf, ensureConsentModeDefault } from '@kori/consent-state';
import type { HashedUserData } from '../hash/user-data-hasher';
import type { AnalyticsEvent } from '../model/analytics-event';

/**
 * Pushes one event the way Google Tag Manager reads GA4 e-commerce: first `{ ecommerce: null }` so no
 * earlier e-commerce object leaks into this event, then `{ event, ...params, ecommerce?, user_data? }`.
 * The Consent Mode default is guaranteed to be in the data layer before it.
 */
export function pushEventToDataLayer(event: AnalyticsEvent, userData: HashedUserData | null, target: Window = window): void {
  ensureConsentModeDefault(target);
  const entry: Record<string, unknown> = { event: event.name, ...event.params };
  if (event.ecommerce) entry['ecommerce'] = event.ecommerce;
  if (userData && Object.keys(userData).length > 0) entry['user_data'] = userData;
  const dataLayer = dataLayerOf(target);
  dataLayer.push({ ecommerce: null });
  dataLayer.push(entry);
}
