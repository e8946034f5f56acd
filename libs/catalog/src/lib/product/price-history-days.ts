/** The periods the price history can show; 90 days unless the address asks for another. */
export const PRICE_HISTORY_PERIODS = [30, 90, 180] as const;
export type PriceHistoryDays = (typeof PRICE_HISTORY_PERIODS)[number];
export const DEFAULT_PRICE_HISTORY_DAYS: PriceHistoryDays = 90;

/** `?days=` as one of the periods; anything else is the default. */
export function parsePriceHistoryDays(value: string | null): PriceHistoryDays {
  const days = Number(value);
  return (PRICE_HISTORY_PERIODS as readonly number[]).includes(days) ? (days as PriceHistoryDays) : DEFAULT_PRICE_HISTORY_DAYS;
}
