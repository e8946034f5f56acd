import { addDays, daysBetween } from './calendar-date';
import type { DailyPrices } from './price-insight';

/** Days of daily prices kept per product and region; older days drop off the front. */
export const HISTORY_RETENTION_DAYS = 400;

/**
 * Records `price` (today's lowest in-stock price, null when nothing is in stock) into a product's daily
 * record. A day keeps the lowest price seen during it. Days since the last record are filled with
 * today's price: offers only change through the paths that record prices, so nothing else was on offer.
 */
export function recordDailyPrice(
  history: DailyPrices | null,
  today: string,
  price: number | null,
  retentionDays: number = HISTORY_RETENTION_DAYS,
): { history: DailyPrices | null; changed: boolean } {
  if (!history) {
    return price === null ? { history: null, changed: false } : { history: { startDate: today, daily: [price] }, changed: true };
  }
  const offset = daysBetween(history.startDate, today);
  // A record that starts after today means a clock went backwards; leave it alone.
  if (offset < 0) return { history, changed: false };

  const daily = [...history.daily];
  let changed = false;
  if (offset < daily.length) {
    const existing = daily[offset] ?? null;
    const lowest = existing === null ? price : price === null ? existing : Math.min(existing, price);
    if (lowest !== existing) {
      daily[offset] = lowest;
      changed = true;
    }
  } else {
    while (daily.length <= offset) daily.push(price);
    changed = true;
  }

  let startDate = history.startDate;
  if (daily.length > retentionDays) {
    const drop = daily.length - retentionDays;
    daily.splice(0, drop);
    startDate = addDays(startDate, drop);
    changed = true;
  }
  return { history: changed ? { startDate, daily } : history, changed };
}
