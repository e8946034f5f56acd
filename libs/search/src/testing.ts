// Fixtures for tests of pages that embed search results.
import type { DealsLoaderData } from './lib/deals/deals-data';
import type { Listing, ListingLoaderData, ListingProduct } from './lib/listing/listing-data';
import type { ListingParams } from './lib/listing/listing-params';
import { productCardFixture } from '@kori/ui/testing';
import { fixtureFactory } from '@kori/util-testing';

export const listingProductFixture = fixtureFactory<ListingProduct>(() => ({
  ...productCardFixture(),
  priceInsight: { lowest30Days: { price: '439.00', currency: 'EUR' }, dropPercent: 9, isDeal: true },
}));

export const listingFixture = fixtureFactory<Listing>(() => ({
  page: 1,
  perPage: 24,
  totalCount: 2,
  totalCountIsLowerBound: false,
  suggestions: [],
  products: [listingProductFixture(), listingProductFixture({ id: '2', name: 'Kestrel Aero 2', slug: 'kestrel-aero-2', brand: { name: 'Kestrel' }, priceInsight: { lowest30Days: null, dropPercent: 0, isDeal: false } })],
  facets: {
    categories: [{ id: 'smartphones', label: 'Smartphones', count: 2 }],
    brands: [
      { id: 'lumio', label: 'Lumio', count: 1 },
      { id: 'kestrel', label: 'Kestrel', count: 1 },
    ],
    merchants: [{ id: 'verkkokauppa-nord', label: 'Verkkokauppa Nord', count: 2 }],
    price: { min: { price: '199.00', currency: 'EUR' }, max: { price: '399.00', currency: 'EUR' } },
    inStockCount: 2,
  },
}));

export const listingParamsFixture = fixtureFactory<ListingParams>(() => ({ q: 'lumio', category: null, brands: [], merchants: [], min: null, max: null, inStock: false, sort: 'relevance', page: 1 }));

export const listingLoaderDataFixture = fixtureFactory<ListingLoaderData>(() => ({
  kind: 'search',
  params: listingParamsFixture(),
  defaultSort: 'relevance',
  listing: listingFixture(),
  meta: { title: 'lumio – search', description: 'Search', noindex: true },
}));

export const dealsLoaderDataFixture = fixtureFactory<DealsLoaderData>(() => ({
  category: null,
  subcategories: [{ id: 'electronics', name: 'Electronics' }],
  deals: {
    page: 1,
    perPage: 24,
    totalCount: 1,
    deals: [
      {
        product: { id: '1', name: 'Lumio Vista 5 128 GB', slug: 'lumio-vista-5-128-gb', imageUrl: '/images/products/1.svg', brand: { name: 'Lumio' }, category: { id: 'smartphones', name: 'Smartphones' } },
        offer: { id: '11', price: { price: '389.00', currency: 'EUR' }, totalPrice: { price: '393.90', currency: 'EUR' }, merchant: { title: 'Verkkokauppa Nord' } },
        insight: { current: { price: '389.00', currency: 'EUR' }, lowest30Days: { price: '419.00', currency: 'EUR' }, trend90Days: { price: '439.00', currency: 'EUR' }, dropPercent: 7, isDeal: true },
      },
    ],
  },
  meta: { title: 'Deals', description: 'Deals', noindex: false },
}));
