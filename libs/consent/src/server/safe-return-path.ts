import { CONSENT_SETTINGS_QUERY_PARAM } from '../lib/settings/settings-query-param';

/**
 * Where the consent form sends the shopper back to: a path on this site only (never another host), with the
 * "settings open" parameter dropped unless `openSettings` asks for it.
 */
export function safeReturnPath(requested: unknown, requestUrl: string, openSettings = false): string {
  const own = new URL(requestUrl);
  let target = new URL('/', own);
  if (typeof requested === 'string' && requested.startsWith('/') && !requested.startsWith('//') && !requested.startsWith('/\\')) {
    try {
      const candidate = new URL(requested, own);
      if (candidate.origin === own.origin) target = candidate;
    } catch {
      // keep the home page
    }
  }
  target.searchParams.delete(CONSENT_SETTINGS_QUERY_PARAM);
  if (openSettings) target.searchParams.set(CONSENT_SETTINGS_QUERY_PARAM, 'open');
  return `${target.pathname}${target.search}${target.hash}`;
}
