import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { OperationTypeNode, parse } from 'graphql';
import type { Logger } from '@kori/util-log';
import { PRIVATE_NO_STORE, readSessionJwt } from '@kori/shell/server';
import { forwardRequest } from './forward-request';
import { isSameOrigin } from './request-origin';

export interface GraphQLProxyOptions {
  /** The API's GraphQL endpoint (API_URL). */
  apiUrl: string;
  logger: Logger;
  /** The shop's own origin (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Other origins whose pages may call /graphql with credentials (CORS_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Largest request body forwarded (the API's own limit), in bytes. */
  bodyLimitBytes?: number;
}

/** Request headers a cross-origin page may send after a preflight (what the shop's client sends). */
const ALLOWED_HEADERS = 'content-type, apollographql-client-name, apollographql-client-version, x-request-id';

function sendError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify({ errors: [{ message }] }));
}

function isJson(contentType: string | undefined): boolean {
  const [type = ''] = (contentType ?? '').split(';', 1);
  return ['application/json', 'application/graphql-response+json'].includes(type.trim().toLowerCase());
}

/** Whether a GET's `query` parameter holds anything but queries (a mutation or subscription). */
function getRunsNonQuery(req: IncomingMessage): boolean {
  const search = new URL(req.url ?? '/', 'http://storefront.invalid').searchParams;
  const query = search.get('query');
  if (!query) return false;
  try {
    return parse(query, { noLocation: true }).definitions.some(
      (definition) => definition.kind === 'OperationDefinition' && definition.operation !== OperationTypeNode.QUERY,
    );
  } catch {
    // Not GraphQL at all: the API answers that with its own 400.
    return false;
  }
}

/**
 * Same-origin `/graphql` for the browser: forwards GET and POST (body and query string) to the API.
 * The session lives in an HttpOnly cookie the browser cannot read, so the server turns it into the
 * bearer token the API expects; cookies themselves are not sent on.
 *
 * Because the cookie rides along, the proxy guards against cross-site use itself: only the shop's own
 * origin and CORS_ALLOWED_ORIGINS get CORS headers; a foreign Origin is refused; a POST must be JSON
 * (a form or multipart post, which a foreign page can send without a preflight, is refused); and a GET
 * never carries a mutation. Nothing refused reaches the API.
 */
export function graphqlProxy({ apiUrl, logger, publicOrigin, allowedOrigins = [], bodyLimitBytes }: GraphQLProxyOptions): RequestHandler {
  const endpoint = new URL(apiUrl);
  const allowed = new Set(allowedOrigins);
  return (req, res) => {
    res.setHeader('cache-control', PRIVATE_NO_STORE);
    res.setHeader('vary', 'Origin');
    const origin = req.headers.origin;
    const crossOriginAllowed = origin !== undefined && allowed.has(origin);
    if (!crossOriginAllowed && !isSameOrigin(req, publicOrigin)) {
      sendError(res, 403, 'Cross-origin requests to /graphql are not allowed');
      return;
    }
    if (crossOriginAllowed) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      sendError(res, 405, `Method ${req.method} not allowed`, { allow: 'GET, POST' });
      return;
    }
    if (req.method === 'POST' && !isJson(req.headers['content-type'])) {
      sendError(res, 415, 'POST /graphql takes an application/json body');
      return;
    }
    if (req.method === 'GET' && getRunsNonQuery(req)) {
      sendError(res, 405, 'Mutations and subscriptions need a POST request', { allow: 'POST' });
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (bodyLimitBytes !== undefined && Number.isFinite(declared) && declared > bodyLimitBytes) {
      // Refused here, before a byte is forwarded: the API's own 413 would close its connection mid-upload.
      sendError(res, 413, `Request body is larger than ${bodyLimitBytes} bytes`);
      return;
    }

    const target = new URL(endpoint);
    const queryIndex = req.originalUrl.indexOf('?');
    target.search = queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex);

    const headers: Record<string, string> = {};
    const jwt = readSessionJwt(req.headers.cookie);
    if (jwt && !req.headers.authorization) headers.authorization = `Bearer ${jwt}`;
    const requestId = res.getHeader('x-request-id');
    if (typeof requestId === 'string') headers['x-request-id'] = requestId;

    forwardRequest(req, res, {
      target,
      headers,
      // The API's own CORS answer is for itself; the browser sees only this proxy's.
      omitHeaders: ['cookie', 'origin'],
      omitResponseHeaders: ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-expose-headers', 'access-control-max-age', 'cache-control', 'vary'],
      logger,
    });
  };
}
