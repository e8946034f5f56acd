import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Region } from '@kori/region';

/** Shoppers, keyed by the auth provider's user id. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    region: text('region').$type<Region>().notNull(),
    referralCode: text('referral_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    check('users_region_check', sql`${t.region} in ('FI', 'SE', 'NL')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
