import { z } from 'zod/mini';
import { SORT_PARAMS, type ListingParams, type SortParam } from './listing-params';

// Kept apart from listing-params.ts: the browser needs this parser (and its schema library) only when a
// filter changes, so it loads then, not with the listing page.
// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const id = z.lazy(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[\p{L}\p{N}_-]+$/u)));
const money = z.lazy(() =>
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{1,7}([.,]\d{1,2})?$/)),
    z.transform((value: string) => value.replace(',', '.')),
  ),
);
const page = z.lazy(() => z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(10_000))));
const sort = z.lazy(() => z.enum(Object.keys(SORT_PARAMS) as [SortParam, ...SortParam[]]));

/** Parses a listing URL's query; a bad value is dropped (it falls back to its default), never an error. */
export function parseListingParams(search: URLSearchParams, defaultSort: SortParam): ListingParams {
  const one = <T>(schema: z.ZodMiniType<T, unknown>, key: string): T | null => {
    const value = search.get(key);
    if (value === null || value === '') return null;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  const many = (key: string) => [...new Set(search.getAll(key).filter((value) => id.safeParse(value).success))].slice(0, 50);
  return {
    q: (search.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, 200),
    category: one(id, 'category'),
    brands: many('brand'),
    merchants: many('merchant'),
    min: one(money, 'min'),
    max: one(money, 'max'),
    inStock: ['1', 'true', 'on'].includes(search.get('instock') ?? ''),
    sort: one(sort, 'sort') ?? defaultSort,
    page: one(page, 'page') ?? 1,
  };
}
