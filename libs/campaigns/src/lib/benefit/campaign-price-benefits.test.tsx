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

function renderCard(today: string, campaigns: CampaignData[] = [star]) {
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
    renderCard('2026-03-10');
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

  function serverHtml(campaigns: CampaignData[]): string {
    const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    return renderToString(
      <TestI18nProvider locale="en-FI">
        <Provider store={createStore()}>
          <CampaignPriceBenefits campaigns={campaigns} now={at('2026-04-01')}>
            <p>Phone</p>
            <priceBenefitSlot.Outlet itemPrice={eur('123.45')} shownPrice={eur('128.35')} />
          </CampaignPriceBenefits>
        </Provider>
      </TestI18nProvider>,
    );
  }

  it("keeps the line's place, hidden, in the server's render (stored codes and the calendar day are not known yet)", () => {
    const html = serverHtml([star]);
    expect(html).toContain('Phone');
    expect(html).toMatch(/<p class="kori-price-benefit kori-price-benefit--pending"[^>]*aria-hidden="true"[^>]*>Price with benefit/);
    expect(serverHtml([{ ...star, isActive: false }])).not.toContain('Price with benefit');
    expect(serverHtml([{ ...star, affectsPricesOnProductPages: false }])).not.toContain('Price with benefit');
  });

  it('shows the kept line once the stored codes are read', async () => {
    renderCard('2026-03-10');
    expect(await screen.findByText(/Price with benefit/)).not.toHaveClass('kori-price-benefit--pending');
    expect(screen.getByText(/Price with benefit/).closest('p')).not.toHaveAttribute('aria-hidden');
  });
});
