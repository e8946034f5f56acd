import { sql } from 'drizzle-orm';
import { recordDailyPrice } from '../domain/daily-price-record';
import { rankOffers } from '../domain/offer-ranking';
import { computePriceInsight, type DailyPrices } from '../domain/price-insight';
import type { Currency, Region } from '@kori/region';
import { queryRows, type Database } from '../db/database';

export const PRICE_STATS_STATE_KEY = 'price_stats_refreshed_on';

export interface RefreshPriceStatsOptions {
  /** ISO date the stats are for. */
  today: string;
  /** Products per round trip. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface RefreshPriceStatsResult {
  statsRows: number;
  historyRowsWritten: number;
}

interface OfferFacts {
  id: number;
  product_id: number;
  merchant_id: string;
  region: Region;
  currency: Currency;
  price: number;
  stock_quantity: number;
}

interface HistoryFacts {
  product_id: number;
  region: Region;
  currency: Currency;
  start_date: string;
  daily_lowest: (number | null)[];
}

interface MerchantTerms {
  id: string;
  delivery_cost: number;
  free_delivery_threshold: number | null;
  rating: number | null;
}

const p = (values: unknown[]) => sql.param(values);
const arrayLiteral = (values: readonly (number | null)[]): string => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/**
 * Brings every product's daily price record up to `today` and recomputes product_price_stats (best
 * price and total, 30-day lowest, 90-day trend, drop, deal flag) with the same rules the API answers
 * with. Works through products in id ranges so that it scales to the large catalogue.
 */
export async function refreshPriceStats(db: Database, options: RefreshPriceStatsOptions): Promise<RefreshPriceStatsResult> {
  const { today } = options;
  const batchSize = options.batchSize ?? 2000;
  const [bounds] = await queryRows<{ lo: number | null; hi: number | null; n: number }>(
    db,
    sql`select min(id)::int as lo, max(id)::int as hi, count(*)::int as n from products`,
  );
  const merchants = new Map(
    (await queryRows<MerchantTerms>(db, sql`select id, delivery_cost, free_delivery_threshold, rating from merchants`)).map((m) => [m.id, m]),
  );

  let statsRows = 0;
  let historyRowsWritten = 0;
  if (bounds?.lo != null && bounds.hi != null) {
    for (let lo = bounds.lo; lo <= bounds.hi; lo += batchSize) {
      const hi = lo + batchSize - 1;
      const offerRows = await queryRows<OfferFacts>(
        db,
        sql`select id, product_id, merchant_id, region, currency, price, stock_quantity from offers where product_id between ${lo} and ${hi}`,
      );
      const historyRows = await queryRows<HistoryFacts>(
        db,
        sql`select product_id, region, currency, start_date::text as start_date, daily_lowest from price_history where product_id between ${lo} and ${hi}`,
      );

      const groups = new Map<string, { productId: number; region: Region; currency: Currency; offers: OfferFacts[]; history: HistoryFacts | null }>();
      const groupOf = (productId: number, region: Region, currency: Currency) => {
        const key = `${productId}:${region}`;
        let group = groups.get(key);
        if (!group) {
          group = { productId, region, currency, offers: [], history: null };
          groups.set(key, group);
        }
        return group;
      };
      for (const offer of offerRows) groupOf(offer.product_id, offer.region, offer.currency).offers.push(offer);
      for (const history of historyRows) groupOf(history.product_id, history.region, history.currency).history = history;

      const stats: (string | number | boolean | null)[][] = [];
      const historyUpdates: { productId: number; region: Region; currency: Currency; record: DailyPrices }[] = [];
      for (const group of groups.values()) {
        const ranked = rankOffers(
          group.offers.map((offer) => {
            const merchant = merchants.get(offer.merchant_id);
            return {
              ...offer,
              stockQuantity: offer.stock_quantity,
              merchant: {
                deliveryCost: merchant?.delivery_cost ?? 0,
                freeDeliveryThreshold: merchant?.free_delivery_threshold ?? null,
                rating: merchant?.rating ?? null,
              },
            };
          }),
        );
        const inStock = ranked.filter((offer) => offer.stockStatus !== 'OUT_OF_STOCK');
        const bestPrice = inStock.length ? Math.min(...inStock.map((offer) => offer.price)) : null;
        const bestTotal = inStock[0]?.totalPrice ?? null;

        const current = group.history ? { startDate: group.history.start_date, daily: group.history.daily_lowest } : null;
        const recorded = recordDailyPrice(current, today, bestPrice);
        if (recorded.changed && recorded.history) {
          historyUpdates.push({ productId: group.productId, region: group.region, currency: group.currency, record: recorded.history });
        }
        if (ranked.length === 0) continue;
        const facts = computePriceInsight(recorded.history, bestPrice, today);
        stats.push([
          group.productId,
          group.region,
          group.currency,
          ranked.length,
          inStock.length,
          bestPrice,
          bestTotal,
          facts.lowest30Days,
          facts.trend90Days,
          facts.dropPercent,
          facts.isDeal,
          // Comma-joined for unnest (ids are slugs); a search counts its merchant facet from these.
          [...new Set(ranked.map((offer) => offer.merchant_id))].sort().join(','),
        ]);
      }

      // Readers never see a range without stats: delete and insert commit together.
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from product_price_stats where product_id between ${lo} and ${hi}`);
        if (stats.length > 0) {
          const col = (i: number) => p(stats.map((row) => row[i] ?? null));
          await tx.execute(sql`
            insert into product_price_stats (product_id, region, currency, offer_count, in_stock_count, best_price, best_total,
              lowest_30_days, trend_90_days, drop_percent, is_deal, merchant_ids, refreshed_on)
            select u.c0, u.c1, u.c2, u.c3, u.c4, u.c5, u.c6, u.c7, u.c8, u.c9, u.c10, string_to_array(u.c11, ','), ${today}::date
            from unnest(${col(0)}::int[], ${col(1)}::text[], ${col(2)}::text[], ${col(3)}::int[], ${col(4)}::int[],
              ${col(5)}::int[], ${col(6)}::int[], ${col(7)}::int[], ${col(8)}::int[], ${col(9)}::int[], ${col(10)}::boolean[], ${col(11)}::text[])
              as u(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11)`);
          statsRows += stats.length;
        }
        if (historyUpdates.length > 0) {
          const h = historyUpdates;
          await tx.execute(sql`
            insert into price_history (product_id, region, currency, start_date, daily_lowest)
            select u.product_id, u.region, u.currency, u.start_date, u.daily_lowest::int[] from unnest(
              ${p(h.map((r) => r.productId))}::int[], ${p(h.map((r) => r.region))}::text[], ${p(h.map((r) => r.currency))}::text[],
              ${p(h.map((r) => r.record.startDate))}::date[], ${p(h.map((r) => arrayLiteral(r.record.daily)))}::text[]
            ) as u(product_id, region, currency, start_date, daily_lowest)
            on conflict (product_id, region) do update set start_date = excluded.start_date, daily_lowest = excluded.daily_lowest`);
          historyRowsWritten += h.length;
        }
      });
      options.onProgress?.(Math.min(hi, bounds.hi) - bounds.lo + 1, bounds.hi - bounds.lo + 1);
    }
  }

  await db.execute(sql`
    insert into app_state (key, value, updated_at) values (${PRICE_STATS_STATE_KEY}, ${today}, now())
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  return { statsRows, historyRowsWritten };
}

/** The date stats were last refreshed for, or null when never. */
export async function priceStatsRefreshedOn(db: Database): Promise<string | null> {
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_state where key = ${PRICE_STATS_STATE_KEY}`);
  return row?.value ?? null;
}
