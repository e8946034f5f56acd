import { deliveryCostFor, type DeliveryTerms } from '../delivery-cost';

/**
 * The cheapest-mix problem: each product of a cart, with its fixed quantity, is bought from one of its
 * offers; the cost is every line's price plus, per merchant used, its delivery cost for that merchant's
 * subtotal. Money is integer minor units of one currency.
 */
export interface MixMerchant extends DeliveryTerms {
  id: string;
}

export interface MixOffer {
  offerId: number;
  merchantId: string;
  unitPrice: number;
}

export interface MixProduct {
  productId: number;
  quantity: number;
  /** The offers the product may be bought from (at least one). */
  offers: readonly MixOffer[];
  /** The offer the cart holds now, if any: among equally cheap mixes the solver keeps it. */
  currentOfferId?: number | null;
}

export interface MixProblem {
  products: readonly MixProduct[];
  merchants: ReadonlyMap<string, MixMerchant>;
}

export interface MixSolution {
  /** Items plus delivery of the chosen offers. */
  total: number;
  /** The chosen offer of each product, in the problem's order. */
  choice: MixOffer[];
  /** False when the cart was too large for the exact search and a local search answered. */
  exact: boolean;
}

export function merchantOf(problem: MixProblem, merchantId: string): MixMerchant {
  const merchant = problem.merchants.get(merchantId);
  if (!merchant) throw new Error(`Offer of unknown merchant ${merchantId}`);
  return merchant;
}

/** The total of buying product i from choice[i]: lines plus each used merchant's delivery for its subtotal. */
export function mixTotal(problem: MixProblem, choice: readonly MixOffer[]): number {
  const subtotals = new Map<string, number>();
  let items = 0;
  problem.products.forEach((product, i) => {
    const offer = choice[i];
    if (!offer) throw new Error(`No offer chosen for product ${product.productId}`);
    const line = offer.unitPrice * product.quantity;
    items += line;
    subtotals.set(offer.merchantId, (subtotals.get(offer.merchantId) ?? 0) + line);
  });
  let delivery = 0;
  for (const [merchantId, subtotal] of subtotals) delivery += deliveryCostFor(merchantOf(problem, merchantId), subtotal);
  return items + delivery;
}
