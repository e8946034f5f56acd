import type { ApiContext } from '../context';
import { notAvailableYet } from '../errors';
import type { MerchantDeliveryResolvers, MutationResolvers, QueryResolvers, VerifyAuthResultResolvers } from '../generated/resolvers-types';

const notYet = (): never => {
  throw notAvailableYet();
};

/** User-only features refuse strangers first, so no one learns more than "sign in". */
const notYetForUsers = async (_root: unknown, _args: unknown, ctx: ApiContext): Promise<never> => {
  await ctx.requireUser();
  throw notAvailableYet();
};

/** Checkout, orders and the rest that later releases implement. */
export const notAvailableQueryResolvers: QueryResolvers = {
  myOrder: notYetForUsers,
  myOrders: notYetForUsers,
  paymentAuthorizationStatus: notYet,
  invoiceDetails: notYet,
  shipmentDetails: notYet,
};

export const notAvailableMutationResolvers: MutationResolvers = {
  verifyAuthResponse: notYet,
  priceAlertDelete: notYet,
};

export const unionResolvers: { VerifyAuthResult: VerifyAuthResultResolvers; MerchantDelivery: MerchantDeliveryResolvers } = {
  VerifyAuthResult: { __resolveType: (result) => ('jwt' in result ? 'CardPaymentProviderV3AuthResult' : 'RedirectAuthResult') },
  MerchantDelivery: { __resolveType: (delivery) => ('errorType' in delivery ? 'DeliveryProblem' : 'DeliverySummary') },
};
