// The Stripe return: the API reads the PaymentIntent from Stripe, then the shopper goes on.
export { paymentCompletedLoader as loader } from '@kori/checkout/server';
export { PaymentReturnPage as default, paymentReturnHandle as handle, checkoutHeaders as headers, checkoutLinks as links } from '@kori/checkout';
export { pageMeta as meta } from '../page-meta';
