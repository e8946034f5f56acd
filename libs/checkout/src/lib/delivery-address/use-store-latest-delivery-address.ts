import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { storedDeliveryAddressAtom, type DeliveryAddress } from './stored-delivery-address';

/** Only the seven fields: an API answer also carries __typename, which has no place in storage. */
function deliveryAddressOf(address: DeliveryAddress): DeliveryAddress {
  const { firstName, lastName, streetAddress, postalCode, city, email, phone } = address;
  return { firstName, lastName, streetAddress, postalCode, city, email, phone };
}

/** Keeps the account's latest delivery address (once known) as the stored delivery address of this browser. */
export function useStoreLatestDeliveryAddress(address: DeliveryAddress | null): void {
  const setDeliveryAddress = useSetAtom(storedDeliveryAddressAtom);
  useEffect(() => {
    if (address) setDeliveryAddress(deliveryAddressOf(address));
  }, [address, setDeliveryAddress]);
}
