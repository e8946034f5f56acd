import type { RequestHandler } from 'express';

/**
 * Removes encoded NUL characters (`%00`) from a page request's path and query string. No address of the
 * shop contains one, and passed on they reach the API, whose database refuses text with NUL (a 5xx for
 * `GET /search?q=a%00b`); without them the page renders as for the address the shopper meant.
 */
export function dropNulFromUrl(): RequestHandler {
  return (req, _res, next) => {
    if (/%00/i.test(req.originalUrl)) {
      req.url = req.url.replace(/%00/gi, '');
      req.originalUrl = req.originalUrl.replace(/%00/gi, '');
    }
    next();
  };
}
