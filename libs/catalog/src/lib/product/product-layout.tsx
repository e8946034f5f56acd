import type { Region } from '@kori/i18n';
import { Container, ProductImage } from '@kori/ui';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../shared/breadcrumbs';
import { OffersTable, type RenderOfferAction } from './offers-table';
import { PriceFacts } from './price-facts';
import { PriceHistorySection } from './price-history';
import type { PriceHistoryDays } from './price-history-days';
import type { PriceHistory, ProductDetails } from './product-data';

/** What every page view about one product takes: the product, the shopper's region and the deferred price history. */
export interface ProductViewProps<Product> {
  product: Product;
  region: Region;
  priceHistory: Promise<PriceHistory | null>;
  historyDays?: PriceHistoryDays;
}

export interface ProductLayoutProps {
  product: Pick<ProductDetails, 'id' | 'name' | 'imageUrl' | 'offers' | 'priceInsight' | 'category'>;
  region: Region;
  priceHistory: Promise<PriceHistory | null>;
  historyDays: PriceHistoryDays;
  /** The page's heading and the line under it, above the price facts. */
  heading: ReactNode;
  /** What follows the price facts in the summary. */
  afterFacts?: ReactNode;
  /** Sections between the offers and the price history. */
  children?: ReactNode;
  /** Shown with each offer's "go to shop" link (the app passes the cart's add-to-cart form). */
  renderOfferAction?: RenderOfferAction;
}

/** The frame every page about one product shares: breadcrumbs, image and summary, the ranked offers, and the price history last. */
export function ProductLayout({ product, region, priceHistory, historyDays, heading, afterFacts, children, renderOfferAction }: ProductLayoutProps) {
  return (
    <Container className="kori-catalog-page">
      <Breadcrumbs categories={product.category.path} current={product.name} />
      <div className="kori-catalog-product">
        <ProductImage src={product.imageUrl} alt={product.name} priority className="kori-catalog-product__image" />
        <div className="kori-catalog-product__summary">
          {heading}
          <PriceFacts insight={product.priceInsight} />
          {afterFacts}
        </div>
      </div>
      <OffersTable product={product} region={region} renderOfferAction={renderOfferAction} />
      {children}
      <PriceHistorySection priceHistory={priceHistory} days={historyDays} />
    </Container>
  );
}
