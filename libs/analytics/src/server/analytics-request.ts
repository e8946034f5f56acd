import { containsPersonalData } from '@kori/util-privacy';
import { z } from 'zod';
import { COLLECTOR_BATCH_SIZE } from '../lib/collector/collector';

/** Largest accepted request body (bytes) and per-event parameter object (characters of JSON). */
export const MAX_ANALYTICS_BODY_BYTES = 64 * 1024;
// The API refuses params longer than 8000 characters of JSON; refuse them here already.
export const MAX_EVENT_PARAMS_BYTES = 8000;

// A raw e-mail address never reaches storage: personal data must arrive hashed.
const eventSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Event names are lower-case words joined by underscores'),
    occurredAt: z.iso.datetime({ offset: true }),
    clientId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
    params: z
      .record(z.string(), z.unknown())
      .refine((params) => JSON.stringify(params).length <= MAX_EVENT_PARAMS_BYTES, 'Event parameters are too large')
      .refine((params) => !containsPersonalData(params), 'Personal data must be hashed'),
  })
  .strict();

export const analyticsRequestSchema = z.object({ events: z.array(eventSchema).min(1).max(COLLECTOR_BATCH_SIZE) }).strict();

export type AnalyticsRequest = z.infer<typeof analyticsRequestSchema>;
