import { routePaths } from '@kori/shell';

/** The printable invoice of an order. */
export function invoicePagePath(orderId: string): string {
  return `${routePaths.orderDetails(orderId)}/invoice`;
}
