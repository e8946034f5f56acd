// Server-only entry of the orders feature: the order pages' loaders.
import { createOrdersLoaders } from './lib/server/orders-loaders.server';

const ordersLoaders = createOrdersLoaders();

/** GET /my/orders: the signed-in shopper, or a redirect to `/?login=1&returnTo=/my/orders`. */
export const myOrdersLoader = ordersLoaders.myOrdersLoader;
/** GET /my/orders/:orderId: same rule as my orders. */
export const orderDetailsLoader = ordersLoaders.orderDetailsLoader;
/** GET /my/orders/:orderId/invoice: the printable invoice; same rule. */
export const invoiceLoader = ordersLoaders.invoiceLoader;

export { createOrdersLoaders, defaultOrdersLoaderDeps, ORDERS_PER_PAGE, type OrdersLoaderDeps } from './lib/server/orders-loaders.server';
