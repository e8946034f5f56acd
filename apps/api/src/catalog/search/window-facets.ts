import type { Database } from '../../db/database';
import { optionalMoneyAmount } from '../../domain/money';
import type { LanguageCode } from '../../domain/regions';
import type { FacetValue, ProductFacets } from '../../graphql/generated/resolvers-types';
import type { CategoryTree } from '../category-tree';
import { categoryFacet, EMPTY_FACETS, FACET_LIMIT } from '../listing/listing-facets';
import type { ListingQuery } from '../listing/listing-query';
import type { FacetDimension } from '../listing/listing-sql';
import { SEARCH_WINDOW, searchWindow, type SearchWindow, type WindowRow } from './search-window';
import type { WindowCache } from './window-cache';

/** Filters that are set, each of whose facets needs the matches without that filter. */
function activeDimensions(query: ListingQuery): FacetDimension[] {
  const active: FacetDimension[] = [];
  if (query.brandIds) active.push('brand');
  if (query.merchantIds) active.push('merchant');
  if (query.minTotal !== null || query.maxTotal !== null) active.push('price');
  if (query.inStockOnly) active.push('stock');
  return active;
}

function countBy(rows: readonly WindowRow[], key: (row: WindowRow) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

export function brandFacet(rows: readonly WindowRow[]): FacetValue[] {
  const names = new Map(rows.map((row) => [row.brandId, row.brandName]));
  return [...countBy(rows, (row) => row.brandId)]
    .map(([id, count]) => ({ id, label: names.get(id) ?? id, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, FACET_LIMIT);
}

export function priceBounds(rows: readonly WindowRow[]): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = null;
  for (const { bestTotal } of rows) {
    if (bestTotal === null) continue;
    if (min === null || bestTotal < min) min = bestTotal;
    if (max === null || bestTotal > max) max = bestTotal;
  }
  return { min, max };
}

/** Merchants with an offer in the region for the window's products, titled from the catalogue cache. */
export function merchantFacet(rows: readonly WindowRow[], merchants: ReadonlyMap<string, { title: string }>): FacetValue[] {
  const counts = new Map<string, number>();
  for (const row of rows) for (const id of row.merchantIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts]
    .map(([id, count]) => ({ id, label: merchants.get(id)?.title ?? id, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, FACET_LIMIT);
}

/**
 * The facets of a text search, counted over its window (so over at most SEARCH_WINDOW matches).
 * Each facet whose filter is set is counted over the window read without that filter, so picking a
 * brand still shows the other brands with their counts.
 */
export async function windowFacets(
  db: Database,
  tree: CategoryTree,
  query: ListingQuery,
  language: LanguageCode,
  main: SearchWindow,
  merchants: ReadonlyMap<string, { title: string }>,
  size = SEARCH_WINDOW,
  cache: WindowCache | null = null,
): Promise<ProductFacets> {
  if (query.categoryIds !== null && query.categoryIds.length === 0) return EMPTY_FACETS;
  const active = activeDimensions(query);
  const others = await Promise.all(active.map((dimension) => searchWindow(db, query, { without: dimension, size, cache })));
  const windowFor = (dimension: FacetDimension): readonly WindowRow[] => others[active.indexOf(dimension)]?.rows ?? main.rows;
  const price = priceBounds(windowFor('price'));
  return {
    categories: categoryFacet(
      tree,
      query.categoryId,
      countBy(main.rows, (row) => row.categoryId),
      language,
    ),
    brands: brandFacet(windowFor('brand')),
    merchants: merchantFacet(windowFor('merchant'), merchants),
    price: { min: optionalMoneyAmount(price.min, query.currency), max: optionalMoneyAmount(price.max, query.currency) },
    inStockCount: windowFor('stock').filter((row) => row.inStock).length,
  };
}
