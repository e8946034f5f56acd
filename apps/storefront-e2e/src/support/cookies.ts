import type { BrowserContext } from '@playwright/test';
import { storefrontUrl } from './servers';

/** The `locale` cookie the footer's language switcher sets; without it the server uses Accept-Language, then fi-FI. */
export async function setLocale(context: BrowserContext, locale: 'fi-FI' | 'en-FI' | 'sv-SE' | 'nl-NL') {
  await context.addCookies([{ name: 'locale', value: locale, url: storefrontUrl }]);
}

/** Consent cookie values, `1-1_2-p_3-s_4-a` (preferences, statistics, advertising as 0 or 1): necessary only is the default. */
export const NECESSARY_ONLY = '1-1_2-0_3-0_4-0';
export const ALL_LEVELS = '1-1_2-1_3-1_4-1';

/** A decided consent cookie, so journeys about other things start without the first-visit banner. */
export async function setConsent(context: BrowserContext, value: string) {
  await context.addCookies([{ name: 'consent-levels', value, url: storefrontUrl, sameSite: 'Strict' }]);
}

/**
 * English (en-FI) and a decided necessary-only consent: for journeys about something other than the
 * language or the first-visit banner.
 */
export async function setEnglishWithConsentDecided(context: BrowserContext) {
  await setLocale(context, 'en-FI');
  await setConsent(context, NECESSARY_ONLY);
}

/** Reads one cookie of the storefront's origin from the browser context. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookies = await context.cookies(storefrontUrl);
  return cookies.find((cookie) => cookie.name === name)?.value;
}
