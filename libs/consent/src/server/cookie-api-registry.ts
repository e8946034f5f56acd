import { SESSION_COOKIE_NAMES } from '@kori/shell';
import { z } from 'zod';
import { CONSENT_COOKIE_MAX_AGE, CONSENT_COOKIE_NAME, CONSENT_VALUE_PATTERN } from '@kori/consent-state';

/**
 * The cookies the page may read and write through `/api/cookies/:name`. An allow-list: a later
 * feature adds its cookie here with the schema of its value. Session cookies are never listed.
 */
export interface CookieApiEntry {
  value: z.ZodType<string>;
  /** Upper bound of the lifetime a client may ask for, in seconds. */
  maxAgeLimit: number;
}

export const COOKIE_API_REGISTRY: Readonly<Record<string, CookieApiEntry>> = Object.freeze({
  [CONSENT_COOKIE_NAME]: { value: z.string().regex(CONSENT_VALUE_PATTERN), maxAgeLimit: CONSENT_COOKIE_MAX_AGE },
  'cart-id': { value: z.uuid(), maxAgeLimit: CONSENT_COOKIE_MAX_AGE },
});

export type CookieLookup =
  | { ok: true; name: string; entry: CookieApiEntry }
  | { ok: false; code: 'COOKIE_NOT_ALLOWED' | 'UNKNOWN_COOKIE'; message: string };

/** The sign-in session cookies are HttpOnly and never exposed through the cookie API. */
export function lookUpCookie(name: string | undefined): CookieLookup {
  if (name !== undefined && SESSION_COOKIE_NAMES.includes(name)) {
    return { ok: false, code: 'COOKIE_NOT_ALLOWED', message: `Cookie ${name} is not accessible here` };
  }
  const entry = name !== undefined && Object.hasOwn(COOKIE_API_REGISTRY, name) ? COOKIE_API_REGISTRY[name] : undefined;
  if (name === undefined || entry === undefined) {
    return { ok: false, code: 'UNKNOWN_COOKIE', message: `Unknown cookie ${JSON.stringify(name ?? '')}` };
  }
  return { ok: true, name, entry };
}
