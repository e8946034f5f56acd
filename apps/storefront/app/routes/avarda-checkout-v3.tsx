// Avarda Checkout 3.0 embedded: card, invoice and part payment for the checkout's open purchase.
export { privateNoStoreHeaders as headers } from '@kori/shell';
export { avardaCheckoutLoader as loader, avardaCheckoutAction as action } from '@kori/checkout/server';
export { AvardaCheckoutPage as default, avardaCheckoutHandle as handle, checkoutLinks as links } from '@kori/checkout';
export { pageMeta as meta } from '../page-meta';
