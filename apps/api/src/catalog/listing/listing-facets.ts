import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { FacetValue, ProductFacets } from '../../domain/product-facets';
import { optionalMoneyAmount } from '../../domain/money';
import type { Language } from '@kori/region';
import { categoryName, type CategoryTree } from '../category-tree';
import { listingConditions, listingFrom } from './listing-sql';
import type { ListingQuery } from './listing-query';

export const FACET_LIMIT = 30;

export const EMPTY_FACETS: ProductFacets = { categories: [], brands: [], merchants: [], price: { min: null, max: null }, inStockCount: 0 };

/**
 * The category facet: the children of the filtered category (or the departments), each counting the
 * matches in its whole subtree.
 */
export function categoryFacet(
  tree: CategoryTree,
  categoryId: string | null,
  counts: Iterable<readonly [string, number]>,
  language: Language,
): FacetValue[] {
  const branchCounts = new Map<string, number>();
  for (const [id, n] of counts) {
    const branch = tree.branchUnder(categoryId, id);
    if (branch) branchCounts.set(branch.id, (branchCounts.get(branch.id) ?? 0) + n);
  }
  const branches = categoryId ? tree.children(categoryId) : tree.roots();
  return branches
    .filter((category) => (branchCounts.get(category.id) ?? 0) > 0)
    .map((category) => ({ id: category.id, label: categoryName(category, language), count: branchCounts.get(category.id) ?? 0 }));
}

/**
 * Facets for a listing. Each facet ignores its own filter (picking one brand still shows the other
 * brands with their counts); categories count the children of the filtered category (or the
 * departments), each including its subtree.
 */
export async function listingFacets(db: Database, tree: CategoryTree, query: ListingQuery, language: Language): Promise<ProductFacets> {
  if (query.categoryIds !== null && query.categoryIds.length === 0) return EMPTY_FACETS;
  const region = query.region;
  const [categoryCounts, brandRows, merchantRows, [priceRow], [stockRow]] = await Promise.all([
    queryRows<{ category_id: string; n: number }>(
      db,
      sql`select p.category_id, count(*)::int as n from ${listingFrom} where ${listingConditions({ ...query, categoryIds: null }, 'category')}
        ${query.categoryIds ? sql`and p.category_id = any(${sql.param(query.categoryIds)}::text[])` : sql``}
        group by p.category_id`,
    ),
    queryRows<{ id: string; label: string; n: number }>(
      db,
      sql`select b.id, b.name as label, count(*)::int as n from ${listingFrom} join brands b on b.id = p.brand_id
        where ${listingConditions(query, 'brand')} group by b.id, b.name order by n desc, b.name limit ${FACET_LIMIT}`,
    ),
    queryRows<{ id: string; label: string; n: number }>(
      db,
      sql`select m.id, m.title as label, count(distinct p.id)::int as n from ${listingFrom}
        join offers o on o.product_id = p.id and o.region = ${region} join merchants m on m.id = o.merchant_id
        where ${listingConditions(query, 'merchant')} group by m.id, m.title order by n desc, m.title limit ${FACET_LIMIT}`,
    ),
    queryRows<{ min: number | null; max: number | null }>(
      db,
      sql`select min(s.best_total)::int as min, max(s.best_total)::int as max from ${listingFrom} where ${listingConditions(query, 'price')}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${listingFrom} where ${listingConditions(query, 'stock')} and s.in_stock_count > 0`,
    ),
  ]);

  const categories = categoryFacet(tree, query.categoryId, categoryCounts.map((row) => [row.category_id, row.n] as const), language);

  return {
    categories,
    brands: brandRows.map((row) => ({ id: row.id, label: row.label, count: row.n })),
    merchants: merchantRows.map((row) => ({ id: row.id, label: row.label, count: row.n })),
    price: { min: optionalMoneyAmount(priceRow?.min, query.currency), max: optionalMoneyAmount(priceRow?.max, query.currency) },
    inStockCount: stockRow?.n ?? 0,
  };
}
