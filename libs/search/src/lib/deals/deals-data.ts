import type { DealsCategoryQuery, DealsListingQuery } from '../../graphql/generated/graphql';

export const DEALS_PAGE_SIZE = 24;

export type DealsPage = DealsListingQuery['deals'];
export type DealItem = DealsListingQuery['deals']['deals'][number];
export type DealsCategory = NonNullable<DealsCategoryQuery['category']>;

/** What the /deals and /deals/:categoryId loader returns. */
export interface DealsLoaderData {
  /** The category the deals are narrowed to, with its path; null on /deals. */
  category: DealsCategory | null;
  /** Subcategories to narrow further (departments on /deals). */
  subcategories: { id: string; name: string }[];
  deals: DealsPage;
  meta: { title: string; description: string; noindex: boolean };
}

export function dealsPath(categoryId: string | null, page = 1): string {
  const path = categoryId ? `/deals/${encodeURIComponent(categoryId)}` : '/deals';
  return page > 1 ? `${path}?page=${page}` : path;
}
