import { timestamp } from 'drizzle-orm/pg-core';

// When a row was made and last changed: timestamptz, set by the database on insert. Kept apart from the
// tables so that any table file can use them without an import circle.

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
