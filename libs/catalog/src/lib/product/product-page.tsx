import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_PRICE_HISTORY_DAYS } from './price-history-days';
import type { ProductDetails, ProductLoaderData } from './product-data';
import type { RenderOfferAction } from './offers-table';
import { ProductLayout, type ProductViewProps } from './product-layout';
import { SpecsTable } from './specs-table';

/** Something the app shows in the product's summary, under the price facts (the price-alert form). */
export type RenderProductAction = (product: ProductDetails, region: ProductPageViewProps['region']) => ReactNode;

export type ProductPageViewProps = ProductViewProps<ProductDetails> & {
  /** Shown with each offer's "go to shop" link; the storefront passes the cart's add-to-cart form. */
  renderOfferAction?: RenderOfferAction;
  /** Shown under the price facts; the storefront passes the price-alert form. */
  renderProductAction?: RenderProductAction;
};

/** A product: image, brand, price facts, the ranked offers, description, specifications and price history. */
export function ProductPageView({ product, region, priceHistory, historyDays = DEFAULT_PRICE_HISTORY_DAYS, renderOfferAction, renderProductAction }: ProductPageViewProps) {
  return (
    <ProductLayout
      product={product}
      renderOfferAction={renderOfferAction}
      afterFacts={renderProductAction?.(product, region)}
      region={region}
      priceHistory={priceHistory}
      historyDays={historyDays}
      heading={
        <>
          <h1>{product.name}</h1>
          <p className="kori-catalog-muted">
            <FormattedMessage id="catalog.product.brand" values={{ brand: product.brand.name }} />
          </p>
        </>
      }
    >
      {product.description.trim() !== '' && (
        <section aria-labelledby="catalog-description">
          <h2 id="catalog-description">
            <FormattedMessage id="catalog.product.description" />
          </h2>
          <p>{product.description}</p>
        </section>
      )}
      <SpecsTable product={product} />
    </ProductLayout>
  );
}

/** Route component for `/:categoryId/:productName/:productId`; the app may add an action to each offer. */
export function ProductPage({ renderOfferAction, renderProductAction }: { renderOfferAction?: RenderOfferAction; renderProductAction?: RenderProductAction } = {}) {
  const data = useLoaderData() as ProductLoaderData;
  return (
    <ProductPageView
      product={data.product}
      region={data.region}
      priceHistory={data.priceHistory}
      historyDays={data.historyDays}
      renderOfferAction={renderOfferAction}
      renderProductAction={renderProductAction}
    />
  );
}
