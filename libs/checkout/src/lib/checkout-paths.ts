/** The checkout pages' addresses, built in one place so pages, actions and redirects agree. */
export const checkoutPaths = {
  shipping: () => '/checkout/shipping',
  processing: (checkoutId: string) => `/checkout/processing?checkoutId=${encodeURIComponent(checkoutId)}`,
  success: (checkoutId: string) => `/checkout/success?checkoutId=${encodeURIComponent(checkoutId)}`,
} as const;

/** The query parameter every checkout page after the form is keyed by. */
export const CHECKOUT_ID_PARAM = 'checkoutId';
