import { daysBetween } from './calendar-date';

/** Days of history behind "lowest price of the previous 30 days" (EU Omnibus rule). */
export const LOWEST_WINDOW_DAYS = 30;
/** Days averaged into the price trend. */
export const TREND_WINDOW_DAYS = 90;
/**
 * A product is a deal when its current price is at least this many percent below the lowest price of
 * the previous 30 days (and below its 90-day trend). See docs/decisions/006-deal-rule.md.
 */
export const DEAL_MIN_DROP_PERCENT = 5;

export interface DailyPrices {
  /** ISO date of `daily[0]`. */
  startDate: string;
  /** Lowest in-stock price per day in minor units; null when nothing was in stock. */
  daily: readonly (number | null)[];
}

export interface PriceInsightFacts {
  current: number | null;
  lowest30Days: number | null;
  /** Rounded to a whole minor unit. */
  trend90Days: number | null;
  dropPercent: number;
  isDeal: boolean;
}

/** The recorded price on `offset` days after the start, or null outside the record. */
function priceOnDay(history: DailyPrices, offset: number): number | null {
  if (offset < 0 || offset >= history.daily.length) return null;
  return history.daily[offset] ?? null;
}

/**
 * Price facts for one product in one region on `today`:
 * - lowest30Days: the lowest daily price of the 30 days before today (today excluded);
 * - trend90Days: the average daily price of the last 90 days, today included (today = `current`);
 * - dropPercent: how far `current` is below lowest30Days, rounded down, 0 when not below (the EU
 *   Omnibus rule: a reduction is stated against the lowest price of the previous 30 days);
 * - isDeal: current is below the 90-day trend, not above the 30-day lowest, and dropPercent reaches
 *   DEAL_MIN_DROP_PERCENT. The trend is context; it never makes a price above its 30-day low a deal.
 * Days without a price (nothing in stock, before the record began) are left out, not counted as zero.
 */
export function computePriceInsight(history: DailyPrices | null, current: number | null, today: string): PriceInsightFacts {
  const todayOffset = history ? daysBetween(history.startDate, today) : 0;

  let lowest30Days: number | null = null;
  if (history) {
    for (let offset = todayOffset - LOWEST_WINDOW_DAYS; offset < todayOffset; offset += 1) {
      const price = priceOnDay(history, offset);
      if (price !== null && (lowest30Days === null || price < lowest30Days)) lowest30Days = price;
    }
  }

  let sum = 0;
  let count = 0;
  if (history) {
    for (let offset = todayOffset - TREND_WINDOW_DAYS + 1; offset < todayOffset; offset += 1) {
      const price = priceOnDay(history, offset);
      if (price !== null) {
        sum += price;
        count += 1;
      }
    }
  }
  const todayPrice = current ?? (history ? priceOnDay(history, todayOffset) : null);
  if (todayPrice !== null) {
    sum += todayPrice;
    count += 1;
  }

  const trend90Days = count > 0 ? Math.round(sum / count) : null;
  // Compared with the exact average, so rounding the trend never flips the answer.
  const belowTrend = current !== null && count > 0 && current * count < sum;
  const dropPercent =
    current !== null && lowest30Days !== null && current < lowest30Days ? Math.floor(((lowest30Days - current) * 100) / lowest30Days) : 0;
  const isDeal = belowTrend && dropPercent >= DEAL_MIN_DROP_PERCENT;

  return { current, lowest30Days, trend90Days, dropPercent, isDeal };
}
