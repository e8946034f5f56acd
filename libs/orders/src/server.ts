// Server-only entry of the orders feature: the order pages' loaders.
import { createOrdersLoaders } from './lib/server/orders-loaders.server';

const ordersLoaders = createOrdersLoaders();

/** GET /my/orders: the signed-in shopper, or a redirect to `/?login=1&returnTo=/my/orders`. */
export const myOrdersLoader = ordersLoaders.myOrdersLoader;
/** GET /my/orders/:orderId: same rule as my orders. */
export const orderDetailsLoader = ordersLoaders.orderDetailsLoader;

export { createOrdersLoaders, defaultOrdersLoaderDeps, type OrdersLoaderDeps } from './lib/server/orders-loaders.server';
