import type { CategoryPageQuery } from '../../graphql/generated/graphql';
import type { PageMeta } from '@kori/shell';

export type CategoryDetails = NonNullable<CategoryPageQuery['category']>;
export type CategoryListing = CategoryPageQuery['products'];
export type CategoryProduct = CategoryListing['products'][number];

/** What the category loader returns. */
export interface CategoryLoaderData {
  category: CategoryDetails;
  listing: CategoryListing;
  meta: PageMeta;
}

/** Products per category page. */
export const CATEGORY_PAGE_SIZE = 24;
