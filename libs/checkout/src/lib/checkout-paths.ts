/** The checkout pages' addresses, built in one place so pages, actions and redirects agree. */
export const checkoutPaths = {
  shipping: () => '/checkout/shipping',
  processing: (checkoutId: string) => `/checkout/processing?checkoutId=${encodeURIComponent(checkoutId)}`,
  success: (checkoutId: string) => `/checkout/success?checkoutId=${encodeURIComponent(checkoutId)}`,
  /** The embedded Avarda Checkout 3.0 page (card, invoice, part payment). */
  avardaCheckout: (checkoutId: string, method?: string) =>
    `/avarda-checkout-v3?checkoutId=${encodeURIComponent(checkoutId)}${method ? `&method=${encodeURIComponent(method)}` : ''}`,
} as const;

/** The query parameter every checkout page after the form is keyed by. */
export const CHECKOUT_ID_PARAM = 'checkoutId';
