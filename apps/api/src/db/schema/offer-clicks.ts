import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A shopper leaving for a merchant's offer page; `userId` when signed in, `clientId` otherwise. */
export const offerClicks = pgTable(
  'offer_clicks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id'),
    clientId: text('client_id'),
    productId: integer('product_id').notNull(),
    offerId: integer('offer_id').notNull(),
    locale: text('locale').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_clicks_product_idx').on(t.productId, t.clickedAt)],
);
