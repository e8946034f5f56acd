// The delivery address form of the checkout; a plain form post that works without JavaScript.
export { privateNoStoreHeaders as headers } from '@kori/shell';
export { shippingLoader as loader, shippingAction as action } from '@kori/checkout/server';
export { ShippingPage as default, checkoutShippingHandle as handle, checkoutLinks as links } from '@kori/checkout';
export { pageMeta as meta } from '../page-meta';
