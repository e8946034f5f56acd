import { screen, within } from '@testing-library/react';
import { homeDealFixture } from '../../testing';
import { renderRoute, renderView } from '@kori/shell/testing';
import { EAGER_GRID_IMAGES } from '@kori/ui';
import { HomePage, HomePageView } from './home-page';

describe('HomePageView', () => {
  it('lists the current deals with name, link, price, drop and the lowest 30-day price', () => {
    renderView(<HomePageView deals={[homeDealFixture(), homeDealFixture({ id: 'p-2', name: 'Aurora X', price: '89.90' })]} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Current deals' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Nordic Phone 12' })).toHaveAttribute('href', '/smartphones/nordic-phone-12/p-1');
    expect(first.getByText('€1,234.50')).toBeInTheDocument();
    expect(first.getByText('11% vs. lowest price in 30 days')).toBeInTheDocument();
    expect(first.getByText('Lowest price in the previous 30 days: €1,399.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('€89.90')).toBeInTheDocument();
  });

  it('formats money in the shopper locale with the currency the API gave', () => {
    const { container } = renderView(<HomePageView deals={[homeDealFixture({ price: '1234.50', currency: 'SEK' })]} />, {
      locale: 'sv-SE',
    });
    const price = container.querySelector('data.kori-catalog-price');
    expect(price).toHaveAttribute('value', '1234.50');
    // Swedish style: space-grouped thousands, decimal comma, "kr" after; Intl uses no-break spaces.
    expect(price?.textContent).toMatch(/^1[\u00a0\u202f]234,50[\u00a0\u202f]kr$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Aktuella erbjudanden' })).toBeInTheDocument();
  });

  it('gives product images a fixed size so the grid does not jump while they load', () => {
    const { container } = renderView(<HomePageView deals={[homeDealFixture()]} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image?.parentElement).toHaveClass('kori-catalog-image');
  });

  it('loads the first screen of images at once and the rest lazily', () => {
    const deals = Array.from({ length: EAGER_GRID_IMAGES + 2 }, (_, i) => homeDealFixture({ id: `p-${i}`, name: `Product ${i}` }));
    const { container } = renderView(<HomePageView deals={deals} />);
    const loading = [...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([...Array(EAGER_GRID_IMAGES).fill('eager'), 'lazy', 'lazy']);
  });

  it('links to the popular categories with their product counts', () => {
    renderView(
      <HomePageView
        deals={[homeDealFixture()]}
        popularCategories={[
          { id: 'electronics', name: 'Electronics', productCount: 1200 },
          { id: 'home-garden', name: 'Home & garden', productCount: 1 },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Popular categories' });
    expect(within(section).getByRole('link', { name: /^Electronics 1\s200 products$/ })).toHaveAttribute('href', '/electronics');
    expect(within(section).getByRole('link', { name: 'Home & garden 1 product' })).toHaveAttribute('href', '/home-garden');
  });

  it('renders no campaign banner markup without a banner, and the banner above the title when the app gives one', () => {
    const { container, unmount } = renderView(<HomePageView deals={[]} />);
    expect(container.querySelector('.kori-catalog-page')?.firstElementChild?.tagName).toBe('H1');
    unmount();
    renderView(<HomePageView deals={[]} campaignBanner={<aside aria-label="Campaign">Banner for home</aside>} />);
    expect(screen.getByRole('complementary', { name: 'Campaign' })).toHaveTextContent('Banner for home');
    expect(document.querySelector('.kori-catalog-page')?.firstElementChild?.tagName).toBe('ASIDE');
  });

  it('shows an empty state when there are no deals', () => {
    renderView(<HomePageView deals={[]} />, { locale: 'fi-FI' });
    expect(screen.getByText('Tarjouksia ei ole juuri nyt. Katso pian uudelleen.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('HomePage route component', () => {
  it('renders the deals from its loader data', async () => {
    renderRoute(<HomePage />, { deals: [homeDealFixture()], totalCount: 1, popularCategories: [], meta: { title: 't', description: 'd' } });
    expect(await screen.findByRole('link', { name: 'Nordic Phone 12' })).toBeInTheDocument();
  });
});
