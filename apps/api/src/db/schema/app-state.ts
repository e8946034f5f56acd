import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './time-columns';

/** Small facts the API keeps about its own data, e.g. the date price stats were last refreshed. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAtColumn(),
});
