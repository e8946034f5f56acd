import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { EMPTY_DELIVERY_ADDRESS, storedDeliveryAddressAtom, type DeliveryAddress } from './stored-delivery-address';
import { useStoreLatestDeliveryAddress } from './use-store-latest-delivery-address';
import { deliveryAddressFixture } from '../../testing';

const address = deliveryAddressFixture();

function renderWithStore(initial: DeliveryAddress | null) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(({ value }) => useStoreLatestDeliveryAddress(value), { wrapper, initialProps: { value: initial } });
  return { store, ...hook };
}

describe('useStoreLatestDeliveryAddress', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the seven fields of the latest address in the browser, without __typename', () => {
    const { store } = renderWithStore({ ...address, __typename: 'DeliveryAddress' } as DeliveryAddress);
    expect(store.get(storedDeliveryAddressAtom)).toEqual(address);
    expect(JSON.parse(window.localStorage.getItem('checkout-shipping') ?? 'null')).toEqual(address);
  });

  it('keeps the stored address while none is known', () => {
    const { store, rerender } = renderWithStore(null);
    expect(store.get(storedDeliveryAddressAtom)).toEqual(EMPTY_DELIVERY_ADDRESS);
    rerender({ value: address });
    expect(store.get(storedDeliveryAddressAtom)).toEqual(address);
    rerender({ value: null });
    expect(store.get(storedDeliveryAddressAtom)).toEqual(address);
  });
});
