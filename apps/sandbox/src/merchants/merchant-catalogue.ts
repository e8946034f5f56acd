import { generateProductBatches, generateReferenceData, seedSizeConfigs, type SeedMerchant, type SeedSize } from '@kori/catalogue-seed/server';
import type { Currency } from '@kori/region';

/** One offer as its merchant's shop sells it: the seed's price and starting stock. */
export interface CatalogueOffer {
  sku: string;
  merchantId: string;
  productId: number;
  productName: string;
  /** Minor units. */
  price: number;
  currency: Currency;
  /** Before any sandbox order; the shop subtracts what it sold. */
  seedStock: number;
}

export interface MerchantCatalogue {
  merchants: ReadonlyMap<string, SeedMerchant>;
  offers: ReadonlyMap<string, CatalogueOffer>;
}

// Prices and stock do not depend on the seed's "today"; only the price history (not kept here) does.
const ANY_DAY = '2025-01-01';
const built = new Map<string, MerchantCatalogue>();

/**
 * The catalogue the API seeds, built from the same seed name and size, once per process (the demo
 * size takes a couple of seconds, so it is built on the first merchant request, not at start).
 */
export function merchantCatalogue(seed: string, size: SeedSize): MerchantCatalogue {
  const key = `${seed}:${size}`;
  const cached = built.get(key);
  if (cached) return cached;
  const reference = generateReferenceData(seed);
  const offers = new Map<string, CatalogueOffer>();
  for (const batch of generateProductBatches(reference, { seed, config: seedSizeConfigs[size], today: ANY_DAY })) {
    const names = new Map(batch.products.map((product) => [product.id, product.name]));
    for (const offer of batch.offers) {
      offers.set(String(offer.id), {
        sku: String(offer.id),
        merchantId: offer.merchantId,
        productId: offer.productId,
        productName: names.get(offer.productId) ?? `Product ${offer.productId}`,
        price: offer.price,
        currency: offer.currency,
        seedStock: offer.stockQuantity,
      });
    }
  }
  const catalogue = { merchants: new Map(reference.merchants.map((merchant) => [merchant.id, merchant])), offers };
  built.set(key, catalogue);
  return catalogue;
}

/** Shops that take Kori's orders; redirect-only merchants have no shop API. */
export function shopMerchant(catalogue: MerchantCatalogue, merchantId: string): SeedMerchant | undefined {
  const merchant = catalogue.merchants.get(merchantId);
  return merchant?.purchaseMode === 'KORI_CHECKOUT' ? merchant : undefined;
}
