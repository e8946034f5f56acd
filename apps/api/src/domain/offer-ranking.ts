import { stockStatusOf, type StockStatus } from './stock-status';

/** Why an offer sits where it does in the ranking. */
export type OfferRankReason = 'LOWEST_TOTAL' | 'FREE_DELIVERY_APPLIED' | 'HIGHER_TOTAL' | 'OUT_OF_STOCK_LAST';

export interface RankableOffer {
  id: number;
  /** Item price in minor units. */
  price: number;
  stockQuantity: number;
  merchant: {
    deliveryCost: number;
    /** Items totals at or above this ship free; null when never free. */
    freeDeliveryThreshold: number | null;
    rating: number | null;
  };
}

export type Ranked<T extends RankableOffer> = T & {
  deliveryCost: number;
  totalPrice: number;
  freeDeliveryApplied: boolean;
  stockStatus: StockStatus;
  rank: number;
  rankReason: OfferRankReason;
};

/** Delivery cost of one item to the shopper, with the merchant's free-delivery threshold applied. */
export function deliveryCostFor(price: number, merchant: RankableOffer['merchant']): number {
  const threshold = merchant.freeDeliveryThreshold;
  return threshold !== null && price >= threshold ? 0 : merchant.deliveryCost;
}

/**
 * Ranks offers by what the shopper pays (item + delivery), in-stock offers first. Ties go to the lower
 * item price, then the better-rated merchant, then the older offer, so the order is stable.
 * The reason says what decided the place: FREE_DELIVERY_APPLIED when waived delivery lifted the offer
 * above one with a lower item price.
 */
export function rankOffers<T extends RankableOffer>(offers: readonly T[]): Ranked<T>[] {
  const priced = offers.map((offer) => {
    const deliveryCost = deliveryCostFor(offer.price, offer.merchant);
    return {
      ...offer,
      deliveryCost,
      totalPrice: offer.price + deliveryCost,
      freeDeliveryApplied: deliveryCost === 0 && offer.merchant.deliveryCost > 0,
      stockStatus: stockStatusOf(offer.stockQuantity),
    };
  });

  priced.sort((a, b) => {
    const aOut = a.stockStatus === 'OUT_OF_STOCK' ? 1 : 0;
    const bOut = b.stockStatus === 'OUT_OF_STOCK' ? 1 : 0;
    return (
      aOut - bOut ||
      a.totalPrice - b.totalPrice ||
      a.price - b.price ||
      (b.merchant.rating ?? 0) - (a.merchant.rating ?? 0) ||
      a.id - b.id
    );
  });

  return priced.map((offer, index) => {
    let rankReason: OfferRankReason;
    if (offer.stockStatus === 'OUT_OF_STOCK') {
      rankReason = 'OUT_OF_STOCK_LAST';
    } else {
      const liftedByFreeDelivery =
        offer.freeDeliveryApplied &&
        priced.slice(index + 1).some((other) => other.stockStatus !== 'OUT_OF_STOCK' && other.price < offer.price);
      if (liftedByFreeDelivery) rankReason = 'FREE_DELIVERY_APPLIED';
      else rankReason = index === 0 ? 'LOWEST_TOTAL' : 'HIGHER_TOTAL';
    }
    return { ...offer, rank: index + 1, rankReason };
  });
}
