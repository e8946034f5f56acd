import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../testing/render-with-router';
import { DealListing } from './deal-listing';

const eur = (price: string) => ({ price, currency: 'EUR' });
const deal = (id: string) => ({
  product: { id, slug: `phone-${id}`, name: `Phone ${id}`, imageUrl: `/${id}.svg`, brand: { name: 'Nordic' }, category: { id: 'smartphones' } },
  offer: { id: `o-${id}`, price: eur('99.00'), merchant: { title: 'Tekno Store' } },
  insight: { dropPercent: 10 },
});

describe('DealListing', () => {
  it('shows a card per deal in the catalogue grid, in a ranked list when asked', () => {
    renderWithRouter(<DealListing deals={[deal('1'), deal('2')]} empty="No deals" ordered />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('kori-catalog-grid');
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Phone 1', 'Phone 2']);
  });

  it('says so when there are no deals', () => {
    renderWithRouter(<DealListing deals={[]} empty="No deals" />);
    expect(screen.getByText('No deals')).toHaveClass('kori-catalog-empty');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
