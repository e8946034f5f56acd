// Server-only entry of the checkout feature: the checkout pages' loaders and actions.
import { createPaymentPages } from './lib/server/payment-pages.server';
import { createProcessingPage } from './lib/server/processing-page.server';
import { createShippingPage } from './lib/server/shipping-page.server';
import { createSuccessPage } from './lib/server/success-page.server';

const shippingPage = createShippingPage();
const processingPage = createProcessingPage();
const successPage = createSuccessPage();
const paymentPages = createPaymentPages();

/** GET /checkout/shipping: the delivery address form (pre-filled for a signed-in shopper). */
export const shippingLoader = shippingPage.shippingLoader;
/** POST /checkout/shipping: address rules, then initiateCheckout; redirects to /checkout/processing. */
export const shippingAction = shippingPage.shippingAction;
/** GET /checkout/processing?checkoutId=…: progress, then the review (GetInitiatedCheckout). */
export const processingLoader = processingPage.processingLoader;
/** POST /checkout/processing: start the payment with the chosen method (performCheckout) or remove a product. */
export const processingAction = processingPage.processingAction;

/** GET /checkout/success?checkoutId=…: the receipt (GetCompletedCheckout). */
export const successLoader = successPage.successLoader;

/** GET /auth_response?checkoutId=…&redirectResult=…: the Adyen return, confirmed with Adyen by the API (verifyAuthResponse). */
export const authResponseLoader = paymentPages.authResponseLoader;
/** GET /payment-completed?checkoutId=…&payment_intent=…: the Stripe return, confirmed with Stripe by the API. */
export const paymentCompletedLoader = paymentPages.paymentCompletedLoader;
/** GET /avarda-checkout-v3?checkoutId=…: the open Avarda purchase's JWT for the embedded checkout. */
export const avardaCheckoutLoader = paymentPages.avardaCheckoutLoader;
/** POST /avarda-checkout-v3?checkoutId=…: the purchase is done in the embedded checkout; the API asks Avarda, then on. */
export const avardaCheckoutAction = paymentPages.avardaCheckoutAction;

export { createPaymentPages } from './lib/server/payment-pages.server';
export { createShippingPage } from './lib/server/shipping-page.server';
export { createProcessingPage } from './lib/server/processing-page.server';
export { createSuccessPage } from './lib/server/success-page.server';
export { defaultCheckoutServerDeps, type CheckoutServerDeps } from './lib/server/checkout-server-deps.server';
