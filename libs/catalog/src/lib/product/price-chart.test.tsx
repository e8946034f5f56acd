import { act, screen, within } from '@testing-library/react';
import { money, priceHistoryFixture, productFixture, productOfferFixture } from '../../testing';
import { renderView, renderViewSettled } from '@kori/shell/testing';
import { freeDeliveryNote } from './free-delivery';
import { chartGeometry } from './price-chart-geometry';
import { parsePriceHistoryDays } from './price-history-days';
import { ProductPageView } from './product-page';

describe('chartGeometry', () => {
  it('puts the lowest price at the bottom and the highest at the top, oldest first', () => {
    const geometry = chartGeometry([500, 400, 600])!;
    expect(geometry.points.map((point) => point.x)).toEqual([12, 320, 628]);
    expect(geometry.points.map((point) => point.y)).toEqual([94, 176, 12]);
    expect(geometry).toMatchObject({ min: 400, max: 600, low: { x: 320, y: 176 }, high: { x: 628, y: 12 }, line: '12,94 320,176 628,12' });
    expect(geometry.area).toBe('M12,176 L12,94 L320,176 L628,12 L628,176 Z');
  });

  it('draws a flat series in the middle and a single point centred', () => {
    expect(chartGeometry([5, 5])!.points.map((point) => point.y)).toEqual([94, 94]);
    expect(chartGeometry([5])!.points).toEqual([{ x: 320, y: 94 }]);
    expect(chartGeometry([])).toBeNull();
  });
});

describe('parsePriceHistoryDays', () => {
  it.each([
    ['30', 30],
    ['180', 180],
    ['90', 90],
    [null, 90],
    ['31', 90],
    ['abc', 90],
  ])('reads %p as %p', (value, days) => {
    expect(parsePriceHistoryDays(value)).toBe(days);
  });
});

describe('freeDeliveryNote', () => {
  const offer = (price: string, delivery: string, threshold: string | null) => {
    const base = productOfferFixture('o-1', 'Shop', 1, { price, delivery, total: price });
    return {
      ...base,
      merchant: {
        ...base.merchant,
        deliveryTerms: { ...base.merchant.deliveryTerms, freeDeliveryThreshold: threshold === null ? null : money(threshold) },
      },
    };
  };

  it('says the threshold was applied when the item reaches it and delivery is free', () => {
    expect(freeDeliveryNote(offer('60.00', '0.00', '50.00'))).toEqual({ kind: 'applied', threshold: { price: '50.00', currency: 'EUR' } });
  });

  it('names the threshold when the item is below it', () => {
    expect(freeDeliveryNote(offer('49.99', '4.90', '50.00'))).toEqual({ kind: 'from', threshold: { price: '50.00', currency: 'EUR' } });
  });

  it('says nothing when the merchant never ships free', () => {
    expect(freeDeliveryNote(offer('60.00', '4.90', null))).toEqual({ kind: 'none' });
  });
});

describe('price history chart on the product page', () => {
  const history = priceHistoryFixture([
    ['2026-01-01', '560.00'],
    ['2026-01-02', '540.00'],
    ['2026-01-03', '499.00'],
  ]);

  it('is an image named by its title and described by the lowest, highest and current price', async () => {
    await renderViewSettled(<ProductPageView product={productFixture()} region="FI" priceHistory={Promise.resolve(history)} />);
    const chart = await screen.findByRole('img', { name: /^Lowest price per day over the last 90 days/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAttribute('width', '640');
    expect(chart).toHaveAttribute('height', '200');
    const [titleId, descId] = chart.getAttribute('aria-labelledby')!.split(' ');
    expect(document.getElementById(titleId!)?.tagName.toLowerCase()).toBe('title');
    expect(document.getElementById(descId!)).toHaveTextContent('Over the last 90 days: lowest €499.00, highest €560.00, now €499.00.');
  });

  it('offers the same figures as a table under "Show as table"', async () => {
    await renderViewSettled(<ProductPageView product={productFixture()} region="FI" priceHistory={Promise.resolve(history)} />);
    const details = (await screen.findByText('Show as table')).closest('details')!;
    const table = within(details).getByRole('table', { name: 'Lowest price per day over the last 90 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('€499.00');
    expect(within(rows[0]!).getByRole('rowheader').querySelector('time')).toHaveAttribute('datetime', '2026-01-01');
  });

  it('switches period with plain links that mark the current one', async () => {
    await renderViewSettled(
      <ProductPageView product={productFixture()} region="FI" priceHistory={Promise.resolve(history)} historyDays={30} />,
      { path: '/smartphones/nordic-phone-12/p-1?days=30' },
    );
    const periods = screen.getByRole('navigation', { name: 'Price history period' });
    const links = within(periods).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['30 days', '/smartphones/nordic-phone-12/p-1?days=30', 'true'],
      ['90 days', '/smartphones/nordic-phone-12/p-1?days=90', null],
      ['180 days', '/smartphones/nordic-phone-12/p-1?days=180', null],
    ]);
  });

  it('keeps a box of the chart size while the history loads', async () => {
    const { container } = renderView(<ProductPageView product={productFixture()} region="FI" priceHistory={new Promise(() => undefined)} />);
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading price history…');
    expect(container.querySelector('.kori-catalog-history .kori-catalog-chart-box .kori-skeleton')).not.toBeNull();
  });
});

describe('free-delivery threshold in the offers table', () => {
  it('tells each offer whether the merchant threshold was reached', async () => {
    await renderViewSettled(
      <ProductPageView
        product={productFixture({
          offers: [
            productOfferFixture('o-1', 'Tekno Store', 1, { price: '60.00', delivery: '0.00', total: '60.00' }, { stockStatus: 'IN_STOCK', stockQuantity: 3, rankReason: 'FREE_DELIVERY_APPLIED' }),
            productOfferFixture('o-2', 'Halpa Kauppa', 2, { price: '45.00', delivery: '4.90', total: '49.90' }),
          ],
        })}
        region="FI"
        priceHistory={Promise.resolve(null)}
      />,
    );
    const rows = within(screen.getByRole('table', { name: /^Offers for/ })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Free delivery from €50.00: reached');
    expect(rows[1]).toHaveTextContent('Free delivery from €50.00');
    expect(rows[1]).not.toHaveTextContent('reached');
  });
});
