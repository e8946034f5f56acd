import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { eligibleForFTBAtom } from '@kori/auth';
import { applyAccountCouponEligibilityAtom } from '@kori/coupon-state';

/**
 * Once the signed-in user's data is loaded (auth), the browser's used coupon codes follow it (coupon state):
 * none for a first-time buyer, otherwise STAR alone.
 */
export function UsedCouponsFromAccount() {
  const eligible = useAtomValue(eligibleForFTBAtom);
  const apply = useSetAtom(applyAccountCouponEligibilityAtom);
  useEffect(() => {
    if (eligible !== null) apply(eligible);
  }, [eligible, apply]);
  return null;
}
