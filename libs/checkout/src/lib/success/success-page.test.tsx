import { onCommerceEvent, type CommerceEvent } from '@kori/shell';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { storedCouponCodes } from '@kori/coupon-state/testing';
import { completedCheckoutFixture, eur } from '../../testing/checkout-fixtures';
import { renderCheckoutPage } from '../../testing/render-checkout-page';
import type { SuccessLoaderData } from './success-data';
import { SuccessPage } from './success-page';

const meta = { title: 'Order confirmation', description: '', noindex: true };
const names = { 'o-1': 'Lumo TV', 'o-2': 'HDMI cable', 'o-3': 'Soundbar' };

function loaderData(overrides: Parameters<typeof completedCheckoutFixture>[0] = {}): SuccessLoaderData {
  return { meta, checkout: completedCheckoutFixture(overrides), region: 'FI', productNames: names };
}

describe('SuccessPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the order number, each merchant with its products and delivery, and the totals with VAT', async () => {
    renderCheckoutPage(<SuccessPage />, { loaderData: loaderData({ userReferralCode: 'AINO-5' }) });
    expect(await screen.findByRole('heading', { name: 'Thank you, your order is placed' })).toBeInTheDocument();
    expect(screen.getByText('K-1001')).toBeInTheDocument();
    const verkko = screen.getByRole('region', { name: 'Verkko' });
    expect(verkko).toHaveTextContent('Ordered');
    expect(verkko).toHaveTextContent('Lumo TV × 1');
    expect(verkko).toHaveTextContent('Pickup point');
    expect(verkko).toHaveTextContent('Posti pickup point');
    expect(verkko).toHaveTextContent('Delivered in 2-3 days');
    expect(within(screen.getByRole('region', { name: 'Giga' })).getByText(/Pick up in store/)).toBeInTheDocument();
    expect(screen.getByText('Total paid').nextElementSibling).toHaveTextContent('713.80');
    // 713.80 × 25.5 / 125.5 = 145.04
    expect(screen.getByText('Of which VAT 25.5 %').nextElementSibling).toHaveTextContent('145.04');
    expect(screen.getByText(/Payment method/)).toHaveTextContent('Invoice');
    expect(screen.getByText('AINO-5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
  });

  it('says which merchant failed and that it was not charged', async () => {
    const base = completedCheckoutFixture();
    renderCheckoutPage(<SuccessPage />, {
      loaderData: loaderData({
        merchantSummaries: [base.merchantSummaries[0]!, { ...base.merchantSummaries[1]!, merchantStatus: 'PERFORM_FAILED' }],
      }),
    });
    const giga = await screen.findByRole('region', { name: 'Giga' });
    expect(within(giga).getByRole('alert')).toHaveTextContent('Giga could not take your order. You have not been charged for it.');
    expect(screen.getByRole('region', { name: 'Verkko' })).toHaveTextContent('Ordered');
  });

  it('shows a discount when there is one', async () => {
    renderCheckoutPage(<SuccessPage />, {
      loaderData: loaderData({
        orderTotalCosts: { ...completedCheckoutFixture().orderTotalCosts, discount: eur('-10.00') },
        discounts: [{ couponCodeCode: 'STAR', discountedProductId: null, discountedProductPrice: null, discountAmount: eur('10.00'), referral: false }],
      }),
    });
    expect(await screen.findByText('Discount')).toBeInTheDocument();
    expect(screen.getByText(/Discount code STAR/)).toHaveTextContent(/10[.,]00/);
  });

  it("records the order's code as used in this browser, and reports a friend's invite code as applied", async () => {
    const events: CommerceEvent[] = [];
    const stop = onCommerceEvent((event) => events.push(event));
    try {
      renderCheckoutPage(
        <Provider store={createStore()}>
          <SuccessPage />
        </Provider>,
        {
          loaderData: loaderData({
            orderId: 'K-3003',
            discounts: [{ couponCodeCode: 'KFRIEND1', discountedProductId: null, discountedProductPrice: null, discountAmount: eur('10.00'), referral: true }],
          }),
        },
      );
      await waitFor(() => expect(storedCouponCodes()).toEqual({ used: ['KFRIEND1'], lastUsed: 'KFRIEND1' }));
      expect(events.map((event) => event.type)).toEqual(['purchase', 'referralCode']);
      expect(events[1]).toEqual({ type: 'referralCode', input: { action: 'applied' } });
    } finally {
      stop();
    }
  });

  it('keeps the delivery address for the next checkout', async () => {
    renderCheckoutPage(<SuccessPage />, { loaderData: loaderData() });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('checkout-shipping') ?? '{}')).toMatchObject({ city: 'Helsinki' }));
  });

  it('reports the purchase once, with the merchants that took their orders', async () => {
    const events: CommerceEvent[] = [];
    const stop = onCommerceEvent((event) => events.push(event));
    try {
      const base = completedCheckoutFixture();
      const data = loaderData({
        orderId: 'K-2002',
        merchantSummaries: [base.merchantSummaries[0]!, { ...base.merchantSummaries[1]!, merchantStatus: 'PERFORM_FAILED' }],
      });
      const { unmount } = renderCheckoutPage(<SuccessPage />, { loaderData: data });
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]).toEqual({
        type: 'purchase',
        input: {
          transactionId: 'K-2002',
          items: [
            expect.objectContaining({ name: 'Lumo TV', merchant: 'Verkko', quantity: 1 }),
            expect.objectContaining({ name: 'HDMI cable', merchant: 'Verkko' }),
          ],
          value: eur('713.80'),
          shipping: eur('5.90'),
          tax: eur('145.04'),
          paymentType: 'INVOICE',
          email: 'aino@example.com',
          phone: '+358401234567',
        },
      });
      unmount();
      renderCheckoutPage(<SuccessPage />, { loaderData: data });
      await screen.findByText('K-2002');
      expect(events).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('says when there is no such checkout', async () => {
    renderCheckoutPage(<SuccessPage />, { loaderData: { meta, checkout: null, region: 'FI', productNames: {} } });
    expect(await screen.findByRole('heading', { name: 'We could not find this order.' })).toBeInTheDocument();
  });
});
