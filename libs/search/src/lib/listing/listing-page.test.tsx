import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listingFixture, listingLoaderDataFixture, listingParamsFixture } from '../../testing';
import { renderInRouter } from '../test-support/render';
import { ListingPageView } from './listing-page';

describe('ListingPageView', () => {
  it('shows the results with total prices, the 30-day lowest next to a reduced price, and paging links keeping the filters', () => {
    const data = listingLoaderDataFixture({
      params: listingParamsFixture({ q: 'lumio', brands: ['lumio'], page: 1 }),
      listing: listingFixture({ totalCount: 50 }),
    });
    renderInRouter(<ListingPageView data={data} />, { path: '/search?q=lumio&brand=lumio' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “lumio”');
    expect(screen.getByText('50 products')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Lumio Vista 5 128 GB' })).toHaveAttribute('href', '/smartphones/lumio-vista-5-128-gb/1');
    expect(cards[0]).toHaveTextContent('€399.00');
    expect(cards[0]).toHaveTextContent('Lowest price in the previous 30 days: €439.00');
    expect(cards[1]).not.toHaveTextContent('previous 30 days');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?q=lumio&brand=lumio&page=2');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says "more than" when a search matched more products than it reads, with the pages it can show', () => {
    const data = listingLoaderDataFixture({ listing: listingFixture({ totalCount: 1000, totalCountIsLowerBound: true }) });
    renderInRouter(<ListingPageView data={data} />, { path: '/search?q=lumio' });
    // en-FI groups thousands with a (narrow) no-break space.
    expect(screen.getByText(/^More than 1\D000 products$/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 42')).toBeInTheDocument();
  });

  it('is a plain GET form with the current filters checked and an Apply button', () => {
    const data = listingLoaderDataFixture({ params: listingParamsFixture({ brands: ['kestrel'], inStock: true, sort: 'price-asc' }) });
    const { container } = renderInRouter(<ListingPageView data={data} />, { path: '/search?q=lumio' });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('checkbox', { name: 'Kestrel (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lumio (1)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock only (2)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
    expect(container.querySelector('input[type=hidden][name=q]')).toHaveValue('lumio');
  });

  it('applies a checked facet at once when hydrated, with a clean shareable URL', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(<ListingPageView data={listingLoaderDataFixture()} />, { path: '/search?q=lumio' });
    await user.click(screen.getByRole('checkbox', { name: 'Lumio (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=lumio&brand=lumio'));
    expect(router.state.location.pathname).toBe('/search');
  });

  it('says nothing matched, links the suggestions and offers to drop the filters', () => {
    const data = listingLoaderDataFixture({
      params: listingParamsFixture({ q: 'lumoi xq', brands: ['kestrel'] }),
      listing: listingFixture({ totalCount: 0, products: [], suggestions: ['lumio xq'] }),
    });
    renderInRouter(<ListingPageView data={data} />, { path: '/search?q=lumoi+xq' });
    expect(screen.getByRole('heading', { level: 2, name: 'No products match “lumoi xq”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lumio xq' })).toHaveAttribute('href', '/search?q=lumio+xq');
    expect(screen.getByRole('link', { name: 'Remove all filters' })).toHaveAttribute('href', '/search?q=lumoi+xq');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('titles /all-products and offers no relevance sort without a text', () => {
    const data = listingLoaderDataFixture({ kind: 'all-products', defaultSort: 'popularity', params: listingParamsFixture({ q: '', sort: 'popularity' }) });
    renderInRouter(<ListingPageView data={data} />, { path: '/all-products', locale: 'fi-FI' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kaikki tuotteet');
    const options = within(screen.getByRole('combobox', { name: 'Järjestys' })).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['popularity', 'price-asc', 'price-desc', 'drop']);
  });
});
