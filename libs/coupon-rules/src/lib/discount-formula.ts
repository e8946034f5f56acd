/**
 * What a coupon takes off one product. Amounts are integer minor units in the product's currency.
 * - PERCENTAGE: `percent` of the product's price, rounded half up to a whole minor unit.
 * - FIXED: `amountMinor` off the product's price.
 * A product whose price does not exceed `minimumProductPriceMinor` gets nothing; no discount exceeds the price.
 */
export type CouponDiscountRule =
  | { kind: 'PERCENTAGE'; percent: number; minimumProductPriceMinor: number }
  | { kind: 'FIXED'; amountMinor: number; minimumProductPriceMinor: number };

export interface ProductDiscount {
  /** What the coupon takes off. */
  discountMinor: number;
  /** The product's price after it. */
  priceWithBenefitMinor: number;
}

/** The discount `rule` gives a product priced `priceMinor`, or null when the product does not qualify. */
export function couponProductDiscount(rule: CouponDiscountRule, priceMinor: number): ProductDiscount | null {
  if (!Number.isInteger(priceMinor) || priceMinor <= 0) return null;
  if (priceMinor <= rule.minimumProductPriceMinor) return null;
  const raw = rule.kind === 'PERCENTAGE' ? Math.floor((priceMinor * rule.percent) / 100 + 0.5) : rule.amountMinor;
  const discountMinor = Math.min(Math.max(0, Math.trunc(raw)), priceMinor);
  if (discountMinor === 0) return null;
  return { discountMinor, priceWithBenefitMinor: priceMinor - discountMinor };
}

export interface DiscountableLine {
  /** The product the line is for. */
  productId: string;
  /** One unit's price in minor units: a coupon discounts one unit of one product. */
  unitPriceMinor: number;
}

/**
 * The line a coupon applies to: the one whose unit gets the biggest discount (the most expensive qualifying
 * product); ties go to the earlier line. Null when no line qualifies.
 */
export function pickDiscountedLine<L extends DiscountableLine>(
  rule: CouponDiscountRule,
  lines: readonly L[],
): { line: L; discount: ProductDiscount } | null {
  let best: { line: L; discount: ProductDiscount } | null = null;
  for (const line of lines) {
    const discount = couponProductDiscount(rule, line.unitPriceMinor);
    if (discount && (!best || discount.discountMinor > best.discount.discountMinor)) best = { line, discount };
  }
  return best;
}
