import type { PageMeta } from '@kori/shell';
import type { GetInitiatedCheckoutQuery } from '../../graphql/generated/graphql';
import type { DeliverySelection } from './delivery-selection';

export type InitiatedCheckoutView = NonNullable<GetInitiatedCheckoutQuery['initiatedCheckout']>;

/** What the processing loader gives the page. */
export interface ProcessingLoaderData {
  meta: PageMeta;
  checkout: InitiatedCheckoutView | null;
  selection: DeliverySelection;
  /** The coupon code the review was asked with: null when none was given, '' when the shopper emptied it. */
  couponCode: string | null;
  /** The API could not be reached: the page says so and tries again. */
  unavailable: boolean;
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
}

/** Seconds between reloads of the progress page without JavaScript; with it the progress streams live, or the page polls every second. */
export const NO_SCRIPT_REFRESH_SECONDS = 2;
export const POLL_INTERVAL_MS = 1000;

/** The stand-in payment method of this test-only payment step (the payments work replaces it). */
export const STAND_IN_PAYMENT_METHOD = 'INVOICE';
