import type { Resolvers } from '../generated/resolvers-types';
import { catalogueQueryResolvers } from './catalogue-query-resolvers';
import { categoryResolvers } from './category-resolvers';
import { checkoutMutationResolvers, checkoutQueryResolvers } from './checkout-resolvers';
import { productListingResolvers } from './listing-resolvers';
import { mutationResolvers } from './mutation-resolvers';
import { notAvailableMutationResolvers, notAvailableQueryResolvers, unionResolvers } from './not-available-resolvers';
import { merchantResolvers, offerResolvers } from './offer-resolvers';
import { productResolvers } from './product-resolvers';
import { userQueryResolvers, userResolvers } from './user-resolvers';

export const resolvers: Resolvers = {
  Query: { ...catalogueQueryResolvers, ...userQueryResolvers, ...checkoutQueryResolvers, ...notAvailableQueryResolvers },
  Mutation: { ...mutationResolvers, ...checkoutMutationResolvers, ...notAvailableMutationResolvers },
  Category: categoryResolvers,
  Product: productResolvers,
  Offer: offerResolvers,
  Merchant: merchantResolvers,
  ProductListing: productListingResolvers,
  User: userResolvers,
  ...unionResolvers,
};
