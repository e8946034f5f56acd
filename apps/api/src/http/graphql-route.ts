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

/** A subscription's answer (server-sent events or multipart/mixed): sent as it is produced. */
function isStream(response: Response): boolean {
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  return type.startsWith('text/event-stream') || type.startsWith('multipart/mixed');
}

/**
 * Writes each chunk as Yoga produces it. When the client goes away (or the server stops) the body is
 * cancelled, which ends the subscription's iterator, so nothing keeps polling for a closed page.
 */
async function streamResponse(response: Response, res: ServerResponse, shutdown: AbortSignal | undefined): Promise<void> {
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') res.setHeader(name, value);
  });
  // Tells a buffering reverse proxy in front (nginx) to pass each event on at once.
  res.setHeader('x-accel-buffering', 'no');
  res.writeHead(response.status);
  res.flushHeaders();
  const reader = response.body?.getReader();
  if (!reader) {
    res.end();
    return;
  }
  const cancel = () => void reader.cancel().catch(() => undefined);
  res.on('close', cancel);
  shutdown?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      res.write(value);
    }
  } finally {
    res.off('close', cancel);
    shutdown?.removeEventListener('abort', cancel);
    if (!res.writableEnded) res.end();
  }
}

/** Hands one HTTP request to Yoga: the body is read here, within the size limit, first. */
export async function handleGraphQL(
  req: IncomingMessage,
  res: ServerResponse,
  deps: {
    yoga: YogaServerInstance<RequestServerContext, ApiContext>;
    bodyLimit: number;
    requestId: string;
    logger: Logger;
    /** Aborted when the server stops: open subscription streams end then. */
    shutdown?: AbortSignal;
  },
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
  // Aborted when the client goes away (or the server shuts down), so a subscription stops its work.
  const aborted = new AbortController();
  res.on('close', () => aborted.abort());
  let response: Response;
  try {
    response = await deps.yoga.fetch(
      url,
      { method, headers, signal: aborted.signal, ...(body !== undefined ? { body: body.toString('utf8') } : {}) },
      { requestId: deps.requestId, logger: deps.logger },
    );
  } catch (error) {
    // Nobody is left to answer: a client that went away is not a server error.
    if (aborted.signal.aborted) return;
    throw error;
  }
  if (isStream(response) && method !== 'HEAD') {
    await streamResponse(response, res, deps.shutdown);
    return;
  }
  const payload = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') res.setHeader(name, value);
  });
  res.setHeader('content-length', payload.length);
  res.writeHead(response.status);
  res.end(method === 'HEAD' ? undefined : payload);
}
