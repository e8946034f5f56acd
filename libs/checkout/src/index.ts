// Public, browser-safe entry of the checkout feature: the shopper's stored delivery address.
export {
  storedDeliveryAddressAtom,
  isDeliveryAddressEmpty,
  deliveryAddressSchema,
  EMPTY_DELIVERY_ADDRESS,
  DELIVERY_ADDRESS_STORAGE_KEY,
  type DeliveryAddress,
} from './lib/delivery-address/stored-delivery-address';
export { useStoreLatestDeliveryAddress } from './lib/delivery-address/use-store-latest-delivery-address';
