/**
 * Consent levels and their cookie form: `1-1_2-p_3-s_4-a`, level 1 (necessary) always on,
 * p/s/a the preferences, statistics and advertising choices as 0 or 1.
 */
export interface ConsentLevels {
  preferences: boolean;
  statistics: boolean;
  advertising: boolean;
}

export const CONSENT_COOKIE_NAME = 'consent-levels';
/** Two years, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 63_072_000;
export const CONSENT_VALUE_PATTERN = /^1-1_2-[01]_3-[01]_4-[01]$/;

export const DEFAULT_CONSENT_LEVELS: Readonly<ConsentLevels> = Object.freeze({
  preferences: false,
  statistics: false,
  advertising: false,
});
export const ALL_CONSENT_LEVELS: Readonly<ConsentLevels> = Object.freeze({
  preferences: true,
  statistics: true,
  advertising: true,
});
export const DEFAULT_CONSENT_VALUE = '1-1_2-0_3-0_4-0';

const bit = (on: boolean) => (on ? '1' : '0');

export function serializeConsentLevels(levels: ConsentLevels): string {
  return `1-1_2-${bit(levels.preferences)}_3-${bit(levels.statistics)}_4-${bit(levels.advertising)}`;
}

export function isValidConsentValue(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_VALUE_PATTERN.test(value);
}

/** Parses a cookie value; anything not matching the pattern counts as the default (all optional levels off). */
export function parseConsentLevels(value: string | null | undefined): ConsentLevels {
  if (!isValidConsentValue(value)) return { ...DEFAULT_CONSENT_LEVELS };
  return {
    preferences: value[6] === '1',
    statistics: value[10] === '1',
    advertising: value[14] === '1',
  };
}

/** Marketing tracking may run with statistics or advertising consent. */
export function allowsMarketingTracking(levels: ConsentLevels): boolean {
  return levels.statistics || levels.advertising;
}

export function sameConsentLevels(a: ConsentLevels, b: ConsentLevels): boolean {
  return a.preferences === b.preferences && a.statistics === b.statistics && a.advertising === b.advertising;
}

/**
 * What the page knows about the shopper's consent: the levels and whether a valid choice was ever stored.
 * `decided: false` (no cookie, or a malformed one) shows the banner.
 */
export interface ConsentState {
  levels: ConsentLevels;
  decided: boolean;
}

export function consentStateFromCookieValue(value: string | null | undefined): ConsentState {
  return { levels: parseConsentLevels(value), decided: isValidConsentValue(value) };
}
