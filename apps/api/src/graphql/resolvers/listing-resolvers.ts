import { listingFacets } from '../../catalog/listing/listing-facets';
import { windowFacets } from '../../catalog/search/window-facets';
import type { ProductListingResolvers } from '../generated/resolvers-types';

export const productListingResolvers: ProductListingResolvers = {
  // Facets cost a few aggregate queries; only listings that ask for them pay.
  facets: async (listing, _args, ctx) => {
    const tree = await ctx.catalogue.categoryTree();
    const language = ctx.labelLanguage(listing.query.region);
    return listing.window
      ? windowFacets(
          ctx.db,
          tree,
          listing.query,
          language,
          listing.window,
          await ctx.catalogue.merchants(),
          undefined,
          ctx.catalogue.windows,
        )
      : listingFacets(ctx.db, tree, listing.query, language);
  },
};
