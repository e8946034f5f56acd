import type { Region } from '@kori/i18n';
import type { ProductPageQuery, ProductPriceHistoryQuery } from '../../graphql/generated/graphql';
import type { PageMeta } from '@kori/shell';
import type { PriceHistoryDays } from './price-history-days';

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
  /** The period the price history shows (`?days=`). */
  historyDays: PriceHistoryDays;
  meta: PageMeta;
}
