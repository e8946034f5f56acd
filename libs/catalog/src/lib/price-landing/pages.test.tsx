import { screen, within } from '@testing-library/react';
import { priceHistoryFixture, productFixture } from '../../testing';
import { CategoryPage } from '../category/category-page';
import { renderRoute, renderViewSettled } from '@kori/shell/testing';
import { PriceLandingPageView } from './price-landing-page';

describe('PriceLandingPageView', () => {
  it('has its own title and introduction over the same ranked comparison', async () => {
    await renderViewSettled(<PriceLandingPageView product={productFixture()} region="FI" priceHistory={Promise.resolve(priceHistoryFixture())} />, {
      locale: 'fi-FI',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Nordic Phone 12 hinta' })).toBeInTheDocument();
    expect(screen.getByText(/^Mistä Nordic Phone 12 on halvin\? Kori vertaa 3 kauppaa/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: /^Tarjoukset|Nordic Phone 12/ })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Tekno Store', 'Halpa Kauppa', 'Outlet Oy']);
    expect(screen.getByRole('link', { name: 'Tuotteen Nordic Phone 12 tiedot ja tekniset tiedot' })).toHaveAttribute('href', '/smartphones/nordic-phone-12/p-1');
    expect(await screen.findByText('Näytä taulukkona')).toBeInTheDocument();
  });

  it('is what the `/:categoryId` route shows for price landing data', async () => {
    renderRoute(
      <CategoryPage />,
      {
        page: 'priceLanding',
        slug: 'nordic-phone-12-price',
        product: productFixture(),
        region: 'FI',
        priceHistory: Promise.resolve(null),
        historyDays: 90,
        meta: { title: 't', description: 'd' },
      },
      { path: '/nordic-phone-12-price' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordic Phone 12 price' })).toBeInTheDocument();
  });
});
