import { notAvailableYet } from '../errors';
import type { MerchantDeliveryResolvers, MutationResolvers, QueryResolvers, VerifyAuthResultResolvers } from '../generated/resolvers-types';

const notYet = (): never => {
  throw notAvailableYet();
};

/** Payment status, campaigns and the rest that later releases implement. */
export const notAvailableQueryResolvers: QueryResolvers = {
  activeCampaigns: notYet,
};

export const notAvailableMutationResolvers: MutationResolvers = {};

export const unionResolvers: { VerifyAuthResult: VerifyAuthResultResolvers; MerchantDelivery: MerchantDeliveryResolvers } = {
  VerifyAuthResult: { __resolveType: (result) => ('jwt' in result ? 'CardPaymentProviderV3AuthResult' : 'RedirectAuthResult') },
  MerchantDelivery: { __resolveType: (delivery) => ('errorType' in delivery ? 'DeliveryProblem' : 'DeliverySummary') },
};
