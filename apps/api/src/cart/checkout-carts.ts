import { eq } from 'drizzle-orm';
import type { CheckoutCarts } from '../checkout/checkout-ports';
import type { Database } from '../db/database';
import { cartLines } from '../db/schema';
import { cartIdSchema } from './cart-input';
import { MAXIMUM_CART_AMOUNT } from './cart-limits';
import { findCart, readCartLines } from './cart-store';

/**
 * The carts as the checkout engine reads them. Ids that are not UUIDs are no cart at all: the column is
 * a uuid, and PostgreSQL would refuse to compare it with anything else.
 */
export function checkoutCarts(db: Database): CheckoutCarts {
  return {
    async read(cartId) {
      if (!cartIdSchema.safeParse(cartId).success) return null;
      const cart = await findCart(db, cartId);
      if (!cart) return null;
      const lines = await readCartLines(db, cart.id);
      return {
        id: cart.id,
        region: cart.region,
        userId: cart.userId,
        lines: lines.map((line) => ({ offerId: String(line.offerId), quantity: line.quantity })),
        maximumAmount: MAXIMUM_CART_AMOUNT[cart.currency],
      };
    },
    async clear(cartId) {
      if (!cartIdSchema.safeParse(cartId).success) return;
      await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
    },
  };
}
