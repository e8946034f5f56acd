// Server-only entry: the route loaders/actions of the consent form and the cookie API. Never import from browser code.
// The consent reader for other loaders is @kori/consent-state/server.
export { cookiesLoader, cookiesAction } from './server/cookie-api';
export { consentAction, consentLoader } from './server/consent-action';
export {
  COOKIE_API_REGISTRY,
  lookUpCookie,
  type CookieApiEntry,
} from './server/cookie-api-registry';
