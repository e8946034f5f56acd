// GET and PUT /api/cookies/:name (with or without the trailing slash): the cookie API the page reads and writes its allowed cookies through.
export { cookiesLoader as loader, cookiesAction as action } from '@kori/consent/server';
