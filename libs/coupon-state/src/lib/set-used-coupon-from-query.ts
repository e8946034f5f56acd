import { useLocation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { parseCouponCodeList } from '@kori/coupon-rules';
import { recordUsedCouponCodesAtom } from './used-coupon-codes';

/** The query parameter that applies coupon codes on any page: one code or a comma-separated list. */
export const SET_USED_COUPON_QUERY_PARAM = 'setUsedCoupon';

/** Stores the codes of the current page's `setUsedCoupon` parameter as used (appended to those used before). */
export function useSetUsedCouponFromQuery(): void {
  const { search } = useLocation();
  const record = useSetAtom(recordUsedCouponCodesAtom);
  useEffect(() => {
    const value = new URLSearchParams(search).get(SET_USED_COUPON_QUERY_PARAM);
    if (value === null) return;
    const codes = parseCouponCodeList(value);
    if (codes.length > 0) record({ codes });
  }, [search, record]);
}
