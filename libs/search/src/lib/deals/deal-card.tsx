import { cardProductOf, ProductCard, useFormatMoney } from '@kori/ui';
import { FormattedMessage } from 'react-intl';
import type { DealItem } from './deals-data';

/**
 * One deal: the reduced price at its shop, the drop against the 90-day trend with the trend price, and
 * the total with delivery; the card adds the lowest price of the previous 30 days.
 */
export function DealCard({ deal, imagePriority = false }: { deal: DealItem; imagePriority?: boolean }) {
  const formatMoney = useFormatMoney();
  const { product, offer, insight } = deal;
  return (
    <ProductCard
      product={cardProductOf(product)}
      imagePriority={imagePriority}
      price={
        <p className="kori-catalog-card__price">
          <strong>{formatMoney(offer.price)}</strong>{' '}
          <FormattedMessage id="search.deals.atMerchant" values={{ merchant: offer.merchant.title }} />
        </p>
      }
      reduction={{
        description: insight.trend90Days ? (
          <FormattedMessage id="search.deals.drop" values={{ percent: insight.dropPercent, trend: formatMoney(insight.trend90Days) }} />
        ) : (
          <FormattedMessage id="search.deals.dropNoTrend" values={{ percent: insight.dropPercent }} />
        ),
        lowest30Days: insight.lowest30Days ?? null,
      }}
    >
      <p className="kori-search-muted">
        <FormattedMessage id="search.deals.total" values={{ price: formatMoney(offer.totalPrice) }} />
      </p>
    </ProductCard>
  );
}
