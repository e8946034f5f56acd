import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { products } from './products';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What a text search reads, one narrow row per product (docs/decisions/009-search-window.md): the
 * search vector and name, popularity and its search tier, and per region (arrays in REGIONS order,
 * FI, SE, NL) the price stats a search window filters, sorts and facets by. A window reads only this
 * table, so no price stats lookup and no second read of the product row per candidate. Rewritten
 * from products and product_price_stats by refreshProductSearch (catalog/search/product-search.ts)
 * after seeding and after each price stats refresh; written in popularity order.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id),
    popularity: integer('popularity').notNull(),
    // 1 = the most popular 1 %, 2 = up to 3 %, 3 = up to 10 %, 4 = up to 30 %, 5 = the rest
    // (SEARCH_TIER_SHARES): a search reads the smallest tier that holds its window.
    tier: smallint('tier').notNull(),
    categoryId: text('category_id').notNull(),
    brandId: text('brand_id').notNull(),
    offerCounts: integer('offer_counts').array().notNull(),
    bestTotals: integer('best_totals').array().notNull(),
    inStock: boolean('in_stock').array().notNull(),
    dropPercents: integer('drop_percents').array().notNull(),
    deals: boolean('deals').array().notNull(),
    // The merchants with an offer in the region, comma-joined (ids are slugs): one string per region
    // parses much faster in the API than an array per row, and a window sends a thousand rows.
    merchants: text('merchants').array().notNull(),
    searchName: text('search_name').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('product_search_vector_idx').using('gin', t.searchVector),
    index('product_search_vector_tier1_idx')
      .using('gin', t.searchVector)
      .where(sql`tier = 1`),
    index('product_search_vector_tier2_idx')
      .using('gin', t.searchVector)
      .where(sql`tier <= 2`),
    index('product_search_vector_tier3_idx')
      .using('gin', t.searchVector)
      .where(sql`tier <= 3`),
    index('product_search_vector_tier4_idx')
      .using('gin', t.searchVector)
      .where(sql`tier <= 4`),
    // The trigram match of a whole text on names, when its words find nothing.
    index('product_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);
