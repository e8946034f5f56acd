import { FormattedMessage } from 'react-intl';
import { Money, PriceLine, priceBenefitSlot } from '@kori/ui';
import type { ProductPriceInsight } from './product-data';

/** The best price now (with a campaign's price with benefit where one applies), with the lowest price of the previous 30 days next to a reduced price. */
export function PriceFacts({ insight }: { insight: ProductPriceInsight }) {
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
      <PriceLine messageId="catalog.price.lowest30Days" amount={insight.dropPercent > 0 ? insight.lowest30Days : null} className="kori-catalog-omnibus" />
      <PriceLine messageId="catalog.price.trend90Days" amount={insight.trend90Days} />
    </div>
  );
}
