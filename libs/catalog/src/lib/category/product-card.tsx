import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { productPath } from '../routing/paths';
import { Heading, type HeadingLevel } from '../shared/heading';
import { useFormatMoney } from '../shared/money';
import { ProductImage } from '../shared/product-image';
import type { CategoryProduct } from './category-data';

export interface ProductCardProps {
  product: CategoryProduct;
  headingLevel?: HeadingLevel;
  /** The grid's first cards are in the first screen: their images load at once (LCP). */
  imagePriority?: boolean;
}

/** A product in a listing: its best total price (item + delivery) in the region and how many offers. */
export function ProductCard({ product, headingLevel = 3, imagePriority = false }: ProductCardProps) {
  const formatMoney = useFormatMoney();
  return (
    <article className="kori-catalog-card">
      <ProductImage src={product.imageUrl} alt="" priority={imagePriority} />
      <Heading level={headingLevel} className="kori-catalog-card__title">
        <Link to={productPath(product)} className="kori-catalog-card__link">
          {product.name}
        </Link>
      </Heading>
      <p className="kori-catalog-card__brand">{product.brand.name}</p>
      {product.bestOffer ? (
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
      )}
      <p className="kori-catalog-muted">
        <FormattedMessage id="catalog.category.offerCount" values={{ count: product.offerCount }} />
      </p>
    </article>
  );
}
