import type { CommerceEvent, CommerceItem } from '@kori/shell';
import type { CartActionData } from '../model/cart-form';
import type { CartLineView, CartView } from '../model/cart-types';

/* The cart's shopping steps as the shell's commerce events (add to cart, remove from cart, view cart): the cart
 * reports them with `reportCommerceEvent` and does not know who listens (analytics, the native host bridge). */

interface PricedLine {
  line: CartLineView;
  merchant: string;
}

function linesByOffer(cart: CartView | null): Map<string, PricedLine> {
  const lines = new Map<string, PricedLine>();
  for (const group of cart?.merchants ?? []) {
    for (const line of group.lines) lines.set(line.offerId, { line, merchant: group.merchantDetails.title });
  }
  return lines;
}

function itemOf({ line, merchant }: PricedLine, quantity: number): CommerceItem {
  return {
    id: line.productId,
    offerId: line.offerId,
    name: line.name,
    brand: line.brand,
    merchant,
    price: line.unitPrice,
    quantity,
  };
}

/** Every line of a cart as event items, with the line's quantity. */
export function cartCommerceItems(cart: CartView): CommerceItem[] {
  return [...linesByOffer(cart).values()].map((priced) => itemOf(priced, priced.line.quantity));
}

/** The cart looked at (its panel opened): every line and the cart's total. */
export function viewCartEvent(cart: CartView): CommerceEvent {
  return { type: 'viewCart', input: { items: cartCommerceItems(cart), value: cart.total } };
}

/**
 * The add and remove events of one change, from the quantities before and after it. An added offer is
 * counted even when the cart was not known before (the badge's first add); moves of the cheapest mix are
 * not purchases or removals, so they give none.
 */
export function cartChangeEvents(before: CartView | null, result: CartActionData, addedQuantity = 1): CommerceEvent[] {
  const after = result.cart;
  if (!after || result.errors.length > 0 || result.intent === 'apply-cheapest-mix') return [];
  const afterLines = linesByOffer(after);
  if (result.intent === 'add' || !before) {
    const added = result.intent === 'add' && result.target ? afterLines.get(result.target) : undefined;
    return added ? [{ type: 'addToCart', input: { items: [itemOf(added, addedQuantity)] } }] : [];
  }
  const beforeLines = linesByOffer(before);
  const added: CommerceItem[] = [];
  const removed: CommerceItem[] = [];
  for (const [offerId, priced] of afterLines) {
    const was = beforeLines.get(offerId)?.line.quantity ?? 0;
    if (priced.line.quantity > was) added.push(itemOf(priced, priced.line.quantity - was));
  }
  for (const [offerId, priced] of beforeLines) {
    const now = afterLines.get(offerId)?.line.quantity ?? 0;
    if (now < priced.line.quantity) removed.push(itemOf(priced, priced.line.quantity - now));
  }
  const events: CommerceEvent[] = [];
  if (added.length > 0) events.push({ type: 'addToCart', input: { items: added } });
  if (removed.length > 0) events.push({ type: 'removeFromCart', input: { items: removed } });
  return events;
}
