import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@kori/region';
import { brands } from './brands';
import { categories } from './categories';
import { requiredTextReference } from './required-references';
import { createdAtColumn } from './time-columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type LocalizedText = Record<Language, string>;
export interface ProductSpecEntry {
  name: string;
  value: string;
}
export type LocalizedSpecs = Record<Language, ProductSpecEntry[]>;

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Unique URL segment built from the name; price landing pages are `<slug>-price`.
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brandId: requiredTextReference('brand_id', () => brands.id),
    categoryId: requiredTextReference('category_id', () => categories.id),
    imageUrl: text('image_url').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    specs: jsonb('specs').$type<LocalizedSpecs>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    // Words a shopper may search by (name, brand, category names in every language), lower-cased.
    searchText: text('search_text').notNull(),
    // Lower-cased name for pg_trgm similarity and ILIKE matching.
    searchName: text('search_name').notNull(),
    // Weighted for ranking: name A, brand B (its id is its name as a slug), category words C, spec
    // values D. 'simple' config: one index for all four languages (docs/decisions/007-search-languages.md).
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_name), 'A') || setweight(to_tsvector('simple'::regconfig, replace(brand_id, '-', ' ')), 'B') || setweight(to_tsvector('simple'::regconfig, search_text), 'C') || setweight(jsonb_to_tsvector('simple'::regconfig, specs, '["string"]'::jsonb), 'D')`,
      ),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_popularity_idx').on(t.popularity.desc(), t.id),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export type ProductRow = typeof products.$inferSelect;
