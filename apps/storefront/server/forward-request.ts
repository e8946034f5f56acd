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
  /** Upstream response headers not to pass back (the proxy sets its own). */
  omitResponseHeaders?: readonly string[];
  logger: Logger;
  /** Milliseconds to wait for the upstream's response headers. */
  timeoutMs?: number;
  /** Milliseconds the whole exchange (headers and body) may take; past it the response is cut off. */
  totalTimeoutMs?: number;
  /** Largest response body passed back, in bytes; a larger one is refused (502) or cut off. */
  maxResponseBytes?: number;
}

const badGateway = JSON.stringify({ errors: [{ message: 'Bad gateway: the API could not be reached' }] });

/**
 * Streams one request to another server and its response back (bodies are piped, never buffered, so
 * multipart/deferred GraphQL responses arrive as they are produced). Upstream failures become a 502.
 */
export function forwardRequest(req: IncomingMessage, res: ServerResponse, options: ForwardOptions): void {
  const { target, logger, maxResponseBytes } = options;
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
  let answered = false;
  let clientGone = false;

  const fail = (error: Error) => {
    logger.error('upstream request failed', { target: `${target.origin}${target.pathname}`, error });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(badGateway);
  };

  const totalTimer =
    options.totalTimeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          if (answered) res.destroy();
          upstream.destroy(new Error('Upstream took too long'));
        }, options.totalTimeoutMs);
  totalTimer?.unref();
  res.on('close', () => clearTimeout(totalTimer));

  upstream.on('response', (upstreamRes) => {
    answered = true;
    const declared = Number(upstreamRes.headers['content-length']);
    if (maxResponseBytes !== undefined && declared > maxResponseBytes) {
      upstreamRes.resume();
      upstream.destroy();
      fail(new Error(`Upstream response of ${declared} bytes is over the ${maxResponseBytes}-byte limit`));
      return;
    }
    if (!upstreamRes.complete && (upstreamRes.statusCode ?? 0) >= 400) {
      // The API answered before reading the whole body (e.g. 413): the rest of it is read and dropped
      // so the shopper's kept-alive connection stays in step instead of being reset.
      req.unpipe(upstream);
      req.resume();
    }
    res.writeHead(upstreamRes.statusCode ?? 502, withoutHopByHop(upstreamRes.headers, options.omitResponseHeaders));
    let received = 0;
    upstreamRes.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (maxResponseBytes !== undefined && received > maxResponseBytes) {
        logger.warn('upstream response cut off at the size limit', { target: target.pathname, maxResponseBytes });
        res.destroy();
        upstream.destroy();
      }
    });
    upstreamRes.pipe(res);
    upstreamRes.on('error', () => res.destroy());
  });

  upstream.on('error', (error) => {
    // Once the API has answered, its answer is what counts (writing the rest of a body it refused fails).
    if (answered) return;
    // The shopper left (e.g. the page navigated away): the hang-up is ours, not the API's.
    if (clientGone) {
      logger.debug('client went away before the upstream answered', { target: `${target.origin}${target.pathname}` });
      return;
    }
    fail(error);
  });

  // The shopper went away: stop the upstream work too.
  res.on('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    upstream.destroy();
  });

  req.pipe(upstream);
}
