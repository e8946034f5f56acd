import type { Resolvers } from '../generated/resolvers-types';
import { campaignQueryResolvers } from './campaign-resolvers';
import { cartMutationResolvers, cartQueryResolvers, cartResolvers } from './cart-resolvers';
import { catalogueQueryResolvers } from './catalogue-query-resolvers';
import { categoryResolvers } from './category-resolvers';
import { checkoutSubscriptionResolvers } from './checkout-progress-resolvers';
import { checkoutMutationResolvers, checkoutQueryResolvers } from './checkout-resolvers';
import { productListingResolvers } from './listing-resolvers';
import { mutationResolvers } from './mutation-resolvers';
import { merchantResolvers, offerResolvers } from './offer-resolvers';
import { priceAlertMutationResolvers, priceAlertQueryResolvers, priceAlertResolvers } from './price-alert-resolvers';
import { orderQueryResolvers } from './order-resolvers';
import { productResolvers } from './product-resolvers';
import { unionResolvers } from './union-resolvers';
import { userQueryResolvers, userResolvers } from './user-resolvers';

export const resolvers: Resolvers = {
  Query: {
    ...catalogueQueryResolvers,
    ...userQueryResolvers,
    ...cartQueryResolvers,
    ...checkoutQueryResolvers,
    ...orderQueryResolvers,
    ...priceAlertQueryResolvers,
    ...campaignQueryResolvers,
  },
  Mutation: { ...mutationResolvers, ...cartMutationResolvers, ...checkoutMutationResolvers, ...priceAlertMutationResolvers },
  Subscription: checkoutSubscriptionResolvers,
  Category: categoryResolvers,
  Product: productResolvers,
  Offer: offerResolvers,
  Merchant: merchantResolvers,
  Cart: cartResolvers,
  ProductListing: productListingResolvers,
  User: userResolvers,
  PriceAlert: priceAlertResolvers,
  ...unionResolvers,
};
