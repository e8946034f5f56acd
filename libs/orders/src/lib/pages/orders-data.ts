import type { PageMeta } from '@kori/shell';
import type { GetInvoiceDetailsQuery, GetMyOrderQuery, ListMyOrdersQuery, ShipmentDetailsQuery } from '../../graphql/generated/graphql';

export type { PageMeta };

export type OrderSummary = ListMyOrdersQuery['myOrders']['orders'][number];
export type OrderDetails = NonNullable<GetMyOrderQuery['myOrder']>;
export type InvoiceDetails = NonNullable<GetInvoiceDetailsQuery['invoiceDetails']>;
export type ShipmentDetails = NonNullable<ShipmentDetailsQuery['shipmentDetails']>;

/** What the my-orders loader gives its page. */
export interface MyOrdersData {
  meta: PageMeta;
  email: string;
  orders: OrderSummary[];
  page: number;
  perPage: number;
  totalCount: number;
}

/** What the order-details loader gives its page; `order` is null when the account has no such order. */
export interface OrderDetailsData {
  meta: PageMeta;
  email: string;
  orderId: string;
  order: OrderDetails | null;
  invoice: InvoiceDetails | null;
  /** One per shipment tracker the courier could tell about, in the order's tracker order. */
  shipments: ShipmentDetails[];
}

/** What the printable invoice page is given. */
export interface InvoicePageData {
  meta: PageMeta;
  order: OrderDetails;
  invoice: InvoiceDetails;
}
