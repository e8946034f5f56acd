import { act, screen, within } from '@testing-library/react';
import { priceHistoryFixture, productFixture, productOfferFixture } from '../../testing';
import { renderRoute, renderView, renderViewSettled } from '@kori/shell/testing';
import type { PriceHistory } from './product-data';
import { ProductPage, ProductPageView } from './product-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settled = (value: PriceHistory | null) => Promise.resolve(value);

describe('ProductPageView', () => {
  it('shows image, name, brand, breadcrumbs and specifications', async () => {
    await renderViewSettled(<ProductPageView product={productFixture()} region="FI" priceHistory={settled(null)} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Nordic Phone 12' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nordic Phone 12' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Brand: Nordic')).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Smartphones' })).toHaveAttribute('href', '/smartphones');
    expect(within(breadcrumbs).getByText('Nordic Phone 12')).toHaveAttribute('aria-current', 'page');

    const specs = screen.getByRole('table', { name: 'Specifications of Nordic Phone 12' });
    expect(within(specs).getByRole('rowheader', { name: 'Screen' })).toBeInTheDocument();
    expect(within(specs).getByRole('cell', { name: '128 GB' })).toBeInTheDocument();
  });

  it('renders the offers in the order given, with totals, delivery, stock and why they are ranked so', async () => {
    await renderViewSettled(<ProductPageView product={productFixture()} region="FI" priceHistory={settled(null)} />);

    const table = screen.getByRole('table', { name: 'Offers for Nordic Phone 12, lowest total price first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Tekno Store',
      'Halpa Kauppa',
      'Outlet Oy',
    ]);
    const [first, second, third] = rows;
    expect(first!).toHaveTextContent('Free');
    expect(first!).toHaveTextContent('€499.00');
    expect(first!).toHaveTextContent('Free delivery applied');
    expect(first!).toHaveTextContent('In stock');
    expect(second!).toHaveTextContent('€14.90');
    expect(second!).toHaveTextContent('€503.90');
    expect(second!).toHaveTextContent('Only 2 left');
    expect(third!).toHaveTextContent('Out of stock');
    expect(third!).toHaveTextContent('Out of stock, listed last');

    expect(
      screen.getByText(
        'Why this order: offers are ranked by total price, the item price plus delivery to Finland. Out-of-stock offers come last.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the app's action next to each offer's shop link, in that offer's row", async () => {
    await renderViewSettled(
      <ProductPageView
        product={productFixture()}
        region="FI"
        priceHistory={settled(null)}
        renderOfferAction={(offer) => (offer.rank === 2 ? null : <button type="button">{`Act on ${offer.merchant.title}`}</button>)}
      />,
    );
    const rows = within(screen.getByRole('table', { name: /^Offers for/ })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Act on Tekno Store' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /Tekno Store/ })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Act on Outlet Oy' })).toBeInTheDocument();
  });

  it("shows the app's product action under the price facts, with the product and region", async () => {
    const seen: string[] = [];
    await renderViewSettled(
      <ProductPageView
        product={productFixture()}
        region="SE"
        priceHistory={settled(null)}
        renderProductAction={(product, region) => {
          seen.push(`${product.id}:${region}`);
          return <section aria-label="App slot">slot</section>;
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'App slot' })).toBeInTheDocument();
    expect(seen[0]).toBe(`${productFixture().id}:SE`);
  });

  it('does not re-sort offers: the API ranking is the order shown', async () => {
    const product = productFixture({
      offers: [
        productOfferFixture('o-9', 'Expensive First', 1, { price: '900.00', delivery: '0.00', total: '900.00' }),
        productOfferFixture('o-8', 'Cheap Second', 2, { price: '100.00', delivery: '0.00', total: '100.00' }),
      ],
    });
    await renderViewSettled(<ProductPageView product={product} region="SE" priceHistory={settled(null)} />);
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names.slice(0, 2)).toEqual(['Expensive First', 'Cheap Second']);
  });

  it('links each offer through the redirect route with locale, product and offer', async () => {
    await renderViewSettled(<ProductPageView product={productFixture()} region="SE" priceHistory={settled(null)} />, { locale: 'sv-SE' });
    const link = screen.getByRole('link', { name: 'Till butiken: Halpa Kauppa' });
    expect(link).toHaveAttribute('href', '/redirect/sv-SE/p-1/o-2');
    expect(link).toHaveAttribute('rel', 'nofollow');
    expect(screen.getByText(/plus frakt till Sverige\./)).toBeInTheDocument();
  });

  it('shows the best price with the lowest 30-day price next to the reduced price', async () => {
    await renderViewSettled(<ProductPageView product={productFixture()} region="FI" priceHistory={settled(null)} />, { locale: 'fi-FI' });
    expect(screen.getByText('10 % vs. alin hinta 30 päivän aikana')).toBeInTheDocument();
    expect(screen.getByText(/^Alin hinta edeltävien 30 päivän aikana: 559,00\s€$/)).toBeInTheDocument();
  });

  it('has an empty state when no shop sells the product in the region', async () => {
    await renderViewSettled(
      <ProductPageView
        product={productFixture({ offers: [], priceInsight: { current: null, lowest30Days: null, trend90Days: null, dropPercent: 0, isDeal: false } })}
        region="NL"
        priceHistory={settled(null)}
      />,
      { locale: 'nl-NL' },
    );
    expect(screen.getByText('Geen enkele winkel verkoopt dit product op dit moment in jouw regio.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Aanbiedingen/ })).not.toBeInTheDocument();
  });

  it('streams in the price history: a loading state first, then the summary', async () => {
    const history = deferred<PriceHistory | null>();
    renderView(<ProductPageView product={productFixture()} region="FI" priceHistory={history.promise} />);

    expect(await screen.findByText('Loading price history…')).toBeInTheDocument();

    await act(async () => history.resolve(priceHistoryFixture()));
    expect(
      await screen.findByText('Over the last 90 days the lowest price was €499.00 and the highest €560.00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Lowest price per day over the last 90 days/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading price history…')).not.toBeInTheDocument();
  });

  it('says the price history is unavailable when it could not be loaded', async () => {
    await renderViewSettled(<ProductPageView product={productFixture()} region="FI" priceHistory={settled(null)} />);
    expect(await screen.findByText('Price history is not available right now.')).toBeInTheDocument();
  });

  it('says there is no price history yet for a product without points', async () => {
    await renderViewSettled(<ProductPageView product={productFixture()} region="FI" priceHistory={settled(priceHistoryFixture([]))} />);
    expect(await screen.findByText('No price history yet.')).toBeInTheDocument();
  });
});

describe('ProductPage route component', () => {
  it('renders the product from its loader data', async () => {
    renderRoute(
      <ProductPage />,
      { product: productFixture(), region: 'FI', priceHistory: settled(priceHistoryFixture()), meta: { title: 't', description: 'd' } },
      { path: '/smartphones/nordic-phone-12/p-1' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordic Phone 12' })).toBeInTheDocument();
    expect(await screen.findByText(/lowest price was €499\.00/)).toBeInTheDocument();
  });
});
