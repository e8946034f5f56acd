import type { PaymentAuthorizationStatus, PaymentMethod } from '@kori/payment-methods';
import type { PageMeta } from '@kori/shell';
import type { GetInitiatedCheckoutQuery } from '../../graphql/generated/graphql';
import type { DeliverySelection } from './delivery-selection';

export type InitiatedCheckoutView = NonNullable<GetInitiatedCheckoutQuery['initiatedCheckout']>;

/** The processing action's intent that leaves an unfinished provider payment to choose another way to pay. */
export const OTHER_METHOD_INTENT = 'otherMethod';

/** What the processing loader gives the page. */
export interface ProcessingLoaderData {
  meta: PageMeta;
  checkout: InitiatedCheckoutView | null;
  selection: DeliverySelection;
  /** The coupon code the review was asked with: null when none was given, '' when the shopper emptied it. */
  couponCode: string | null;
  /** The API could not be reached: the page says so and tries again. */
  unavailable: boolean;
  /** The payment methods the shopper's region offers, in order. */
  paymentMethods: PaymentMethod[];
  /** Where the checkout's payment stands (getPaymentAuthorizationStatus); null before one starts. */
  paymentStatus: PaymentAuthorizationStatus | null;
}

/** Why paying or removing a product did not go on; each has a text. */
export interface ProcessingActionData {
  /** CartErrorCode (`checkout.cartError.*`). */
  cartError: string | null;
  /** CheckoutErrorType values (`checkout.checkoutError.*`). */
  checkoutErrors: string[];
  /** Why the coupon code was refused at payment (`checkout.checkoutError.*`); nothing was charged. */
  couponCodeErrors?: { couponCodeCode: string; errorType: string }[];
  /** The API could not be reached or the request was not understood. */
  unavailable: boolean;
  /** The form came without a payment method the region offers. */
  paymentMethodMissing: boolean;
}

/** Seconds between reloads of the progress page without JavaScript; with it the progress streams live, or the page polls every second. */
export const NO_SCRIPT_REFRESH_SECONDS = 2;
export const POLL_INTERVAL_MS = 1000;
