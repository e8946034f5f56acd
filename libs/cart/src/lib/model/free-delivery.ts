import type { CartMerchantGroupView } from './cart-types';

type Amount = { price: string; currency: string };

/** A decimal amount string ("12.90") in minor units, exactly (no floating point). */
export function minorUnits(price: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return Number.NaN;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -value : value;
}

const amountOf = (minor: number, currency: string): Amount => ({ price: (minor / 100).toFixed(2), currency });

/** Whether an amount is zero (a free delivery, no saving). */
export const isZero = (amount: Amount): boolean => minorUnits(amount.price) === 0;

/**
 * How much more the shopper must buy from this merchant for free delivery: null when delivery already is
 * free, or the merchant never ships free.
 */
export function missingForFreeDelivery(group: Pick<CartMerchantGroupView, 'subtotal' | 'deliveryCost' | 'freeDeliveryThreshold'>): Amount | null {
  const threshold = group.freeDeliveryThreshold;
  if (!threshold || isZero(group.deliveryCost)) return null;
  const missing = minorUnits(threshold.price) - minorUnits(group.subtotal.price);
  return missing > 0 ? amountOf(missing, threshold.currency) : null;
}
