// Test helpers for other libs: the consent states and store helper live with the consent data.
export {
  undecidedConsent,
  necessaryOnlyConsent,
  acceptedAllConsent,
  consentState,
  setConsentInStore,
  consentStateAtom,
  marketingTrackingAtom,
} from '@kori/consent-state/testing';
