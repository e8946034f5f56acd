/** The coupon code the shop falls back to for a shopper who is not a first-time buyer. */
export const DEFAULT_COUPON_CODE = 'STAR';

/** A code as the shop stores and compares it: trimmed and upper-cased ('' when nothing is left). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * One code or a comma-separated list (`star, Star,abc`) as normalised codes: upper-cased, empties dropped,
 * duplicates removed keeping the first occurrence's position.
 */
export function parseCouponCodeList(input: string): string[] {
  return mergeCouponCodes([], input.split(','));
}

/** `existing` followed by the `added` codes it does not hold yet, every code normalised and unique. */
export function mergeCouponCodes(existing: readonly string[], added: readonly string[]): string[] {
  const codes: string[] = [];
  for (const raw of [...existing, ...added]) {
    const code = normalizeCouponCode(raw);
    if (code && !codes.includes(code)) codes.push(code);
  }
  return codes;
}
