import type { RequestHandler } from 'express';
import type { Logger } from '@kori/util-log';
import { forwardRequest } from './forward-request';

/** `/images/*` is served by the API; the storefront passes GET/HEAD through so images stay same-origin. */
export function imagesProxy({ apiUrl, logger }: { apiUrl: string; logger: Logger }): RequestHandler {
  const origin = new URL(apiUrl).origin;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      res.status(405).end();
      return;
    }
    forwardRequest(req, res, {
      target: new URL(req.originalUrl, origin),
      omitHeaders: ['cookie', 'authorization'],
      logger,
    });
  };
}
