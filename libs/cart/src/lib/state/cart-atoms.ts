import { atom } from 'jotai';
import type { CartActionData } from '../model/cart-form';
import type { CartView } from '../model/cart-types';

/** The shopper's cart id, as the root loader read it from the HttpOnly cookie (or a change returned it). */
export const cartIdAtom = atom<string | null>(null);

/** The cart as last seen: loaded with Apollo, or as a change answered it. Null until known. */
export const cartAtom = atom<CartView | null>(null);

/** Whether loading the cart failed (the panel says so; the badge keeps what it had). */
export const cartLoadFailedAtom = atom(false);

/** Items being added right now: the badge counts them at once, before the server answers. */
export const pendingAddedItemsAtom = atom(0);

/** The badge's count: the cart's items plus those on their way in. */
export const cartItemCountAtom = atom((get) => (get(cartAtom)?.itemCount ?? 0) + get(pendingAddedItemsAtom));

/** The last change's answer: its refusals are shown next to the line or offer they are about. */
export const lastCartChangeAtom = atom<CartActionData | null>(null);

/** The text the panel's live region announces (the last change's outcome). */
export const cartAnnouncementAtom = atom('');

/** Takes a change's answer: a cart it returned replaces the known one (and its id, when new). */
export const applyCartChangeAtom = atom(null, (_get, set, result: CartActionData) => {
  set(lastCartChangeAtom, result);
  if (result.cart) {
    set(cartAtom, result.cart);
    set(cartIdAtom, result.cart.id);
    set(cartLoadFailedAtom, false);
  }
});
