import type { StorefrontRequestContext } from '@kori/shell/server';
import { ProductPriceHistoryDocument, type Region } from '../../graphql/generated/graphql';
import type { PriceHistoryDays } from '../product/price-history-days';
import type { PriceHistory } from '../product/product-data';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue-cache-ttl.server';

/**
 * The price history as a promise the page renders with `<Await>` (not awaited by the loader). A failure
 * is logged and resolves to null ("not available"), never an error page.
 */
export function deferredPriceHistory(
  ctx: StorefrontRequestContext,
  request: Request,
  query: { productId: string; region: Region; days: PriceHistoryDays },
): Promise<PriceHistory | null> {
  return ctx.graphql
    .request(
      ProductPriceHistoryDocument,
      { id: query.productId, region: query.region, days: query.days },
      { signal: request.signal, cacheTtlMs: CATALOGUE_CACHE_TTL_MS },
    )
    .then(
      (result) => result.product?.priceHistory ?? null,
      (error: unknown) => {
        // A shopper leaving the page aborts the request; only a real failure is worth a warning.
        if (!request.signal.aborted) ctx.logger.warn('Price history could not be loaded', { productId: query.productId, error });
        return null;
      },
    );
}
