// Test helpers for other libs: put the cart panel into a state in a Jotai store.
import type { createStore } from 'jotai';
import { cartPanelAtom, type CartPanelView } from './lib/panel/cart-panel-atoms';

/** Opens the cart panel on a view in the given store, as if the shopper had opened it. */
export function openCartPanelInStore(store: ReturnType<typeof createStore>, view: CartPanelView = 'cart'): void {
  store.set(cartPanelAtom, { open: true, view });
}
