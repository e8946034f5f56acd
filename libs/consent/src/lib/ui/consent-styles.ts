/**
 * Styles of the banner and the settings panel, rendered with them (so the lib needs no stylesheet link in
 * the root). Colours and spacing come from the @kori/ui tokens.
 *
 * The banner is a compact bottom sheet, not an overlay: the page stays scrollable and gets bottom padding
 * equal to the banner's height (useBannerSpace sets it on the body; without JavaScript `:has()` gives an estimate),
 * so the page's main action can always be scrolled into view above it.
 */
export const CONSENT_STYLES = `
body:has(.kori-consent-banner){padding-bottom:12rem}
.kori-consent-banner{position:fixed;inset-inline:0;bottom:0;z-index:calc(var(--kori-z-modal,1000) - 1);max-height:45vh;overflow-y:auto;background:var(--kori-color-bg,#fff);color:var(--kori-color-text,#1b1f24);border-top:1px solid var(--kori-color-border-subtle,#d5dae0);box-shadow:var(--kori-shadow-raised,0 -4px 16px rgb(27 31 36 / 18%))}
.kori-consent-banner__inner{max-width:var(--kori-container-width,75rem);margin:0 auto;padding:var(--kori-space-3,.75rem) var(--kori-space-4,1rem);display:flex;flex-wrap:wrap;align-items:center;gap:var(--kori-space-2,.5rem) var(--kori-space-5,1.5rem)}
.kori-consent-banner__text{flex:1 1 28rem;min-width:0}
.kori-consent-banner__title{font-size:var(--kori-font-size-md,1rem);margin:0 0 var(--kori-space-1,.25rem)}
.kori-consent-banner__body{font-size:var(--kori-font-size-sm,.875rem);margin:0}
.kori-consent-banner__actions{display:flex;flex-wrap:wrap;gap:var(--kori-space-2,.5rem);flex:0 1 auto}
@media (max-width:40rem){.kori-consent-banner__actions>*{flex:1 1 auto}.kori-consent-banner__inner{padding:var(--kori-space-3,.75rem)}}
@media print{.kori-consent-banner{display:none}body:has(.kori-consent-banner){padding-bottom:0!important}}
.kori-consent-settings__intro{margin-bottom:var(--kori-space-4,1rem)}
.kori-consent-settings__group{border:0;margin:0 0 var(--kori-space-4,1rem);padding:0;display:grid;gap:var(--kori-space-3,.75rem)}
.kori-consent-level{display:grid;grid-template-columns:auto 1fr;column-gap:var(--kori-space-3,.75rem);align-items:start;padding:var(--kori-space-3,.75rem);border:1px solid var(--kori-color-border-subtle,#d5dae0);border-radius:var(--kori-radius-medium,8px)}
.kori-consent-level input{width:1.25rem;height:1.25rem;margin:.15rem 0 0}
.kori-consent-level label{font-weight:var(--kori-font-weight-bold,700)}
.kori-consent-level__description{grid-column:2;margin:0;font-size:var(--kori-font-size-sm,.875rem);color:var(--kori-color-text-muted,#4b5563)}
.kori-consent-settings__actions{display:flex;flex-wrap:wrap;gap:var(--kori-space-2,.5rem)}
.kori-consent-settings-form{display:inline}
.kori-consent-settings-form .kori-button--link{font:inherit;min-height:auto;padding:0;vertical-align:baseline}
`;
