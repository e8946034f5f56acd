import type { CartActionData } from '../model/cart-form';
import type { CartLineView, CartView } from '../model/cart-types';

/** A product in a cart event, as analytics needs it (the unit price, the merchant the offer is from). */
export interface CartEventItem {
  productId: string;
  offerId: string;
  name: string;
  brand: string | null;
  merchant: string;
  price: { price: string; currency: string };
  quantity: number;
}

/** What happened to the cart: products put in, taken out, or the cart looked at (the panel opened). */
export type CartEvent =
  | { type: 'add'; items: CartEventItem[] }
  | { type: 'remove'; items: CartEventItem[] }
  | { type: 'view'; items: CartEventItem[]; value: { price: string; currency: string } };

export type CartEventListener = (event: CartEvent) => void;

// Browser-only registry: events are sent from effects and event handlers, never on the server, so nothing
// request-scoped is kept here. The storefront app subscribes and hands them to analytics.
const listeners = new Set<CartEventListener>();

/** Subscribes to cart events (the app forwards them to analytics); returns the unsubscribe function. */
export function onCartEvent(listener: CartEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Delivers one event to every listener; one failing listener does not stop the others. */
export function notifyCartEvent(event: CartEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('Cart event listener failed', error);
    }
  }
}

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

function itemOf({ line, merchant }: PricedLine, quantity: number): CartEventItem {
  return {
    productId: line.productId,
    offerId: line.offerId,
    name: line.name,
    brand: line.brand,
    merchant,
    price: line.unitPrice,
    quantity,
  };
}

/** Every line of a cart as event items (view_cart). */
export function cartEventItems(cart: CartView): CartEventItem[] {
  return [...linesByOffer(cart).values()].map((priced) => itemOf(priced, priced.line.quantity));
}

/**
 * The add and remove events of one change, from the quantities before and after it. An added offer is
 * counted even when the cart was not known before (the badge's first add); moves of the cheapest mix are
 * not purchases or removals, so they give none.
 */
export function cartChangeEvents(before: CartView | null, result: CartActionData, addedQuantity = 1): CartEvent[] {
  const after = result.cart;
  if (!after || result.errors.length > 0 || result.intent === 'apply-cheapest-mix') return [];
  const afterLines = linesByOffer(after);
  if (result.intent === 'add' || !before) {
    const added = result.intent === 'add' && result.target ? afterLines.get(result.target) : undefined;
    return added ? [{ type: 'add', items: [itemOf(added, addedQuantity)] }] : [];
  }
  const beforeLines = linesByOffer(before);
  const added: CartEventItem[] = [];
  const removed: CartEventItem[] = [];
  for (const [offerId, priced] of afterLines) {
    const was = beforeLines.get(offerId)?.line.quantity ?? 0;
    if (priced.line.quantity > was) added.push(itemOf(priced, priced.line.quantity - was));
  }
  for (const [offerId, priced] of beforeLines) {
    const now = afterLines.get(offerId)?.line.quantity ?? 0;
    if (now < priced.line.quantity) removed.push(itemOf(priced, priced.line.quantity - now));
  }
  const events: CartEvent[] = [];
  if (added.length > 0) events.push({ type: 'add', items: added });
  if (removed.length > 0) events.push({ type: 'remove', items: removed });
  return events;
}
