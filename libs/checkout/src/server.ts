// Server-only entry of the checkout feature: the checkout pages' loaders and actions.
import { createProcessingPage } from './lib/server/processing-page.server';
import { createShippingPage } from './lib/server/shipping-page.server';
import { createSuccessPage } from './lib/server/success-page.server';

const shippingPage = createShippingPage();
const processingPage = createProcessingPage();
const successPage = createSuccessPage();

/** GET /checkout/shipping: the delivery address form (pre-filled for a signed-in shopper). */
export const shippingLoader = shippingPage.shippingLoader;
/** POST /checkout/shipping: address rules, then initiateCheckout; redirects to /checkout/processing. */
export const shippingAction = shippingPage.shippingAction;
/** GET /checkout/processing?checkoutId=…: progress, then the review (GetInitiatedCheckout). */
export const processingLoader = processingPage.processingLoader;
/** POST /checkout/processing: pay with the stand-in (performCheckout) or remove a product. */
export const processingAction = processingPage.processingAction;

/** GET /checkout/success?checkoutId=…: the receipt (GetCompletedCheckout). */
export const successLoader = successPage.successLoader;

export { createShippingPage } from './lib/server/shipping-page.server';
export { createProcessingPage } from './lib/server/processing-page.server';
export { createSuccessPage } from './lib/server/success-page.server';
export { defaultCheckoutServerDeps, type CheckoutServerDeps } from './lib/server/checkout-server-deps.server';
