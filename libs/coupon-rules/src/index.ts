// Public entry of @kori/coupon-rules: coupon code normalisation and the one discount formula.
export { DEFAULT_COUPON_CODE, normalizeCouponCode, parseCouponCodeList, mergeCouponCodes } from './lib/coupon-codes';
export {
  couponProductDiscount,
  pickDiscountedLine,
  type CouponDiscountRule,
  type ProductDiscount,
  type DiscountableLine,
} from './lib/discount-formula';
