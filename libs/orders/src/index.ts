// Public, browser-safe entry of the orders feature: the shopper's order pages.
export { MyOrdersPage, myOrdersHandle, myOrdersPageHref } from './lib/pages/my-orders-page';
export { OrderDetailsPage, orderDetailsHandle } from './lib/pages/order-details-page';
export { InvoicePage, invoicePageHandle } from './lib/pages/invoice-page';
export { invoicePagePath } from './lib/pages/invoice-paths';
export { LogoutButton } from './lib/pages/logout-button';
export { ordersLinks, ordersStylesheetHref } from './lib/stylesheet';
export type { InvoicePageData, MyOrdersData, OrderDetailsData, PageMeta } from './lib/pages/orders-data';
