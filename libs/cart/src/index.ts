// Public, browser-safe entry of @kori/cart: the cart panel's state (open or closed, and which of its two views).
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
