// The checkout's receipt, merchant by merchant.
export { successLoader as loader } from '@kori/checkout/server';
export { SuccessPage as default, checkoutSuccessHandle as handle, checkoutHeaders as headers, checkoutLinks as links } from '@kori/checkout';
export { pageMeta as meta } from '../page-meta';
