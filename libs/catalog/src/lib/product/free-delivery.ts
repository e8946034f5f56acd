import type { ProductOffer } from './product-data';

export type FreeDeliveryNote =
  | { kind: 'applied'; threshold: { price: string; currency: string } }
  | { kind: 'from'; threshold: { price: string; currency: string } }
  | { kind: 'none' };

/**
 * What to say about the merchant's free-delivery threshold next to an offer: it was applied (the item
 * alone reaches it, so delivery is free), it applies from a higher order value, or the merchant has none.
 */
export function freeDeliveryNote(offer: Pick<ProductOffer, 'price' | 'deliveryCost' | 'merchant'>): FreeDeliveryNote {
  const threshold = offer.merchant.deliveryTerms.freeDeliveryThreshold;
  if (!threshold) return { kind: 'none' };
  const reached = Number(offer.price.price) >= Number(threshold.price) && Number(offer.deliveryCost.price) === 0;
  return { kind: reached ? 'applied' : 'from', threshold };
}
