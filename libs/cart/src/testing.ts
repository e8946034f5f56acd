// Test helpers for other libs: put the cart panel into a state in a Jotai store, and carts as the API answers them.
import type { createStore } from 'jotai';
import { cartPanelAtom, type CartPanelView } from './lib/panel/cart-panel-atoms';

export {
  cartFixture,
  cartLineFixture,
  merchantGroupFixture,
  cartWithCheaperMixFixture,
  emptyCartFixture,
  TEST_CART_ID,
} from './lib/test-support/cart-fixture';

/** Opens the cart panel on a view in the given store, as if the shopper had opened it. */
export function openCartPanelInStore(store: ReturnType<typeof createStore>, view: CartPanelView = 'cart'): void {
  store.set(cartPanelAtom, { open: true, view });
}
