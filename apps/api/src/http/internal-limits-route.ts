import type { Logger } from '@kori/util-log';
import { consumeRequestSchema, type SharedLimits } from '../limits/shared-limits';
import { internalJsonRoute } from './internal-request';
import { sendJson } from './send';

export const INTERNAL_LIMITS_PATH = '/internal/limits/consume';

/**
 * POST /internal/limits/consume: the storefront's shared send-code limits. Only for callers holding
 * INTERNAL_API_SECRET (a bearer token); body `{ checks: [{ bucket, key, limit, windowMs }] }`.
 */
export const handleInternalLimits = internalJsonRoute(
  { schema: consumeRequestSchema, maxBytes: 16 * 1024, invalidMessage: 'Invalid limit checks' },
  async (request, res, deps: { limits: SharedLimits; secret: string; logger: Logger }) => {
    try {
      sendJson(res, 200, await deps.limits.consume(request.checks), { 'cache-control': 'no-store' });
    } catch (error) {
      deps.logger.error('shared limits failed', { error });
      sendJson(res, 503, { error: 'Limits unavailable' });
    }
  },
);
