import type { ConsentLevels, ConsentState } from '../levels/consent-levels';
import { serializeConsentLevels } from '../levels/consent-levels';
import { consentModeMarker, dataLayerOf, gtagCommand } from './data-layer';

type Signal = 'granted' | 'denied';

export interface ConsentModeSignals {
  ad_storage: Signal;
  analytics_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
}

/** Google Consent Mode v2 starts denied; tags wait up to 500 ms for the shopper's stored choice. */
export const CONSENT_MODE_DEFAULT = Object.freeze({
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  wait_for_update: 500,
} as const);

const signal = (granted: boolean): Signal => (granted ? 'granted' : 'denied');

/** Statistics drives analytics storage; advertising drives the three advertising signals. */
export function consentModeSignals(levels: ConsentLevels): ConsentModeSignals {
  return {
    ad_storage: signal(levels.advertising),
    analytics_storage: signal(levels.statistics),
    ad_user_data: signal(levels.advertising),
    ad_personalization: signal(levels.advertising),
  };
}

/** Pushes `consent default` once per page, before anything else reaches the data layer. */
export function ensureConsentModeDefault(target: Window = window): void {
  const marker = consentModeMarker(target);
  if (marker.defaulted) return;
  dataLayerOf(target).push(gtagCommand('consent', 'default', { ...CONSENT_MODE_DEFAULT }));
  marker.defaulted = true;
}

/** Pushes `consent update` for these levels unless the same update was the last one pushed. */
export function updateConsentMode(levels: ConsentLevels, target: Window = window): void {
  ensureConsentModeDefault(target);
  const marker = consentModeMarker(target);
  const value = serializeConsentLevels(levels);
  if (marker.update === value) return;
  dataLayerOf(target).push(gtagCommand('consent', 'update', consentModeSignals(levels)));
  marker.update = value;
}

/**
 * The same two steps as an inline script, for the document itself: it runs while the HTML is parsed,
 * before any module script or tag, so `consent default` is the first thing in the data layer and a stored
 * choice is applied at once. Only constants and booleans are interpolated.
 */
export function consentModeInlineScript(state: ConsentState): string {
  const update = state.decided ? JSON.stringify(consentModeSignals(state.levels)) : 'null';
  const value = JSON.stringify(serializeConsentLevels(state.levels));
  return [
    '(function(w){',
    'var d=w.dataLayer=w.dataLayer||[];',
    'var m=w.__koriConsentMode=w.__koriConsentMode||{};',
    'function g(){var a=Array.prototype.slice.call(arguments);',
    "try{Object.defineProperty(a,Symbol.toStringTag,{value:'Arguments'})}catch(e){}d.push(a)}",
    `if(!m.defaulted){g('consent','default',${JSON.stringify(CONSENT_MODE_DEFAULT)});m.defaulted=true}`,
    `var u=${update};`,
    `if(u&&m.update!==${value}){g('consent','update',u);m.update=${value}}`,
    '})(window);',
  ].join('');
}
