import type { Currency } from '@kori/region';

/**
 * The most a cart's items may add up to, per currency (minor units): 10 000 EUR, 100 000 SEK. A change
 * that would take the items total above it is refused with MAXIMUM_CART_AMOUNT. Why these amounts:
 * docs/decisions/016-maximum-cart-amount.md.
 */
export const MAXIMUM_CART_AMOUNT: Readonly<Record<Currency, number>> = { EUR: 1_000_000, SEK: 10_000_000 };

/** The most of one offer a cart line may hold. */
export const MAX_LINE_QUANTITY = 99;

/** Whether going from `before` to `after` (items totals) breaks the limit. Lowering a total is always allowed. */
export function exceedsMaximumAmount(currency: Currency, before: number, after: number): boolean {
  return after > MAXIMUM_CART_AMOUNT[currency] && after > before;
}

/** The MAXIMUM_CART_AMOUNT refusal for a cart in `currency`. */
export const maximumAmountError = (currency: Currency, offerId?: number) => ({
  code: 'MAXIMUM_CART_AMOUNT' as const,
  ...(offerId === undefined ? {} : { offerId }),
  limit: { amount: MAXIMUM_CART_AMOUNT[currency], currency },
});
