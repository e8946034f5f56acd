import type { Database } from '../db/database';
import type { CartRow } from '../db/schema';
import { refuse } from './cart-errors';
import { cartIdSchema } from './cart-input';
import { findCart, lockCart } from './cart-store';

/**
 * Who may use a cart: anyone who knows the id of a cart no user owns (the id is unguessable), and only
 * its owner (by bearer token) for an owned one. To everyone else an owned cart does not exist.
 */
export function mayUseCart(cart: CartRow, userId: string | null): boolean {
  return cart.userId === null || cart.userId === userId;
}

/** The cart for this shopper, or null (unknown id, malformed id, or someone else's cart). */
export async function readableCart(db: Database, cartId: string, userId: string | null): Promise<CartRow | null> {
  const id = cartIdSchema.safeParse(cartId);
  if (!id.success) return null;
  const cart = await findCart(db, id.data);
  return cart && mayUseCart(cart, userId) ? cart : null;
}

/** Inside a transaction: the cart, row-locked, or a CART_NOT_FOUND refusal. */
export async function lockUsableCart(tx: Database, cartId: string, userId: string | null): Promise<CartRow> {
  const id = cartIdSchema.safeParse(cartId);
  const cart = id.success ? await lockCart(tx, id.data) : null;
  return cart && mayUseCart(cart, userId) ? cart : refuse({ code: 'CART_NOT_FOUND' });
}
