/**
 * @jest-environment node
 */
import { graphQLErrorsResponse } from '@kori/graphql-schema/testing';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue-cache-ttl.server';
import { createTestLoadContext, loaderArgs as args, thrownBy } from '@kori/shell/testing';
import { createLogger, type LogRecord } from '@kori/util-log';
import { catalogueApiDouble, categoryPageFixture, homeDealFixture, priceHistoryFixture, productFixture } from '../../testing';
import { categoryLoader, parsePageParam } from './category-loader.server';
import { homeLoader } from './home-loader.server';
import { homeMeta, productMeta } from '../shared/page-meta-functions';
import { productLoader } from './product-loader.server';

describe('homeLoader', () => {
  it('asks for the deals of the region and language of the request locale', async () => {
    const graphql = catalogueApiDouble({
      homeDeals: {
        deals: { totalCount: 1, deals: [homeDealFixture({ currency: 'SEK' })] },
        categories: [
          { id: 'garden', name: 'Trädgård', productCount: 5 },
          { id: 'empty', name: 'Tom', productCount: 0 },
          { id: 'electronics', name: 'Elektronik', productCount: 40 },
        ],
      },
    });
    const context = createTestLoadContext({ graphql, locale: 'sv-SE', region: 'SE' });

    const data = await homeLoader(args('http://kori.test/', {}, context));

    expect(graphql.calls).toHaveLength(1);
    expect(graphql.calls[0]?.variables).toEqual({ region: 'SE', language: 'SV', perPage: 12 });
    expect(graphql.calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
    expect(data.deals).toHaveLength(1);
    // Most products first; a category with nothing in it is no way into the catalogue.
    expect(data.popularCategories.map((category) => category.id)).toEqual(['electronics', 'garden']);
    expect(data.meta.title).toBe('Kori – jämför priser och hitta erbjudanden');
  });

  it('lets an API failure through to the error page', async () => {
    const graphql = catalogueApiDouble({ homeDeals: graphQLErrorsResponse([{ message: 'boom' }]) });
    const error = await thrownBy(homeLoader(args('http://kori.test/', {}, createTestLoadContext({ graphql }))));
    expect(error).toMatchObject({ message: 'boom' });
  });

  it('turns the loader meta into title and description tags', () => {
    const tags = homeMeta({ data: { meta: { title: 'T', description: 'D' } }, matches: [] } as unknown as Parameters<typeof homeMeta>[0]);
    expect(tags).toEqual([
      { title: 'T' },
      { name: 'description', content: 'D' },
      { property: 'og:title', content: 'T' },
      { property: 'og:description', content: 'D' },
    ]);
    expect(homeMeta({ data: undefined, matches: [] } as unknown as Parameters<typeof homeMeta>[0])).toEqual([]);
  });
});

describe('categoryLoader', () => {
  it('answers 404 for an unknown category', async () => {
    const graphql = catalogueApiDouble({
      categoryPage: { category: null, products: { page: 1, perPage: 24, totalCount: 0, products: [] } },
    });
    const thrown = await thrownBy(
      categoryLoader(args('http://kori.test/no-such-thing', { categoryId: 'no-such-thing' }, createTestLoadContext({ graphql }))),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it.each(['favicon.ico', 'robots.txt', 'a b'])('answers 404 for %p without asking the API', async (categoryId) => {
    const graphql = catalogueApiDouble();
    const thrown = await thrownBy(
      categoryLoader(args(`http://kori.test/${encodeURIComponent(categoryId)}`, { categoryId }, createTestLoadContext({ graphql }))),
    );
    expect((thrown as Response).status).toBe(404);
    expect(graphql.calls).toEqual([]);
  });

  it('loads the page given by ?page=N with the locale variables', async () => {
    const fixture = categoryPageFixture({ totalCount: 60, page: 3 });
    const graphql = catalogueApiDouble({ categoryPage: fixture });
    const context = createTestLoadContext({ graphql, locale: 'fi-FI', region: 'FI' });

    const data = await categoryLoader(args('http://kori.test/smartphones?page=3', { categoryId: 'smartphones' }, context));

    expect(graphql.calls[0]?.variables).toEqual({ id: 'smartphones', region: 'FI', language: 'FI', page: 3, perPage: 24 });
    if (!('category' in data)) throw new Error('expected a category page');
    expect(data.category.name).toBe('Smartphones');
    expect(data.listing.page).toBe(3);
    expect(data.meta.title).toBe('Smartphones – vertaa hintoja | Kori');
    expect(data.meta.description).toBe('Vertaa hintoja: 60 tuotetta kategoriassa Smartphones.');
  });

  it.each([
    [null, 1],
    ['2', 2],
    ['0', 1],
    ['-4', 1],
    ['abc', 1],
    ['1.5', 1],
  ])('reads page %p as %p', (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });
});

describe('productLoader', () => {
  const params = { categoryId: 'smartphones', productName: 'nordic-phone-12', productId: 'p-1' };

  it('answers 404 for an unknown product', async () => {
    const graphql = catalogueApiDouble({ productPage: { product: null } });
    const thrown = await thrownBy(
      productLoader(args('http://kori.test/a/b/nope', { ...params, productId: 'nope' }, createTestLoadContext({ graphql }))),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(graphql.calls.map((call) => call.operationName)).toEqual(['ProductPage']);
  });

  it('awaits the product and defers the price history', async () => {
    let releaseHistory!: () => void;
    const historyGate = new Promise<void>((resolve) => {
      releaseHistory = resolve;
    });
    const graphql = catalogueApiDouble({
      productPage: { product: productFixture() },
      productPriceHistory: async () => {
        await historyGate;
        return { product: { id: 'p-1', priceHistory: priceHistoryFixture() } };
      },
    });
    const context = createTestLoadContext({ graphql, locale: 'en-FI', region: 'FI' });

    const data = await productLoader(args('http://kori.test/smartphones/nordic-phone-12/p-1', params, context));

    // The loader returned before the history arrived: it is a promise the page renders with <Await>.
    expect(data.product.offers).toHaveLength(3);
    expect(data.region).toBe('FI');
    expect(data.priceHistory).toBeInstanceOf(Promise);
    expect(graphql.calls.map((call) => [call.operationName, call.variables])).toEqual([
      ['ProductPage', { id: 'p-1', region: 'FI', language: 'EN' }],
      ['ProductPriceHistory', { id: 'p-1', region: 'FI', days: 90 }],
    ]);
    // Catalogue data is the same for every shopper: both may come from the storefront's shared cache.
    expect(graphql.calls.map((call) => call.init?.cacheTtlMs)).toEqual([CATALOGUE_CACHE_TTL_MS, CATALOGUE_CACHE_TTL_MS]);
    releaseHistory();
    await expect(data.priceHistory).resolves.toMatchObject({ days: 90, points: expect.any(Array) });
    expect(data.meta).toMatchObject({
      title: 'Nordic Phone 12 – compare prices | Kori',
      description: 'Compare 3 offers for Nordic Phone 12 by total price including delivery.',
      canonicalUrl: 'http://kori.test/smartphones/nordic-phone-12/p-1',
    });
    expect(data.meta.alternates).toEqual([
      { hrefLang: 'fi-FI', href: 'http://kori.test/smartphones/nordic-phone-12/p-1?lang=fi-FI' },
      { hrefLang: 'en-FI', href: 'http://kori.test/smartphones/nordic-phone-12/p-1?lang=en-FI' },
      { hrefLang: 'sv-SE', href: 'http://kori.test/smartphones/nordic-phone-12/p-1?lang=sv-SE' },
      { hrefLang: 'nl-NL', href: 'http://kori.test/smartphones/nordic-phone-12/p-1?lang=nl-NL' },
      { hrefLang: 'x-default', href: 'http://kori.test/smartphones/nordic-phone-12/p-1' },
    ]);
    // Offers: 499.00, 503.90 and 455.00 (out of stock) total; the best availability is in stock.
    expect(data.meta.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nordic Phone 12',
      image: 'http://kori.test/images/products/p-1.svg',
      brand: { '@type': 'Brand', name: 'Nordic' },
      url: 'http://kori.test/smartphones/nordic-phone-12/p-1',
      description: 'A sturdy phone with a long battery life.',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '455.00',
        highPrice: '503.90',
        offerCount: 3,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('loads the price history period the address asks for', async () => {
    const graphql = catalogueApiDouble({
      productPage: { product: productFixture() },
      productPriceHistory: { product: { id: 'p-1', priceHistory: priceHistoryFixture() } },
    });
    const data = await productLoader(args('http://kori.test/smartphones/nordic-phone-12/p-1?days=180', params, createTestLoadContext({ graphql })));
    expect(data.historyDays).toBe(180);
    expect(graphql.calls[1]?.variables).toEqual({ id: 'p-1', region: 'FI', days: 180 });
  });

  it('logs a failed price history and resolves it to null instead of failing the page', async () => {
    const records: LogRecord[] = [];
    const logger = createLogger({ service: 'test', level: 'debug', write: (line) => records.push(JSON.parse(line)) });
    const graphql = catalogueApiDouble({ productPage: { product: productFixture() }, productPriceHistory: new Error('history down') });

    const data = await productLoader(
      args('http://kori.test/smartphones/nordic-phone-12/p-1', params, createTestLoadContext({ graphql, logger })),
    );

    await expect(data.priceHistory).resolves.toBeNull();
    expect(records).toEqual([expect.objectContaining({ level: 'warn', msg: 'Price history could not be loaded', productId: 'p-1' })]);
  });

  it('does not warn when the shopper left the page and the history request was aborted', async () => {
    const records: LogRecord[] = [];
    const logger = createLogger({ service: 'test', level: 'debug', write: (line) => records.push(JSON.parse(line)) });
    const controller = new AbortController();
    const graphql = catalogueApiDouble({
      productPage: { product: productFixture() },
      productPriceHistory: async () => {
        controller.abort();
        throw new Error('This operation was aborted');
      },
    });
    const request = new Request('http://kori.test/smartphones/nordic-phone-12/p-1', { signal: controller.signal });

    const data = await productLoader({ request, params, context: createTestLoadContext({ graphql, logger }) });

    await expect(data.priceHistory).resolves.toBeNull();
    expect(records).toEqual([]);
  });

  it('sends an outdated address to the product\'s current one, keeping the query string', async () => {
    const graphql = catalogueApiDouble({ productPage: { product: productFixture() } });
    const thrown = await thrownBy(
      productLoader(
        args(
          'http://kori.test/phones/old-name/p-1?featureFlags=a',
          { categoryId: 'phones', productName: 'old-name', productId: 'p-1' },
          createTestLoadContext({ graphql }),
        ),
      ),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/smartphones/nordic-phone-12/p-1?featureFlags=a');
  });

  it('falls back to the root route\'s tags on an error page (no loader data)', () => {
    const rootTags = [{ title: 'Kori' }];
    const args = { data: undefined, matches: [{ id: 'root', meta: rootTags }] } as unknown as Parameters<typeof productMeta>[0];
    expect(productMeta(args)).toEqual(rootTags);
  });
});
