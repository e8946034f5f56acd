import { Skeleton } from '@kori/ui';
import { Await } from '@remix-run/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '../shared/money';
import type { PriceHistory } from './product-data';

const WIDTH = 320;
const HEIGHT = 80;

function sparklinePoints(prices: number[]): string {
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const step = prices.length > 1 ? WIDTH / (prices.length - 1) : 0;
  return prices
    .map((price, index) => {
      const x = index * step;
      // Keep a small margin so the line never touches the frame.
      const y = HEIGHT - 4 - ((price - min) / span) * (HEIGHT - 8);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** The lowest and highest price of the period in words, with a small chart of the daily lowest price. */
export function PriceHistoryView({ history }: { history: PriceHistory | null }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  if (!history) {
    return (
      <p className="kori-catalog-muted">
        <FormattedMessage id="catalog.priceHistory.unavailable" />
      </p>
    );
  }
  if (history.points.length === 0) {
    return (
      <p className="kori-catalog-muted">
        <FormattedMessage id="catalog.priceHistory.empty" />
      </p>
    );
  }
  const prices = history.points.map((point) => Number(point.price.price));
  return (
    <div>
      {history.lowest && history.highest && (
        <p>
          <FormattedMessage
            id="catalog.priceHistory.summary"
            values={{ days: history.days, lowest: formatMoney(history.lowest), highest: formatMoney(history.highest) }}
          />
        </p>
      )}
      <svg
        className="kori-catalog-sparkline"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={intl.formatMessage({ id: 'catalog.priceHistory.chartLabel' }, { days: history.days })}
      >
        <polyline points={sparklinePoints(prices)} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </div>
  );
}

function PriceHistoryLoading() {
  return (
    <div>
      <p role="status" className="kori-catalog-muted">
        <FormattedMessage id="catalog.priceHistory.loading" />
      </p>
      <Skeleton height={HEIGHT} />
    </div>
  );
}

/** Streams in after the rest of the page (deferred loader data), with a placeholder of the same height. */
export function PriceHistorySection({ priceHistory }: { priceHistory: Promise<PriceHistory | null> }) {
  return (
    <section aria-labelledby="catalog-price-history" className="kori-catalog-history">
      <h2 id="catalog-price-history">
        <FormattedMessage id="catalog.priceHistory.title" />
      </h2>
      <Suspense fallback={<PriceHistoryLoading />}>
        <Await resolve={priceHistory} errorElement={<PriceHistoryView history={null} />}>
          {(history) => <PriceHistoryView history={history} />}
        </Await>
      </Suspense>
    </section>
  );
}
