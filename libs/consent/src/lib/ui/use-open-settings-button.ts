import { useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { openConsentSettingsAtom } from '@kori/consent-state';
import { preloadConsentSettings } from './lazy-settings-panel';

/**
 * What a submit button that opens the cookie settings needs once hydrated: it opens the panel in place
 * instead of submitting its form, and pointing at or focusing it starts fetching the panel's code, so
 * the click usually finds it there.
 */
export function useOpenSettingsButton() {
  const openSettings = useSetAtom(openConsentSettingsAtom);
  const warmUp = () => void preloadConsentSettings();
  return {
    'aria-haspopup': 'dialog',
    onPointerEnter: warmUp,
    onFocus: warmUp,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      openSettings();
    },
  } as const;
}
