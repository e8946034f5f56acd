// Server-only entry of @kori/cart: the cart's resource route, the checkout-cart route, the sign-in claim
// and the root loader's cart data. Never import from browser code.
import { createCartAction } from './lib/server/cart-action.server';
import { createCheckoutCartLoader } from './lib/server/checkout-cart-loader.server';
import { createClaimCartAfterSignIn } from './lib/server/claim-cart.server';

/** POST /cart (route `cart.tsx`): add, set-quantity, remove, clear, apply-cheapest-mix. */
export const cartAction = createCartAction();
/** GET /checkout-cart/:cartId (route `checkout-cart.$cartId.tsx`): takes that cart and goes to the address step. */
export const checkoutCartLoader = createCheckoutCartLoader();
/** After a successful sign-in: `await claimCartAfterSignIn(request, sessionJwt, responseHeaders, context)`. */
export const claimCartAfterSignIn = createClaimCartAfterSignIn();

export { cartRootLoaderData } from './lib/server/cart-root-data.server';
export { CART_COOKIE, CART_COOKIE_MAX_AGE_SECONDS, cartCookieHeader, isCartId, readCartId } from './lib/server/cart-cookie.server';
export { createCartAction } from './lib/server/cart-action.server';
export { createCheckoutCartLoader, CHECKOUT_START_PATH, type CheckoutCartLoaderDeps } from './lib/server/checkout-cart-loader.server';
export { createClaimCartAfterSignIn, type ClaimCartDeps } from './lib/server/claim-cart.server';
