import type { CartUserErrorView, CartView } from './cart-types';

/** The cart's resource route: every cart change posts here (a plain form without JavaScript, a fetcher with it). */
export const CART_ACTION_PATH = '/cart';

/** Where "Check out" leads: the delivery address step. */
export const CHECKOUT_PATH = '/checkout/shipping';

/** What a post to the cart action asks for. */
export const CART_INTENTS = ['add', 'set-quantity', 'remove', 'clear', 'apply-cheapest-mix'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** The most of one offer a shopper can put in the cart in one line. */
export const MAX_LINE_QUANTITY = 99;

/**
 * Query parameter a plain form post comes back with: `added` or `updated` when the change went through,
 * otherwise the refusal's code (the page shows its text).
 */
export const CART_OUTCOME_PARAM = 'cart';
/** With NOT_ENOUGH_STOCK: how many the merchant has; with MAXIMUM_CART_AMOUNT: the limit (`12.90 EUR`). */
export const CART_OUTCOME_DETAIL_PARAM = 'cartDetail';

/** The cart action's answer to a fetcher post (JSON). */
export interface CartActionData {
  intent: CartIntent | null;
  /** The line or offer the change was about, so the panel shows an error next to it. */
  target: string | null;
  /** The cart after the change (unchanged when it was refused); null when there is none. */
  cart: CartView | null;
  errors: CartUserErrorView[];
}
