import { atom } from 'jotai';
import { DEFAULT_COUPON_CODE, mergeCouponCodes, normalizeCouponCode } from '@kori/coupon-rules';
import { createStoredAtom } from '@kori/shell';

export const USED_COUPON_CODES_STORAGE_KEY = 'used-coupon-codes';
export const LAST_USED_COUPON_CODE_STORAGE_KEY = 'last-used-coupon-code';

// The schemas (and zod with them) are fetched only when a value is stored (decision 025).

/** Coupon codes this browser has used, upper-cased and unique, kept under `used-coupon-codes`. */
export const usedCouponCodesAtom = createStoredAtom<string[]>(
  USED_COUPON_CODES_STORAGE_KEY,
  () => import('./used-coupon-codes-schema').then((module) => module.usedCouponCodesSchema),
  [],
);

/** The code used most recently (the checkout's default coupon), kept under `last-used-coupon-code`. */
export const lastUsedCouponCodeAtom = createStoredAtom<string | null>(
  LAST_USED_COUPON_CODE_STORAGE_KEY,
  () => import('./used-coupon-codes-schema').then((module) => module.lastUsedCouponCodeSchema),
  null,
);

/** Whether any coupon code has been used in this browser. */
export const anyCouponCodeUsedAtom = atom((get) => get(usedCouponCodesAtom).length > 0);

export interface RecordCouponCodes {
  codes: readonly string[];
  /** `append` (the default) keeps the codes already used; `replace` keeps only these. */
  mode?: 'append' | 'replace';
}

/**
 * Stores codes as used: normalised and de-duplicated, appended to or replacing the list. The last of them
 * becomes the last used code. No normalised code at all changes nothing.
 */
export const recordUsedCouponCodesAtom = atom(null, (_get, set, { codes, mode = 'append' }: RecordCouponCodes) => {
  const added = mergeCouponCodes([], codes);
  const last = added.at(-1);
  if (!last) return;
  set(usedCouponCodesAtom, (current) => {
    const next = mode === 'replace' ? added : mergeCouponCodes(current, added);
    return sameCodes(current, next) ? current : next;
  });
  set(lastUsedCouponCodeAtom, normalizeCouponCode(last));
});

/**
 * The used codes once the signed-in user is known: none for a first-time buyer (the first-time-buyer offer
 * stays open to them), otherwise only the default code STAR.
 */
export function usedCouponCodesForAccount(eligibleForFirstTimeBuyerOffer: boolean): string[] {
  return eligibleForFirstTimeBuyerOffer ? [] : [DEFAULT_COUPON_CODE];
}

/** Replaces the used codes after the user is loaded (see `usedCouponCodesForAccount`). */
export const applyAccountCouponEligibilityAtom = atom(null, (_get, set, eligibleForFirstTimeBuyerOffer: boolean) => {
  const next = usedCouponCodesForAccount(eligibleForFirstTimeBuyerOffer);
  set(usedCouponCodesAtom, (current) => (sameCodes(current, next) ? current : next));
});

function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code, index) => code === b[index]);
}
