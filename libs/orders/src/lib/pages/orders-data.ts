import type { PageMeta } from '@kori/shell';

export type { PageMeta };

/** What the my-orders loader gives its page. */
export interface MyOrdersData {
  meta: PageMeta;
  email: string;
}

/** What the order-details loader gives its page. */
export interface OrderDetailsData extends MyOrdersData {
  orderId: string;
}
