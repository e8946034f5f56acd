import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { apiGraphqlUrl } from './servers';

// What the journeys need to know about the catalogue to pick offers deliberately rather than by luck.
const PRODUCTS_QUERY = `query CartJourneyProducts($page: Int!) {
  products(region: FI, perPage: 100, page: $page) {
    totalCount
    products {
      id slug name category { id }
      offers(region: FI) {
        id price { price } stockQuantity stockStatus purchaseMode
        merchant { id title deliveryTerms { deliveryTypes } }
      }
    }
  }
}`;

const offerSchema = z.object({
  id: z.string(),
  price: z.object({ price: z.string() }),
  stockQuantity: z.number(),
  stockStatus: z.string(),
  purchaseMode: z.string(),
  merchant: z.object({ id: z.string(), title: z.string(), deliveryTerms: z.object({ deliveryTypes: z.array(z.string()) }) }),
});
const productSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), category: z.object({ id: z.string() }), offers: z.array(offerSchema) });
const answerSchema = z.object({ data: z.object({ products: z.object({ totalCount: z.number(), products: z.array(productSchema) }) }) });

type Offer = z.infer<typeof offerSchema>;

export interface JourneyMerchant {
  id: string;
  title: string;
  /** Cents. */
  price: number;
  deliveryTypes: string[];
}

/** A product whose offer table has "Add to cart" for two shops: `cheaper` costs less than `dearer`. */
export interface TwoShopProduct {
  name: string;
  /** The product page, as the storefront links it. */
  path: string;
  cheaper: JourneyMerchant;
  dearer: JourneyMerchant;
}

const cents = (offer: Offer) => Math.round(Number(offer.price.price) * 100);

// Buyable through Kori with stock to spare (the cheapest mix may move both lines to one shop).
const buyable = (offer: Offer) => offer.purchaseMode === 'KORI_CHECKOUT' && offer.stockStatus !== 'OUT_OF_STOCK' && offer.stockQuantity >= 5;

async function fiProducts(request: APIRequestContext) {
  const products: z.infer<typeof productSchema>[] = [];
  for (let page = 1; ; page++) {
    const response = await request.post(apiGraphqlUrl, { data: { query: PRODUCTS_QUERY, variables: { page } } });
    expect(response.ok(), 'catalogue query').toBe(true);
    const answer = answerSchema.parse(await response.json()).data.products;
    products.push(...answer.products);
    if (answer.products.length === 0 || products.length >= answer.totalCount) return products;
  }
}

/**
 * The cheapest Finnish product with in-stock Kori-checkout offers from two shops at different prices, where
 * the cheaper shop offers more than one delivery type (so the review has a delivery choice to make). Cheap,
 * so that the cart stays far below its maximum amount.
 */
export async function findTwoShopProduct(request: APIRequestContext): Promise<TwoShopProduct> {
  const candidates: { product: TwoShopProduct; total: number }[] = [];
  for (const product of await fiProducts(request)) {
    const offers = product.offers.filter(buyable).sort((a, b) => cents(a) - cents(b));
    const [cheaper] = offers;
    if (!cheaper || cheaper.merchant.deliveryTerms.deliveryTypes.length < 2) continue;
    const dearer = offers.find((offer) => offer.merchant.id !== cheaper.merchant.id && cents(offer) > cents(cheaper));
    if (!dearer) continue;
    const merchant = (offer: Offer): JourneyMerchant => ({
      id: offer.merchant.id,
      title: offer.merchant.title,
      price: cents(offer),
      deliveryTypes: offer.merchant.deliveryTerms.deliveryTypes,
    });
    candidates.push({
      product: {
        name: product.name,
        path: `/${encodeURIComponent(product.category.id)}/${encodeURIComponent(product.slug)}/${encodeURIComponent(product.id)}`,
        cheaper: merchant(cheaper),
        dearer: merchant(dearer),
      },
      total: cents(cheaper) + cents(dearer),
    });
  }
  candidates.sort((a, b) => a.total - b.total);
  const [best] = candidates;
  if (!best) throw new Error('The e2e seed has no product with Kori-checkout offers from two shops at different prices');
  return best.product;
}
