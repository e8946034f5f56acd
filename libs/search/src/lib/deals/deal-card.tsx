import { productPath } from '@kori/catalog';
import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '../use-format-money';
import type { DealItem } from './deals-data';

/**
 * One deal: the reduced total price, the drop against the 90-day trend with the trend price, and the
 * lowest price of the previous 30 days next to the reduced price (EU Omnibus rule).
 */
export function DealCard({ deal, imagePriority = false }: { deal: DealItem; imagePriority?: boolean }) {
  const formatMoney = useFormatMoney();
  const { product, offer, insight } = deal;
  return (
    <article className="kori-search-card">
      <img src={product.imageUrl} alt="" width={160} height={160} loading={imagePriority ? 'eager' : 'lazy'} className="kori-search-card__image" />
      <h3 className="kori-search-card__title">
        <Link to={productPath(product)}>{product.name}</Link>
      </h3>
      <p className="kori-search-muted">{product.brand.name}</p>
      <p className="kori-search-card__price">
        <strong>{formatMoney(offer.price)}</strong>{' '}
        <FormattedMessage id="search.deals.atMerchant" values={{ merchant: offer.merchant.title }} />
      </p>
      <p className="kori-search-card__drop">
        {insight.trend90Days ? (
          <FormattedMessage id="search.deals.drop" values={{ percent: insight.dropPercent, trend: formatMoney(insight.trend90Days) }} />
        ) : (
          <FormattedMessage id="search.deals.dropNoTrend" values={{ percent: insight.dropPercent }} />
        )}
      </p>
      {insight.lowest30Days && (
        <p className="kori-search-card__omnibus">
          <FormattedMessage id="search.card.lowest30" values={{ price: formatMoney(insight.lowest30Days) }} />
        </p>
      )}
      <p className="kori-search-muted">
        <FormattedMessage id="search.deals.total" values={{ price: formatMoney(offer.totalPrice) }} />
      </p>
    </article>
  );
}
