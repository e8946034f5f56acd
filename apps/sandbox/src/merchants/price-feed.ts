import type { Logger } from '@kori/util-log';
import type { StateStore } from '../state/state-store';
import type { CatalogueOffer } from './merchant-catalogue';

/** Tells Kori's API that an offer's price changed; resolves false when the API could not be told. */
export type PriceFeed = (offer: { sku: string; price: number }) => Promise<boolean>;

/**
 * The API's internal offer-price endpoint (`POST {api origin}/internal/offer-price`, bearer
 * INTERNAL_API_SECRET): the SKU of a sandbox shop is the API's offer id.
 */
export function createApiPriceFeed(options: { apiUrl: string; secret: string; logger: Logger; fetch?: typeof fetch }): PriceFeed {
  const endpoint = new URL('/internal/offer-price', options.apiUrl).toString();
  const fetchImpl = options.fetch ?? fetch;
  return async ({ sku, price }) => {
    const offerId = Number(sku);
    if (!Number.isInteger(offerId) || offerId <= 0) return false;
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ offerId, price }),
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) return true;
      options.logger.warn('API refused the price change', { sku, status: response.status });
    } catch (error) {
      options.logger.warn('API not reachable for the price change', { sku, error: error instanceof Error ? error.message : String(error) });
    }
    return false;
  };
}

/** Keeps the new price in the shop's state and tells the API; answers whether the API heard it. */
export async function changeOfferPrice(store: StateStore, offer: CatalogueOffer, price: number, feed: PriceFeed): Promise<boolean> {
  store.state.merchantShops.prices[offer.sku] = price;
  store.save();
  return feed({ sku: offer.sku, price });
}
