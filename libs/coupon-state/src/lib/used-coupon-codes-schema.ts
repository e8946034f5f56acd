import { z } from 'zod/mini';

// Fetched by the stored atoms only when a value is stored; built on first use all the same (decision 012).
/** The used coupon codes are stored as an array of strings. */
export const usedCouponCodesSchema = z.lazy(() => z.array(z.string()));

/** The last used coupon code is stored as a string (nothing stored means none). */
export const lastUsedCouponCodeSchema = z.lazy(() => z.nullable(z.string()));
