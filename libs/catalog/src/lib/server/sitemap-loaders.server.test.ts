/**
 * @jest-environment node
 */
import { createRequesterDouble } from '@kori/graphql-schema/testing';
import { createTestLoadContext } from '@kori/shell/testing';
import { SitemapCategoriesDocument, SitemapProductsDocument } from '../../graphql/generated/graphql';
import { robotsLoader, sitemapLoader } from './sitemap-loaders.server';

const categories = {
  categories: [{ id: 'electronics', children: [{ id: 'phones', children: [{ id: 'smartphones', children: [] }] }] }],
};

function catalogue(totalCount: number) {
  return createRequesterDouble()
    .on(SitemapCategoriesDocument, categories)
    .on(SitemapProductsDocument, ({ page, perPage }) => {
      const from = (page - 1) * perPage;
      const products = Array.from({ length: Math.max(0, Math.min(perPage, totalCount - from)) }, (_, index) => ({
        id: String(from + index + 1),
        slug: `product-${from + index + 1}`,
        category: { id: 'smartphones' },
      }));
      return { products: { totalCount, products } };
    });
}

const run = (url: string, graphql: ReturnType<typeof catalogue>) =>
  sitemapLoader({ request: new Request(url), params: {}, context: createTestLoadContext({ graphql }) });

describe('sitemapLoader', () => {
  it('lists home, Black Friday, every category level, every product and its price page in one sitemap when small', async () => {
    const response = await run('https://kori.example/sitemap.xml', catalogue(3));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const body = await response.text();
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://kori.example/',
      'https://kori.example/blackfriday',
      'https://kori.example/electronics',
      'https://kori.example/phones',
      'https://kori.example/smartphones',
      'https://kori.example/smartphones/product-1/1',
      'https://kori.example/product-1-price',
      'https://kori.example/smartphones/product-2/2',
      'https://kori.example/product-2-price',
      'https://kori.example/smartphones/product-3/3',
      'https://kori.example/product-3-price',
    ]);
  });

  it('becomes a sitemap index of 50,000-address parts (25,000 products with their price pages) above 50,000 addresses', async () => {
    const graphql = catalogue(120_000);
    const index = await (await run('https://kori.example/sitemap.xml', graphql)).text();
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://kori.example/sitemap.xml?part=1',
      'https://kori.example/sitemap.xml?part=2',
      'https://kori.example/sitemap.xml?part=3',
      'https://kori.example/sitemap.xml?part=4',
      'https://kori.example/sitemap.xml?part=5',
      'https://kori.example/sitemap.xml?part=6',
    ]);
    const full = await (await run('https://kori.example/sitemap.xml?part=2', graphql)).text();
    expect([...full.matchAll(/<loc>/g)]).toHaveLength(50_000);
    const last = await (await run('https://kori.example/sitemap.xml?part=6', graphql)).text();
    const locs = [...last.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(40_000);
    expect(locs.slice(0, 2)).toEqual(['https://kori.example/smartphones/product-100001/100001', 'https://kori.example/product-100001-price']);
    expect(locs.at(-1)).toBe('https://kori.example/product-120000-price');
    expect((await run('https://kori.example/sitemap.xml?part=7', graphql)).status).toBe(404);
  });
});

describe('robotsLoader', () => {
  it('allows all but the redirect, API, account and checkout paths, and names the sitemap', async () => {
    const response = robotsLoader({ request: new Request('https://kori.example/robots.txt'), params: {}, context: createTestLoadContext() });
    expect(await response.text()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /redirect/\nDisallow: /api/\nDisallow: /my/\nDisallow: /checkout\n\nSitemap: https://kori.example/sitemap.xml\n',
    );
  });
});
