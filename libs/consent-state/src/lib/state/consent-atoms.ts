import { atom } from 'jotai';
import { DEFAULT_CONSENT_LEVELS, type ConsentLevels, type ConsentState } from '../levels/consent-levels';
import type { MarketingTrackingState } from '../tracking/marketing-tracking';

/** The shopper's consent in this page's store; ConsentRoot fills it from the root loader's data. */
export const consentStateAtom = atom<ConsentState>({ levels: { ...DEFAULT_CONSENT_LEVELS }, decided: false });
consentStateAtom.debugLabel = 'consentState';

export const consentLevelsAtom = atom<ConsentLevels>((get) => get(consentStateAtom).levels);
/** False until a valid choice exists: the banner shows. */
export const consentDecidedAtom = atom<boolean>((get) => get(consentStateAtom).decided);

/** The cookie settings panel: it can be opened and closed. */
export const consentSettingsOpenAtom = atom(false);
consentSettingsOpenAtom.debugLabel = 'consentSettingsOpen';
export const openConsentSettingsAtom = atom(null, (_get, set) => set(consentSettingsOpenAtom, true));
export const closeConsentSettingsAtom = atom(null, (_get, set) => set(consentSettingsOpenAtom, false));

/** Whether marketing tracking runs; analytics only sends while 'started'. */
export const marketingTrackingAtom = atom<MarketingTrackingState>('pending');
marketingTrackingAtom.debugLabel = 'marketingTracking';
