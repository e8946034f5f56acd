import type { LoaderFunctionArgs } from '@remix-run/node';
import { SitemapCategoriesDocument, SitemapProductsDocument } from '../../graphql/generated/graphql';
import { priceLandingPath } from '../routing/catalog-slug';
import { categoryPath, productPath } from '@kori/ui';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndexXml, urlSetXml } from '../seo/sitemap-xml';
import { localeRequest } from '@kori/shell/server';

/** The API's largest page. */
const PRODUCTS_PER_REQUEST = 100;
const PARALLEL_REQUESTS = 4;
const STATIC_PATHS = ['/', '/blackfriday'];
/** Each product has two pages: its product page and its `/{product}-price` landing page. */
const URLS_PER_PRODUCT = 2;
const PRODUCTS_PER_PART = SITEMAP_MAX_URLS / URLS_PER_PRODUCT;

interface CategoryNode {
  id: string;
  children?: CategoryNode[];
}

function categoryIds(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...categoryIds(node.children ?? [])]);
}

/** Which sitemap part `?part=` asks for: 0 is the index (or the only sitemap), 1..n product parts. */
function partParam(url: URL): number {
  const part = Number(url.searchParams.get('part') ?? '0');
  return Number.isInteger(part) && part >= 0 && part <= 1_000 ? part : -1;
}

const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });

/**
 * `/sitemap.xml`: home, Black Friday, every category, every product page and every product's
 * `/{product}-price` landing page. Up to 50,000 addresses it is one sitemap; above that it is a sitemap
 * index of `/sitemap.xml?part=N` files (categories in the first, products in parts of 25,000 products,
 * two addresses each). Addresses are on the request's origin.
 */
export async function sitemapLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  const part = partParam(url);
  if (part < 0) return xml(urlSetXml([]), 404);
  const { context: ctx } = localeRequest(context);
  const absolute = (path: string) => new URL(path, url.origin).href;

  const [categories, firstProducts] = await Promise.all([
    ctx.graphql.request(SitemapCategoriesDocument, {}, { signal: request.signal }),
    ctx.graphql.request(SitemapProductsDocument, { page: 1, perPage: 1 }, { signal: request.signal }),
  ]);
  const pageUrls = [...STATIC_PATHS, ...categoryIds(categories.categories).map((id) => categoryPath(id))].map(absolute);
  const productCount = firstProducts.products.totalCount;

  if (pageUrls.length + productCount * URLS_PER_PRODUCT <= SITEMAP_MAX_URLS) {
    if (part > 0) return xml(urlSetXml([]), 404);
    const products = await productUrls(ctx, request, 0, productCount);
    return xml(urlSetXml([...pageUrls, ...products.map(absolute)]));
  }

  const productParts = Math.ceil(productCount / PRODUCTS_PER_PART);
  if (part === 0) {
    const parts = [1, ...Array.from({ length: productParts }, (_, index) => index + 2)];
    return xml(sitemapIndexXml(parts.map((n) => absolute(`/sitemap.xml?part=${n}`))));
  }
  if (part === 1) return xml(urlSetXml(pageUrls));
  const start = (part - 2) * PRODUCTS_PER_PART;
  if (start >= productCount) return xml(urlSetXml([]), 404);
  const products = await productUrls(ctx, request, start, Math.min(PRODUCTS_PER_PART, productCount - start));
  return xml(urlSetXml(products.map(absolute)));
}

/**
 * Paths of products `start`..`start+count-1` in the API's listing order (product page, then its price
 * landing page), a few API pages at a time.
 */
async function productUrls(ctx: ReturnType<typeof localeRequest>['context'], request: Request, start: number, count: number): Promise<string[]> {
  const firstPage = Math.floor(start / PRODUCTS_PER_REQUEST) + 1;
  const lastPage = Math.floor((start + count - 1) / PRODUCTS_PER_REQUEST) + 1;
  const paths: [string, string][] = [];
  for (let page = firstPage; page <= lastPage; page += PARALLEL_REQUESTS) {
    const batch = Array.from({ length: Math.min(PARALLEL_REQUESTS, lastPage - page + 1) }, (_, index) => page + index);
    const results = await Promise.all(
      batch.map((p) => ctx.graphql.request(SitemapProductsDocument, { page: p, perPage: PRODUCTS_PER_REQUEST }, { signal: request.signal })),
    );
    for (const result of results) paths.push(...result.products.products.map((product): [string, string] => [productPath(product), priceLandingPath(product)]));
  }
  const offset = start - (firstPage - 1) * PRODUCTS_PER_REQUEST;
  return paths.slice(offset, offset + count).flat();
}

/** `/robots.txt`. */
export function robotsLoader({ request }: LoaderFunctionArgs): Response {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
