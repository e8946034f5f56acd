import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sessions ended at logout. Session JWTs stay valid until they expire, so every API process checks
 * here (shared through the database) before it serves anything of the user.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: text('user_id').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    // When the session would have ended anyway; the row is of no use after it (null: unknown, kept).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

export type RevokedSessionRow = typeof revokedSessions.$inferSelect;
