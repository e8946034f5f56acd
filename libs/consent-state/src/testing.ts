// Test helpers for other libs: consent states and a way to set them in a Jotai store.
import type { createStore } from 'jotai';
import { ALL_CONSENT_LEVELS, DEFAULT_CONSENT_LEVELS, type ConsentLevels, type ConsentState } from './lib/levels/consent-levels';
import { consentStateAtom, marketingTrackingAtom } from './lib/state/consent-atoms';

export const undecidedConsent: ConsentState = { levels: { ...DEFAULT_CONSENT_LEVELS }, decided: false };
export const necessaryOnlyConsent: ConsentState = { levels: { ...DEFAULT_CONSENT_LEVELS }, decided: true };
export const acceptedAllConsent: ConsentState = { levels: { ...ALL_CONSENT_LEVELS }, decided: true };

export function consentState(levels: Partial<ConsentLevels>): ConsentState {
  return { levels: { ...DEFAULT_CONSENT_LEVELS, ...levels }, decided: true };
}

/** Puts a consent state (and the matching marketing-tracking state) into a store, as if the shopper chose it. */
export function setConsentInStore(store: ReturnType<typeof createStore>, state: ConsentState): void {
  store.set(consentStateAtom, state);
  store.set(marketingTrackingAtom, state.levels.statistics || state.levels.advertising ? 'started' : 'revoked');
}

export { consentStateAtom, marketingTrackingAtom };
