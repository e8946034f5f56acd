/** What the my-orders loader gives its page. */
export interface MyOrdersData {
  title: string;
  email: string;
}

/** What the order-details loader gives its page. */
export interface OrderDetailsData extends MyOrdersData {
  orderId: string;
}
