// Public, browser-safe entry of @kori/coupon-state: the coupon codes this browser has used (local storage),
// shared by the features that read them (campaign banners, the checkout's default coupon).
export {
  USED_COUPON_CODES_STORAGE_KEY,
  LAST_USED_COUPON_CODE_STORAGE_KEY,
  usedCouponCodesAtom,
  lastUsedCouponCodeAtom,
  anyCouponCodeUsedAtom,
  recordUsedCouponCodesAtom,
  applyAccountCouponEligibilityAtom,
  usedCouponCodesForAccount,
  type RecordCouponCodes,
} from './lib/used-coupon-codes';
export { SET_USED_COUPON_QUERY_PARAM, useSetUsedCouponFromQuery } from './lib/set-used-coupon-from-query';
