// Public, browser-safe entry of @kori/consent: the banner, the settings panel and the footer button that change
// the shopper's consent. The consent itself (levels, atoms, listeners, Consent Mode) is @kori/consent-state.
export { useSaveConsent } from './lib/state/use-save-consent';
export { CONSENT_SETTINGS_QUERY_PARAM } from './lib/settings/settings-query-param';
export { ConsentRoot, type ConsentRootProps } from './lib/ui/consent-root';
export { ConsentBanner } from './lib/ui/consent-banner';
export { ConsentSettingsPanel } from './lib/ui/consent-settings-panel';
export { CookieSettingsButton, type CookieSettingsButtonProps } from './lib/ui/cookie-settings-button';
