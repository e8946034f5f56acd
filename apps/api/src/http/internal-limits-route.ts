import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { Logger } from '@kori/util-log';
import { consumeRequestSchema, type SharedLimits } from '../limits/shared-limits';
import { BodyTooLargeError, readBody } from './read-body';
import { sendJson } from './send';

export const INTERNAL_LIMITS_PATH = '/internal/limits/consume';

export function secretMatches(header: string | undefined, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /internal/limits/consume: the storefront's shared send-code limits. Only for callers holding
 * INTERNAL_API_SECRET (a bearer token); body `{ checks: [{ bucket, key, limit, windowMs }] }`.
 */
export async function handleInternalLimits(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { limits: SharedLimits; secret: string; logger: Logger },
): Promise<void> {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'Method not allowed' }, { allow: 'POST' });
    return;
  }
  if (!secretMatches(req.headers.authorization, deps.secret)) {
    sendJson(res, 401, { error: 'Unauthorized' });
    return;
  }
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    sendJson(res, 415, { error: 'Expected application/json' });
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8'));
  } catch (error) {
    sendJson(res, error instanceof BodyTooLargeError ? 413 : 400, { error: 'The body could not be read as JSON' });
    return;
  }
  const parsed = consumeRequestSchema.safeParse(body);
  if (!parsed.success) {
    sendJson(res, 400, { error: 'Invalid limit checks' });
    return;
  }
  try {
    sendJson(res, 200, await deps.limits.consume(parsed.data.checks), { 'cache-control': 'no-store' });
  } catch (error) {
    deps.logger.error('shared limits failed', { error });
    sendJson(res, 503, { error: 'Limits unavailable' });
  }
}
