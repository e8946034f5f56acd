import type { ComponentType } from 'react';
import { onDemandComponent, openServerRenderedInstead } from '@kori/ui';
import { CONSENT_SETTINGS_QUERY_PARAM, isSettingsOpenInSearch } from '../settings/settings-query-param';

// The settings panel (and the modal it sits in) is a chunk of its own, fetched the first time it opens:
// most visits never open it. `panel.loaded()` lets a render after loading use it at once, without a Suspense round.
const panel = onDemandComponent<object>(
  () => import('./consent-settings-panel').then((module) => module.ConsentSettingsPanel),
  // Not the root error page: the server renders the panel for `?consent-settings=open`, which works without scripts.
  openServerRenderedInstead('the cookie settings', ({ pathname, search }) => {
    if (isSettingsOpenInSearch(search)) return null;
    const params = new URLSearchParams(search);
    params.set(CONSENT_SETTINGS_QUERY_PARAM, 'open');
    return `${pathname}?${params.toString()}`;
  }),
);

/** Fetches the settings panel's code (once): when it opens, and early on intent (CookieSettingsButton). */
export const preloadConsentSettings = panel.preload;

/** The panel to render: the loaded component if its code is here, else the lazy one (render it inside Suspense). */
export function settingsPanelComponent(): ComponentType {
  return panel.loaded() ?? panel.Lazy;
}

// The server renders an open panel into the HTML (the no-JavaScript flow), so it loads the panel at
// start: a request then renders it inline instead of streaming it in behind a script. A page that
// arrives with the panel open fetches it at once, while the rest of the page's code is still loading.
if (typeof document === 'undefined' || isSettingsOpenInSearch(window.location.search)) void preloadConsentSettings();
