/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ComponentProps } from 'react';
import { MockedProvider, mockedQuery } from '@kori/graphql-schema/testing';
import { GetCartDocument } from '../../graphql/generated/graphql';
import { openCartPanelAtom } from '../panel/cart-panel-atoms';
import { cartAtom, cartLoadFailedAtom } from '../state/cart-atoms';
import { cartFixture, eur, TEST_CART_ID } from '../test-support/cart-fixture';
import { CartQueries } from './cart-queries';

function renderQueries(mocks: ComponentProps<typeof MockedProvider>['mocks']) {
  const store = createStore();
  render(
    <MockedProvider mocks={mocks}>
      <Provider store={store}>
        <CartQueries cartId={TEST_CART_ID} />
      </Provider>
    </MockedProvider>,
  );
  return store;
}

describe('CartQueries', () => {
  it('loads the cart with cart(id), and again when the panel opens', async () => {
    const first = cartFixture();
    const later = cartFixture({ total: eur('130.00') });
    const store = renderQueries([
      mockedQuery(GetCartDocument, { id: TEST_CART_ID }, { cart: first }),
      mockedQuery(GetCartDocument, { id: TEST_CART_ID }, { cart: later }),
    ]);
    await waitFor(() => expect(store.get(cartAtom)?.total).toEqual(eur('124.90')));
    act(() => store.set(openCartPanelAtom));
    await waitFor(() => expect(store.get(cartAtom)?.total).toEqual(eur('130.00')));
  });

  it('marks the load as failed when the API fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = renderQueries([{ request: { query: GetCartDocument, variables: { id: TEST_CART_ID } }, error: new Error('down') }]);
    await waitFor(() => expect(store.get(cartLoadFailedAtom)).toBe(true));
    expect(store.get(cartAtom)).toBeNull();
    warn.mockRestore();
  });
});
