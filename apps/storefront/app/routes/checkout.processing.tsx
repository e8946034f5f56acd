// The checkout's progress merchant by merchant, then the review with the choice of payment method.
export { privateNoStoreHeaders as headers } from '@kori/shell';
export { processingLoader as loader, processingAction as action } from '@kori/checkout/server';
export { ProcessingPage as default, checkoutProcessingHandle as handle, checkoutLinks as links } from '@kori/checkout';
export { pageMeta as meta } from '../page-meta';
