/**
 * The checkout's payment methods, the payment type category each belongs to, and which a region offers.
 * Shared by the storefront (method choice, analytics) and the API (which provider takes a method).
 */

/** Every payment method value the checkout knows (the GraphQL `PaymentMethod` enum). */
export const PAYMENT_METHODS = [
  'ADYEN',
  'AVARDA_CHECKOUTV3_CARD',
  'AVARDA_CHECKOUTV3_CREDIT',
  'AVARDA_CHECKOUTV3_INVOICE',
  'CREDIT',
  'INVOICE',
  'STRIPE',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The same methods in their PascalCase spelling (used where a name, not a value, is wanted). */
export const PAYMENT_METHOD_PASCAL_NAMES: Readonly<Record<PaymentMethod, string>> = {
  ADYEN: 'Adyen',
  AVARDA_CHECKOUTV3_CARD: 'AvardaCheckoutv3Card',
  AVARDA_CHECKOUTV3_CREDIT: 'AvardaCheckoutv3Credit',
  AVARDA_CHECKOUTV3_INVOICE: 'AvardaCheckoutv3Invoice',
  CREDIT: 'Credit',
  INVOICE: 'Invoice',
  STRIPE: 'Stripe',
};

/** Payment type categories: paid later by invoice or credit, or paid up front. */
export const PAYMENT_TYPES = ['AVARDA_INVOICE', 'PREPAID'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const INVOICE_LIKE: ReadonlySet<PaymentMethod> = new Set(['AVARDA_CHECKOUTV3_CREDIT', 'AVARDA_CHECKOUTV3_INVOICE', 'CREDIT', 'INVOICE']);

/** The Avarda v3 credit and invoice methods, Credit and Invoice are AVARDA_INVOICE; Adyen, Avarda v3 card and Stripe are PREPAID. */
export function paymentTypeForMethod(method: PaymentMethod): PaymentType {
  return INVOICE_LIKE.has(method) ? 'AVARDA_INVOICE' : 'PREPAID';
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Which provider takes a method: Adyen and Stripe their own, every other one Avarda. */
export type PaymentProviderId = 'ADYEN' | 'AVARDA' | 'STRIPE';
export function providerForMethod(method: PaymentMethod): PaymentProviderId {
  if (method === 'ADYEN') return 'ADYEN';
  if (method === 'STRIPE') return 'STRIPE';
  return 'AVARDA';
}

/**
 * The methods a shopper in each region may choose, in the order they are offered. Avarda Checkout 3.0
 * serves the Nordic regions (card, invoice, part payment); Adyen and Stripe take cards everywhere. The
 * legacy CREDIT and INVOICE values stay readable on old orders but are no longer offered.
 */
const METHODS_BY_REGION: Readonly<Record<'FI' | 'SE' | 'NL', readonly PaymentMethod[]>> = {
  FI: ['AVARDA_CHECKOUTV3_CARD', 'AVARDA_CHECKOUTV3_INVOICE', 'AVARDA_CHECKOUTV3_CREDIT', 'ADYEN', 'STRIPE'],
  SE: ['AVARDA_CHECKOUTV3_CARD', 'AVARDA_CHECKOUTV3_INVOICE', 'AVARDA_CHECKOUTV3_CREDIT', 'ADYEN', 'STRIPE'],
  NL: ['ADYEN', 'STRIPE'],
};

/** The methods offered in a region; none for a region the shop does not serve. */
export function paymentMethodsForRegion(region: string): readonly PaymentMethod[] {
  return region === 'FI' || region === 'SE' || region === 'NL' ? METHODS_BY_REGION[region] : [];
}
