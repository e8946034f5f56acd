import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { offers } from './offers';
import { ownedIntegerReference, ownedUuidReference } from './required-references';
import { createdAtColumn } from './time-columns';

/**
 * One offer in a cart and how many of it. Prices are not stored: a line always shows the offer's
 * current price. An offer appears at most once per cart (adding it again adds to the quantity).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: ownedUuidReference('cart_id', () => carts.id),
    offerId: ownedIntegerReference('offer_id', () => offers.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_offer_idx').on(t.cartId, t.offerId),
    index('cart_lines_offer_idx').on(t.offerId),
    check('cart_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type CartLineRow = typeof cartLines.$inferSelect;
