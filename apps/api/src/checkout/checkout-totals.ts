/**
 * Sums over a checkout's snapshot and what the agents found: which merchants can take an order, and
 * what each one's lines cost (the shop's price where it changed). Minor units.
 */
import type { CheckoutMerchantRow, CheckoutRow } from '../db/schema';
import type { CheckoutLineSnapshot } from './checkout-records';

/** The lines the merchant's shop took into its cart. */
export function addedLines(checkout: Pick<CheckoutRow, 'lines'>, part: Pick<CheckoutMerchantRow, 'merchantId' | 'lineOutcomes'>): (CheckoutLineSnapshot & { price: number })[] {
  return checkout.lines.flatMap((line) => {
    if (line.merchantId !== part.merchantId) return [];
    const outcome = part.lineOutcomes[line.offerId];
    if (outcome?.status !== 'ADDED') return [];
    return [{ ...line, price: outcome.shopUnitPrice ?? line.unitPrice }];
  });
}

export function partTotals(checkout: Pick<CheckoutRow, 'lines'>, part: Pick<CheckoutMerchantRow, 'merchantId' | 'lineOutcomes'>): { itemsTotal: number; productCount: number } {
  const lines = addedLines(checkout, part);
  return {
    itemsTotal: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    productCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** Merchants whose agent got through the shop with at least one line and a way to deliver. */
export function buyableParts<T extends CheckoutMerchantRow>(parts: readonly T[]): T[] {
  return parts.filter(
    (part) =>
      part.step === 'DONE' &&
      !part.errorType &&
      (part.deliveryOptions?.length ?? 0) > 0 &&
      Object.values(part.lineOutcomes).some((outcome) => outcome.status === 'ADDED'),
  );
}
