import { z } from 'zod/mini';

/** `/{product}-price` addresses end in this (the price landing pages). */
export const PRICE_PAGE_SUFFIX = '-price';

// Category ids and price page slugs are URL slugs; anything else (favicon.ico, robots.txt, ...) is neither.
// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const slugSchema = z.lazy(() => z.string().check(z.maxLength(200), z.regex(/^[\p{L}\p{N}_-]+$/u)));

export type CatalogSlug =
  | { kind: 'category'; categoryId: string }
  /** A price page slug; `categoryId` is tried too when no product has that slug. */
  | { kind: 'priceLanding'; slug: string; categoryId: string };

/**
 * What the one-segment address `/:categoryId` names: a price landing page (`iphone-16-128-gb-price`),
 * a category, or nothing (null: 404 without asking the API).
 */
export function classifyCatalogSlug(segment: string | undefined): CatalogSlug | null {
  const parsed = slugSchema.safeParse(segment);
  if (!parsed.success) return null;
  const slug = parsed.data;
  if (slug.length > PRICE_PAGE_SUFFIX.length && slug.endsWith(PRICE_PAGE_SUFFIX)) {
    return { kind: 'priceLanding', slug, categoryId: slug };
  }
  return { kind: 'category', categoryId: slug };
}

/** The price landing page address of a product. */
export function priceLandingPath(product: { slug: string }): string {
  return `/${encodeURIComponent(product.slug)}${PRICE_PAGE_SUFFIX}`;
}
