/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { eligibleForFTBAtom } from '@kori/auth';
import { storedCouponCodes, storeUsedCouponCodes } from '@kori/coupon-state/testing';
import { uiWrapper } from '@kori/ui/testing';
import { UsedCouponsFromAccount } from './used-coupons-from-account';

function renderWith(store = createStore()) {
  render(<UsedCouponsFromAccount />, { wrapper: uiWrapper({ store }) });
  return store;
}

describe('UsedCouponsFromAccount', () => {
  beforeEach(() => window.localStorage.clear());

  it('leaves the used codes alone until the user data is loaded', async () => {
    storeUsedCouponCodes(['ABC']);
    const store = renderWith();
    await act(async () => undefined);
    expect(store.get(eligibleForFTBAtom)).toBeNull();
    expect(storedCouponCodes().used).toEqual(['ABC']);
  });

  it('empties them for a first-time buyer', async () => {
    storeUsedCouponCodes(['STAR', 'ABC']);
    const store = renderWith();
    store.set(eligibleForFTBAtom, true);
    await waitFor(() => expect(storedCouponCodes().used).toEqual([]));
  });

  it('replaces them with STAR alone for a returning customer', async () => {
    storeUsedCouponCodes(['ABC']);
    const store = renderWith();
    store.set(eligibleForFTBAtom, false);
    await waitFor(() => expect(storedCouponCodes().used).toEqual(['STAR']));
  });
});
