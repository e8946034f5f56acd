/**
 * @jest-environment node
 */
import { createRequesterDouble, graphQLErrorsResponse } from '@kori/graphql-schema/testing';
import { createTestLoadContext, loaderArgs as args } from '@kori/shell/testing';
import { DealsCategoryDocument, DealsListingDocument, ProductsListingDocument, SearchListingDocument } from '../../graphql/generated/graphql';
import { dealsLoaderDataFixture, listingFixture } from '../../testing';
import { dealsLoader } from './deals-loader.server';
import { allProductsLoader, searchLoader } from './listing-loaders.server';

describe('searchLoader', () => {
  it('asks the API with the URL filters in the region of the request, and marks the page noindex', async () => {
    const graphql = createRequesterDouble().on(SearchListingDocument, { search: listingFixture() });
    const context = createTestLoadContext({ graphql, locale: 'sv-SE', region: 'SE' });
    const data = await searchLoader(args('http://x/search?q=lumoi&brand=lumio&min=10&max=5&instock=1&sort=price-asc&page=2', {}, context));
    expect(graphql.calls[0]!.variables).toEqual({
      region: 'SE',
      query: 'lumoi',
      filter: { brandIds: ['lumio'], minPrice: '5', maxPrice: '10', inStockOnly: true },
      sort: 'TOTAL_PRICE_ASC',
      page: 2,
      perPage: 24,
    });
    expect(data.listing.totalCount).toBe(2);
    expect(data.meta).toMatchObject({ title: 'lumoi – jämför priser | Kori', noindex: true });
  });

  it('does not call the API without a text, and shows a refused filter as no results', async () => {
    const graphql = createRequesterDouble().on(SearchListingDocument, graphQLErrorsResponse([{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }]));
    const context = createTestLoadContext({ graphql });
    expect((await searchLoader(args('http://x/search', {}, context))).listing.totalCount).toBe(0);
    expect(graphql.calls).toHaveLength(0);
    expect((await searchLoader(args('http://x/search?q=x&category=nope', {}, context))).listing.totalCount).toBe(0);
  });

  it('lets other API failures reach the error page', async () => {
    const graphql = createRequesterDouble().on(SearchListingDocument, graphQLErrorsResponse([{ message: 'down', extensions: { code: 'INTERNAL' } }]));
    await expect(searchLoader(args('http://x/search?q=x', {}, createTestLoadContext({ graphql })))).rejects.toThrow();
  });
});

describe('allProductsLoader', () => {
  it('lists by popularity by default and ignores a text', async () => {
    const graphql = createRequesterDouble().on(ProductsListingDocument, { products: listingFixture() });
    const data = await allProductsLoader(args('http://x/all-products?q=ignored', {}, createTestLoadContext({ graphql })));
    expect(graphql.calls[0]!.variables).toMatchObject({ sort: 'POPULARITY', filter: {}, page: 1 });
    expect(data.params.q).toBe('');
    expect(data.meta.noindex).toBe(false);
  });
});

describe('dealsLoader', () => {
  it('narrows to the category and 404s an unknown one', async () => {
    const fixture = dealsLoaderDataFixture();
    const graphql = createRequesterDouble()
      .on(DealsListingDocument, { deals: fixture.deals, categories: [] })
      .on(DealsCategoryDocument, (variables) => ({
        category: variables.id === 'phones' ? { id: 'phones', name: 'Phones', path: [{ id: 'phones', name: 'Phones' }] } : null,
      }));
    const context = createTestLoadContext({ graphql });
    const data = await dealsLoader(args('http://x/deals/phones', { categoryId: 'phones' }, context));
    expect(data.category?.name).toBe('Phones');
    expect(graphql.calls[0]!.variables).toMatchObject({ categoryId: 'phones', rootId: 'phones', page: 1 });
    const missing = await dealsLoader(args('http://x/deals/nope', { categoryId: 'nope' }, context)).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Response);
    expect((missing as Response).status).toBe(404);
  });
});
