import { normalizeCouponCode } from '@kori/coupon-rules';
import { z } from 'zod/mini';

/** The query and form field the review's coupon code travels in. */
export const COUPON_FIELD = 'couponCode';

// Built on first use, not while the page's scripts load.
let codeSchema: z.ZodMiniString | undefined;
const schema = () => (codeSchema ??= z.string().check(z.maxLength(64), z.regex(/^[\p{L}\p{N}\s_-]*$/u)));

/**
 * The coupon code of a query string or form: null when the field is absent, '' when the shopper left it
 * empty (or sent something no code looks like), otherwise the code trimmed and upper-cased.
 */
export function couponCodeFrom(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return schema().safeParse(value).success ? normalizeCouponCode(value) : '';
}

export interface CouponCodeErrorView {
  couponCodeCode?: string | null;
  errorType: string;
}

/** A coupon answer counts as a failure when it carries a coupon code (the refused one). */
export function isCouponFailure(result: { couponCodeErrors?: readonly CouponCodeErrorView[] | null }): boolean {
  return (result.couponCodeErrors ?? []).some((error) => typeof error.couponCodeCode === 'string');
}
