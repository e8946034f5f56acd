// POST /api/consent: the cookie banner and settings panel as plain forms (sets consent-levels, redirects back).
export { consentAction as action, consentLoader as loader } from '@kori/consent/server';
