// Server-only entry: route loaders/actions and the root loader's consent reader. Never import from browser code.
export { cookiesLoader, cookiesAction } from './server/cookie-api';
export { consentAction, consentLoader } from './server/consent-action';
export { readConsentFromRequest, serializeConsentCookie } from './server/read-consent';
export {
  COOKIE_API_REGISTRY,
  lookUpCookie,
  type CookieApiEntry,
} from './server/cookie-api-registry';
