import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counted events of the shared sliding-window limits (login code sends per e-mail and per client
 * address), so every storefront process draws on one count. Rows older than their window are deleted
 * as keys are consumed.
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_events_bucket_key_at_idx').on(t.bucket, t.key, t.at)],
);
