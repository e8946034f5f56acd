import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Region } from '@kori/region';
import { createdAtColumn } from './time-columns';

/** Shoppers, keyed by the auth provider's user id. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    region: text('region').$type<Region>().notNull(),
    referralCode: text('referral_code').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    check('users_region_check', sql`${t.region} in ('FI', 'SE', 'NL')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
