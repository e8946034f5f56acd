import type { Region } from '@kori/i18n';
import { Container, ProductImage, productPath } from '@kori/ui';
import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { OffersTable } from '../product/offers-table';
import { PriceFacts } from '../product/price-facts';
import { PriceHistorySection } from '../product/price-history';
import { DEFAULT_PRICE_HISTORY_DAYS, type PriceHistoryDays } from '../product/price-history-days';
import type { PriceHistory } from '../product/product-data';
import { Breadcrumbs } from '../shared/breadcrumbs';
import type { PriceLandingProduct } from './price-landing-data';

export interface PriceLandingPageViewProps {
  product: PriceLandingProduct;
  region: Region;
  priceHistory: Promise<PriceHistory | null>;
  historyDays?: PriceHistoryDays;
}

/** `/{product}-price`: the product page's comparison under its own title and introduction. */
export function PriceLandingPageView({ product, region, priceHistory, historyDays = DEFAULT_PRICE_HISTORY_DAYS }: PriceLandingPageViewProps) {
  const cheapest = product.offers[0];
  return (
    <Container className="kori-catalog-page">
      <Breadcrumbs categories={product.category.path} current={product.name} />
      <div className="kori-catalog-product">
        <ProductImage src={product.imageUrl} alt={product.name} priority className="kori-catalog-product__image" />
        <div className="kori-catalog-product__summary">
          <h1>
            <FormattedMessage id="catalog.priceLanding.title" values={{ product: product.name }} />
          </h1>
          <p className="kori-catalog-lead">
            <FormattedMessage
              id="catalog.priceLanding.intro"
              values={{ product: product.name, brand: product.brand.name, count: product.offers.length, hasOffers: cheapest ? 'yes' : 'no' }}
            />
          </p>
          <PriceFacts insight={product.priceInsight} />
          <p>
            <Link to={productPath(product)}>
              <FormattedMessage id="catalog.priceLanding.productLink" values={{ product: product.name }} />
            </Link>
          </p>
        </div>
      </div>
      <OffersTable product={product} region={region} />
      <PriceHistorySection priceHistory={priceHistory} days={historyDays} />
    </Container>
  );
}
