/**
 * Coupons and referral codes at checkout, on the database: prices a typed code against a checkout,
 * keeps the discount with the checkout when perform starts, and records the use (and a referral) in
 * the transaction that writes the order. The referrer's reward is follow-up work on the job queue.
 */
import { and, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { firstRowOrNull, type Database } from '../db/database';
import { checkouts, couponRedemptions, coupons, orders, referrals, users, type CheckoutMerchantRow, type CheckoutRow, type CouponRedemptionRow } from '../db/schema';
import { addedLines, buyableParts } from '../checkout/checkout-totals';
import { normaliseCouponCode, priceCoupon, priceReferral, type CouponDiscount, type CouponPricing, type PricedLine } from './coupon-pricing';

/** The discount a checkout carries (what perform held, later with its order). */
export type HeldDiscount = Pick<
  CouponRedemptionRow,
  'code' | 'discountAmount' | 'paidBy' | 'discountedProductId' | 'discountedProductPrice' | 'merchantShares' | 'referrerUserId' | 'orderId'
>;

/** A held discount as priced: what the checkout shows once perform started. */
export function heldAsDiscount(held: HeldDiscount & { couponId?: number | null; title?: string }): CouponDiscount {
  return {
    code: held.code,
    title: held.title ?? held.code,
    amount: held.discountAmount,
    paidBy: held.paidBy,
    discountedProductId: held.discountedProductId,
    discountedProductPrice: held.discountedProductPrice,
    merchantShares: held.merchantShares,
    couponId: held.couponId ?? null,
    referrerUserId: held.referrerUserId,
  };
}

export interface CheckoutCoupons {
  /** Prices `code` for the checkout as it stands: the discount, or why the code is refused. */
  price(code: string, checkout: CheckoutRow, parts: readonly CheckoutMerchantRow[], requester: string | null): Promise<CouponPricing>;
  /** Keeps the discount with the checkout (perform started), or drops an earlier one (`null`). */
  hold(tx: Database, checkoutId: string, pricing: CouponPricing | null, checkout: CheckoutRow): Promise<void>;
  /** The discount held for the checkout, if any. */
  held(db: Database, checkoutId: string): Promise<HeldDiscount | null>;
  /** In the order's transaction: the use counts from now on; a referral is recorded. */
  orderPlaced(tx: Database, checkout: CheckoutRow, orderId: string): Promise<void>;
  /** After the order's transaction: follow-up work (the referrer's reward). */
  afterOrder(checkoutId: string): Promise<void>;
}

export interface CheckoutCouponsOptions {
  db: Database;
  now?: () => Date;
  /** Called once a referred friend's order is placed (queues the referrer's reward). */
  onReferralCompleted?: (referralId: number) => Promise<void>;
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const userKey = (userId: string) => `user:${userId}`;

/** The lines a coupon acts on: those the shops took, or before the agents are done the cart snapshot. */
export function pricedLines(checkout: Pick<CheckoutRow, 'lines' | 'status'>, parts: readonly CheckoutMerchantRow[]): PricedLine[] {
  const buyable = buyableParts(parts);
  if (buyable.length === 0 && checkout.status === 'INITIATED') {
    return checkout.lines.map((line) => ({ productId: line.productId, merchantId: line.merchantId, unitPrice: line.unitPrice, quantity: line.quantity }));
  }
  return buyable.flatMap((part) =>
    addedLines(checkout, part).map((line) => ({ productId: line.productId, merchantId: line.merchantId, unitPrice: line.price, quantity: line.quantity })),
  );
}

/** True when the shopper (user, else the e-mail of a signed-out checkout) has no completed order. */
export async function isFirstTimeBuyer(db: Database, shopper: { userId: string | null; email: string }): Promise<boolean> {
  const condition = shopper.userId
    ? eq(orders.userId, shopper.userId)
    : sql`lower(${checkouts.deliveryAddress}->>'email') = ${shopper.email.trim().toLowerCase()}`;
  const [row] = await db.select({ id: orders.id }).from(orders).innerJoin(checkouts, eq(checkouts.id, orders.checkoutId)).where(condition).limit(1);
  return !row;
}

export function createCheckoutCoupons(options: CheckoutCouponsOptions): CheckoutCoupons {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  const shopperOf = (checkout: CheckoutRow, requester: string | null) => ({ userId: checkout.userId ?? requester, email: checkout.deliveryAddress.email });

  const previousUses = async (couponId: number, shopper: { userId: string | null; email: string }) => {
    const who = shopper.userId
      ? eq(couponRedemptions.userId, shopper.userId)
      : and(isNull(couponRedemptions.userId), sql`lower(${couponRedemptions.email}) = ${shopper.email.trim().toLowerCase()}`);
    const [row] = await db
      .select({ uses: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), isNotNull(couponRedemptions.orderId), who));
    return row?.uses ?? 0;
  };

  const priceReferralCode = async (code: string, checkout: CheckoutRow, lines: PricedLine[], requester: string | null): Promise<CouponPricing | null> => {
    const [referrer] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.referralCode, code));
    if (!referrer) return null;
    const shopper = shopperOf(checkout, requester);
    // One's own code is not a coupon for oneself, signed in or by one's e-mail.
    const self = referrer.id === shopper.userId || (referrer.email !== '' && referrer.email.toLowerCase() === shopper.email.trim().toLowerCase());
    if (self) return { ok: false, code, errorType: 'COUPON_NOT_EXISTS' };
    const keys = [emailKey(shopper.email), ...(shopper.userId ? [userKey(shopper.userId)] : [])];
    const [already] = await db
      .select({ id: referrals.id })
      .from(referrals)
      .where(or(...keys.map((key) => eq(referrals.friendKey, key))))
      .limit(1);
    // A friend is referred once, with their first order only.
    if (already || !(await isFirstTimeBuyer(db, shopper))) return { ok: false, code, errorType: 'COUPON_USED' };
    return { ok: true, discount: priceReferral(lines, code, referrer.id) };
  };

  return {
    async price(typed, checkout, parts, requester) {
      const code = normaliseCouponCode(typed);
      const lines = pricedLines(checkout, parts);
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
      if (!coupon) return (await priceReferralCode(code, checkout, lines, requester)) ?? { ok: false, code, errorType: 'COUPON_NOT_EXISTS' };
      const shopper = shopperOf(checkout, requester);
      return priceCoupon(coupon, lines, {
        now: now(),
        currency: checkout.currency,
        firstTimeBuyer: coupon.audience === 'ANYONE' ? true : await isFirstTimeBuyer(db, shopper),
        previousUses: coupon.maxUsesPerUser === null ? 0 : await previousUses(coupon.id, shopper),
        userId: shopper.userId,
      }, code);
    },

    async hold(tx, checkoutId, pricing, checkout) {
      await tx.delete(couponRedemptions).where(and(eq(couponRedemptions.checkoutId, checkoutId), isNull(couponRedemptions.orderId)));
      if (!pricing?.ok) return;
      const { discount } = pricing;
      await tx.insert(couponRedemptions).values({
        checkoutId,
        couponId: discount.couponId,
        referrerUserId: discount.referrerUserId,
        code: discount.code,
        userId: checkout.userId,
        email: checkout.deliveryAddress.email.trim().toLowerCase(),
        discountAmount: discount.amount,
        paidBy: discount.paidBy,
        discountedProductId: discount.discountedProductId,
        discountedProductPrice: discount.discountedProductPrice,
        merchantShares: discount.merchantShares,
      });
    },

    async held(reader, checkoutId) {
      return firstRowOrNull(reader.select().from(couponRedemptions).where(eq(couponRedemptions.checkoutId, checkoutId)));
    },

    async orderPlaced(tx, checkout, orderId) {
      const [redemption] = await tx
        .update(couponRedemptions)
        .set({ orderId })
        .where(eq(couponRedemptions.checkoutId, checkout.id))
        .returning();
      if (!redemption?.referrerUserId) return;
      const friendKey = checkout.userId ? userKey(checkout.userId) : emailKey(checkout.deliveryAddress.email);
      await tx
        .insert(referrals)
        .values({ referrerUserId: redemption.referrerUserId, friendKey, friendUserId: checkout.userId, checkoutId: checkout.id, orderId })
        .onConflictDoNothing();
    },

    async afterOrder(checkoutId) {
      const [referral] = await db.select({ id: referrals.id }).from(referrals).where(eq(referrals.checkoutId, checkoutId));
      if (referral) await options.onReferralCompleted?.(referral.id);
    },
  };
}
