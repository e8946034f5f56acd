import { screen, within } from '@testing-library/react';
import { dealsLoaderDataFixture } from '../../testing';
import { renderInRouter } from '../test-support/render';
import { DealsPageView } from './deals-page';

describe('DealsPageView', () => {
  it('shows the reduced price with the drop against the 90-day trend and the 30-day lowest', () => {
    renderInRouter(<DealsPageView data={dealsLoaderDataFixture()} />, { path: '/deals' });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('€389.00');
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(card).toHaveTextContent('7% vs. lowest price in 30 days');
    expect(card).toHaveTextContent('90-day average: €439.00');
    expect(card).toHaveTextContent('With delivery €393.90');
    expect(card).toHaveTextContent('Lowest price in the previous 30 days: €419.00');
    expect(within(screen.getByRole('navigation', { name: 'Deal categories' })).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/deals/electronics');
  });

  it('narrows to a category with breadcrumbs back to all deals', () => {
    const data = dealsLoaderDataFixture({
      category: { id: 'smartphones', name: 'Smartphones', path: [{ id: 'electronics', name: 'Electronics' }, { id: 'smartphones', name: 'Smartphones' }] },
      subcategories: [],
      deals: { page: 1, perPage: 24, totalCount: 0, deals: [] },
    });
    renderInRouter(<DealsPageView data={data} />, { path: '/deals/smartphones' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Deals in Smartphones');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'All deals' })).toHaveAttribute('href', '/deals');
    expect(within(crumbs).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/deals/electronics');
    expect(screen.getByText('There are no deals here right now.')).toBeInTheDocument();
  });
});
