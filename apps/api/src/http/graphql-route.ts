import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@kori/util-log';
import type { YogaServerInstance } from 'graphql-yoga';
import type { ApiContext } from '../graphql/context';
import type { RequestServerContext } from '../graphql/create-yoga';
import { readBody } from './read-body';
import { sendJson } from './send';

/**
 * What is wrong with a GET request's `variables` or `extensions` (each must be a JSON object when
 * given), or null. Yoga would fail on them with a 500.
 */
export function badGetParameter(url: URL): string | null {
  for (const name of ['variables', 'extensions']) {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return `The ${name} parameter is not valid JSON`;
    }
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) return `The ${name} parameter must be a JSON object`;
  }
  return null;
}

/** Hands one HTTP request to Yoga: the body is read here, within the size limit, first. */
export async function handleGraphQL(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { yoga: YogaServerInstance<RequestServerContext, ApiContext>; bodyLimit: number; requestId: string; logger: Logger },
): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/graphql', 'http://api.internal');
  const badParameter = method === 'GET' || method === 'HEAD' ? badGetParameter(url) : null;
  if (badParameter) {
    sendJson(res, 400, { errors: [{ message: badParameter, extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, deps.bodyLimit);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await deps.yoga.fetch(
    url,
    { method, headers, ...(body !== undefined ? { body: body.toString('utf8') } : {}) },
    { requestId: deps.requestId, logger: deps.logger },
  );
  const payload = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') res.setHeader(name, value);
  });
  res.setHeader('content-length', payload.length);
  res.writeHead(response.status);
  res.end(method === 'HEAD' ? undefined : payload);
}
