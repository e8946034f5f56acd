// Server-only entry: route loaders/actions and the root loader's consent reader. Never import from browser code.
export { cookiesLoader, cookiesAction } from './server/cookie-api';
export { consentAction, consentLoader } from './server/consent-action';
export { readConsentFromRequest, serializeConsentCookie } from './server/read-consent';
export {
  COOKIE_API_REGISTRY,
  SESSION_COOKIE_NAMES,
  lookUpCookie,
  type CookieApiEntry,
} from './server/cookie-api-registry';
export { isSameOriginRequest } from './server/same-origin';
export { jsonError, jsonResponse } from './server/json-response';
export { readJsonBody } from './server/read-json-body';
export { readCookie } from './lib/cookies/cookie-header';
