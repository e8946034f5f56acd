// Server-only entry of the checkout feature: the checkout pages' loaders and actions.
import { createShippingPage } from './lib/server/shipping-page.server';

const shippingPage = createShippingPage();

/** GET /checkout/shipping: the delivery address form (pre-filled for a signed-in shopper). */
export const shippingLoader = shippingPage.shippingLoader;
/** POST /checkout/shipping: address rules, then initiateCheckout; redirects to /checkout/processing. */
export const shippingAction = shippingPage.shippingAction;

export { createShippingPage } from './lib/server/shipping-page.server';
export { defaultCheckoutServerDeps, type CheckoutServerDeps } from './lib/server/checkout-server-deps.server';
