/** Title and description for the document; the root's meta function reads them (shell convention). */
export interface PageMeta {
  title: string;
  description: string;
}

/** What the my-orders loader gives its page. */
export interface MyOrdersData {
  meta: PageMeta;
  email: string;
}

/** What the order-details loader gives its page. */
export interface OrderDetailsData extends MyOrdersData {
  orderId: string;
}
