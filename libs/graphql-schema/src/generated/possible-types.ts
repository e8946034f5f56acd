// Generated from libs/graphql-schema/schema.graphql by `npm run codegen`. Do not edit.
export const possibleTypes: Record<string, string[]> = {
  "MerchantDelivery": [
    "DeliveryProblem",
    "DeliverySummary"
  ],
  "VerifyAuthResult": [
    "CardPaymentProviderV3AuthResult",
    "RedirectAuthResult"
  ]
};
