// The checkout's progress merchant by merchant, then the review with the choice of payment method.
export { processingLoader as loader, processingAction as action } from '@kori/checkout/server';
export { ProcessingPage as default, checkoutProcessingHandle as handle, checkoutHeaders as headers, checkoutLinks as links } from '@kori/checkout';
export { pageMeta as meta } from '../page-meta';
