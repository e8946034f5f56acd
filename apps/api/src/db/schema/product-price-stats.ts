import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PriceInsightFacts } from '../../domain/price-insight';
import { productRegionColumns } from './columns';

/** The price facts `computePriceInsight` finds (its `current` is `best_price`), as last refreshed. */
const priceInsightColumns = () =>
  ({
    lowest30Days: integer('lowest_30_days'),
    trend90Days: integer('trend_90_days'),
    dropPercent: integer('drop_percent').notNull().default(0),
    isDeal: boolean('is_deal').notNull().default(false),
  }) satisfies Record<Exclude<keyof PriceInsightFacts, 'current'>, unknown>;

/**
 * Per product and region: what listings sort and filter by, refreshed from offers and price history
 * (after seeding, at start and when the date changes). Money in minor units of `currency`.
 */
export const productPriceStats = pgTable(
  'product_price_stats',
  {
    ...productRegionColumns(),
    offerCount: integer('offer_count').notNull(),
    inStockCount: integer('in_stock_count').notNull(),
    // Lowest in-stock item price and lowest total (item + delivery) over ranked offers.
    bestPrice: integer('best_price'),
    bestTotal: integer('best_total'),
    ...priceInsightColumns(),
    // The merchants with an offer in the region, for a search's merchant facet (decision 009).
    merchantIds: text('merchant_ids').array().notNull().default(sql`'{}'::text[]`),
    refreshedOn: date('refreshed_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.region] }),
    index('product_price_stats_deals_idx').on(t.region, t.isDeal, t.dropPercent.desc()),
    index('product_price_stats_total_idx').on(t.region, t.bestTotal),
  ],
);

// What the API answers with; merchant_ids is read only by searches (search-window.ts).
export type ProductPriceStatsRow = Omit<typeof productPriceStats.$inferSelect, 'merchantIds'>;
