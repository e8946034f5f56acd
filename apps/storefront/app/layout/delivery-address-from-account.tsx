import { useAtomValue } from 'jotai';
import { latestDeliveryAddressAtom } from '@kori/auth';
import { useStoreLatestDeliveryAddress } from '@kori/checkout';

/** The signed-in account's latest delivery address (auth) becomes the browser's stored one (checkout). */
export function DeliveryAddressFromAccount() {
  useStoreLatestDeliveryAddress(useAtomValue(latestDeliveryAddressAtom));
  return null;
}
