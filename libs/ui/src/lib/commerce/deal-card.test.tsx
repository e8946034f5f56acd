import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../testing/render-with-router';
import { DealCard, type DealCardDeal } from './deal-card';

const eur = (price: string) => ({ price, currency: 'EUR' });

function deal(insight: Partial<DealCardDeal['insight']> = {}): DealCardDeal {
  return {
    product: { id: 'p-1', slug: 'nordic-phone-12', name: 'Nordic Phone 12', imageUrl: '/p-1.svg', brand: { name: 'Nordic' }, category: { id: 'smartphones' } },
    offer: { price: eur('1249.00'), totalPrice: eur('1254.90'), merchant: { title: 'Tekno Store' } },
    insight: { dropPercent: 11, lowest30Days: eur('1399.00'), trend90Days: eur('1450.00'), ...insight },
  };
}

describe('DealCard', () => {
  it('shows the reduced price at its shop, the drop, the 30-day lowest and the 90-day trend', () => {
    renderWithRouter(<DealCard deal={deal()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'Nordic Phone 12' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Nordic Phone 12' })).toHaveAttribute('href', '/smartphones/nordic-phone-12/p-1');
    expect(card).toHaveTextContent('€1,249.00 at Tekno Store');
    expect(within(card).getByText('11% vs. lowest price in 30 days')).toBeInTheDocument();
    expect(within(card).getByText('Lowest price in the previous 30 days: €1,399.00')).toBeInTheDocument();
    expect(within(card).getByText('90-day average: €1,450.00')).toBeInTheDocument();
    expect(within(card).getByText('With delivery €1,254.90')).toBeInTheDocument();
  });

  it('leaves out the drop badge without a drop, and the lines whose prices are unknown', () => {
    renderWithRouter(<DealCard deal={deal({ dropPercent: 0, lowest30Days: null, trend90Days: null })} />);
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent(/vs. lowest price|previous 30 days|90-day average:/);
  });

  it('leaves out the total with delivery where the query has none', () => {
    renderWithRouter(<DealCard deal={{ ...deal(), offer: { price: eur('1249.00'), merchant: { title: 'Tekno Store' } } }} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('With delivery');
  });
});
