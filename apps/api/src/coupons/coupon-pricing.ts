/**
 * The rules of a coupon code against one checkout, free of storage: whether the code applies (or the
 * error the shopper sees) and what it takes off. Money is integer minor units of the checkout.
 */
import { normalizeCouponCode, pickDiscountedLine } from '@kori/coupon-rules';
import type { Currency } from '@kori/region';
import type { CouponRow, DiscountPayer } from '../db/schema';

export type CouponErrorType =
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_EXISTS'
  | 'COUPON_NOT_YET_VALID'
  | 'COUPON_PRODUCT_MINIMUM_PRICE_NOT_EXCEEDED'
  | 'COUPON_USED'
  | 'NOT_RETURNING_CUSTOMER';

/** A line the coupon can act on: one product at one merchant, unit price as it will be bought. */
export interface PricedLine {
  productId: string;
  merchantId: string;
  unitPrice: number;
  quantity: number;
}

export interface CouponDiscount {
  code: string;
  title: string;
  amount: number;
  paidBy: DiscountPayer;
  /** The product a PRODUCT coupon reduces, with its unit price; null for the whole order. */
  discountedProductId: string | null;
  discountedProductPrice: number | null;
  /** Per merchant: the part of the discount on that merchant's lines (sums to `amount`). */
  merchantShares: Record<string, number>;
  couponId: number | null;
  referrerUserId: string | null;
}

export type CouponPricing = { ok: true; discount: CouponDiscount } | { ok: false; code: string; errorType: CouponErrorType };

/** What is known about the shopper and the checkout when a coupon is checked. */
export interface CouponShopper {
  now: Date;
  currency: Currency;
  /** True when the shopper has no completed order. */
  firstTimeBuyer: boolean;
  /** Completed orders this shopper already used this coupon for. */
  previousUses: number;
  /** The signed-in user, or null. */
  userId: string | null;
}

/** The canonical form of a typed code: trimmed and upper-cased (as the storefront stores it). */
export const normaliseCouponCode = normalizeCouponCode;

/** Splits `amount` over merchants in proportion to their items; the rounding rest goes to the largest. */
export function shareByMerchant(lines: readonly PricedLine[], amount: number): Record<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.merchantId, (totals.get(line.merchantId) ?? 0) + line.unitPrice * line.quantity);
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  const shares: Record<string, number> = {};
  if (sum === 0 || amount === 0) return shares;
  let given = 0;
  let largest: string | null = null;
  for (const [merchantId, total] of totals) {
    const share = Math.floor((amount * total) / sum);
    shares[merchantId] = share;
    given += share;
    if (largest === null || total > (totals.get(largest) ?? 0)) largest = merchantId;
  }
  if (largest !== null) shares[largest] = (shares[largest] ?? 0) + amount - given;
  return shares;
}

/** Applies a stored coupon's rules, in the order a shopper can act on them. */
export function priceCoupon(coupon: CouponRow | null, lines: readonly PricedLine[], shopper: CouponShopper, typed: string): CouponPricing {
  const code = normaliseCouponCode(typed);
  const refuse = (errorType: CouponErrorType): CouponPricing => ({ ok: false, code, errorType });
  if (!coupon) return refuse('COUPON_NOT_EXISTS');
  // A personal coupon (a referral reward) does not exist for anyone else.
  if (coupon.ownerUserId && coupon.ownerUserId !== shopper.userId) return refuse('COUPON_NOT_EXISTS');
  if (coupon.currency && coupon.currency !== shopper.currency) return refuse('COUPON_NOT_EXISTS');
  if (coupon.validFrom && shopper.now < coupon.validFrom) return refuse('COUPON_NOT_YET_VALID');
  if (coupon.validUntil && shopper.now > coupon.validUntil) return refuse('COUPON_EXPIRED');
  // A first-time-buyer offer is spent with the first completed order.
  if (coupon.audience === 'FIRST_TIME_BUYER' && !shopper.firstTimeBuyer) return refuse('COUPON_USED');
  if (coupon.audience === 'RETURNING_CUSTOMER' && shopper.firstTimeBuyer) return refuse('NOT_RETURNING_CUSTOMER');
  if (coupon.maxUsesPerUser !== null && shopper.previousUses >= coupon.maxUsesPerUser) return refuse('COUPON_USED');

  const minimum = coupon.minimumProductPrice;
  const eligible = minimum === null ? [...lines] : lines.filter((line) => line.unitPrice > minimum);
  if (eligible.length === 0) return refuse('COUPON_PRODUCT_MINIMUM_PRICE_NOT_EXCEEDED');

  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const base = { code, title: coupon.title, paidBy: coupon.paidBy, couponId: coupon.id, referrerUserId: null };
  if (coupon.kind === 'PRODUCT') {
    // One unit of the dearest eligible product, by the formula product pages show the benefit with.
    const picked = pickDiscountedLine(
      { kind: 'PERCENTAGE', percent: coupon.value, minimumProductPriceMinor: minimum ?? 0 },
      eligible.map((line) => ({ ...line, unitPriceMinor: line.unitPrice })),
    );
    if (!picked) return refuse('COUPON_PRODUCT_MINIMUM_PRICE_NOT_EXCEEDED');
    const target = picked.line;
    const amount = picked.discount.discountMinor;
    return {
      ok: true,
      discount: {
        ...base,
        amount,
        discountedProductId: target.productId,
        discountedProductPrice: target.unitPrice,
        merchantShares: { [target.merchantId]: amount },
      },
    };
  }
  const amount = coupon.kind === 'PERCENTAGE' ? Math.round((itemsTotal * coupon.value) / 100) : Math.min(coupon.value, itemsTotal);
  return {
    ok: true,
    discount: { ...base, amount, discountedProductId: null, discountedProductPrice: null, merchantShares: shareByMerchant(lines, amount) },
  };
}

/** A friend's discount with a referrer's code: a share of the items, borne by Kori. */
export const REFERRAL_DISCOUNT_PERCENT = 10;

export function priceReferral(lines: readonly PricedLine[], code: string, referrerUserId: string): CouponDiscount {
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const amount = Math.round((itemsTotal * REFERRAL_DISCOUNT_PERCENT) / 100);
  return {
    code: normaliseCouponCode(code),
    title: `Invite a friend -${REFERRAL_DISCOUNT_PERCENT} %`,
    amount,
    paidBy: 'KORI',
    discountedProductId: null,
    discountedProductPrice: null,
    merchantShares: shareByMerchant(lines, amount),
    couponId: null,
    referrerUserId,
  };
}

/** What the merchant is paid and the shopper owes, before and after a discount. */
export function discountedTotals(gross: number, discount: { amount: number; paidBy: DiscountPayer } | null): { owedByCustomer: number; paidToMerchant: number } {
  const amount = Math.min(discount?.amount ?? 0, gross);
  return { owedByCustomer: gross - amount, paidToMerchant: discount?.paidBy === 'MERCHANT' ? gross - amount : gross };
}
