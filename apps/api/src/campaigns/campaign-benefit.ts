/**
 * What a campaign's discount code takes off one product on product pages and listings: the coupon's own
 * rule, in the form the shared product discount formula (@kori/coupon-rules) takes, so product pages and
 * checkout agree. Null where the code would not give every shopper the campaign is shown to a discount.
 */
import type { Currency } from '@kori/region';
import type { CouponRow } from '../db/schema';
import { moneyAmount, optionalMoneyAmount } from '../domain/money';
import type { ProductBenefit } from '../graphql/generated/resolvers-types';

export function productBenefitOf(coupon: CouponRow | undefined, currency: Currency, now: Date): ProductBenefit | null {
  if (!coupon) return null;
  // A personal coupon (a referral reward) is not a campaign's code; a returning customers' one is not for everyone.
  if (coupon.ownerUserId || coupon.audience === 'RETURNING_CUSTOMER') return null;
  if (coupon.validFrom && now < coupon.validFrom) return null;
  if (coupon.validUntil && now > coupon.validUntil) return null;
  const minimumProductPrice = optionalMoneyAmount(coupon.minimumProductPrice, currency);
  if (coupon.kind === 'FIXED') {
    if (coupon.currency !== currency) return null;
    return { kind: 'FIXED', percent: null, amount: moneyAmount(coupon.value, currency), minimumProductPrice };
  }
  // PERCENTAGE takes its share of every product, PRODUCT of the one it picks: on a product page, the same share.
  return { kind: 'PERCENTAGE', percent: coupon.value, amount: null, minimumProductPrice };
}
