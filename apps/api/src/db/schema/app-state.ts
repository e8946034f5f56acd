import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts the API keeps about its own data, e.g. the date price stats were last refreshed. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
