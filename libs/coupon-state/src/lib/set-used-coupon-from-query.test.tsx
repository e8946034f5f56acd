import { waitFor } from '@testing-library/react';
import { renderInDataRouter } from '@kori/shell/testing';
import { storedCouponCodes, storeUsedCouponCodes } from '../testing';
import { useSetUsedCouponFromQuery } from './set-used-coupon-from-query';

function Page() {
  useSetUsedCouponFromQuery();
  return <p>page</p>;
}

const renderAt = (url: string) => renderInDataRouter([{ path: '*', element: <Page /> }], { url });

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
