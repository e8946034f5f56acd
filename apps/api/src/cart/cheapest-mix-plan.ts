import type { CartLineDetail, CartMerchant, CartOffer } from './cart-store';
import type { CartView } from './cart-view';
import type { MixMerchant, MixOffer, MixProduct } from './mix/mix-problem';
import { solveCheapestMix } from './mix/solve-cheapest-mix';

/** One cart line moved to another offer of the same product. */
export interface CheapestMixMove {
  line: CartLineDetail;
  to: CartOffer;
}

/** The cheapest mix for a cart, against its current total. Money in the cart's minor units. */
export interface CheapestMixPlan {
  total: number;
  /** Current total minus `total`; zero (and no moves) when the cart already is a cheapest mix. */
  saving: number;
  moves: CheapestMixMove[];
  /** Per product the mix changes: the offer all its lines end up on, with their summed quantity. */
  targets: { productId: number; offer: CartOffer; quantity: number; lines: CartLineDetail[] }[];
}

/**
 * Quantities stay as they are; each product is bought from one offer among those that can be bought
 * through Kori in the region with enough stock for the product's quantity (`buyable`). A product with
 * no such offer keeps its lines where they are. Lines of one product at several offers end up on one.
 */
export function planCheapestMix(view: CartView, buyable: readonly CartOffer[]): CheapestMixPlan | null {
  if (view.lines.length === 0) return null;
  const linesByProduct = new Map<number, CartLineDetail[]>();
  for (const line of view.lines) linesByProduct.set(line.productId, [...(linesByProduct.get(line.productId) ?? []), line]);

  const merchants = new Map<string, MixMerchant>();
  const addMerchant = (merchant: CartMerchant) => merchants.set(merchant.id, { id: merchant.id, deliveryCost: merchant.deliveryCost, freeDeliveryThreshold: merchant.freeDeliveryThreshold });
  const offersById = new Map<number, CartOffer>();
  const items: { product: MixProduct; lines: CartLineDetail[] }[] = [];
  for (const [productId, lines] of linesByProduct) {
    const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
    const candidates = buyable.filter((offer) => offer.productId === productId && offer.stockQuantity >= quantity);
    if (candidates.length === 0) {
      // Nothing to move to: each line stays on its offer.
      for (const line of lines) {
        addMerchant(line.merchant);
        items.push({ product: { productId, quantity: line.quantity, offers: [{ offerId: line.offerId, merchantId: line.merchant.id, unitPrice: line.unitPrice }], currentOfferId: line.offerId }, lines: [] });
      }
      continue;
    }
    for (const offer of candidates) {
      addMerchant(offer.merchant);
      offersById.set(offer.offerId, offer);
    }
    const main = lines.reduce((a, b) => (b.quantity > a.quantity ? b : a));
    const offers: MixOffer[] = candidates.map((offer) => ({ offerId: offer.offerId, merchantId: offer.merchant.id, unitPrice: offer.unitPrice }));
    items.push({ product: { productId, quantity, offers, currentOfferId: main.offerId }, lines });
  }

  const solution = solveCheapestMix({ products: items.map((item) => item.product), merchants });
  if (!solution || solution.total >= view.total) return { total: view.total, saving: 0, moves: [], targets: [] };

  const moves: CheapestMixMove[] = [];
  const targets: CheapestMixPlan['targets'] = [];
  items.forEach((item, i) => {
    const chosen = solution.choice[i];
    const offer = chosen && offersById.get(chosen.offerId);
    if (!offer || item.lines.every((line) => line.offerId === offer.offerId)) return;
    for (const line of item.lines) if (line.offerId !== offer.offerId) moves.push({ line, to: offer });
    targets.push({ productId: item.product.productId, offer, quantity: item.product.quantity, lines: item.lines });
  });
  return { total: solution.total, saving: view.total - solution.total, moves, targets };
}
