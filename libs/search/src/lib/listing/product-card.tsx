import { productPath } from '@kori/catalog';
import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '../use-format-money';
import type { ListingProduct } from './listing-data';

/**
 * A product in a listing: best total price (item + delivery) in the region, offer count, and for a
 * reduced price the lowest price of the previous 30 days next to it (EU Omnibus rule).
 */
export function ProductCard({ product, imagePriority = false }: { product: ListingProduct; imagePriority?: boolean }) {
  const formatMoney = useFormatMoney();
  const { priceInsight: insight } = product;
  return (
    <article className="kori-search-card">
      <img src={product.imageUrl} alt="" width={160} height={160} loading={imagePriority ? 'eager' : 'lazy'} className="kori-search-card__image" />
      <h3 className="kori-search-card__title">
        <Link to={productPath(product)}>{product.name}</Link>
      </h3>
      <p className="kori-search-muted">{product.brand.name}</p>
      {product.bestOffer ? (
        <p className="kori-search-card__price">
          <FormattedMessage id="search.card.bestTotal" values={{ price: <strong>{formatMoney(product.bestOffer.totalPrice)}</strong> }} />
        </p>
      ) : (
        <p className="kori-search-muted">
          <FormattedMessage id="search.card.noOffers" />
        </p>
      )}
      {insight.isDeal && insight.lowest30Days && (
        <p className="kori-search-card__omnibus">
          <FormattedMessage id="search.card.lowest30" values={{ price: formatMoney(insight.lowest30Days) }} />
        </p>
      )}
      <p className="kori-search-muted">
        <FormattedMessage id="search.card.offers" values={{ count: product.offerCount }} />
      </p>
    </article>
  );
}
