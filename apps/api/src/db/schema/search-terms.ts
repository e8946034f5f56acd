import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct word of the product search index with how many products use it and the ids of its
 * most popular products. Small (thousands of rows where products are hundreds of thousands), so
 * autocomplete and "did you mean" read it instead of the products table. Rebuilt by
 * refreshSearchTerms (catalog/search/search-terms.ts).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    productCount: integer('product_count').notNull(),
    // Most popular first; autocomplete keeps those sold in the shopper's region.
    topProductIds: integer('top_product_ids').array().notNull(),
  },
  (t) => [
    // Prefix lookups (`term like 'lu%'`) in the C collation order.
    index('search_terms_prefix_idx').on(t.term.op('text_pattern_ops')),
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);
