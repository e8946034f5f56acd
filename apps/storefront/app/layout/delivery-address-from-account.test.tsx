/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { latestDeliveryAddressAtom } from '@kori/auth';
import { storedDeliveryAddressAtom } from '@kori/checkout';
import { DeliveryAddressFromAccount } from './delivery-address-from-account';

const address = { firstName: 'Aino', lastName: 'Virtanen', streetAddress: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', email: 'aino@example.com', phone: '+358401234567' };

describe('DeliveryAddressFromAccount', () => {
  it("stores the account's latest delivery address in this browser once it is known", async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <DeliveryAddressFromAccount />
      </Provider>,
    );
    expect(store.get(storedDeliveryAddressAtom).firstName).toBe('');
    store.set(latestDeliveryAddressAtom, { __typename: 'DeliveryAddress', ...address } as never);
    await waitFor(() => expect(store.get(storedDeliveryAddressAtom)).toEqual(address));
  });
});
