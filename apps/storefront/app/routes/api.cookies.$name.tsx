// GET and PUT /api/cookies/:name (with or without the trailing slash): the cookie API of SPEC 7.
export { cookiesLoader as loader, cookiesAction as action } from '@kori/consent/server';
