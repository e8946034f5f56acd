import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import type { ProductPriceStatsRow } from '../db/schema';
import type { Region } from '@kori/region';

export interface DealsPage {
  stats: ProductPriceStatsRow[];
  totalCount: number;
}

interface StatsSqlRow {
  product_id: number;
  region: Region;
  currency: 'EUR' | 'SEK';
  offer_count: number;
  in_stock_count: number;
  best_price: number | null;
  best_total: number | null;
  lowest_30_days: number | null;
  trend_90_days: number | null;
  drop_percent: number;
  is_deal: boolean;
  refreshed_on: string;
}

/**
 * The offer a deal shows: the best-ranked offer in stock at the deal's price. The ranking puts the
 * lowest total (item + delivery) first, and that offer's item price can be above the 30-day lowest the
 * deal is stated against; a deal never shows an offer priced above it. Null when no offer qualifies.
 */
export function dealOffer<T extends { price: number; stockStatus: string }>(
  rankedOffers: readonly T[],
  stats: Pick<ProductPriceStatsRow, 'bestPrice' | 'lowest30Days' | 'isDeal'>,
): T | null {
  if (!stats.isDeal || stats.bestPrice === null || stats.lowest30Days === null || stats.bestPrice > stats.lowest30Days) return null;
  return rankedOffers.find((offer) => offer.stockStatus !== 'OUT_OF_STOCK' && offer.price <= (stats.bestPrice as number)) ?? null;
}

/** Current deals in a region (optionally within a category subtree), biggest drop first. */
export async function findDeals(
  db: Database,
  args: { region: Region; categoryIds: string[] | null; page: number; perPage: number },
): Promise<DealsPage> {
  if (args.categoryIds !== null && args.categoryIds.length === 0) return { stats: [], totalCount: 0 };
  // The price check repeats the deal rule in SQL so that stale stats never list a price above its 30-day low.
  const where = sql`s.region = ${args.region} and s.is_deal and s.in_stock_count > 0 and s.best_price < s.lowest_30_days
    ${args.categoryIds ? sql`and p.category_id = any(${sql.param(args.categoryIds)}::text[])` : sql``}`;
  const [rows, [count]] = await Promise.all([
    queryRows<StatsSqlRow>(
      db,
      sql`select s.product_id, s.region, s.currency, s.offer_count, s.in_stock_count, s.best_price, s.best_total,
          s.lowest_30_days, s.trend_90_days, s.drop_percent, s.is_deal, s.refreshed_on::text as refreshed_on
        from product_price_stats s join products p on p.id = s.product_id
        where ${where} order by s.drop_percent desc, p.popularity desc, p.id
        limit ${args.perPage} offset ${(args.page - 1) * args.perPage}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from product_price_stats s join products p on p.id = s.product_id where ${where}`),
  ]);
  return {
    stats: rows.map((row) => ({
      productId: row.product_id,
      region: row.region,
      currency: row.currency,
      offerCount: row.offer_count,
      inStockCount: row.in_stock_count,
      bestPrice: row.best_price,
      bestTotal: row.best_total,
      lowest30Days: row.lowest_30_days,
      trend90Days: row.trend_90_days,
      dropPercent: row.drop_percent,
      isDeal: row.is_deal,
      refreshedOn: row.refreshed_on,
    })),
    totalCount: count?.n ?? 0,
  };
}
