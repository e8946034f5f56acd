import { Money, ProductCard, productPath, useFormatMoney, type HeadingLevel } from '@kori/ui';
import { FormattedMessage } from 'react-intl';
import type { HomeDeal } from './home-data';

export interface DealCardProps {
  deal: HomeDeal;
  headingLevel?: HeadingLevel;
  /** The grid's first cards are in the first screen: their images load at once (LCP). */
  imagePriority?: boolean;
}

/** One deal: the reduced price at its shop, how far it is below its 90-day trend, and the trend price. */
export function DealCard({ deal, headingLevel = 2, imagePriority = false }: DealCardProps) {
  const formatMoney = useFormatMoney();
  const { product, offer, insight } = deal;
  return (
    <ProductCard
      product={{ name: product.name, brandName: product.brand.name, imageUrl: product.imageUrl, href: productPath(product) }}
      headingLevel={headingLevel}
      imagePriority={imagePriority}
      price={
        <p className="kori-catalog-card__price">
          <Money amount={offer.price} className="kori-catalog-price" />{' '}
          <span className="kori-catalog-muted">
            <FormattedMessage id="catalog.deal.merchant" values={{ merchant: offer.merchant.title }} />
          </span>
        </p>
      }
      reduction={{
        description:
          insight.dropPercent > 0 ? <FormattedMessage id="catalog.deal.drop" values={{ percent: insight.dropPercent }} /> : undefined,
        lowest30Days: insight.lowest30Days ?? null,
      }}
    >
      {insight.trend90Days && (
        <p className="kori-catalog-muted">
          <FormattedMessage id="catalog.price.trend90Days" values={{ price: formatMoney(insight.trend90Days) }} />
        </p>
      )}
    </ProductCard>
  );
}
