import type { ListingFieldsFragment } from '../../graphql/generated/graphql';
import type { ListingParams, SortParam } from './listing-params';

export const LISTING_PAGE_SIZE = 24;

export type Listing = ListingFieldsFragment;
export type ListingProduct = ListingFieldsFragment['products'][number];
export type ListingFacets = ListingFieldsFragment['facets'];

/** What the /search and /all-products loaders return. */
export interface ListingLoaderData {
  kind: 'search' | 'all-products';
  params: ListingParams;
  defaultSort: SortParam;
  listing: Listing;
  meta: { title: string; description: string; noindex: boolean };
}
