// Server-only entry: the consent reader for loaders and the consent cookie writer. Never import from browser code.
export { readConsentFromRequest, serializeConsentCookie } from './server/read-consent';
