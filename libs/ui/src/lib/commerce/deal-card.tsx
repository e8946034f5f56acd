import { FormattedMessage } from 'react-intl';
import type { HeadingLevel } from '../layout/heading';
import { Money, type MoneyAmount } from './money';
import { PriceLine } from './price-line';
import { cardProductOf, ProductCard } from './product-card';

/** What a deal card shows: the product, the reduced offer, and its price insight (plain data, any query's shape). */
export interface DealCardDeal {
  product: { id: string; slug: string; name: string; imageUrl: string; brand: { name: string }; category: { id: string } };
  /** `totalPrice` is the price with delivery to the shopper's region, where the query has it. */
  offer: { price: MoneyAmount; totalPrice?: MoneyAmount | null; merchant: { title: string } };
  insight: { dropPercent: number; lowest30Days?: MoneyAmount | null; trend90Days?: MoneyAmount | null };
}

export interface DealCardProps {
  deal: DealCardDeal;
  headingLevel?: HeadingLevel;
  /** The grid's first cards are in the first screen: their images load at once (LCP). */
  imagePriority?: boolean;
}

/**
 * A deal, the same on the home, /deals and Black Friday pages: the reduced price at its shop, how far it is
 * below the 30-day lowest, the 90-day trend price and the total with delivery.
 */
export function DealCard({ deal, headingLevel = 2, imagePriority = false }: DealCardProps) {
  const { product, offer, insight } = deal;
  return (
    <ProductCard
      product={cardProductOf(product)}
      headingLevel={headingLevel}
      imagePriority={imagePriority}
      benefitBase={{ itemPrice: offer.price, shownPrice: offer.price }}
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
      <PriceLine messageId="catalog.price.trend90Days" amount={insight.trend90Days} />
      <PriceLine messageId="catalog.deal.total" amount={offer.totalPrice} />
    </ProductCard>
  );
}
