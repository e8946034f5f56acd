import { couponProductDiscount, type CouponDiscountRule } from '@kori/coupon-rules';
import { isCampaignRunning, isEligible, withholdForUsedCodes, type CampaignData } from '../banner/campaign-rules';

/** An amount as the API gives it: a decimal string and its currency. */
export interface Amount {
  price: string;
  currency: string;
}

/** The benefit product prices show: a campaign's code and the rule its discount follows in one currency. */
export interface PriceBenefit {
  campaignId: string;
  code: string;
  rule: CouponDiscountRule;
  /** The currency the rule's amounts are in; prices in another currency get no benefit. */
  currency: string;
}

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "12.9" as 1290 minor units; null for anything that is not a plain non-negative amount with at most two decimals. */
export function toMinorUnits(price: string): number | null {
  const match = DECIMAL.exec(price.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function fromMinorUnits(minor: number): string {
  return (minor / 100).toFixed(2);
}

type ProductBenefitData = NonNullable<NonNullable<CampaignData['discountPromotion']>['productBenefit']>;

/** The shared formula's rule for a campaign's product benefit; null when it cannot be read. */
export function discountRuleOf(benefit: ProductBenefitData): { rule: CouponDiscountRule; currency: string | null } | null {
  const minimum = benefit.minimumProductPrice ? toMinorUnits(benefit.minimumProductPrice.price) : 0;
  if (minimum === null) return null;
  const minimumCurrency = benefit.minimumProductPrice?.currency ?? null;
  if (benefit.kind === 'PERCENTAGE') {
    if (benefit.percent === null || benefit.percent === undefined || benefit.percent <= 0) return null;
    return { rule: { kind: 'PERCENTAGE', percent: benefit.percent, minimumProductPriceMinor: minimum }, currency: minimumCurrency };
  }
  const amount = benefit.amount ? toMinorUnits(benefit.amount.price) : null;
  if (!benefit.amount || amount === null || amount <= 0) return null;
  return { rule: { kind: 'FIXED', amountMinor: amount, minimumProductPriceMinor: minimum }, currency: benefit.amount.currency };
}

/**
 * The benefit product prices show today, by the banner's rules: the first campaign (newest start first)
 * that runs today, that the shopper is eligible for (a first-time-buyer campaign only while no code was
 * used, and never with its promotion withheld) and that affects prices on product pages with a code
 * that has a product benefit. Null when there is none. With `today` null (the shopper's calendar day not
 * known yet, as in the server's render) a campaign counts as running when the API lists it as active.
 */
export function currentPriceBenefit(campaigns: readonly CampaignData[], today: string | null, usedCouponCodes: readonly string[]): PriceBenefit | null {
  for (const listed of campaigns) {
    const running = today === null ? listed.isActive : isCampaignRunning(listed, today);
    if (!listed.affectsPricesOnProductPages || !running || !isEligible(listed, usedCouponCodes)) continue;
    const campaign = withholdForUsedCodes(listed, usedCouponCodes);
    const promotion = campaign.discountPromotion;
    if (!promotion?.productBenefit) continue;
    const read = discountRuleOf(promotion.productBenefit);
    if (!read) continue;
    return { campaignId: campaign.id, code: promotion.discountCode, rule: read.rule, currency: read.currency ?? '' };
  }
  return null;
}

/**
 * The shown price less what the code takes off the item price (the same formula the checkout uses), or null
 * when the product gets nothing (below the minimum, another currency, an unreadable price).
 */
export function priceWithBenefit(benefit: PriceBenefit, itemPrice: Amount, shownPrice: Amount): Amount | null {
  if (itemPrice.currency !== shownPrice.currency) return null;
  if (benefit.currency && benefit.currency !== itemPrice.currency) return null;
  const item = toMinorUnits(itemPrice.price);
  const shown = toMinorUnits(shownPrice.price);
  if (item === null || shown === null) return null;
  const discount = couponProductDiscount(benefit.rule, item);
  if (!discount) return null;
  return { price: fromMinorUnits(Math.max(0, shown - discount.discountMinor)), currency: shownPrice.currency };
}
