import { cardProductOf, ProductCard, useFormatMoney } from '@kori/ui';
import { FormattedMessage } from 'react-intl';
import type { ListingProduct } from './listing-data';

/**
 * A product in a search listing: best total price (item + delivery) in the region, how many shops, and
 * for a reduced price (a deal) the lowest price of the previous 30 days, which the card adds.
 */
export function ListingProductCard({ product, imagePriority = false }: { product: ListingProduct; imagePriority?: boolean }) {
  const formatMoney = useFormatMoney();
  const { priceInsight: insight } = product;
  return (
    <ProductCard
      product={cardProductOf(product)}
      imagePriority={imagePriority}
      benefitBase={product.bestOffer ? { itemPrice: product.bestOffer.price, shownPrice: product.bestOffer.totalPrice } : null}
      price={
        product.bestOffer ? (
          <p className="kori-catalog-card__price">
            <FormattedMessage id="search.card.bestTotal" values={{ price: <strong>{formatMoney(product.bestOffer.totalPrice)}</strong> }} />
          </p>
        ) : (
          <p className="kori-search-muted">
            <FormattedMessage id="search.card.noOffers" />
          </p>
        )
      }
      reduction={insight.isDeal ? { lowest30Days: insight.lowest30Days ?? null } : null}
    >
      <p className="kori-search-muted">
        <FormattedMessage id="search.card.offers" values={{ count: product.offerCount }} />
      </p>
    </ProductCard>
  );
}
