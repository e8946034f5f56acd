import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@kori/util-log';
import type { YogaServerInstance } from 'graphql-yoga';
import type { ApiContext } from '../graphql/context';
import type { RequestServerContext } from '../graphql/create-yoga';
import { readBody } from './read-body';

/** Hands one HTTP request to Yoga: the body is read here, within the size limit, first. */
export async function handleGraphQL(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { yoga: YogaServerInstance<RequestServerContext, ApiContext>; bodyLimit: number; requestId: string; logger: Logger },
): Promise<void> {
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, deps.bodyLimit);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await deps.yoga.fetch(
    new URL(req.url ?? '/graphql', 'http://api.internal'),
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
