import { z } from 'zod';
import { COLLECTOR_BATCH_SIZE } from '../lib/collector/collector';

/** Largest accepted request body (bytes) and per-event parameter object (characters of JSON). */
export const MAX_ANALYTICS_BODY_BYTES = 64 * 1024;
// The API refuses params longer than 8000 characters of JSON; refuse them here already.
export const MAX_EVENT_PARAMS_BYTES = 8000;

// A raw e-mail address never reaches storage: personal data must arrive hashed (SPEC 5).
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

function containsEmail(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return EMAIL_LIKE.test(value);
  if (Array.isArray(value)) return value.some((item) => containsEmail(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => EMAIL_LIKE.test(key) || containsEmail(item, depth + 1));
  }
  return false;
}

const eventSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Event names are lower-case words joined by underscores'),
    occurredAt: z.iso.datetime({ offset: true }),
    clientId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
    params: z
      .record(z.string(), z.unknown())
      .refine((params) => JSON.stringify(params).length <= MAX_EVENT_PARAMS_BYTES, 'Event parameters are too large')
      .refine((params) => !containsEmail(params), 'Personal data must be hashed'),
  })
  .strict();

export const analyticsRequestSchema = z.object({ events: z.array(eventSchema).min(1).max(COLLECTOR_BATCH_SIZE) }).strict();

export type AnalyticsRequest = z.infer<typeof analyticsRequestSchema>;
