import type { Region } from '@kori/i18n';
import type { PriceLandingPageQuery } from '../../graphql/generated/graphql';
import type { PriceHistoryDays } from '../product/price-history-days';
import type { PriceHistory } from '../product/product-data';
import type { PageMeta } from '@kori/shell';

export type PriceLandingProduct = NonNullable<PriceLandingPageQuery['priceLandingPage']>['product'];

/** What `/:categoryId` returns for a `{product}-price` address. */
export interface PriceLandingLoaderData {
  page: 'priceLanding';
  slug: string;
  product: PriceLandingProduct;
  region: Region;
  priceHistory: Promise<PriceHistory | null>;
  historyDays: PriceHistoryDays;
  meta: PageMeta;
}

export function isPriceLandingData(data: unknown): data is PriceLandingLoaderData {
  return typeof data === 'object' && data !== null && (data as { page?: unknown }).page === 'priceLanding';
}
