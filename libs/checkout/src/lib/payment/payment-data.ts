import type { PageMeta } from '@kori/shell';
import type { PaymentAuthorizationStatus, PaymentMethod } from '@kori/payment-methods';

/** The payment's state as the processing page shows it; null when the API has none (nothing started yet). */
export type PaymentStatusView = PaymentAuthorizationStatus | null;

/** What the /avarda-checkout-v3 loader gives the page. */
export type AvardaCheckoutLoaderData =
  | {
      meta: PageMeta;
      state: 'ready';
      checkoutId: string;
      /** The purchase's JWT the Avarda script mounts with. */
      jwt: string;
      scriptUrl: string;
      /** Where Avarda sends the shopper back after a step away (3-D Secure), on the configured origin. */
      redirectUrl: string;
      paymentMethod: PaymentMethod | null;
    }
  | { meta: PageMeta; state: 'notFound' | 'unavailable'; checkoutId: string | null };

/** What the provider return pages (/auth_response, /payment-completed) show when they do not send the shopper on. */
export interface PaymentReturnLoaderData {
  meta: PageMeta;
  /** invalid: the return did not carry what it should; unavailable: the API could not confirm the payment just now. */
  problem: 'invalid' | 'unavailable';
  checkoutId: string | null;
}

/** The answer of the Avarda page's action when the purchase could not be confirmed. */
export interface AvardaCheckoutActionData {
  unavailable: true;
}
