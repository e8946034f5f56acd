import { GraphQLRequestError } from '@kori/graphql-schema/server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { ProductsListingDocument, SearchListingDocument } from '../../graphql/generated/graphql';
import { LISTING_PAGE_SIZE, type ListingLoaderData } from '../listing/listing-data';
import { listingFilter, SORT_PARAMS, type ListingParams } from '../listing/listing-params';
import { parseListingParams } from '../listing/parse-listing-params';
import { localeRequest } from '@kori/shell/server';

const EMPTY_LISTING: ListingLoaderData['listing'] = {
  page: 1,
  perPage: LISTING_PAGE_SIZE,
  totalCount: 0,
  totalCountIsLowerBound: false,
  suggestions: [],
  products: [],
  facets: { categories: [], brands: [], merchants: [], price: { min: null, max: null }, inStockCount: 0 },
};

/**
 * A filter the API refuses as input (an unknown category, a price it cannot read) shows as "nothing
 * found", like any other narrow filter, instead of an error page.
 */
function isBadInput(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.errors.some((e) => e.extensions?.['code'] === 'BAD_USER_INPUT');
}

/** The listing `load` fetches, or the empty listing when the API refuses the filter as input. */
async function listingUnlessBadInput(load: () => Promise<ListingLoaderData['listing']>): Promise<ListingLoaderData['listing']> {
  try {
    return await load();
  } catch (error) {
    if (!isBadInput(error)) throw error;
    return EMPTY_LISTING;
  }
}

/** `/search?q=...`: products matching the text, with the filters and sort order of the URL. */
export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<ListingLoaderData> {
  const params = parseListingParams(new URL(request.url).searchParams, 'relevance');
  const { context: ctx, variables: { region }, intl } = localeRequest(context);
  const listing = params.q
    ? await listingUnlessBadInput(async () => {
        const data = await ctx.graphql.request(
          SearchListingDocument,
          { region, query: params.q, filter: listingFilter(params), sort: SORT_PARAMS[params.sort], page: params.page, perPage: LISTING_PAGE_SIZE },
          { signal: request.signal },
        );
        return data.search;
      })
    : EMPTY_LISTING;
  return {
    kind: 'search',
    params,
    defaultSort: 'relevance',
    listing,
    meta: {
      title: params.q ? intl.formatMessage({ id: 'search.metaTitle' }, { query: params.q }) : intl.formatMessage({ id: 'search.title' }),
      description: intl.formatMessage({ id: 'search.metaDescription' }),
      // Result pages are endless variations of the catalogue; the catalogue pages are what search engines should list.
      noindex: true,
    },
  };
}

function isPlainListing(params: ListingParams): boolean {
  return !params.category && !params.brands.length && !params.merchants.length && !params.min && !params.max && !params.inStock && params.sort === 'popularity';
}

/** `/all-products`: the whole catalogue of the region, most popular first unless the URL says otherwise. */
export async function allProductsLoader({ request, context }: LoaderFunctionArgs): Promise<ListingLoaderData> {
  const params = { ...parseListingParams(new URL(request.url).searchParams, 'popularity'), q: '' };
  const { context: ctx, variables: { region }, intl } = localeRequest(context);
  const listing = await listingUnlessBadInput(async () => {
    const data = await ctx.graphql.request(
      ProductsListingDocument,
      { region, filter: listingFilter(params), sort: SORT_PARAMS[params.sort === 'relevance' ? 'popularity' : params.sort], page: params.page, perPage: LISTING_PAGE_SIZE },
      { signal: request.signal },
    );
    return data.products;
  });
  return {
    kind: 'all-products',
    params,
    defaultSort: 'popularity',
    listing,
    meta: {
      title: intl.formatMessage({ id: 'search.allProducts.metaTitle' }),
      description: intl.formatMessage({ id: 'search.allProducts.metaDescription' }, { count: listing.totalCount }),
      noindex: !isPlainListing(params),
    },
  };
}
