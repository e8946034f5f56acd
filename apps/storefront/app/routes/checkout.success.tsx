// The checkout's receipt, merchant by merchant.
export { privateNoStoreHeaders as headers } from '@kori/shell';
export { successLoader as loader } from '@kori/checkout/server';
export { SuccessPage as default, checkoutSuccessHandle as handle, checkoutLinks as links } from '@kori/checkout';
export { pageMeta as meta } from '../page-meta';
