import { CONSENT_COOKIE_MAX_AGE, CONSENT_COOKIE_NAME } from '@kori/consent-state';

/** Cookie API options for the consent cookie. */
export const CONSENT_COOKIE_OPTIONS = Object.freeze({
  maxAge: CONSENT_COOKIE_MAX_AGE,
  sameSite: true,
  path: '/',
  httpOnly: false,
  secure: true,
} as const);

/**
 * Stores the serialized levels through PUT /api/cookies/consent-levels/. A failure is only logged:
 * the choice still applies to this page.
 */
export async function persistConsentCookie(value: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`/api/cookies/${CONSENT_COOKIE_NAME}/`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ value, options: CONSENT_COOKIE_OPTIONS }),
    });
    if (!response.ok) {
      console.warn('Saving the consent cookie failed', { status: response.status });
      return false;
    }
    return true;
  } catch (error) {
    console.warn('Saving the consent cookie failed', error);
    return false;
  }
}
