import { listingFacets } from '../../catalog/listing/listing-facets';
import type { ProductListingResolvers } from '../generated/resolvers-types';

export const productListingResolvers: ProductListingResolvers = {
  // Facets cost a few aggregate queries; only listings that ask for them pay.
  facets: async (listing, _args, ctx) =>
    listingFacets(ctx.db, await ctx.catalogue.categoryTree(), listing.query, ctx.labelLanguage(listing.query.region)),
};
