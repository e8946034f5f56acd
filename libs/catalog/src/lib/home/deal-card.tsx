import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { productPath } from '../routing/paths';
import { Heading, type HeadingLevel } from '../shared/heading';
import { Money, useFormatMoney } from '../shared/money';
import { ProductImage } from '../shared/product-image';
import type { HomeDeal } from './home-data';

export interface DealCardProps {
  deal: HomeDeal;
  headingLevel?: HeadingLevel;
  /** The grid's first cards are in the first screen: their images load at once (LCP). */
  imagePriority?: boolean;
}

/**
 * One deal: the reduced price with, as the EU Omnibus rule asks, the lowest price of the previous
 * 30 days next to it, and how far the price is below its 90-day trend.
 */
export function DealCard({ deal, headingLevel = 2, imagePriority = false }: DealCardProps) {
  const formatMoney = useFormatMoney();
  const { product, offer, insight } = deal;
  return (
    <article className="kori-catalog-card">
      {/* The name next to it says what the picture shows, so the image itself is decorative here. */}
      <ProductImage src={product.imageUrl} alt="" priority={imagePriority} />
      <Heading level={headingLevel} className="kori-catalog-card__title">
        <Link to={productPath(product)} className="kori-catalog-card__link">
          {product.name}
        </Link>
      </Heading>
      <p className="kori-catalog-card__brand">{product.brand.name}</p>
      <p className="kori-catalog-card__price">
        <Money amount={offer.price} className="kori-catalog-price" />{' '}
        <span className="kori-catalog-muted">
          <FormattedMessage id="catalog.deal.merchant" values={{ merchant: offer.merchant.title }} />
        </span>
      </p>
      {insight.dropPercent > 0 && (
        <p className="kori-catalog-badge">
          <FormattedMessage id="catalog.deal.drop" values={{ percent: insight.dropPercent }} />
        </p>
      )}
      {insight.lowest30Days && (
        <p className="kori-catalog-omnibus">
          <FormattedMessage id="catalog.price.lowest30Days" values={{ price: formatMoney(insight.lowest30Days) }} />
        </p>
      )}
      {insight.trend90Days && (
        <p className="kori-catalog-muted">
          <FormattedMessage id="catalog.price.trend90Days" values={{ price: formatMoney(insight.trend90Days) }} />
        </p>
      )}
    </article>
  );
}
