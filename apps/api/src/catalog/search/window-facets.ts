import type { Database } from '../../db/database';
import { optionalMoneyAmount } from '../../domain/money';
import type { Language } from '@kori/region';
import type { FacetValue, ProductFacets } from '../../domain/product-facets';
import type { CategoryTree } from '../category-tree';
import { categoryFacet, EMPTY_FACETS, FACET_LIMIT } from '../listing/listing-facets';
import type { ListingQuery } from '../listing/listing-query';
import type { FacetDimension } from '../listing/listing-sql';
import { SEARCH_WINDOW, searchWindow } from './search-window';
import type { SearchWindow, WindowCounts } from './search-window-model';
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

/** Brands by count, most first (then by name), at most FACET_LIMIT. */
export function brandFacet(counts: readonly (readonly [string, string, number])[]): FacetValue[] {
  return counts
    .map(([id, label, count]) => ({ id, label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, FACET_LIMIT);
}

/** Merchants with an offer in the region for the window's products, titled from the catalogue cache. */
export function merchantFacet(
  counts: readonly (readonly [string, number])[],
  merchants: ReadonlyMap<string, { title: string }>,
): FacetValue[] {
  return counts
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
  language: Language,
  main: SearchWindow,
  merchants: ReadonlyMap<string, { title: string }>,
  size = SEARCH_WINDOW,
  cache: WindowCache | null = null,
): Promise<ProductFacets> {
  if (query.categoryIds !== null && query.categoryIds.length === 0) return EMPTY_FACETS;
  const active = activeDimensions(query);
  const others = await Promise.all(active.map((dimension) => searchWindow(db, query, { without: dimension, size, cache })));
  const countsFor = (dimension: FacetDimension): WindowCounts => others[active.indexOf(dimension)]?.counts ?? main.counts;
  const price = countsFor('price');
  return {
    categories: categoryFacet(tree, query.categoryId, main.counts.categories, language),
    brands: brandFacet(countsFor('brand').brands),
    merchants: merchantFacet(countsFor('merchant').merchants, merchants),
    price: { min: optionalMoneyAmount(price.minTotal, query.currency), max: optionalMoneyAmount(price.maxTotal, query.currency) },
    inStockCount: countsFor('stock').inStock,
  };
}
