import { z } from 'zod/mini';
import type { ProductFilter, ProductSort } from '../../graphql/generated/graphql';

/** Sort orders as they read in URLs, and the API's names for them. */
export const SORT_PARAMS = {
  relevance: 'RELEVANCE',
  'price-asc': 'TOTAL_PRICE_ASC',
  'price-desc': 'TOTAL_PRICE_DESC',
  drop: 'BIGGEST_DROP',
  popularity: 'POPULARITY',
} as const satisfies Record<string, ProductSort>;

export type SortParam = keyof typeof SORT_PARAMS;

/** A listing's state as its URL carries it: what /search and /all-products pages share. */
export interface ListingParams {
  q: string;
  category: string | null;
  brands: string[];
  merchants: string[];
  /** Decimal strings as typed ("49.90"); the API checks them again. */
  min: string | null;
  max: string | null;
  inStock: boolean;
  sort: SortParam;
  page: number;
}

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

/**
 * The query string for a listing state, with defaults left out so URLs stay short and one state has
 * one URL (shareable, cacheable). Starts with "?" unless empty.
 */
export function listingSearch(params: ListingParams, defaultSort: SortParam): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  for (const brand of params.brands) search.append('brand', brand);
  for (const merchant of params.merchants) search.append('merchant', merchant);
  if (params.min) search.set('min', params.min);
  if (params.max) search.set('max', params.max);
  if (params.inStock) search.set('instock', '1');
  if (params.sort !== defaultSort) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A link to `path` with the listing state changed by `change` (the page resets unless it is set). */
export function listingHref(path: string, params: ListingParams, defaultSort: SortParam, change: Partial<ListingParams>): string {
  return `${path}${listingSearch({ ...params, page: 1, ...change }, defaultSort)}`;
}

/** The API's filter for a listing state (min above max is swapped rather than refused). */
export function listingFilter(params: ListingParams): ProductFilter {
  let { min, max } = params;
  if (min !== null && max !== null && Number(min) > Number(max)) [min, max] = [max, min];
  return {
    ...(params.category ? { categoryId: params.category } : {}),
    ...(params.brands.length ? { brandIds: params.brands } : {}),
    ...(params.merchants.length ? { merchantIds: params.merchants } : {}),
    ...(min !== null ? { minPrice: min } : {}),
    ...(max !== null ? { maxPrice: max } : {}),
    ...(params.inStock ? { inStockOnly: true } : {}),
  };
}
