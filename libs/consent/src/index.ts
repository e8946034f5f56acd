// Public, browser-safe entry of @kori/consent: cookie consent levels, banner, settings panel, Consent Mode.
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
export { onConsentUpdated, type ConsentUpdate, type ConsentUpdateListener } from './lib/state/consent-updates';
export { useSaveConsent } from './lib/state/use-save-consent';
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
export { CONSENT_SETTINGS_QUERY_PARAM } from './lib/settings/settings-query-param';
export { ConsentRoot, type ConsentRootProps } from './lib/ui/consent-root';
export { ConsentBanner } from './lib/ui/consent-banner';
export { ConsentSettingsPanel } from './lib/ui/consent-settings-panel';
export { CookieSettingsButton, type CookieSettingsButtonProps } from './lib/ui/cookie-settings-button';
