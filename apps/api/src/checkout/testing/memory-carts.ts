/** Carts held in memory, for engine tests: the engine reads a cart and empties it after perform. */
import type { CartForCheckout, CheckoutCarts } from '../checkout-ports';

export interface MemoryCarts extends CheckoutCarts {
  put(cart: CartForCheckout): void;
  get(cartId: string): CartForCheckout | undefined;
}

export function createMemoryCarts(): MemoryCarts {
  const carts = new Map<string, CartForCheckout>();
  return {
    put: (cart) => carts.set(cart.id, { ...cart, lines: [...cart.lines] }),
    get: (cartId) => carts.get(cartId),
    read: async (cartId) => carts.get(cartId) ?? null,
    clear: async (cartId) => {
      const cart = carts.get(cartId);
      if (cart) carts.set(cartId, { ...cart, lines: [] });
    },
  };
}
