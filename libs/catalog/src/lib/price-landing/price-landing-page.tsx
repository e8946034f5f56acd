import { productPath } from '@kori/ui';
import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_PRICE_HISTORY_DAYS } from '../product/price-history-days';
import { ProductLayout, type ProductViewProps } from '../product/product-layout';
import type { PriceLandingProduct } from './price-landing-data';

export type PriceLandingPageViewProps = ProductViewProps<PriceLandingProduct>;

/** `/{product}-price`: the product page's comparison under its own title and introduction. */
export function PriceLandingPageView({ product, region, priceHistory, historyDays = DEFAULT_PRICE_HISTORY_DAYS }: PriceLandingPageViewProps) {
  const cheapest = product.offers[0];
  return (
    <ProductLayout
      product={product}
      region={region}
      priceHistory={priceHistory}
      historyDays={historyDays}
      heading={
        <>
          <h1>
            <FormattedMessage id="catalog.priceLanding.title" values={{ product: product.name }} />
          </h1>
          <p className="kori-catalog-lead">
            <FormattedMessage
              id="catalog.priceLanding.intro"
              values={{ product: product.name, brand: product.brand.name, count: product.offers.length, hasOffers: cheapest ? 'yes' : 'no' }}
            />
          </p>
        </>
      }
      afterFacts={
        <p>
          <Link to={productPath(product)}>
            <FormattedMessage id="catalog.priceLanding.productLink" values={{ product: product.name }} />
          </Link>
        </p>
      }
    />
  );
}
