import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Logger } from '@kori/util-log';
import { withoutHopByHop } from './forward-headers';

export interface ForwardOptions {
  /** Where the request goes: origin, path and query string. */
  target: URL;
  /** Headers to set on the forwarded request (after hop-by-hop ones are dropped). */
  headers?: OutgoingHttpHeaders;
  /** Incoming headers not to pass on. */
  omitHeaders?: readonly string[];
  logger: Logger;
  /** Milliseconds to wait for the upstream's response headers. */
  timeoutMs?: number;
}

/**
 * Streams one request to another server and its response back (bodies are piped, never buffered, so
 * multipart/deferred GraphQL responses arrive as they are produced). Upstream failures become a 502.
 */
export function forwardRequest(req: IncomingMessage, res: ServerResponse, options: ForwardOptions): void {
  const { target, logger } = options;
  const client = target.protocol === 'https:' ? https : http;
  const headers: OutgoingHttpHeaders = {
    ...withoutHopByHop(req.headers, ['host', ...(options.omitHeaders ?? [])]),
    host: target.host,
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http',
    'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
    ...options.headers,
  };

  const upstream = client.request(target, { method: req.method, headers });
  upstream.setTimeout(options.timeoutMs ?? 30_000, () => upstream.destroy(new Error('Upstream timed out')));

  upstream.on('response', (upstreamRes) => {
    res.writeHead(upstreamRes.statusCode ?? 502, withoutHopByHop(upstreamRes.headers));
    upstreamRes.pipe(res);
    upstreamRes.on('error', () => res.destroy());
  });

  upstream.on('error', (error) => {
    logger.error('upstream request failed', { target: `${target.origin}${target.pathname}`, error });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ errors: [{ message: 'Bad gateway: the API could not be reached' }] }));
  });

  // The shopper went away: stop the upstream work too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });

  req.pipe(upstream);
}
