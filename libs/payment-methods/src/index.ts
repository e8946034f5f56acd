// Public, browser-safe entry of @kori/payment-methods: payment methods, their payment type, the methods a region offers, authorisation statuses.
export {
  PAYMENT_METHODS,
  PAYMENT_METHOD_PASCAL_NAMES,
  PAYMENT_TYPES,
  paymentTypeForMethod,
  isPaymentMethod,
  providerForMethod,
  paymentMethodsForRegion,
  type PaymentMethod,
  type PaymentType,
  type PaymentProviderId,
} from './lib/payment-methods';
export {
  PAYMENT_AUTHORIZATION_STATUSES,
  settlementOf,
  authenticationOutcomeOf,
  type PaymentAuthorizationStatus,
  type AuthorizationSettlement,
  type PaymentAuthenticationOutcome,
} from './lib/authorization-status';
