import type { PageHandle } from '@kori/shell';

export const checkoutShippingHandle = { pageMetadata: { pageType: 'checkoutShipping' } } as const satisfies PageHandle;
export const checkoutProcessingHandle = { pageMetadata: { pageType: 'checkoutProcessing' } } as const satisfies PageHandle;
export const checkoutSuccessHandle = { pageMetadata: { pageType: 'checkoutSuccess' } } as const satisfies PageHandle;
export const avardaCheckoutHandle = { pageMetadata: { pageType: 'checkoutPayment' } } as const satisfies PageHandle;
export const paymentReturnHandle = { pageMetadata: { pageType: 'checkoutPaymentReturn' } } as const satisfies PageHandle;

/** Checkout pages carry one shopper's address and order: no shared cache may keep them. */
export const CHECKOUT_CACHE_CONTROL = 'private, no-store';

/** The route `headers` export of every checkout page. */
export function checkoutHeaders(): HeadersInit {
  return { 'Cache-Control': CHECKOUT_CACHE_CONTROL };
}
