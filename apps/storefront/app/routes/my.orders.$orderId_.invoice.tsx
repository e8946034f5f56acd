// The printable invoice of an order paid by invoice or credit; signed-in shoppers only.
export { invoiceLoader as loader } from '@kori/orders/server';
export { InvoicePage as default, invoicePageHandle as handle, ordersLinks as links } from '@kori/orders';
export { pageMeta as meta } from '../page-meta';
