import { render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { storedCouponCodes, storeUsedCouponCodes } from '../testing';
import { useSetUsedCouponFromQuery } from './set-used-coupon-from-query';

function Page() {
  useSetUsedCouponFromQuery();
  return <p>page</p>;
}

function renderAt(url: string) {
  const store = createStore();
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url], future: { v7_relativeSplatPath: true } });
  render(
    <Provider store={store}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </Provider>,
  );
  return store;
}

describe('useSetUsedCouponFromQuery', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the codes of ?setUsedCoupon= upper-cased and de-duplicated', async () => {
    renderAt('/deals?setUsedCoupon=star,Star,abc');
    await waitFor(() => expect(storedCouponCodes()).toEqual({ used: ['STAR', 'ABC'], lastUsed: 'ABC' }));
  });

  it('appends a single code to those stored earlier', async () => {
    storeUsedCouponCodes(['ABC']);
    renderAt('/?setUsedCoupon=star');
    await waitFor(() => expect(storedCouponCodes()).toEqual({ used: ['ABC', 'STAR'], lastUsed: 'STAR' }));
  });

  it('leaves storage alone without the parameter or with an empty one', async () => {
    renderAt('/?setUsedCoupon=');
    renderAt('/deals');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storedCouponCodes()).toEqual({ used: null, lastUsed: null });
  });
});
