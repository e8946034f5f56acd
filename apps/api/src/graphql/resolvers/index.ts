import type { Resolvers } from '../generated/resolvers-types';
import { cartMutationResolvers, cartQueryResolvers, cartResolvers } from './cart-resolvers';
import { catalogueQueryResolvers } from './catalogue-query-resolvers';
import { categoryResolvers } from './category-resolvers';
import { checkoutSubscriptionResolvers } from './checkout-progress-resolvers';
import { checkoutMutationResolvers, checkoutQueryResolvers } from './checkout-resolvers';
import { productListingResolvers } from './listing-resolvers';
import { mutationResolvers } from './mutation-resolvers';
import { notAvailableMutationResolvers, notAvailableQueryResolvers, unionResolvers } from './not-available-resolvers';
import { merchantResolvers, offerResolvers } from './offer-resolvers';
import { priceAlertMutationResolvers, priceAlertQueryResolvers, priceAlertResolvers } from './price-alert-resolvers';
import { orderQueryResolvers } from './order-resolvers';
import { productResolvers } from './product-resolvers';
import { userQueryResolvers, userResolvers } from './user-resolvers';

export const resolvers: Resolvers = {
  Query: { ...catalogueQueryResolvers, ...userQueryResolvers, ...cartQueryResolvers, ...checkoutQueryResolvers, ...orderQueryResolvers, ...priceAlertQueryResolvers, ...notAvailableQueryResolvers },
  Mutation: { ...mutationResolvers, ...cartMutationResolvers, ...checkoutMutationResolvers, ...priceAlertMutationResolvers, ...notAvailableMutationResolvers },
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
