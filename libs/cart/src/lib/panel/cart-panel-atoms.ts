import { atom } from 'jotai';

/** The cart panel's two views: the cart itself (lines by merchant, totals) and the cheapest-mix proposal. */
export const CART_PANEL_VIEWS = ['cart', 'cheapest-mix'] as const;
export type CartPanelView = (typeof CART_PANEL_VIEWS)[number];

export interface CartPanelState {
  open: boolean;
  view: CartPanelView;
}

export const CLOSED_CART_PANEL: CartPanelState = { open: false, view: 'cart' };

/** The cart panel, opened by its flag; it shows one of its views. */
export const cartPanelAtom = atom<CartPanelState>(CLOSED_CART_PANEL);

/** Opens the panel, on the cart view unless another view is asked for. */
export const openCartPanelAtom = atom(null, (_get, set, view: CartPanelView = 'cart') => {
  set(cartPanelAtom, { open: true, view });
});

/** Closes the panel; the next opening starts on the cart view again. */
export const closeCartPanelAtom = atom(null, (_get, set) => {
  set(cartPanelAtom, CLOSED_CART_PANEL);
});

/** Switches the view; switching a closed panel opens it, since a view is only ever asked for to be seen. */
export const showCartPanelViewAtom = atom(null, (_get, set, view: CartPanelView) => {
  set(cartPanelAtom, { open: true, view });
});
