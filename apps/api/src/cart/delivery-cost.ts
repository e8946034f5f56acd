/** A merchant's delivery terms to its region, in the merchant's currency (integer minor units). */
export interface DeliveryTerms {
  deliveryCost: number;
  /** Items subtotals at or above this ship free; null when the merchant never ships free. */
  freeDeliveryThreshold: number | null;
}

/** What delivering an order with this items subtotal costs: free at or above the threshold. */
export function deliveryCostFor(terms: DeliveryTerms, subtotal: number): number {
  return terms.freeDeliveryThreshold !== null && subtotal >= terms.freeDeliveryThreshold ? 0 : terms.deliveryCost;
}
