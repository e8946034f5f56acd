import { formatDate } from '@kori/i18n';
import { LoadingStatus, Skeleton, useFormatMoney, type TableColumn } from '@kori/ui';
import { Await, Link } from '@remix-run/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCatalogLocale } from '../shared/use-catalog-locale';
import { CatalogTable } from '../shared/catalog-table';
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry } from './price-chart-geometry';
import { PRICE_HISTORY_PERIODS, type PriceHistoryDays } from './price-history-days';
import type { PriceHistory } from './product-data';

const TITLE_ID = 'catalog-price-chart-title';
const DESC_ID = 'catalog-price-chart-desc';

const PRICE_HISTORY_COLUMNS: readonly TableColumn[] = [
  { messageId: 'catalog.priceHistory.column.date' },
  { messageId: 'catalog.priceHistory.column.price', className: 'kori-catalog-num' },
];

/**
 * The daily lowest price as an inline SVG line chart. Screen readers get its title and a description
 * with the lowest, highest and current price; the same figures are in a table under "Show as table".
 */
export function PriceHistoryView({ history }: { history: PriceHistory | null }) {
  const intl = useIntl();
  const locale = useCatalogLocale();
  const formatMoney = useFormatMoney();
  if (!history) {
    return (
      <p className="kori-catalog-muted kori-catalog-chart-box kori-catalog-chart-box--message">
        <FormattedMessage id="catalog.priceHistory.unavailable" />
      </p>
    );
  }
  const geometry = chartGeometry(history.points.map((point) => Number(point.price.price)));
  const last = history.points[history.points.length - 1];
  if (!geometry || !last || !history.lowest || !history.highest) {
    return (
      <p className="kori-catalog-muted kori-catalog-chart-box kori-catalog-chart-box--message">
        <FormattedMessage id="catalog.priceHistory.empty" />
      </p>
    );
  }
  const summary = intl.formatMessage(
    { id: 'catalog.priceHistory.chartSummary' },
    {
      days: history.days,
      lowest: formatMoney(history.lowest),
      highest: formatMoney(history.highest),
      current: formatMoney(last.price),
    },
  );
  const { low: lowPoint, high: highPoint } = geometry;
  const first = history.points[0] ?? last;
  return (
    <div>
      <p>
        <FormattedMessage
          id="catalog.priceHistory.summary"
          values={{ days: history.days, lowest: formatMoney(history.lowest), highest: formatMoney(history.highest) }}
        />
      </p>
      <div className="kori-catalog-chart-box">
        <svg
          className="kori-catalog-chart"
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          width={CHART_WIDTH}
          height={CHART_HEIGHT}
          role="img"
          aria-labelledby={`${TITLE_ID} ${DESC_ID}`}
          focusable="false"
        >
          <title id={TITLE_ID}>{intl.formatMessage({ id: 'catalog.priceHistory.chartLabel' }, { days: history.days })}</title>
          <desc id={DESC_ID}>{summary}</desc>
          <path d={geometry.area} className="kori-catalog-chart__area" />
          <polyline points={geometry.line} className="kori-catalog-chart__line" fill="none" />
          <circle cx={lowPoint.x} cy={lowPoint.y} r="4" className="kori-catalog-chart__low" />
          <circle cx={highPoint.x} cy={highPoint.y} r="4" className="kori-catalog-chart__high" />
          <text x="12" y={CHART_HEIGHT - 6} className="kori-catalog-chart__axis">
            {formatDate(first.date, locale)}
          </text>
          <text x={CHART_WIDTH - 12} y={CHART_HEIGHT - 6} textAnchor="end" className="kori-catalog-chart__axis">
            {formatDate(last.date, locale)}
          </text>
        </svg>
      </div>
      <details className="kori-catalog-chart-table">
        <summary>
          <FormattedMessage id="catalog.priceHistory.showTable" />
        </summary>
        <CatalogTable caption={<FormattedMessage id="catalog.priceHistory.tableCaption" values={{ days: history.days }} />} columns={PRICE_HISTORY_COLUMNS}>
          {history.points.map((point) => (
            <PriceHistoryRow key={point.date} point={point} />
          ))}
        </CatalogTable>
      </details>
    </div>
  );
}

/**
 * One day of the table. A component per row, not one loop inside the view: up to 180 rows of date and
 * price formatting in a single render would block the main thread during hydration in one piece, where
 * React can pause between components.
 */
function PriceHistoryRow({ point }: { point: PriceHistory['points'][number] }) {
  const locale = useCatalogLocale();
  const formatMoney = useFormatMoney();
  return (
    <tr>
      <th scope="row">
        <time dateTime={point.date}>{formatDate(point.date, locale)}</time>
      </th>
      <td className="kori-catalog-num">{formatMoney(point.price)}</td>
    </tr>
  );
}

function PriceHistoryLoading() {
  return (
    <div>
      <LoadingStatus loading>
        <FormattedMessage id="catalog.priceHistory.loading" />
      </LoadingStatus>
      <div className="kori-catalog-chart-box">
        <Skeleton height="100%" />
      </div>
    </div>
  );
}

/**
 * The period switch: plain links (`?days=30`), so it works without JavaScript; with it, Remix loads the
 * new period without a page reload and keeps the scroll position.
 */
function PeriodSwitch({ days }: { days: PriceHistoryDays }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.priceHistory.periodLabel' })}>
      <ul className="kori-catalog-periods">
        {PRICE_HISTORY_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={{ search: `?days=${period}`, hash: '' }}
              preventScrollReset
              replace
              rel="nofollow"
              aria-current={period === days ? 'true' : undefined}
              className="kori-catalog-period"
            >
              <FormattedMessage id="catalog.priceHistory.period" values={{ days: period }} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Streams in after the rest of the page (deferred loader data), with a placeholder of the same size. */
export function PriceHistorySection({ priceHistory, days }: { priceHistory: Promise<PriceHistory | null>; days: PriceHistoryDays }) {
  return (
    <section aria-labelledby="catalog-price-history" className="kori-catalog-history" id="price-history">
      <h2 id="catalog-price-history">
        <FormattedMessage id="catalog.priceHistory.title" />
      </h2>
      <PeriodSwitch days={days} />
      <Suspense key={days} fallback={<PriceHistoryLoading />}>
        <Await resolve={priceHistory} errorElement={<PriceHistoryView history={null} />}>
          {(history) => <PriceHistoryView history={history} />}
        </Await>
      </Suspense>
    </section>
  );
}
