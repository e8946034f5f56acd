import type { RequestHandler } from 'express';
import type { Logger } from '@kori/util-log';
import { requestIdFrom } from './request-id';

/** Gives every request an id (x-request-id, echoed back) and logs one line when its response is done. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    res.on('close', () => {
      const fields = {
        requestId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        aborted: !res.writableFinished,
      };
      // Health probes and static files would drown the useful lines; they are logged at debug level.
      const quiet = fields.path === '/health' || fields.path?.startsWith('/assets/');
      if (res.statusCode >= 500) logger.error('request', fields);
      else if (quiet) logger.debug('request', fields);
      else logger.info('request', fields);
    });
    next();
  };
}
