import type { PageHandle } from '@kori/shell';

export const checkoutShippingHandle = { pageMetadata: { pageType: 'checkoutShipping' } } as const satisfies PageHandle;
export const checkoutProcessingHandle = { pageMetadata: { pageType: 'checkoutProcessing' } } as const satisfies PageHandle;
export const checkoutSuccessHandle = { pageMetadata: { pageType: 'checkoutSuccess' } } as const satisfies PageHandle;
export const avardaCheckoutHandle = { pageMetadata: { pageType: 'checkoutPayment' } } as const satisfies PageHandle;
export const paymentReturnHandle = { pageMetadata: { pageType: 'checkoutPaymentReturn' } } as const satisfies PageHandle;
