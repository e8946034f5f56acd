import { readCookie, serializeSetCookie } from '@kori/util-storage';
import {
  CONSENT_COOKIE_MAX_AGE,
  CONSENT_COOKIE_NAME,
  consentStateFromCookieValue,
  serializeConsentLevels,
  type ConsentLevels,
  type ConsentState,
} from '../lib/levels/consent-levels';

/** For the root loader: the shopper's consent from the `consent-levels` cookie (malformed counts as default). */
export function readConsentFromRequest(request: Request): ConsentState {
  return consentStateFromCookieValue(readCookie(request.headers.get('cookie'), CONSENT_COOKIE_NAME));
}

/** Set-Cookie value storing a consent choice for two years, with the cookie API's attributes. */
export function serializeConsentCookie(levels: ConsentLevels): string {
  return serializeSetCookie(CONSENT_COOKIE_NAME, serializeConsentLevels(levels), {
    maxAge: CONSENT_COOKIE_MAX_AGE,
    path: '/',
    sameSite: true,
    secure: true,
    httpOnly: false,
  });
}
