// Public, browser-safe entry of @kori/cart: the cart's UI (add-to-cart form, header button, panel), its state
// and the cart route's client action. Its shopping steps go out as the shell's commerce events.
export {
  cartPanelAtom,
  openCartPanelAtom,
  closeCartPanelAtom,
  showCartPanelViewAtom,
  CART_PANEL_VIEWS,
  CLOSED_CART_PANEL,
  type CartPanelState,
  type CartPanelView,
} from './lib/panel/cart-panel-atoms';
export { cartIdAtom, cartAtom, cartItemCountAtom, pendingAddedItemsAtom } from './lib/state/cart-atoms';
export { AddToCartForm, type AddToCartFormProps } from './lib/ui/add-to-cart-form';
export { CartButton } from './lib/ui/cart-button';
export { CartOutcomeNotice } from './lib/ui/cart-outcome-notice';
export { CartRoot } from './lib/ui/cart-root';
export { cartClientAction } from './lib/ui/cart-client-action';
export { cartStylesheetHref } from './lib/stylesheet';
export { CART_ACTION_PATH, CART_INTENTS, CART_OUTCOME_PARAM, type CartActionData, type CartIntent } from './lib/model/cart-form';
export type { CartRootData } from './lib/model/cart-root-data';
export type { CartView, CartLineView, CartMerchantGroupView, CartUserErrorView } from './lib/model/cart-types';
