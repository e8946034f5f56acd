import type { HomeDealsQuery } from '../../graphql/generated/graphql';
import type { PageMeta } from '@kori/shell';

export type HomeDeal = HomeDealsQuery['deals']['deals'][number];
export type PopularCategory = HomeDealsQuery['categories'][number];

/** What the home loader returns. */
export interface HomeLoaderData {
  deals: HomeDeal[];
  totalCount: number;
  popularCategories: PopularCategory[];
  meta: PageMeta;
}

/** How many deals the home page shows. */
export const HOME_DEALS_COUNT = 12;

/** How many top categories the home page links to. */
export const POPULAR_CATEGORIES_COUNT = 8;

/** The top-level categories with the most products, most first (ties by name, so the order is stable). */
export function popularCategories(categories: readonly PopularCategory[], count = POPULAR_CATEGORIES_COUNT): PopularCategory[] {
  return [...categories]
    .filter((category) => category.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name))
    .slice(0, count);
}
