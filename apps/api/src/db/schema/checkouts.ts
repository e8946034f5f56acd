import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CheckoutLineSnapshot, DeliveryAddressValue, LineOutcome, MerchantStep, StoredDeliveryOption } from '../../checkout/checkout-records';
import type { CheckoutStatus } from '../../checkout/checkout-status';
import { currencyColumn, regionColumn } from './columns';
import { ownedUuidReference, requiredUuidReference } from './required-references';
import { createdAtColumn, updatedAtColumn } from './time-columns';

/**
 * One checkout: the cart as it was when the shopper started it (lines with the unit price then), where
 * it goes, and how far it got. The id is random and unguessable: it is what lets an anonymous shopper
 * read their own checkout. Money columns are integer minor units in `currency`.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: text('cart_id').notNull(),
    // Null for a signed-out shopper; then only the id grants access.
    userId: text('user_id'),
    region: regionColumn(),
    currency: currencyColumn(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressValue>().notNull(),
    lines: jsonb('lines').$type<CheckoutLineSnapshot[]>().notNull(),
    status: text('status').$type<CheckoutStatus>().notNull(),
    paymentMethod: text('payment_method'),
    // Set once payment is authorized; no order is placed without it.
    paymentReference: text('payment_reference'),
    // What perform charged (placed merchants only) and what the payment step must void or refund
    // (merchants that failed at placement).
    chargedAmount: integer('charged_amount'),
    voidAmount: integer('void_amount'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('checkouts_user_region_idx').on(t.userId, t.region, t.createdAt),
    index('checkouts_status_idx').on(t.status),
    check('checkouts_region_check', sql`${t.region} in ('FI', 'SE', 'NL')`),
    check(
      'checkouts_status_check',
      sql`${t.status} in ('INITIATED', 'INITIATE_COMPLETE', 'FAILED', 'PERFORM', 'PERFORM_COMPLETE', 'PERFORM_FAILED')`,
    ),
  ],
);

/**
 * One merchant's part of a checkout: what its agent did at the shop, step by step, so a restarted
 * process continues where the last one stopped; and the order placed there.
 */
export const checkoutMerchants = pgTable(
  'checkout_merchants',
  {
    checkoutId: ownedUuidReference('checkout_id', () => checkouts.id),
    // No foreign key: a checkout is a record of what was bought and outlives a catalogue reseed.
    merchantId: text('merchant_id').notNull(),
    step: text('step').$type<MerchantStep>().notNull().default('CREATE_CART'),
    merchantCartId: text('merchant_cart_id'),
    numberAdded: integer('number_added').notNull().default(0),
    totalToAdd: integer('total_to_add').notNull(),
    numberFound: integer('number_found').notNull().default(0),
    // Per offer id: added or refused, and the shop's unit price when it differed.
    lineOutcomes: jsonb('line_outcomes').$type<Record<string, LineOutcome>>().notNull().default({}),
    deliveryOptions: jsonb('delivery_options').$type<StoredDeliveryOption[]>(),
    chosenDeliveryOptionId: text('chosen_delivery_option_id'),
    // InitiateErrorType of a merchant the agent could not get through the shop.
    errorType: text('error_type'),
    // The merchant's own status in perform (PERFORM, PERFORM_COMPLETE, PERFORM_FAILED).
    merchantStatus: text('merchant_status').$type<CheckoutStatus>(),
    orderReference: text('order_reference'),
    trackingId: text('tracking_id'),
    itemsTotal: integer('items_total'),
    deliveryCost: integer('delivery_cost'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.checkoutId, t.merchantId] })],
);

/** The order a completed checkout made: one per checkout, with what the shopper owes. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: requiredUuidReference('checkout_id', () => checkouts.id),
    userId: text('user_id'),
    region: regionColumn(),
    currency: currencyColumn(),
    paymentMethod: text('payment_method').notNull(),
    itemsTotal: integer('items_total').notNull(),
    deliveryCost: integer('delivery_cost').notNull(),
    discount: integer('discount').notNull().default(0),
    owedByCustomer: integer('owed_by_customer').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('orders_checkout_idx').on(t.checkoutId), index('orders_user_idx').on(t.userId)],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutMerchantRow = typeof checkoutMerchants.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
