import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { productRegionColumns } from './columns';
import { createdAtColumn, updatedAtColumn } from './time-columns';

/**
 * A shopper's wish to hear when a product's best all-in price (item + delivery to the region) falls to
 * `target_price` or below. A signed-in shopper's alert is confirmed at once; one set by e-mail only
 * after the code mailed to it. `last_notified_price` is the all-in price the last e-mail named, so a
 * drop is mailed once, not on every check. Deleting an alert makes it INACTIVE (the row stays).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: text('id').primaryKey(),
    ...productRegionColumns(),
    // Integer minor units, in the region's currency.
    targetPrice: integer('target_price').notNull(),
    email: text('email').notNull(),
    userId: text('user_id'),
    language: text('language').notNull(),
    status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    confirmed: boolean('confirmed').notNull().default(false),
    // SHA-256 of the mailed code; null once confirmed.
    confirmationCodeHash: text('confirmation_code_hash'),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    confirmationAttempts: integer('confirmation_attempts').notNull().default(0),
    lastNotifiedPrice: integer('last_notified_price'),
    // How many price-drop e-mails went out: part of each e-mail's once-key, so a later drop to the same
    // price (after the price rose again) is mailed too.
    notifiedCount: integer('notified_count').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('price_alerts_product_region_idx').on(t.productId, t.region),
    index('price_alerts_user_idx').on(t.userId),
    check('price_alerts_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
    check('price_alerts_target_check', sql`${t.targetPrice} > 0`),
    check('price_alerts_region_check', sql`${t.region} in ('FI', 'SE', 'NL')`),
  ],
);

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
