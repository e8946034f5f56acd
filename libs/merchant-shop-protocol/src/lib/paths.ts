/** Where the sandbox serves the merchant shops; a real deployment points the API at another base URL. */
export const MERCHANT_SHOPS_BASE_PATH = '/merchant-shops';

const part = encodeURIComponent;

/** Paths relative to the shops' base URL (e.g. `http://127.0.0.1:4010/merchant-shops`). */
export const merchantShopPaths = {
  carts: (merchantId: string) => `/${part(merchantId)}/carts`,
  cart: (merchantId: string, cartId: string) => `/${part(merchantId)}/carts/${part(cartId)}`,
  items: (merchantId: string, cartId: string) => `/${part(merchantId)}/carts/${part(cartId)}/items`,
  contact: (merchantId: string, cartId: string) => `/${part(merchantId)}/carts/${part(cartId)}/contact`,
  deliveryOptions: (merchantId: string, cartId: string) => `/${part(merchantId)}/carts/${part(cartId)}/delivery-options`,
  order: (merchantId: string, cartId: string) => `/${part(merchantId)}/carts/${part(cartId)}/order`,
  orderByReference: (merchantId: string, orderReference: string) => `/${part(merchantId)}/orders/${part(orderReference)}`,
  cancel: (merchantId: string, orderReference: string) => `/${part(merchantId)}/orders/${part(orderReference)}/cancel`,
  faults: () => '/control/faults',
  fault: (faultId: string) => `/control/faults/${part(faultId)}`,
  state: () => '/control/state',
  orders: () => '/control/orders',
  offer: (sku: string) => `/control/offers/${part(sku)}`,
} as const;
