import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { currencyColumn, regionColumn } from './columns';
import { users } from './users';
import { createdAtColumn, updatedAtColumn } from './time-columns';

/**
 * A shopper's cart in one region. The id is a random UUID: whoever knows it may use a cart that no
 * user owns (it lives in the `cart-id` cookie), so it must not be guessable. A signed-in shopper has
 * at most one cart per region; an owned cart answers only to its owner's bearer token.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    region: regionColumn(),
    currency: currencyColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('carts_user_region_idx')
      .on(t.userId, t.region)
      .where(sql`${t.userId} is not null`),
    index('carts_updated_at_idx').on(t.updatedAt),
    check('carts_region_check', sql`${t.region} in ('FI', 'SE', 'NL')`),
    check('carts_currency_check', sql`${t.currency} in ('EUR', 'SEK')`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
