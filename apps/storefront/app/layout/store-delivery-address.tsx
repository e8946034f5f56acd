import { useStoreLatestDeliveryAddress, type DeliveryAddress } from '@kori/checkout';

/** Stores `address` as this browser's delivery address; renders nothing. */
export default function StoreDeliveryAddress({ address }: { address: DeliveryAddress }) {
  useStoreLatestDeliveryAddress(address);
  return null;
}
