import type { RequestHandler } from 'express';
import type { Logger } from '@kori/util-log';
import { readSessionJwt } from '@kori/shell/server';
import { forwardRequest } from './forward-request';

export interface GraphQLProxyOptions {
  /** The API's GraphQL endpoint (API_URL). */
  apiUrl: string;
  logger: Logger;
}

/**
 * Same-origin `/graphql` for the browser: forwards GET and POST (body and query string) to the API.
 * The session lives in an HttpOnly cookie the browser cannot read, so the server turns it into the
 * bearer token the API expects; cookies themselves are not sent on.
 */
export function graphqlProxy({ apiUrl, logger }: GraphQLProxyOptions): RequestHandler {
  const endpoint = new URL(apiUrl);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      res.status(405).json({ errors: [{ message: `Method ${req.method} not allowed` }] });
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

    forwardRequest(req, res, { target, headers, omitHeaders: ['cookie'], logger });
  };
}
