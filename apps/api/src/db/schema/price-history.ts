import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { productRegionColumns } from './columns';

/**
 * Daily lowest in-stock offer price per product and region, one row per pair: `daily_lowest[i]` is
 * the price on `start_date + i` in minor units (null when nothing was in stock that day).
 * See docs/decisions/005-price-history-storage.md.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    ...productRegionColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    dailyLowest: integer('daily_lowest').array().$type<(number | null)[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.region] })],
);

export type PriceHistoryRow = typeof priceHistory.$inferSelect;
