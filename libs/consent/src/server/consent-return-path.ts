import { safeRedirectPath } from '@kori/shell';
import { CONSENT_SETTINGS_QUERY_PARAM } from '../lib/settings/settings-query-param';

/**
 * Where the consent form sends the shopper back to: a path on this site only (the platform's redirect guard),
 * with the "settings open" parameter dropped unless `openSettings` asks for it.
 */
export function consentReturnPath(requested: unknown, openSettings = false): string {
  const target = new URL(safeRedirectPath(requested), 'http://storefront.invalid');
  target.searchParams.delete(CONSENT_SETTINGS_QUERY_PARAM);
  if (openSettings) target.searchParams.set(CONSENT_SETTINGS_QUERY_PARAM, 'open');
  return `${target.pathname}${target.search}${target.hash}`;
}
