import type { MerchantDeliveryResolvers, VerifyAuthResultResolvers } from '../generated/resolvers-types';

/** Which member of a union an answer is, told by the fields only that member has. */
export const unionResolvers: { VerifyAuthResult: VerifyAuthResultResolvers; MerchantDelivery: MerchantDeliveryResolvers } = {
  VerifyAuthResult: { __resolveType: (result) => ('jwt' in result ? 'CardPaymentProviderV3AuthResult' : 'RedirectAuthResult') },
  MerchantDelivery: { __resolveType: (delivery) => ('errorType' in delivery ? 'DeliveryProblem' : 'DeliverySummary') },
};
