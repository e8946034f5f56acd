// Signed-out shoppers are sent to the login overlay; the loader's `meta` gives the page's title and description.
export { myOrdersLoader as loader } from '@kori/orders/server';
export { MyOrdersPage as default, myOrdersHandle as handle, ordersLinks as links } from '@kori/orders';
export { pageMeta as meta } from '../page-meta';
