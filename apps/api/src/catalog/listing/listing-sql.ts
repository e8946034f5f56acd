import { sql, type SQL } from 'drizzle-orm';
import type { ListingQuery } from './listing-query';

/** Which filter a facet leaves out, so that it shows the choices next to the current one. */
export type FacetDimension = 'category' | 'brand' | 'merchant' | 'price' | 'stock';

const p = (values: unknown[]) => sql.param(values);

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Text match. With words: the weighted search vector (prefixes and typo corrections, see
 * searchTsQuery) through its GIN index. Without (the fallback when words found nothing): a close
 * trigram match of the whole text on the name, through the name's GIN trigram index.
 */
export function textMatch(text: string, tsQuery: string | null): SQL {
  return tsQuery ? sql`p.search_vector @@ to_tsquery('simple', ${tsQuery})` : sql`${text.toLowerCase()} <% p.search_name`;
}

/**
 * The WHERE clause over `products p join product_price_stats s` (one row per product sold in the
 * region), optionally without one dimension.
 */
export function listingConditions(query: ListingQuery, without?: FacetDimension): SQL {
  const parts: SQL[] = [sql`s.region = ${query.region}`, sql`s.offer_count > 0`];
  if (query.categoryIds !== null && without !== 'category') parts.push(sql`p.category_id = any(${p(query.categoryIds)}::text[])`);
  if (query.brandIds && without !== 'brand') parts.push(sql`p.brand_id = any(${p(query.brandIds)}::text[])`);
  if (query.merchantIds && without !== 'merchant') {
    parts.push(sql`exists (select 1 from offers o where o.product_id = p.id and o.region = ${query.region}
      and o.merchant_id = any(${p(query.merchantIds)}::text[]))`);
  }
  if (without !== 'price') {
    if (query.minTotal !== null) parts.push(sql`s.best_total >= ${query.minTotal}`);
    if (query.maxTotal !== null) parts.push(sql`s.best_total <= ${query.maxTotal}`);
  }
  if (query.inStockOnly && without !== 'stock') parts.push(sql`s.in_stock_count > 0`);
  if (query.dealsOnly) parts.push(sql`s.is_deal`);
  if (query.text !== null) parts.push(query.text === '' ? sql`false` : textMatch(query.text, query.tsQuery));
  return sql.join(parts, sql` and `);
}

export const listingFrom = sql`products p join product_price_stats s on s.product_id = p.id`;

export function listingOrder(query: ListingQuery): SQL {
  switch (query.sort) {
    case 'TOTAL_PRICE_ASC':
      return sql`s.best_total asc nulls last, p.popularity desc, p.id`;
    case 'TOTAL_PRICE_DESC':
      return sql`s.best_total desc nulls last, p.popularity desc, p.id`;
    case 'BIGGEST_DROP':
      return sql`s.drop_percent desc, p.popularity desc, p.id`;
    // RELEVANCE: text searches rank inside their window (search-window.ts); a plain listing has no text.
    case 'RELEVANCE':
    case 'POPULARITY':
    default:
      return sql`p.popularity desc, p.id`;
  }
}
