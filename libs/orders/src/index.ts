// Public, browser-safe entry of the orders feature: the shopper's order pages.
export { MyOrdersPage, myOrdersHandle } from './lib/pages/my-orders-page';
export { OrderDetailsPage, orderDetailsHandle } from './lib/pages/order-details-page';
export { LogoutButton } from './lib/pages/logout-button';
export type { MyOrdersData, OrderDetailsData, PageMeta } from './lib/pages/orders-data';
