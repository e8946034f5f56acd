import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { latestDeliveryAddressAtom } from '@kori/auth';

// Loaded only once an account has an address: the checkout lib's code has no place on every page.
const StoreDeliveryAddress = lazy(() => import('./store-delivery-address'));

/** The signed-in account's latest delivery address (auth) becomes the browser's stored one (checkout). */
export function DeliveryAddressFromAccount() {
  const address = useAtomValue(latestDeliveryAddressAtom);
  if (!address) return null;
  return (
    <Suspense fallback={null}>
      <StoreDeliveryAddress address={address} />
    </Suspense>
  );
}
