/** A money amount as the API gives it: decimal string and currency. */
export interface MoneyInput {
  price: string;
  currency: string;
}

/** The amount as a number with at most two decimals, as GA4 expects; null when it is not a number. */
export function amountOf(money: MoneyInput | null | undefined): number | null {
  if (!money) return null;
  const value = Number(money.price);
  if (money.price.trim() === '' || !Number.isFinite(value)) return null;
  return Math.round(value * 100) / 100;
}

export function sumAmounts(values: readonly number[]): number {
  return Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100;
}
