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
