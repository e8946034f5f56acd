import type { Region } from '@kori/i18n';
import type { UserDataInput } from '../hash/user-data-hasher';

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
}
