import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** The category tree (at most 6 levels). The id is the URL segment, unique across the tree. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    level: smallint('level').notNull(),
    // Order among siblings, as a merchandiser would arrange them.
    position: integer('position').notNull().default(0),
    nameFi: text('name_fi').notNull(),
    nameEn: text('name_en').notNull(),
    nameSv: text('name_sv').notNull(),
    nameNl: text('name_nl').notNull(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    check('categories_level_check', sql`${t.level} between 1 and 6`),
    check('categories_id_slug_check', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
