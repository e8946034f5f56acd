import type { PageMeta } from '@kori/shell';

export type { PageMeta };

/** What the invite-a-friend loader gives its page. */
export interface InviteData {
  meta: PageMeta;
  /** The signed-in shopper's own referral code; null when it could not be read. */
  referralCode: string | null;
  /** The link that opens the shop with the code stored as used (`/?setUsedCoupon=CODE` on the shop's origin). */
  shareUrl: string | null;
  /** The API could not be reached: the page says so. */
  unavailable: boolean;
}

/** The query parameter that stores a coupon code as used on any page. */
export const SET_USED_COUPON_PARAM = 'setUsedCoupon';

/** The path of a share link for `code` (the loader makes it absolute on the configured origin). */
export function sharePath(code: string): string {
  return `/?${new URLSearchParams({ [SET_USED_COUPON_PARAM]: code }).toString()}`;
}
