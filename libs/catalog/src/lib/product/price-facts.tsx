import { FormattedMessage } from 'react-intl';
import { Money, priceBenefitSlot, useFormatMoney } from '@kori/ui';
import type { ProductPriceInsight } from './product-data';

/** The best price now (with a campaign's price with benefit where one applies), with the lowest price of the previous 30 days next to a reduced price. */
export function PriceFacts({ insight }: { insight: ProductPriceInsight }) {
  const formatMoney = useFormatMoney();
  if (!insight.current) return null;
  return (
    <div className="kori-catalog-price-facts">
      <p>
        <span className="kori-catalog-muted">
          <FormattedMessage id="catalog.price.bestNow" />
        </span>{' '}
        <Money amount={insight.current} className="kori-catalog-price kori-catalog-price--large" />
      </p>
      <priceBenefitSlot.Outlet itemPrice={insight.current} shownPrice={insight.current} />
      {insight.dropPercent > 0 && (
        <p className="kori-catalog-badge">
          <FormattedMessage id="catalog.deal.drop" values={{ percent: insight.dropPercent }} />
        </p>
      )}
      {insight.dropPercent > 0 && insight.lowest30Days && (
        <p className="kori-catalog-omnibus">
          <FormattedMessage id="catalog.price.lowest30Days" values={{ price: formatMoney(insight.lowest30Days) }} />
        </p>
      )}
      {insight.trend90Days && (
        <p className="kori-catalog-muted">
          <FormattedMessage id="catalog.price.trend90Days" values={{ price: formatMoney(insight.trend90Days) }} />
        </p>
      )}
    </div>
  );
}
