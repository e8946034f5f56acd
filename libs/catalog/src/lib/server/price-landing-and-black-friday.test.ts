/**
 * @jest-environment node
 */
import { createTestLoadContext, loaderArgs as args } from '@kori/shell/testing';
import { catalogueApiDouble, categoryPageFixture, priceHistoryFixture, productFixture } from '../../testing';
import { categoryLoader } from './category-loader.server';

describe('categoryLoader with a `{product}-price` address', () => {
  it('loads the price landing page with its own title and the comparison', async () => {
    const graphql = catalogueApiDouble({
      priceLandingPage: { priceLandingPage: { slug: 'nordic-phone-12-price', product: productFixture() } },
      productPriceHistory: { product: { id: 'p-1', priceHistory: priceHistoryFixture() } },
    });
    const context = createTestLoadContext({ graphql, locale: 'sv-SE', region: 'SE' });

    const data = await categoryLoader(args('http://kori.test/nordic-phone-12-price?days=30', { categoryId: 'nordic-phone-12-price' }, context));

    expect(data).toMatchObject({ page: 'priceLanding', slug: 'nordic-phone-12-price', region: 'SE', historyDays: 30 });
    expect(graphql.calls.map((call) => [call.operationName, call.variables])).toEqual([
      ['PriceLandingPage', { slug: 'nordic-phone-12-price', region: 'SE', language: 'SV' }],
      ['ProductPriceHistory', { id: 'p-1', region: 'SE', days: 30 }],
    ]);
    expect(data.meta).toMatchObject({
      canonicalUrl: 'http://kori.test/nordic-phone-12-price',
      jsonLd: { '@type': 'Product', offers: { '@type': 'AggregateOffer', offerCount: 3 } },
      title: 'Nordic Phone 12 pris – jämför priser | Kori',
      description: 'Nordic Phone 12 pris i dag: jämför 3 erbjudanden efter totalpris inklusive frakt, med prishistorik och lägsta pris de senaste 30 dagarna.',
    });
  });

  it('answers 404 for an unknown price page slug (no product, no category of that name)', async () => {
    const graphql = catalogueApiDouble({
      priceLandingPage: { priceLandingPage: null },
      categoryPage: { category: null, products: { page: 1, perPage: 24, totalCount: 0, products: [] } },
    });
    let thrown: unknown;
    try {
      await categoryLoader(args('http://kori.test/no-such-thing-price', { categoryId: 'no-such-thing-price' }, createTestLoadContext({ graphql })));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(404);
  });

  it('still serves a category whose id happens to end in -price', async () => {
    const graphql = catalogueApiDouble({ priceLandingPage: { priceLandingPage: null }, categoryPage: categoryPageFixture() });
    const data = await categoryLoader(args('http://kori.test/low-price', { categoryId: 'low-price' }, createTestLoadContext({ graphql })));
    expect(data).toHaveProperty('category');
  });
});
