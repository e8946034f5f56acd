import { useStore } from 'jotai';
import { useCallback } from 'react';
import { updateConsentMode, sameConsentLevels, serializeConsentLevels, type ConsentLevels, consentStateAtom, notifyConsentUpdated } from '@kori/consent-state';
import { persistConsentCookie } from '../persist/persist-consent-cookie';

/**
 * Applies a choice on the page at once (state, Consent Mode update), announces it to listeners when it
 * changed anything (analytics sends consent_updated), then stores it through the cookie API.
 */
export function useSaveConsent(): (levels: ConsentLevels) => Promise<void> {
  const store = useStore();
  return useCallback(
    async (levels: ConsentLevels) => {
      const previous = store.get(consentStateAtom);
      const value = serializeConsentLevels(levels);
      store.set(consentStateAtom, { levels: { ...levels }, decided: true });
      updateConsentMode(levels);
      if (!previous.decided || !sameConsentLevels(previous.levels, levels)) {
        notifyConsentUpdated({ levels: { ...levels }, previous: previous.levels, value });
      }
      await persistConsentCookie(value);
    },
    [store],
  );
}
