// Public, browser-safe entry of @kori/consent-state: the shopper's consent as data (levels and their cookie
// value, Jotai atoms, change listeners, marketing-tracking state, the Consent Mode data layer). Features read
// consent here; the banner and settings panel that change it live in @kori/consent.
export {
  CONSENT_COOKIE_NAME,
  CONSENT_COOKIE_MAX_AGE,
  CONSENT_VALUE_PATTERN,
  DEFAULT_CONSENT_LEVELS,
  DEFAULT_CONSENT_VALUE,
  ALL_CONSENT_LEVELS,
  serializeConsentLevels,
  parseConsentLevels,
  isValidConsentValue,
  allowsMarketingTracking,
  sameConsentLevels,
  consentStateFromCookieValue,
  type ConsentLevels,
  type ConsentState,
} from './lib/levels/consent-levels';
export {
  consentStateAtom,
  consentLevelsAtom,
  consentDecidedAtom,
  consentSettingsOpenAtom,
  openConsentSettingsAtom,
  closeConsentSettingsAtom,
  marketingTrackingAtom,
} from './lib/state/consent-atoms';
export {
  onConsentUpdated,
  notifyConsentUpdated,
  type ConsentUpdate,
  type ConsentUpdateListener,
} from './lib/state/consent-updates';
export {
  MARKETING_REVOKE_DELAY_MS,
  createMarketingTrackingController,
  type MarketingTrackingState,
  type MarketingTrackingController,
} from './lib/tracking/marketing-tracking';
export {
  CONSENT_MODE_DEFAULT,
  consentModeSignals,
  ensureConsentModeDefault,
  updateConsentMode,
  consentModeInlineScript,
  type ConsentModeSignals,
} from './lib/consent-mode/consent-mode';
export { dataLayerOf, gtagCommand, type DataLayerEntry } from './lib/consent-mode/data-layer';
