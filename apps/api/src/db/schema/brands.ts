import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', { id: text('id').primaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('brands_name_idx').on(t.name),
]);

export type BrandRow = typeof brands.$inferSelect;
