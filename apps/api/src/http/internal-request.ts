import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { BodyTooLargeError, readBody } from './read-body';
import { sendJson } from './send';

/** True when the Authorization header is `Bearer <secret>` (compared in constant time). */
export function secretMatches(header: string | undefined, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The shared front of every `/internal/*` endpoint: POST only (405), a bearer INTERNAL_API_SECRET
 * (401), a JSON body (415) of at most `maxBytes` (413) that parses as JSON (400) and matches
 * `schema` (400 with `invalidMessage`). Answers the error itself and returns null, or returns the
 * parsed body.
 */
export async function readInternalJson<S extends z.ZodTypeAny>(
  req: IncomingMessage,
  res: ServerResponse,
  options: { secret: string; schema: S; maxBytes: number; invalidMessage: string },
): Promise<z.infer<S> | null> {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'Method not allowed' }, { allow: 'POST' });
    return null;
  }
  if (!secretMatches(req.headers.authorization, options.secret)) {
    sendJson(res, 401, { error: 'Unauthorized' });
    return null;
  }
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    sendJson(res, 415, { error: 'Expected application/json' });
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, options.maxBytes)).toString('utf8'));
  } catch (error) {
    sendJson(res, error instanceof BodyTooLargeError ? 413 : 400, { error: 'The body could not be read as JSON' });
    return null;
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    sendJson(res, 400, { error: options.invalidMessage });
    return null;
  }
  return parsed.data as z.infer<S>;
}

export interface InternalRouteOptions<S extends z.ZodTypeAny> {
  schema: S;
  maxBytes: number;
  /** The 400 answer's error when the body does not match `schema`. */
  invalidMessage: string;
}

/**
 * An `/internal/*` endpoint: the shared front of `readInternalJson` (with the secret from `deps`), then
 * `handle` with the parsed body, which answers the request itself.
 */
export function internalJsonRoute<S extends z.ZodTypeAny, D extends { secret: string }>(
  options: InternalRouteOptions<S>,
  handle: (body: z.infer<S>, res: ServerResponse, deps: D) => Promise<void>,
): (req: IncomingMessage, res: ServerResponse, deps: D) => Promise<void> {
  return async (req, res, deps) => {
    const body = await readInternalJson(req, res, { ...options, secret: deps.secret });
    if (body === null) return;
    await handle(body, res, deps);
  };
}
