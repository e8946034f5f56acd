import { act, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { TestI18nProvider } from '@kori/i18n/testing';
import { storeUsedCouponCodes } from '@kori/coupon-state/testing';
import { renderView } from '@kori/shell/testing';
import { priceBenefitSlot, ProductCard } from '@kori/ui';
import { campaignFixture } from '../../testing';
import { CampaignPriceBenefits } from './campaign-price-benefits';
import type { CampaignData } from '../banner/campaign-rules';

const star = campaignFixture(); // 2026-03-01..2026-03-31, first-time buyers, 10 %
const at = (isoDate: string) => () => new Date(`${isoDate}T12:00:00`);
const eur = (price: string) => ({ price, currency: 'EUR' });

function card() {
  return (
    <ProductCard
      product={{ name: 'Phone', brandName: 'Brand', imageUrl: '/phone.jpg', href: '/p/1-phone' }}
      price={<p>Best total 128.35 €</p>}
      benefitBase={{ itemPrice: eur('123.45'), shownPrice: eur('128.35') }}
    />
  );
}

function renderCard(today: string, campaigns: Promise<CampaignData[]> | CampaignData[] = [star]) {
  renderView(
    <Provider store={createStore()}>
      <CampaignPriceBenefits campaigns={campaigns} now={at(today)}>
        {card()}
      </CampaignPriceBenefits>
    </Provider>,
  );
}

describe('CampaignPriceBenefits', () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the card's price with the campaign code's benefit (10 % of the item off the total)", async () => {
    renderCard('2026-03-10', Promise.resolve([star]));
    expect(await screen.findByText(/Price with benefit/)).toHaveTextContent('Price with benefit €116.00 with code STAR');
  });

  it('shows nothing once a first-time buyer has used a code, or outside the campaign', async () => {
    storeUsedCouponCodes(['ABC']);
    renderCard('2026-03-10');
    await act(async () => undefined);
    expect(screen.queryByText(/Price with benefit/)).toBeNull();
    window.localStorage.clear();
  });

  it('shows nothing on a day the campaign does not run', async () => {
    renderCard('2026-04-01');
    await act(async () => undefined);
    expect(screen.queryByText(/Price with benefit/)).toBeNull();
  });

  it('renders nothing in the first render (stored codes are not loaded yet)', () => {
    const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const html = renderToString(
      <TestI18nProvider locale="en-FI">
        <Provider store={createStore()}>
          <CampaignPriceBenefits campaigns={[star]} now={at('2026-03-10')}>
            <p>Phone</p>
            <priceBenefitSlot.Outlet itemPrice={eur('123.45')} shownPrice={eur('128.35')} />
          </CampaignPriceBenefits>
        </Provider>
      </TestI18nProvider>,
    );
    expect(html).toContain('Phone');
    expect(html).not.toContain('Price with benefit');
  });
});
