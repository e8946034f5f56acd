import type { Region } from '@kori/i18n';
import { Container, ProductImage } from '@kori/ui';
import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Breadcrumbs } from '../shared/breadcrumbs';
import { OffersTable } from './offers-table';
import { PriceFacts } from './price-facts';
import { PriceHistorySection } from './price-history';
import { DEFAULT_PRICE_HISTORY_DAYS, type PriceHistoryDays } from './price-history-days';
import type { PriceHistory, ProductDetails, ProductLoaderData } from './product-data';
import { SpecsTable } from './specs-table';

export interface ProductPageViewProps {
  product: ProductDetails;
  region: Region;
  priceHistory: Promise<PriceHistory | null>;
  historyDays?: PriceHistoryDays;
}

/** A product: image, brand, price facts, the ranked offers, description, specifications and price history. */
export function ProductPageView({ product, region, priceHistory, historyDays = DEFAULT_PRICE_HISTORY_DAYS }: ProductPageViewProps) {
  return (
    <Container className="kori-catalog-page">
      <Breadcrumbs categories={product.category.path} current={product.name} />
      <div className="kori-catalog-product">
        <ProductImage src={product.imageUrl} alt={product.name} priority className="kori-catalog-product__image" />
        <div className="kori-catalog-product__summary">
          <h1>{product.name}</h1>
          <p className="kori-catalog-muted">
            <FormattedMessage id="catalog.product.brand" values={{ brand: product.brand.name }} />
          </p>
          <PriceFacts insight={product.priceInsight} />
        </div>
      </div>
      <OffersTable product={product} region={region} />
      {product.description.trim() !== '' && (
        <section aria-labelledby="catalog-description">
          <h2 id="catalog-description">
            <FormattedMessage id="catalog.product.description" />
          </h2>
          <p>{product.description}</p>
        </section>
      )}
      <SpecsTable product={product} />
      <PriceHistorySection priceHistory={priceHistory} days={historyDays} />
    </Container>
  );
}

/** Route component for `/:categoryId/:productName/:productId`. */
export function ProductPage() {
  const data = useLoaderData() as ProductLoaderData;
  return <ProductPageView product={data.product} region={data.region} priceHistory={data.priceHistory} historyDays={data.historyDays} />;
}
