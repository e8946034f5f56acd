/** How a merchant can get an order to the shopper. */
export type DeliveryType = 'HOME_DELIVERY' | 'PICKUP_DELIVERY' | 'STORE_PICKUP';
