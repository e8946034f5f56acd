import { screen, within } from '@testing-library/react';
import { cardProductOf, ProductCard } from './product-card';
import { renderWithRouter } from '../testing/render-with-router';

const product = { name: 'Nordic Phone 12', brandName: 'Nordic', imageUrl: '/images/products/p-1.svg', href: '/smartphones/nordic-phone-12/p-1' };

describe('ProductCard', () => {
  it('is one article whose name links to the product page, with a decorative image and the brand', () => {
    renderWithRouter(<ProductCard product={product} price={<p>From 10 €</p>} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Nordic Phone 12' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Nordic Phone 12' })).toHaveAttribute('href', product.href);
    expect(within(card).getByText('Nordic')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(card).toHaveTextContent('From 10 €');
  });

  it('shows the lowest price of the previous 30 days whenever it shows a reduction', () => {
    renderWithRouter(
      <ProductCard
        product={product}
        price={<p>From 10 €</p>}
        reduction={{ description: '12% vs. lowest price in 30 days', lowest30Days: { price: '9.50', currency: 'EUR' } }}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('12% vs. lowest price in 30 days');
    expect(card).toHaveTextContent("Lowest price in the previous 30 days: €9.50");
  });

  it('shows no 30-day line without a reduction, and puts further lines after the price', () => {
    renderWithRouter(
      <ProductCard product={product} price={<p>From 10 €</p>} headingLevel={2} imagePriority>
        <p>3 shops</p>
      </ProductCard>,
    );
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent(/previous 30 days/);
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(card.lastElementChild).toHaveTextContent('3 shops');
  });
});

describe('cardProductOf', () => {
  it("maps a query's product to what the card shows, its address built from category, slug and id", () => {
    const identity = { id: 'p-1', slug: 'nordic-phone-12', name: 'Nordic Phone 12', imageUrl: '/images/products/p-1.svg' };
    expect(cardProductOf({ ...identity, brand: { name: 'Nordic' }, category: { id: 'smartphones' } })).toEqual(product);
  });
});
