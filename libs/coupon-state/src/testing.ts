// Test helpers for the stored coupon codes (this lib's and other libs' tests, jsdom).
import { LAST_USED_COUPON_CODE_STORAGE_KEY, USED_COUPON_CODES_STORAGE_KEY } from './lib/used-coupon-codes';

/** Puts codes into local storage as an earlier visit would have left them. */
export function storeUsedCouponCodes(codes: string[], lastUsed: string | null = codes.at(-1) ?? null): void {
  window.localStorage.setItem(USED_COUPON_CODES_STORAGE_KEY, JSON.stringify(codes));
  window.localStorage.setItem(LAST_USED_COUPON_CODE_STORAGE_KEY, JSON.stringify(lastUsed));
}

/** The used codes and the last used code as local storage holds them now (null when unset). */
export function storedCouponCodes(): { used: unknown; lastUsed: unknown } {
  const read = (key: string) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  };
  return { used: read(USED_COUPON_CODES_STORAGE_KEY), lastUsed: read(LAST_USED_COUPON_CODE_STORAGE_KEY) };
}
