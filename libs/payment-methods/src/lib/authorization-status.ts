/** Where a payment's authorisation stands (the GraphQL `PaymentAuthorizationStatus` enum). */
export const PAYMENT_AUTHORIZATION_STATUSES = [
  'ADYEN_PAYMENT_STARTED',
  'APPROVED',
  'AVARDA_CREDIT_DENIED',
  'AVARDA_INCORRECT_ADDRESS',
  'AVARDA_REJECTED',
  'CANCELLED',
  'CREATED_AVARDA_CHECKOUTV3',
  'CREATED_STRIPE',
  'FAILED',
  'PENDING',
] as const;
export type PaymentAuthorizationStatus = (typeof PAYMENT_AUTHORIZATION_STATUSES)[number];

/** What a status means for the shopper: wait, go on, or choose again. */
export type AuthorizationSettlement = 'pending' | 'approved' | 'failed';

const FAILED: ReadonlySet<PaymentAuthorizationStatus> = new Set([
  'AVARDA_CREDIT_DENIED',
  'AVARDA_INCORRECT_ADDRESS',
  'AVARDA_REJECTED',
  'CANCELLED',
  'FAILED',
]);

/** APPROVED settles it; a refusal of any kind lets the shopper choose again; anything else is still under way. */
export function settlementOf(status: PaymentAuthorizationStatus): AuthorizationSettlement {
  if (status === 'APPROVED') return 'approved';
  return FAILED.has(status) ? 'failed' : 'pending';
}

/** The payment authentication outcomes analytics reports, one event each. */
export type PaymentAuthenticationOutcome = 'begin' | 'success' | 'error' | 'rejected' | 'credit_declined' | 'incorrect_address' | 'cancelled';

/** The analytics outcome of a settled status; null while the payment is under way. The three Avarda refusals are distinct. */
export function authenticationOutcomeOf(status: PaymentAuthorizationStatus): PaymentAuthenticationOutcome | null {
  switch (status) {
    case 'APPROVED':
      return 'success';
    case 'AVARDA_REJECTED':
      return 'rejected';
    case 'AVARDA_CREDIT_DENIED':
      return 'credit_declined';
    case 'AVARDA_INCORRECT_ADDRESS':
      return 'incorrect_address';
    case 'CANCELLED':
      return 'cancelled';
    case 'FAILED':
      return 'error';
    default:
      return null;
  }
}
