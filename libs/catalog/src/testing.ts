/**
 * Fixtures for catalogue tests (this lib's and others'): data shaped exactly like the generated query
 * types, so a schema change breaks them at compile time; and a requester double that answers the
 * catalogue's queries by name.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createRequesterDouble, type RequesterAnswer, type RequesterDouble } from '@kori/graphql-schema/testing';
import {
  CategoryPageDocument,
  HomeDealsDocument,
  PriceLandingPageDocument,
  ProductPageDocument,
  ProductPriceHistoryDocument,
  type CategoryPageQuery,
  type HomeDealsQuery,
  type ProductPageQuery,
  type ProductPriceHistoryQuery,
} from './graphql/generated/graphql';
import { dealFixture, money, type DealFixtureOptions } from '@kori/ui/testing';
import { fixtureFactory } from '@kori/util-testing';

export { money };

export type HomeDealFixture = HomeDealsQuery['deals']['deals'][number];

export function homeDealFixture(overrides: Omit<DealFixtureOptions, 'merchant'> = {}): HomeDealFixture {
  return dealFixture({ price: '1234.50', merchant: 'Tekno Store', ...overrides });
}

export type CategoryFixture = NonNullable<CategoryPageQuery['category']>;
export type CategoryProductFixture = CategoryPageQuery['products']['products'][number];

export function categoryProductFixture(id: string, name: string, totalPrice: string | null = '199.00'): CategoryProductFixture {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    imageUrl: `/images/products/${id}.svg`,
    offerCount: totalPrice === null ? 0 : 3,
    brand: { name: 'Nordic' },
    category: { id: 'smartphones' },
    bestOffer: totalPrice === null ? null : { id: `${id}-o-1`, price: money(totalPrice), totalPrice: money(totalPrice), merchant: { title: 'Tekno Store' } },
  };
}

export function categoryPageFixture(
  options: { products?: CategoryProductFixture[]; totalCount?: number; page?: number; perPage?: number } = {},
): { category: CategoryFixture; products: CategoryPageQuery['products'] } {
  const products = options.products ?? [categoryProductFixture('p-1', 'Nordic Phone 12'), categoryProductFixture('p-2', 'Aurora X', '349.90')];
  return {
    category: {
      id: 'smartphones',
      name: 'Smartphones',
      level: 3,
      productCount: options.totalCount ?? products.length,
      path: [
        { id: 'electronics', name: 'Electronics' },
        { id: 'phones', name: 'Phones' },
        { id: 'smartphones', name: 'Smartphones' },
      ],
      children: [
        { id: 'android-phones', name: 'Android phones', productCount: 12 },
        { id: 'iphones', name: 'iPhones', productCount: 7 },
      ],
    },
    products: {
      page: options.page ?? 1,
      perPage: options.perPage ?? 24,
      totalCount: options.totalCount ?? products.length,
      products,
    },
  };
}

export type ProductFixture = NonNullable<ProductPageQuery['product']>;
export type ProductOfferFixture = ProductFixture['offers'][number];

export function productOfferFixture(
  id: string,
  merchant: string,
  rank: number,
  prices: { price: string; delivery: string; total: string },
  stock: Pick<ProductOfferFixture, 'stockStatus' | 'stockQuantity' | 'rankReason'> = {
    stockStatus: 'IN_STOCK',
    stockQuantity: 25,
    rankReason: rank === 1 ? 'LOWEST_TOTAL' : 'HIGHER_TOTAL',
  },
): ProductOfferFixture {
  return {
    id,
    rank,
    ...stock,
    purchaseMode: 'KORI_CHECKOUT',
    price: money(prices.price),
    deliveryCost: money(prices.delivery),
    totalPrice: money(prices.total),
    merchant: {
      id: `m-${id}`,
      title: merchant,
      deliveryTerms: { deliveryDays: 2, deliveryCost: money('4.90'), freeDeliveryThreshold: money('50.00') },
    },
  };
}

export const productFixture = fixtureFactory<ProductFixture>(() => ({
  id: 'p-1',
  name: 'Nordic Phone 12',
  slug: 'nordic-phone-12',
  imageUrl: '/images/products/p-1.svg',
  description: 'A sturdy phone with a long battery life.',
  specs: [
    { name: 'Screen', value: '6.1 in' },
    { name: 'Storage', value: '128 GB' },
  ],
  brand: { id: 'nordic', name: 'Nordic' },
  category: {
    id: 'smartphones',
    name: 'Smartphones',
    path: [
      { id: 'electronics', name: 'Electronics' },
      { id: 'smartphones', name: 'Smartphones' },
    ],
  },
  offers: [
    productOfferFixture('o-1', 'Tekno Store', 1, { price: '499.00', delivery: '0.00', total: '499.00' }, {
      stockStatus: 'IN_STOCK',
      stockQuantity: 30,
      rankReason: 'FREE_DELIVERY_APPLIED',
    }),
    productOfferFixture('o-2', 'Halpa Kauppa', 2, { price: '489.00', delivery: '14.90', total: '503.90' }, {
      stockStatus: 'LOW_STOCK',
      stockQuantity: 2,
      rankReason: 'HIGHER_TOTAL',
    }),
    productOfferFixture('o-3', 'Outlet Oy', 3, { price: '450.00', delivery: '5.00', total: '455.00' }, {
      stockStatus: 'OUT_OF_STOCK',
      stockQuantity: 0,
      rankReason: 'OUT_OF_STOCK_LAST',
    }),
  ],
  priceInsight: {
    current: money('499.00'),
    lowest30Days: money('559.00'),
    trend90Days: money('560.00'),
    dropPercent: 10,
    isDeal: true,
  },
}));

export type PriceHistoryFixture = NonNullable<ProductPriceHistoryQuery['product']>['priceHistory'];

export function priceHistoryFixture(points: Array<[date: string, price: string]> = [
  ['2026-01-01', '560.00'],
  ['2026-01-02', '540.00'],
  ['2026-01-03', '499.00'],
]): PriceHistoryFixture {
  const prices = points.map(([, price]) => Number(price));
  const lowest = points.length ? money(Math.min(...prices).toFixed(2)) : null;
  const highest = points.length ? money(Math.max(...prices).toFixed(2)) : null;
  return {
    days: 90,
    points: points.map(([date, price]) => ({ date, price: money(price) })),
    lowest,
    highest,
  };
}

/** The catalogue's page queries, by the name a test answers them with. */
const CATALOGUE_QUERIES = {
  homeDeals: HomeDealsDocument,
  categoryPage: CategoryPageDocument,
  priceLandingPage: PriceLandingPageDocument,
  productPage: ProductPageDocument,
  productPriceHistory: ProductPriceHistoryDocument,
};
type CatalogueQueries = typeof CATALOGUE_QUERIES;

/** An answer for each catalogue query a test expects: data, an error to throw, or a function of the variables. */
export type CatalogueAnswers = {
  [Name in keyof CatalogueQueries]?: CatalogueQueries[Name] extends TypedDocumentNode<infer TData, infer TVariables> ? RequesterAnswer<TData, TVariables> : never;
};

/**
 * A GraphQL requester double for the catalogue's loaders, answering each query by its name:
 * `catalogueApiDouble({ productPage: { product: productFixture() } })`. A query without an answer fails the test.
 */
export function catalogueApiDouble(answers: CatalogueAnswers = {}): RequesterDouble {
  const double = createRequesterDouble();
  for (const name of Object.keys(answers) as Array<keyof CatalogueQueries>) {
    double.on(CATALOGUE_QUERIES[name] as TypedDocumentNode<unknown, unknown>, answers[name] as RequesterAnswer<unknown, unknown>);
  }
  return double;
}
