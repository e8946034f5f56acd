import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '@kori/region';
import { checkouts, orders } from './checkouts';
import { ownedUuidReference, requiredUuidReference } from './required-references';
import { createdAtColumn } from './time-columns';

/** How a coupon reduces a checkout: a share of the items, a fixed amount, or a share of one product. */
export type CouponKind = 'PERCENTAGE' | 'FIXED' | 'PRODUCT';
/** Who the coupon is for: anyone, only a shopper with no completed order, or only one with one. */
export type CouponAudience = 'ANYONE' | 'FIRST_TIME_BUYER' | 'RETURNING_CUSTOMER';
/** Who bears the discount: Kori (the merchant is paid in full) or the merchant (paid less). */
export type DiscountPayer = 'KORI' | 'MERCHANT';

/** A code as stored and compared: trimmed and upper-cased, whatever case the shopper typed it in. */
const couponCodeColumn = () => text('code').notNull();

/**
 * Coupon codes a shopper can enter at checkout. `value` is percent for PERCENTAGE and PRODUCT, minor
 * units of `currency` for FIXED. A coupon with an owner (a referral reward) works for that user only.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: couponCodeColumn(),
    title: text('title').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: integer('value').notNull(),
    // For FIXED: the currency of `value`; the coupon only works in checkouts in that currency.
    currency: text('currency').$type<Currency>(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    // Some product in the checkout must cost more than this (unit price, minor units of the checkout).
    minimumProductPrice: integer('minimum_product_price'),
    audience: text('audience').$type<CouponAudience>().notNull().default('ANYONE'),
    // Completed orders one shopper may use it for; null is unlimited.
    maxUsesPerUser: integer('max_uses_per_user').default(1),
    paidBy: text('paid_by').$type<DiscountPayer>().notNull(),
    ownerUserId: text('owner_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('PERCENTAGE', 'FIXED', 'PRODUCT')`),
    check('coupons_audience_check', sql`${t.audience} in ('ANYONE', 'FIRST_TIME_BUYER', 'RETURNING_CUSTOMER')`),
    check('coupons_paid_by_check', sql`${t.paidBy} in ('KORI', 'MERCHANT')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} = 'FIXED' or ${t.value} <= 100)`),
    check('coupons_fixed_currency_check', sql`${t.kind} <> 'FIXED' or ${t.currency} is not null`),
  ],
);

/**
 * A code used for a checkout: written when perform starts (the discount as charged), completed with the
 * order once it is placed. A shopper is the user, or for a signed-out one the delivery e-mail. A referral
 * code is kept here too (`coupon_id` null, `referrer_user_id` set).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    checkoutId: ownedUuidReference('checkout_id', () => checkouts.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    referrerUserId: text('referrer_user_id'),
    code: couponCodeColumn(),
    userId: text('user_id'),
    email: text('email').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    paidBy: text('paid_by').$type<DiscountPayer>().notNull(),
    discountedProductId: text('discounted_product_id'),
    discountedProductPrice: integer('discounted_product_price'),
    // Per merchant id: the part of a merchant-paid discount that merchant bears.
    merchantShares: jsonb('merchant_shares').$type<Record<string, number>>().notNull().default({}),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_checkout_idx').on(t.checkoutId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_coupon_email_idx').on(t.couponId, t.email),
  ],
);

/** Lifecycle of a referral: the friend's order placed, then the referrer's reward coupon made and mailed. */
export type ReferralStatus = 'ORDER_COMPLETED' | 'REWARDED';

/**
 * A friend's first order with a referrer's code. The friend is the user, or a signed-out friend's
 * e-mail (`friend_key`): one referral per friend ever.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerUserId: text('referrer_user_id').notNull(),
    friendKey: text('friend_key').notNull(),
    friendUserId: text('friend_user_id'),
    checkoutId: requiredUuidReference('checkout_id', () => checkouts.id),
    orderId: requiredUuidReference('order_id', () => orders.id),
    status: text('status').$type<ReferralStatus>().notNull().default('ORDER_COMPLETED'),
    rewardCouponId: integer('reward_coupon_id').references(() => coupons.id),
    // When the reward mail was handed to the mail outbox (which sends it once).
    rewardMailedAt: timestamp('reward_mailed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('referrals_friend_idx').on(t.friendKey),
    uniqueIndex('referrals_checkout_idx').on(t.checkoutId),
    index('referrals_referrer_idx').on(t.referrerUserId),
    check('referrals_status_check', sql`${t.status} in ('ORDER_COMPLETED', 'REWARDED')`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
