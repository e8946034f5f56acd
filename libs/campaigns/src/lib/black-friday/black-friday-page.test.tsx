import { renderRoute, renderView } from '@kori/shell/testing';
import { screen, within } from '@testing-library/react';
import { blackFridayDealFixture } from '../../testing';
import { BlackFridayPage, BlackFridayPageView } from './black-friday-page';

describe('BlackFridayPageView', () => {
  it('lists the biggest drops with the 30-day lowest price next to each reduced price', () => {
    renderView(<BlackFridayPageView deals={[blackFridayDealFixture(), blackFridayDealFixture({ id: 'p-2', name: 'Aurora X' })]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Black Friday deals' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('11% vs. lowest price in 30 days')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Lowest price in the previous 30 days: €1,399.00')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('90-day average: €1,450.00')).toBeInTheDocument();
  });

  it('says so when there are no deals', () => {
    renderView(<BlackFridayPageView deals={[]} />, { locale: 'sv-SE' });
    expect(screen.getByText('Det finns inga Black Friday-erbjudanden just nu. Titta in snart igen.')).toBeInTheDocument();
  });
});

describe('BlackFridayPage route component', () => {
  it('renders the deals from its loader data', async () => {
    renderRoute(<BlackFridayPage />, { deals: [blackFridayDealFixture()], totalCount: 1, meta: { title: 't', description: 'd', canonicalUrl: 'http://kori.test/blackfriday', alternates: [] } });
    expect(await screen.findByRole('link', { name: 'Nordic Phone 12' })).toHaveAttribute('href', '/smartphones/nordic-phone-12/p-1');
  });
});
