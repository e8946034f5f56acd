// /checkout-cart/:cartId: takes that cart (a uuid the API knows) and starts its checkout. A page route, not
// a resource route, so that an unknown or malformed id gets the site's 404 page from the root error boundary.
export { checkoutCartLoader as loader } from '@kori/cart/server';

/** Never rendered: the loader always redirects to the address step or throws the 404. */
export default function CheckoutCartRoute() {
  return null;
}
