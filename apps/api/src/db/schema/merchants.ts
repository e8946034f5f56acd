import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import type { DeliveryType } from '../../domain/delivery-type';
import type { PurchaseMode } from '../../domain/purchase-mode';
import { currencyColumn, regionColumn } from './columns';

/** A shop that sells into one region. Money columns are integer minor units in `currency`. */
export const merchants = pgTable(
  'merchants',
  {
    id: text('id').primaryKey(),
    // Registered company name, and the shop title shoppers see.
    name: text('name').notNull(),
    title: text('title').notNull(),
    region: regionColumn(),
    currency: currencyColumn(),
    deliveryCost: integer('delivery_cost').notNull(),
    // Items totals at or above this ship free; null when the merchant never ships free.
    freeDeliveryThreshold: integer('free_delivery_threshold'),
    deliveryTypes: text('delivery_types').array().$type<DeliveryType[]>().notNull(),
    deliveryDays: smallint('delivery_days').notNull(),
    websiteUrl: text('website_url').notNull(),
    logoUrl: text('logo_url'),
    tosUrl: text('tos_url'),
    privacyPolicyUrl: text('privacy_policy_url'),
    // Share of orders delivered on time, 0..1.
    rating: real('rating'),
    purchaseMode: text('purchase_mode').$type<PurchaseMode>().notNull().default('KORI_CHECKOUT'),
  },
  (t) => [
    index('merchants_region_idx').on(t.region),
    check('merchants_region_check', sql`${t.region} in ('FI', 'SE', 'NL')`),
    check('merchants_currency_check', sql`${t.currency} in ('EUR', 'SEK')`),
    check('merchants_delivery_cost_check', sql`${t.deliveryCost} >= 0`),
    check('merchants_purchase_mode_check', sql`${t.purchaseMode} in ('KORI_CHECKOUT', 'REDIRECT_ONLY')`),
    check('merchants_rating_check', sql`${t.rating} is null or ${t.rating} between 0 and 1`),
  ],
);

export type MerchantRow = typeof merchants.$inferSelect;
