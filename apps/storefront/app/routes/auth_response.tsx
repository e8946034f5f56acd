// The Adyen return: the API confirms the payment with Adyen, then the shopper goes on.
export { privateNoStoreHeaders as headers } from '@kori/shell';
export { authResponseLoader as loader } from '@kori/checkout/server';
export { PaymentReturnPage as default, paymentReturnHandle as handle, checkoutLinks as links } from '@kori/checkout';
export { pageMeta as meta } from '../page-meta';
