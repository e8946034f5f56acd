/**
 * What the checkout needs from a payment provider (Avarda Checkout 3.0, Adyen, Stripe). Each adapter
 * speaks its provider's protocol against a base URL from the environment (the sandbox by default).
 * Amounts are minor units. The browser's return is never trusted alone: `confirm` asks the provider.
 */
import type { Currency, Region } from '@kori/region';

// The methods, statuses, provider per method and payment type live in one util lib the storefront shares.
export {
  PAYMENT_METHODS,
  PAYMENT_AUTHORIZATION_STATUSES as AUTHORIZATION_STATUSES,
  providerForMethod,
  paymentTypeForMethod,
  type PaymentMethod,
  type PaymentProviderId,
  type PaymentAuthorizationStatus as AuthorizationStatus,
} from '@kori/payment-methods';
import type { PaymentAuthorizationStatus as AuthorizationStatus, PaymentMethod, PaymentProviderId } from '@kori/payment-methods';

export interface PaymentShopper {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  streetAddress: string;
  postalCode: string;
  city: string;
}

export interface StartPaymentRequest {
  checkoutId: string;
  /** Unique per payment attempt; the provider's idempotency key for the start call. */
  attemptId: string;
  amount: number;
  currency: Currency;
  region: Region;
  paymentMethod: PaymentMethod;
  shopper: PaymentShopper;
  /** Absolute URL the provider sends the shopper back to; built from configuration, never from request input. */
  returnUrl: string;
  lines: { name: string; quantity: number; unitPrice: number }[];
}

export type StartedPayment =
  | { kind: 'redirect'; reference: string; redirectUrl: string; status: 'ADYEN_PAYMENT_STARTED' | 'CREATED_STRIPE' }
  | { kind: 'embedded'; reference: string; jwt: string; status: 'CREATED_AVARDA_CHECKOUTV3' };

export interface ProviderPaymentState {
  reference: string;
  status: AuthorizationStatus;
  /** What the provider holds for us once authorised, in minor units. */
  authorizedAmount: number | null;
}

export interface ProviderWebhookEvent {
  /** The provider's own id of the notification, for de-duplication. */
  eventId: string;
  reference: string;
  /** The authorisation status the event reports, when it reports one. */
  status: AuthorizationStatus | null;
  /** The provider's event name, for logs. */
  kind: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  start(request: StartPaymentRequest): Promise<StartedPayment>;
  /** Asks the provider where a payment stands; `returnCode` is what the shopper's return carried (Adyen redirectResult, Stripe payment_intent, Avarda purchaseId). */
  confirm(reference: string, returnCode?: string): Promise<ProviderPaymentState>;
  /** Captures one merchant's part once its order is placed. */
  capture(reference: string, amount: number, currency: Currency, idempotencyKey: string): Promise<void>;
  /**
   * Voids an uncaptured amount or refunds a captured one (a merchant that failed at placement).
   * `authorizedAfter`, given when the part was never captured, is what the payment's authorisation
   * should hold once this and every earlier release are done (captured parts included); a provider
   * that lowers an authorisation by its new total (Adyen) needs it, the others may ignore it.
   */
  release(reference: string, amount: number, currency: Currency, idempotencyKey: string, authorizedAfter?: number): Promise<void>;
  /**
   * The shopper left the provider's page unfinished: closes a payment not yet authorised so it can no
   * longer be completed. An authorised payment is left as it is (the caller keeps or releases it), and
   * one already closed changes nothing, so it may be called again.
   */
  abandon(reference: string, idempotencyKey: string): Promise<void>;
  /** Verifies a webhook on its raw body as the provider signs it; null when the signature does not hold. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): ProviderWebhookEvent[] | null;
}
