import type { ConsentLevels } from '@kori/consent-state';
import type { Region } from '@kori/i18n';
import type { UserDataInput } from '../hash/user-data-hasher';

/**
 * The consent levels an event serves: it may reach the data layer when any one of them is granted.
 * E-commerce events and page views feed both analytics and advertising tags (conversions, remarketing);
 * the other events are statistics only.
 */
export type EventPurpose = 'statistics' | 'advertising';

/**
 * One event as the runtime handles it. `params` go to the top level of the data layer object and into the
 * collector's params; `ecommerce` is GA4's e-commerce object; `userData` is personal data that leaves the
 * page only hashed, and only with advertising consent.
 */
export interface AnalyticsEvent {
  name: string;
  params: Record<string, unknown>;
  ecommerce?: Record<string, unknown>;
  userData?: UserDataInput & { region?: Region };
  /** ISO timestamp of when the event happened. */
  occurredAt: string;
  purposes: readonly EventPurpose[];
  /**
   * Consent in force when the event happened, if it differs from the current one: consent_updated for a
   * withdrawal is covered by the consent it withdraws (the reason tracking is revoked only after 1 s).
   */
  coveredBy?: ConsentLevels;
}
