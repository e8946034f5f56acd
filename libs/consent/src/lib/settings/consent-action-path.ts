/** Where the banner's and the panel's no-JavaScript forms post; a module of its own so neither imports the other. */
export const CONSENT_ACTION_PATH = '/api/consent';
