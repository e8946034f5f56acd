import type { Region } from '@kori/i18n';
import type { ProductPageQuery, ProductPriceHistoryQuery } from '../../graphql/generated/graphql';
import type { PageMeta } from '../shared/page-meta';

export type ProductDetails = NonNullable<ProductPageQuery['product']>;
export type ProductOffer = ProductDetails['offers'][number];
export type ProductPriceInsight = ProductDetails['priceInsight'];
export type PriceHistory = NonNullable<ProductPriceHistoryQuery['product']>['priceHistory'];

/** What the product loader returns; the price history streams in after the first paint. */
export interface ProductLoaderData {
  product: ProductDetails;
  region: Region;
  /** Resolves to null when the history could not be loaded (logged on the server, not shown). */
  priceHistory: Promise<PriceHistory | null>;
  meta: PageMeta;
}

/** Days of price history on the product page. */
export const PRICE_HISTORY_DAYS = 90;
