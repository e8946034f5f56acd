/** `?consent-settings=open` renders the settings panel open on the server, so it works without JavaScript. */
export const CONSENT_SETTINGS_QUERY_PARAM = 'consent-settings';

export function isSettingsOpenInSearch(search: string): boolean {
  return new URLSearchParams(search).get(CONSENT_SETTINGS_QUERY_PARAM) === 'open';
}

/** The current search string without the settings parameter (for return paths and closing the panel). */
export function searchWithoutSettingsParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CONSENT_SETTINGS_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
