import { useLocation } from '@remix-run/react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { Suspense, useEffect, useRef, useState } from 'react';
import { consentModeInlineScript, ensureConsentModeDefault, updateConsentMode, CONSENT_COOKIE_NAME, DEFAULT_CONSENT_LEVELS, consentStateFromCookieValue, sameConsentLevels, type ConsentState, consentSettingsOpenAtom, consentStateAtom, marketingTrackingAtom, openConsentSettingsAtom, createMarketingTrackingController, type MarketingTrackingController } from '@kori/consent-state';
import { readCookie } from '@kori/shell';
import { isSettingsOpenInSearch } from '../settings/settings-query-param';
import { clearMarketingCookies } from '../tracking/clear-marketing-cookies';
import { ConsentBanner } from './consent-banner';
import { settingsPanelComponent } from './lazy-settings-panel';
import { CONSENT_STYLES } from './consent-styles';

export interface ConsentRootProps {
  /**
   * From the root loader: `readConsentFromRequest(request)` of @kori/consent/server. Without it (an error
   * page whose root loader failed) the page starts undecided and takes the choice from document.cookie.
   */
  consent?: ConsentState;
}

const UNDECIDED: ConsentState = { levels: { ...DEFAULT_CONSENT_LEVELS }, decided: false };

/**
 * Everything consent needs on every page, mounted once in the root inside the Jotai and i18n providers:
 * the Consent Mode v2 default (an inline script that runs before any other script), the first-visit
 * banner, the settings panel (its code fetched when it first opens), and marketing tracking
 * start/revoke following the levels.
 */
export function ConsentRoot({ consent = UNDECIDED }: ConsentRootProps) {
  const { search } = useLocation();
  useHydrateAtoms([[consentStateAtom, consent]]);
  useHydrateAtoms([[consentSettingsOpenAtom, isSettingsOpenInSearch(search)]]);
  const store = useStore();
  const state = useAtomValue(consentStateAtom);
  const settingsOpen = useAtomValue(consentSettingsOpenAtom);
  // Chosen once: switching from the lazy component to the loaded one later would remount an open panel.
  const [SettingsPanel] = useState(settingsPanelComponent);
  // Open in the HTML the page arrived with: then the panel gets no Suspense boundary of its own, so the
  // page hydrates as one once its code is here, and a click meanwhile is the server's plain form post.
  const [openOnArrival, setOpenOnArrival] = useState(settingsOpen);
  const openSettings = useSetAtom(openConsentSettingsAtom);
  // Built once from the server's view, so hydration sees the same markup.
  const [inlineScript] = useState(() => consentModeInlineScript(consent));
  const controller = useRef<MarketingTrackingController | null>(null);

  // A SameSite=Strict cookie is not sent on the first request after arriving from another site, but the
  // page can still read it: take the stored choice from document.cookie when the server did not see it.
  useEffect(() => {
    ensureConsentModeDefault();
    const stored = consentStateFromCookieValue(readCookie(document.cookie, CONSENT_COOKIE_NAME));
    const current = store.get(consentStateAtom);
    if (stored.decided && (!current.decided || !sameConsentLevels(stored.levels, current.levels))) {
      store.set(consentStateAtom, stored);
    }
  }, [store]);

  useEffect(() => {
    const instance = createMarketingTrackingController({
      onChange: (tracking) => {
        store.set(marketingTrackingAtom, tracking);
        document.documentElement.dataset['marketingTracking'] = tracking;
        if (tracking === 'revoked') clearMarketingCookies();
      },
    });
    controller.current = instance;
    return () => {
      instance.dispose();
      controller.current = null;
    };
  }, [store]);

  useEffect(() => {
    if (state.decided) updateConsentMode(state.levels);
    controller.current?.update(state.levels);
  }, [state]);

  useEffect(() => {
    if (isSettingsOpenInSearch(search)) openSettings();
  }, [search, openSettings]);

  useEffect(() => {
    if (!settingsOpen) setOpenOnArrival(false);
  }, [settingsOpen]);

  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: inlineScript }} />
      <style dangerouslySetInnerHTML={{ __html: CONSENT_STYLES }} />
      {state.decided ? null : <ConsentBanner />}
      {settingsOpen && openOnArrival ? <SettingsPanel /> : null}
      {settingsOpen && !openOnArrival ? (
        // Opened on the page: nothing shows until the code arrives (usually already there, see CookieSettingsButton).
        <Suspense fallback={null}>
          <SettingsPanel />
        </Suspense>
      ) : null}
    </>
  );
}
