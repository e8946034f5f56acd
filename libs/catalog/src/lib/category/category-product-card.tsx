import { cardProductOf, ProductCard, useFormatMoney } from '@kori/ui';
import { FormattedMessage } from 'react-intl';
import type { CategoryProduct } from './category-data';

/** A product in a category listing: its best total price (item + delivery) in the region and how many offers. */
export function CategoryProductCard({ product, imagePriority = false }: { product: CategoryProduct; imagePriority?: boolean }) {
  const formatMoney = useFormatMoney();
  return (
    <ProductCard
      product={cardProductOf(product)}
      imagePriority={imagePriority}
      benefitBase={product.bestOffer ? { itemPrice: product.bestOffer.price, shownPrice: product.bestOffer.totalPrice } : null}
      price={
        product.bestOffer ? (
          <p className="kori-catalog-card__price">
            <FormattedMessage
              id="catalog.category.bestTotal"
              values={{ price: <strong className="kori-catalog-price">{formatMoney(product.bestOffer.totalPrice)}</strong> }}
            />
          </p>
        ) : (
          <p className="kori-catalog-muted">
            <FormattedMessage id="catalog.category.noOffers" />
          </p>
        )
      }
    >
      <p className="kori-catalog-muted">
        <FormattedMessage id="catalog.category.offerCount" values={{ count: product.offerCount }} />
      </p>
    </ProductCard>
  );
}
