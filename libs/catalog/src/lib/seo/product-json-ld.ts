import type { ProductDetails } from '../product/product-data';

const AVAILABILITY = {
  IN_STOCK: 'https://schema.org/InStock',
  LOW_STOCK: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
} as const;

/**
 * schema.org Product with an AggregateOffer over the offers in the shopper's region: lowest and highest
 * total price (what the shopper pays), the offer count, the currency and the best availability.
 */
export function productJsonLd(product: Pick<ProductDetails, 'name' | 'imageUrl' | 'description' | 'brand' | 'offers'>, pageUrl: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: new URL(product.imageUrl, pageUrl).href,
    brand: { '@type': 'Brand', name: product.brand.name },
    url: pageUrl,
  };
  if (product.description.trim() !== '') data['description'] = product.description;
  const totals = product.offers.map((offer) => Number(offer.totalPrice.price));
  const first = product.offers[0];
  if (first && totals.length > 0) {
    const inStock = product.offers.find((offer) => offer.stockStatus !== 'OUT_OF_STOCK');
    data['offers'] = {
      '@type': 'AggregateOffer',
      lowPrice: Math.min(...totals).toFixed(2),
      highPrice: Math.max(...totals).toFixed(2),
      offerCount: product.offers.length,
      priceCurrency: first.totalPrice.currency,
      availability: AVAILABILITY[(inStock ?? first).stockStatus],
    };
  }
  return data;
}
