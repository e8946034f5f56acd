// POST /cart: the cart's changes (add, set-quantity, remove, clear, apply-cheapest-mix) as a resource route.
export { privateNoStoreHeaders as headers } from '@kori/shell';
export { cartAction as action } from '@kori/cart/server';
// Fetcher posts pass through here, so a lost connection is a cart error at the control, not the error page.
export { cartClientAction as clientAction } from '@kori/cart';
