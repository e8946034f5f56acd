// Public, browser-safe entry of the checkout feature: the shopper's stored delivery address and the checkout pages.
export {
  storedDeliveryAddressAtom,
  isDeliveryAddressEmpty,
  deliveryAddressSchema,
  EMPTY_DELIVERY_ADDRESS,
  DELIVERY_ADDRESS_STORAGE_KEY,
  type DeliveryAddress,
} from './lib/delivery-address/stored-delivery-address';
export { useStoreLatestDeliveryAddress } from './lib/delivery-address/use-store-latest-delivery-address';
export { checkoutPaths, CHECKOUT_ID_PARAM } from './lib/checkout-paths';
export {
  checkoutShippingHandle,
  checkoutProcessingHandle,
  checkoutSuccessHandle,
  avardaCheckoutHandle,
  paymentReturnHandle,
} from './lib/checkout-page-handles';
export { ShippingPage } from './lib/shipping/shipping-page';
export type { ShippingLoaderData, ShippingActionData, ShippingFormError } from './lib/shipping/shipping-data';
export { ProcessingPage } from './lib/processing/processing-page';
export type { ProcessingLoaderData, ProcessingActionData } from './lib/processing/processing-data';
export { SuccessPage } from './lib/success/success-page';
export type { SuccessLoaderData } from './lib/success/success-data';
export { AvardaCheckoutPage, AVARDA_ROOT_ELEMENT_ID, type AvardaCheckoutInitOptions } from './lib/payment/avarda-checkout-page';
export { PaymentReturnPage } from './lib/payment/payment-return-page';
export type { AvardaCheckoutLoaderData, PaymentReturnLoaderData } from './lib/payment/payment-data';
export { includedVat } from './lib/success/included-vat';
export { checkoutStylesheetHref, checkoutLinks } from './lib/stylesheet';
