// Server-only entry: the consent reader for loaders, and the request helpers of the storefront's JSON
// endpoints (consent, cookie API, analytics). Never import from browser code.
export { readConsentFromRequest, serializeConsentCookie } from './server/read-consent';
export { isSameOriginRequest } from './server/same-origin';
export { jsonError, jsonResponse } from './server/json-response';
export { readJsonBody } from './server/read-json-body';
export { readCookie } from './lib/cookies/cookie-header';
